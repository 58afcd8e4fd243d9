import { z } from 'zod';

/**
 * Importing contacts from files: the preview (what we read and how we would map it), the
 * options of the import itself, and its progress. Shared by the API and the web app.
 */

/** What a CSV column can feed. `fullName` is split into first and last name. */
export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'note',
  'tags',
  'favorite',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields several columns may feed at once (every email and phone column is kept). */
export const MULTI_COLUMN_FIELDS: readonly ImportField[] = ['email', 'phone', 'note', 'tags'];

export const IMPORT_LIMITS = {
  /** Rows (or cards) of one import file. */
  rows: 10_000,
  /** Rows the preview shows. */
  previewRows: 5,
  /** Row problems kept with an import for its downloadable report. */
  reportIssues: 5_000,
  /** Longest line (CSV record) read; a contact row is never near it. */
  lineBytes: 64 * 1024,
} as const;

export const IMPORT_MESSAGES = {
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} contacts; one import takes at most ${IMPORT_LIMITS.rows.toLocaleString('en-US')}. Please split it into smaller files.`,
  binary:
    'This is not a text file: it holds binary data (an image, a spreadsheet workbook or a program). In your spreadsheet, choose Save As › CSV, then import that file.',
  unknownEncoding: (line: number) =>
    `We could not tell which characters this file holds (line ${line} does not read as text). Save it as "CSV UTF-8" and try again.`,
  lineTooLong: (line: number) =>
    `Line ${line} is longer than 64 KB, which no contact row is. Is this really a CSV file?`,
  notVcard: 'This .vcf file does not begin with BEGIN:VCARD, so it is not a vCard file.',
  rowsInvalid: (rows: number) =>
    `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row has' : 'rows have'} problems, so nothing was imported. Fix them in the file, or choose "Import the valid rows".`,
  badMapping: 'The column choices do not match the file. Please preview the file again.',
  importIdTaken: 'This import has already run.',
  importNotFound: 'Import not found.',
} as const;

/**
 * The multipart form fields of POST /v1/contacts/{profileId}/{type}/import besides `file`:
 * `mapping` (JSON: one field or null a column, as the preview answered or the person changed it),
 * `validOnly` ('true': import the valid rows when others fail; otherwise nothing is imported),
 * `importId` (an id the client chose, to poll the progress at GET /v1/contacts/imports/{importId}).
 */
export const importOptions = z.object({
  mapping: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const parsed = z.array(z.enum(IMPORT_FIELDS).nullable()).max(500).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.badMapping });
        return z.NEVER;
      }
      return parsed.data;
    }),
  validOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  importId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,64}$/, 'Invalid id.')
    .optional(),
});
export type ImportOptions = z.infer<typeof importOptions>;

/** POST /v1/contacts/{type}/preview: what the file holds and how it would be read. */
export interface ImportPreview {
  type: 'csv' | 'vcf';
  /** The character encoding the file was read in: utf-8, utf-16le, utf-16be, windows-1252 … */
  encoding: string;
  /** CSV: the separator found (',' ';' or a tab); vCard: null. */
  separator: string | null;
  /** The line the header is on (LinkedIn puts notes above it); vCard: 0. */
  headerLine: number;
  /** CSV: the header's cells; vCard: the columns the cards give. */
  headers: string[];
  /** The field each header would feed, null for none. */
  mapping: (ImportField | null)[];
  /** The first rows, cell by cell under the headers. */
  rows: string[][];
  /** Rows (cards) in the file. */
  total: number;
}

export type ImportStatus = 'reading' | 'saving' | 'done' | 'refused' | 'failed';

/** GET /v1/contacts/imports/{importId}: how far an import has come. */
export interface ImportProgress {
  importId: string;
  status: ImportStatus;
  /** Rows in the file (0 until it is read). */
  total: number;
  /** Rows dealt with so far: saved, refused or left out as duplicates. */
  done: number;
  imported: number;
  errors: number;
  duplicates: number;
  /** What went wrong with the file as a whole (status 'refused' or 'failed'). */
  message?: string;
  updatedAt: string;
}
