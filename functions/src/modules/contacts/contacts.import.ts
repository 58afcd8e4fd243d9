import type { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { CsvReadError, plainCell, readCsvRecords, type CsvRecord } from '../../platform/csv';
import { parseVCards, VCardParseError } from '../../platform/vcard';
import { CONTACT_LIMITS, CONTACT_MESSAGES, importedContactSchema, type ContactFileType, type ImportIssue } from '../../contract/contacts';
import type { ContactInput } from './contacts.model';

/**
 * Reading an import file into checked contact inputs. A file that cannot be read as a whole
 * (not CSV or vCard, no contact columns, no rows, too many rows) is refused with a 400 before
 * anything is written; a row that fails its checks is reported and left out.
 */

export interface ImportRow {
  /** The row of the file (header = 1) or the card's position in a .vcf. */
  row: number;
  input: ContactInput;
}

export interface ReadFile {
  rows: ImportRow[];
  errors: ImportIssue[];
  total: number;
}

type Field = 'firstName' | 'lastName' | 'fullName' | 'email' | 'phone' | 'company' | 'jobTitle' | 'note' | 'tags' | 'favorite';

/**
 * Header names as exports of Google Contacts, Outlook, Apple, LinkedIn and spreadsheets
 * write them, compared without case, spaces or punctuation ("E-mail Address" → "emailaddress"),
 * best match first. Several email or phone columns are all kept: the first is the primary.
 */
const ALIASES: Record<Field, string[]> = {
  firstName: ['firstname', 'givenname', 'first', 'forename', 'fname', 'given'],
  lastName: ['lastname', 'familyname', 'surname', 'last', 'lname', 'family'],
  fullName: ['name', 'fullname', 'displayname', 'contactname', 'contact'],
  email: [
    'email',
    'emailaddress',
    'mail',
    'primaryemail',
    'email1',
    'email1value',
    'emailaddress1',
    'workemail',
    'businessemail',
    'personalemail',
    'homeemail',
    'otheremail',
    'otheremails',
    'email2',
    'email2value',
    'email2address',
    'email3',
    'email3value',
    'email3address',
    'secondaryemail',
  ],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'primaryphone',
    'phone1',
    'phone1value',
    'workphone',
    'businessphone',
    'homephone',
    'otherphone',
    'otherphones',
    'otherphonenumbers',
    'phone2',
    'phone2value',
    'phone3',
    'phone3value',
    'businessphone2',
    'homephone2',
    'secondaryphone',
    'mobileno',
  ],
  company: ['company', 'companyname', 'organization', 'organisation', 'organizationname', 'organization1name', 'org', 'employer', 'business', 'accountname'],
  jobTitle: ['jobtitle', 'title', 'position', 'organization1title', 'role', 'designation', 'job'],
  note: ['note', 'notes', 'comment', 'comments', 'description', 'remarks'],
  tags: ['tags', 'labels', 'groups', 'categories', 'groupmembership'],
  favorite: ['favorite', 'favourite', 'starred', 'favorited'],
};

const MULTI: Field[] = ['email', 'phone'];

const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Which columns feed which field; multi-valued fields keep every matching column. */
function mapColumns(headers: string[]): Map<Field, number[]> {
  const keys = headers.map(headerKey);
  const mapping = new Map<Field, number[]>();
  const used = new Set<number>();
  for (const field of Object.keys(ALIASES) as Field[]) {
    const matches: number[] = [];
    for (const alias of ALIASES[field]) {
      keys.forEach((key, column) => {
        if (key === alias && !used.has(column) && !matches.includes(column)) matches.push(column);
      });
    }
    const chosen = MULTI.includes(field) ? matches : matches.slice(0, 1);
    chosen.forEach((c) => used.add(c));
    if (chosen.length) mapping.set(field, chosen);
  }
  return mapping;
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
const CONTACT_FIELD: Partial<Record<Field, string>> = { fullName: 'firstName', phone: 'phoneNumber' };

/** The contact field of the first read column whose cell is too long, if any. */
function tooLongField(cells: string[], mapping: Map<Field, number[]>): string | undefined {
  for (const [field, columns] of mapping) {
    if (columns.some((column) => (cells[column]?.length ?? 0) > MAX_CELL_CHARS)) return CONTACT_FIELD[field] ?? field;
  }
  return undefined;
}

const TRUE = /^(true|yes|y|1|x|★|\*)$/i;

function csvRows(text: string): { records: CsvRecord[]; headers: string[] } {
  let read: ReturnType<typeof readCsvRecords>;
  try {
    read = readCsvRecords(text);
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    throw badRequest(`${CONTACT_MESSAGES.importMalformedCsv}${error.line ? ` (line ${error.line})` : ''}`);
  }
  if (!read.headers) throw badRequest(CONTACT_MESSAGES.importEmpty);
  return { headers: read.headers, records: read.records };
}

function inputFromCells(raw: string[], mapping: Map<Field, number[]>): Record<string, unknown> {
  const cells = raw.map((cell) => plainCell(cell).replace(/\r\n?/g, '\n'));
  const one = (field: Field) => {
    const column = mapping.get(field)?.[0];
    return column === undefined ? undefined : cells[column]?.trim() || undefined;
  };
  const all = (field: Field) => (mapping.get(field) ?? []).flatMap((column) => splitValues(cells[column] ?? ''));
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
  const tags = all('tags')
    .flatMap((t) => t.split(','))
    .map((t) => t.replace(/^\*\s*/, '').trim())
    .filter(Boolean);
  return {
    firstName,
    lastName,
    email: emails[0],
    otherEmails: emails.slice(1),
    phoneNumber: phones[0],
    otherPhoneNumbers: phones.slice(1),
    company: one('company'),
    jobTitle: one('jobTitle'),
    note: one('note'),
    tags: tags.length ? tags : undefined,
    favorite: TRUE.test(one('favorite') ?? '') || undefined,
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

function readCsv(text: string): ReadFile {
  const { headers, records } = csvRows(text);
  const mapping = mapColumns(headers);
  const useful: Field[] = ['firstName', 'lastName', 'fullName', 'email', 'phone'];
  if (!useful.some((f) => mapping.has(f))) throw badRequest(CONTACT_MESSAGES.importNoColumns);
  if (!records.length) throw badRequest(CONTACT_MESSAGES.importEmpty);
  if (records.length > CONTACT_LIMITS.importRows) throw badRequest(CONTACT_MESSAGES.importTooManyRows);
  const errors: ImportIssue[] = [];
  const rows: ImportRow[] = [];
  for (const { row, cells } of records) {
    const long = tooLongField(cells, mapping);
    if (long) {
      errors.push({ row, field: long, message: CONTACT_MESSAGES.rowTooLong });
      continue;
    }
    const input = check(row, inputFromCells(cells, mapping), errors);
    if (input) rows.push({ row, input });
  }
  return { rows, errors, total: records.length };
}

function readVcf(text: string): ReadFile {
  let parsed: ReturnType<typeof parseVCards>;
  try {
    parsed = parseVCards(text);
  } catch (error) {
    if (error instanceof VCardParseError) throw badRequest(CONTACT_MESSAGES.importMalformedVcf);
    throw error;
  }
  const total = parsed.cards.length + parsed.errors.length;
  if (!total) throw badRequest(CONTACT_MESSAGES.importEmpty);
  if (total > CONTACT_LIMITS.importRows) throw badRequest(CONTACT_MESSAGES.importTooManyRows);
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
      photoUrl: card.photo && 'url' in card.photo && /^https:\/\//i.test(card.photo.url) ? card.photo.url : undefined,
    };
    const input = check(row, candidate, errors);
    if (input) rows.push({ row, input });
  });
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, total };
}

export function readImportFile(type: ContactFileType, bytes: Buffer): ReadFile {
  const text = bytes.toString('utf8');
  return type === 'csv' ? readCsv(text) : readVcf(text);
}
