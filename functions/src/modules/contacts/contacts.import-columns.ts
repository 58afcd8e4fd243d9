import { MULTI_COLUMN_FIELDS, type ImportField } from '../../contract/contact-import';

/**
 * Which CSV column feeds which contact field, guessed from the header the way Outlook, Google
 * Contacts, LinkedIn, Apple Numbers and spreadsheets write it; the preview shows the guess and
 * the person may change it before the import.
 */

/**
 * Header names compared without case, spaces, punctuation or accents ("E-mail Address" →
 * "emailaddress", "Téléphone" → "telephone"), best match first. Outlook's "Title" is the
 * honorific (Mr., Dr.) and its "Job Title" the job: "jobtitle" comes first so Outlook's job wins.
 */
const ALIASES: Record<ImportField, string[]> = {
  firstName: ['firstname', 'givenname', 'first', 'forename', 'fname', 'given', 'vorname', 'nombre', 'prenom'],
  lastName: [
    'lastname',
    'familyname',
    'surname',
    'last',
    'lname',
    'family',
    'nachname',
    'apellidos',
    'apellido',
    'nom',
  ],
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
    'emailadresse',
    'correoelectronico',
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
    'carphone',
    'companymainphone',
    'secondaryphone',
    'mobileno',
    'telefon',
    'mobiltelefon',
    'handy',
    'telefono',
  ],
  company: [
    'company',
    'companyname',
    'organization',
    'organisation',
    'organizationname',
    'organization1name',
    'org',
    'employer',
    'business',
    'accountname',
    'firma',
    'unternehmen',
    'empresa',
  ],
  jobTitle: [
    'jobtitle',
    'title',
    'position',
    'organizationtitle',
    'organization1title',
    'role',
    'designation',
    'job',
    'positiontitle',
    'berufsbezeichnung',
    'cargo',
  ],
  note: ['note', 'notes', 'comment', 'comments', 'description', 'remarks', 'notizen', 'notas'],
  tags: ['tags', 'labels', 'groups', 'categories', 'groupmembership', 'kategorien'],
  favorite: ['favorite', 'favourite', 'starred', 'favorited'],
};

export const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The field each column feeds (null: none). Every email and phone column is kept. */
export function guessMapping(headers: string[]): (ImportField | null)[] {
  const keys = headers.map(headerKey);
  const mapping: (ImportField | null)[] = headers.map(() => null);
  for (const field of Object.keys(ALIASES) as ImportField[]) {
    const multi = field === 'email' || field === 'phone';
    for (const alias of ALIASES[field]) {
      const columns = keys.flatMap((key, i) => (key === alias && mapping[i] === null ? [i] : []));
      if (!columns.length) continue;
      for (const column of multi ? columns : columns.slice(0, 1)) mapping[column] = field;
      if (!multi) break;
    }
  }
  return mapping;
}

/**
 * The columns feeding a field, best first: by how well their header names it (Outlook's
 * "Mobile Phone" before its "Home Phone", whatever their order in the file), then by position.
 */
export function columnsOf(headers: string[], mapping: readonly (ImportField | null)[], field: ImportField): number[] {
  const rank = (column: number) => {
    const r = ALIASES[field].indexOf(headerKey(headers[column] ?? ''));
    return r < 0 ? ALIASES[field].length : r;
  };
  const columns = mapping.flatMap((f, i) => (f === field ? [i] : []));
  return MULTI_COLUMN_FIELDS.includes(field) ? columns.sort((a, b) => rank(a) - rank(b) || a - b) : columns;
}

/** A mapping that reads a name, email or phone: without one no row could make a contact. */
export const isUsefulMapping = (mapping: readonly (ImportField | null)[]) =>
  mapping.some((f) => f === 'firstName' || f === 'lastName' || f === 'fullName' || f === 'email' || f === 'phone');

/** How many lines may come before the header (LinkedIn's Connections.csv writes three notes lines). */
const PREAMBLE_RECORDS = 10;

/**
 * The header among the first records: the first with at least two cells whose guessed mapping
 * is useful. LinkedIn's export starts with "Notes:" and a quoted paragraph before its header;
 * a file with no recognisable header falls back to its first record.
 */
export function findHeader(records: { cells: string[] }[]): number {
  const found = records
    .slice(0, PREAMBLE_RECORDS)
    .findIndex((r) => r.cells.length >= 2 && isUsefulMapping(guessMapping(r.cells)));
  return found < 0 ? 0 : found;
}
