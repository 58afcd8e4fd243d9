import type { z } from 'zod';
import { badRequest, unsupportedType } from '../../platform/errors';
import { CsvReadError, plainCell, readCsvTable, type CsvRecord } from '../../platform/csv';
import { parseVCards, VCardParseError, type ParsedVCards } from '../../platform/vcard';
import type { Upload } from '../../platform/uploads';
import {
  CONTACT_MESSAGES,
  importedContactSchema,
  type ContactFileType,
  type ImportIssue,
} from '../../contract/contacts';
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportField,
  type ImportPreview,
} from '../../contract/contact-import';
import type { ContactInput } from './contacts.model';
import { columnsOf, findHeader, guessMapping, isUsefulMapping } from './contacts.import-columns';

/**
 * Reading an import file into checked contact inputs. A file that cannot be read as a whole
 * (not text, an unknown encoding, not CSV or vCard, no contact columns, no rows, too many rows)
 * is refused before anything is written; a row that fails its checks is reported.
 */

export interface ImportRow {
  /** The line of the file (the header's is 1 unless notes come before it) or the card's position in a .vcf. */
  row: number;
  input: ContactInput;
}

export interface ReadFile {
  rows: ImportRow[];
  errors: ImportIssue[];
  total: number;
}

/** The uploaded file's text, or the refusal: binary, an encoding we cannot tell, a .vcf that is no vCard. */
export function textOf(type: ContactFileType, upload: Upload): { text: string; encoding: string } {
  const decoded = upload.decoded;
  if (!decoded) throw new Error('readUpload was not asked for the text (anyEncoding)');
  if (!decoded.ok)
    throw unsupportedType(
      decoded.reason === 'binary' ? IMPORT_MESSAGES.binary : IMPORT_MESSAGES.unknownEncoding(decoded.line),
    );
  if (type === 'vcf' && !/^\uFEFF?\s*BEGIN:VCARD/i.test(decoded.text)) throw unsupportedType(IMPORT_MESSAGES.notVcard);
  return { text: decoded.text, encoding: decoded.encoding };
}

/**
 * Several values in one cell: "a@x.com; b@y.com", Google's "a ::: b". The separators alone are
 * matched and each piece trimmed after: a pattern with `\s*` around them backtracks over every
 * run of spaces from each of its positions, quadratic in a cell of spaces (64 KB took 10 s).
 */
const splitValues = (cell: string) =>
  cell
    .split(/:::|[;\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The longest cell read: a 10,000-character note with room for spaces around it. A longer cell
 * in a column we read is the row's error; columns we do not read are never looked at.
 */
const MAX_CELL_CHARS = 12_000;

/** The contact field a column feeds, as row errors name it. */
const CONTACT_FIELD: Partial<Record<ImportField, string>> = { fullName: 'firstName', phone: 'phoneNumber' };

const TRUE = /^(true|yes|y|1|x|★|\*)$/i;
/** Google Contacts' own labels, not the person's tags ("starred" is read as a favourite). */
const SYSTEM_LABELS = /^(mycontacts|starred)$/i;

interface Table {
  separator: string;
  headerLine: number;
  headers: string[];
  records: CsvRecord[];
}

function csvTable(text: string): Table {
  let read: ReturnType<typeof readCsvTable>;
  try {
    read = readCsvTable(text, { maxRecordBytes: IMPORT_LIMITS.lineBytes });
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    if (error.reason === 'too-long') throw badRequest(IMPORT_MESSAGES.lineTooLong(error.line ?? 1));
    throw badRequest(`${CONTACT_MESSAGES.importMalformedCsv}${error.line ? ` (line ${error.line})` : ''}`);
  }
  if (!read.records.length) throw badRequest(CONTACT_MESSAGES.importEmpty);
  const header = findHeader(read.records);
  return {
    separator: read.delimiter,
    headerLine: read.records[header].row,
    headers: read.records[header].cells,
    records: read.records.slice(header + 1),
  };
}

type Columns = Record<ImportField, number[]>;

/** Each field's columns, best first, worked out once for the file rather than once a row. */
const columnsByField = (headers: string[], mapping: readonly (ImportField | null)[]): Columns =>
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, columnsOf(headers, mapping, field)])) as Columns;

/** The fields a row's cells make, by the column mapping. */
function inputFromCells(raw: string[], columns: Columns): Record<string, unknown> {
  const cells = raw.map((cell) => plainCell(cell).replace(/\r\n?/g, '\n'));
  const values = (field: ImportField) => columns[field].map((column) => cells[column]?.trim() ?? '').filter(Boolean);
  const one = (field: ImportField) => values(field)[0] || undefined;
  const all = (field: ImportField) => values(field).flatMap(splitValues);
  let firstName = one('firstName');
  let lastName = one('lastName');
  const fullName = one('fullName');
  if (!firstName && !lastName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first;
    lastName = rest.join(' ') || undefined;
  }
  const emails = all('email').map((e) => e.toLowerCase());
  const phones = all('phone');
  const labels = all('tags')
    .flatMap((t) => t.split(','))
    .map((t) => t.replace(/^\*\s*/, '').trim())
    .filter(Boolean);
  const tags = labels.filter((t) => !SYSTEM_LABELS.test(t));
  return {
    firstName,
    lastName,
    email: emails[0],
    otherEmails: emails.slice(1),
    phoneNumber: phones[0],
    otherPhoneNumbers: phones.slice(1),
    company: one('company'),
    jobTitle: one('jobTitle'),
    note: values('note').join('\n') || undefined,
    tags: tags.length ? tags : undefined,
    favorite: TRUE.test(one('favorite') ?? '') || labels.some((t) => /^starred$/i.test(t)) || undefined,
  };
}

/** Row-level checks, with the contract's messages; a too-long value gets one plain message. */
function check(row: number, candidate: Record<string, unknown>, errors: ImportIssue[]): ContactInput | undefined {
  const result = importedContactSchema.safeParse(candidate);
  if (result.success) return result.data as ContactInput;
  const seen = new Set<string>();
  for (const issue of result.error.issues as z.core.$ZodIssue[]) {
    const field = String(issue.path[0] ?? 'firstName');
    if (seen.has(field)) continue;
    seen.add(field);
    const message =
      issue.code === 'too_big'
        ? CONTACT_MESSAGES.rowTooLong
        : field === 'firstName' && !candidate.firstName && !candidate.lastName
          ? CONTACT_MESSAGES.rowNameRequired
          : issue.message;
    errors.push({ row, field, message });
  }
  return undefined;
}

function assertRowCount(total: number): void {
  if (!total) throw badRequest(CONTACT_MESSAGES.importEmpty);
  if (total > IMPORT_LIMITS.rows) throw badRequest(IMPORT_MESSAGES.tooManyRows(total));
}

function readCsv(text: string, chosen?: (ImportField | null)[]): ReadFile {
  const { headers, records } = csvTable(text);
  if (chosen && chosen.length !== headers.length)
    throw badRequest(IMPORT_MESSAGES.badMapping, { mapping: IMPORT_MESSAGES.badMapping });
  const mapping = chosen ?? guessMapping(headers);
  if (!isUsefulMapping(mapping)) throw badRequest(CONTACT_MESSAGES.importNoColumns);
  assertRowCount(records.length);
  const columns = columnsByField(headers, mapping);
  const errors: ImportIssue[] = [];
  const rows: ImportRow[] = [];
  for (const { row, cells } of records) {
    const long = mapping.findIndex((field, column) => field && (cells[column]?.length ?? 0) > MAX_CELL_CHARS);
    if (long >= 0) {
      const field = mapping[long]!;
      errors.push({ row, field: CONTACT_FIELD[field] ?? field, message: CONTACT_MESSAGES.rowTooLong });
      continue;
    }
    const input = check(row, inputFromCells(cells, columns), errors);
    if (input) rows.push({ row, input });
  }
  return { rows, errors, total: records.length };
}

function vcards(text: string): ParsedVCards {
  let parsed: ParsedVCards;
  try {
    parsed = parseVCards(text);
  } catch (error) {
    if (!(error instanceof VCardParseError)) throw error;
    throw badRequest(
      `${CONTACT_MESSAGES.importMalformedVcf}${error.line ? ` (line ${error.line}: the card has no END:VCARD)` : ''}`,
    );
  }
  assertRowCount(parsed.cards.length + parsed.errors.length);
  return parsed;
}

function readVcf(text: string): ReadFile {
  const parsed = vcards(text);
  const total = parsed.cards.length + parsed.errors.length;
  const errors: ImportIssue[] = parsed.errors.map((e) => ({ row: e.index, message: e.message }));
  // Cards and errors come in file order, one entry a card: the cards hold the other positions.
  const rejected = new Set(parsed.errors.map((e) => e.index));
  const positions = Array.from({ length: total }, (_, i) => i + 1).filter((p) => !rejected.has(p));
  const rows: ImportRow[] = [];
  parsed.cards.forEach((card, i) => {
    const row = positions[i];
    const emails = (card.emails ?? []).map((e) => e.value.toLowerCase());
    const phones = (card.phones ?? []).map((p) => p.value);
    const candidate = {
      firstName: card.firstName,
      lastName: card.lastName,
      email: emails[0],
      otherEmails: emails.slice(1),
      phoneNumber: phones[0],
      otherPhoneNumbers: phones.slice(1),
      company: card.organization,
      jobTitle: card.title,
      note: card.note,
      tags: card.categories.some((c) => !SYSTEM_LABELS.test(c))
        ? card.categories.filter((c) => !SYSTEM_LABELS.test(c))
        : undefined,
      photoUrl: card.photo && 'url' in card.photo && /^https:\/\//i.test(card.photo.url) ? card.photo.url : undefined,
    };
    const input = check(row, candidate, errors);
    if (input) rows.push({ row, input });
  });
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, total };
}

export function readImportFile(type: ContactFileType, text: string, mapping?: (ImportField | null)[]): ReadFile {
  return type === 'csv' ? readCsv(text, mapping) : readVcf(text);
}

const VCARD_COLUMNS: { header: string; field: ImportField }[] = [
  { header: 'First name', field: 'firstName' },
  { header: 'Last name', field: 'lastName' },
  { header: 'Email', field: 'email' },
  { header: 'Phone', field: 'phone' },
  { header: 'Company', field: 'company' },
  { header: 'Job title', field: 'jobTitle' },
];

/** What the import would read, without writing anything: the preview step of the import dialog. */
export function previewFile(type: ContactFileType, text: string, encoding: string): ImportPreview {
  if (type === 'vcf') {
    const parsed = vcards(text);
    return {
      type,
      encoding,
      separator: null,
      headerLine: 0,
      headers: VCARD_COLUMNS.map((c) => c.header),
      mapping: VCARD_COLUMNS.map((c) => c.field),
      rows: parsed.cards
        .slice(0, IMPORT_LIMITS.previewRows)
        .map((c) => [
          c.firstName ?? '',
          c.lastName ?? '',
          c.emails?.[0]?.value ?? '',
          c.phones?.[0]?.value ?? '',
          c.organization ?? '',
          c.title ?? '',
        ]),
      total: parsed.cards.length + parsed.errors.length,
    };
  }
  const { separator, headerLine, headers, records } = csvTable(text);
  assertRowCount(records.length);
  return {
    type,
    encoding,
    separator,
    headerLine,
    headers,
    mapping: guessMapping(headers),
    rows: records
      .slice(0, IMPORT_LIMITS.previewRows)
      .map((r) => headers.map((_, i) => plainCell(r.cells[i] ?? '').slice(0, 200))),
    total: records.length,
  };
}

/** The preview of an uploaded file (refused as the import would refuse it). */
export function previewUpload(type: ContactFileType, upload: Upload): ImportPreview {
  const { text, encoding } = textOf(type, upload);
  return previewFile(type, text, encoding);
}
