import { Readable, type Duplex } from 'node:stream';
import { stringify } from 'csv-stringify';
import { buildVCard } from '../../platform/vcard';
import { safeCell } from '../../platform/csv';
import type { ContactFileType } from '../../contract/contacts';
import type { StoredContact } from './contacts.model';

/**
 * Export files, written as the contacts arrive, so an export of any size holds one page of
 * contacts at a time. The CSV headers are ones the import reads back.
 */

const COLUMNS = [
  { key: 'firstName', header: 'First Name' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'email', header: 'Email' },
  { key: 'phoneNumber', header: 'Phone' },
  { key: 'company', header: 'Company' },
  { key: 'jobTitle', header: 'Job Title' },
  { key: 'note', header: 'Notes' },
  { key: 'otherEmails', header: 'Other Emails' },
  { key: 'otherPhoneNumbers', header: 'Other Phones' },
  { key: 'tags', header: 'Tags' },
  { key: 'favorite', header: 'Favorite' },
  { key: 'source', header: 'Source' },
  { key: 'createdAt', header: 'Created At' },
];

/** One row, each cell escaped: a lead named "=HYPERLINK(…)" must not run in the owner's spreadsheet. */
function csvRecord(c: StoredContact): Record<string, string> {
  const row: Record<string, string | undefined> = {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    company: c.company,
    jobTitle: c.jobTitle,
    note: c.note,
    otherEmails: (c.otherEmails ?? []).join('; '),
    otherPhoneNumbers: (c.otherPhoneNumbers ?? []).join('; '),
    tags: (c.tags ?? []).join('; '),
    favorite: c.favorite ? 'yes' : '',
    source: c.source,
    createdAt: c.createdAt,
  };
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, safeCell(value)]));
}

function vcardOf(c: StoredContact, publicUrl: string): string {
  const photoUrl = c.photoUrl ? (c.photoUrl.startsWith('/') ? `${publicUrl}${c.photoUrl}` : c.photoUrl) : undefined;
  return buildVCard({
    firstName: c.firstName,
    lastName: c.lastName,
    organization: c.company || undefined,
    title: c.jobTitle || undefined,
    emails: [c.email, ...(c.otherEmails ?? [])].filter(Boolean).map((value) => ({ value })),
    phones: [c.phoneNumber, ...(c.otherPhoneNumbers ?? [])].filter(Boolean).map((value) => ({ value })),
    note: c.note || undefined,
    categories: c.tags?.length ? c.tags : undefined,
    photo: photoUrl ? { url: photoUrl } : undefined,
  });
}

export interface ExportFile {
  filename: string;
  contentType: string;
  /** The file's bytes come out of the last stream; pipe them with stream.pipeline so errors and aborts travel. */
  streams: [Readable, ...Duplex[]];
}

export function exportFile(
  type: ContactFileType,
  contacts: AsyncIterable<StoredContact>,
  options: { publicUrl: string; date: Date },
): ExportFile {
  const day = options.date.toISOString().slice(0, 10);
  if (type === 'csv') {
    const records = Readable.from(
      (async function* () {
        for await (const c of contacts) yield csvRecord(c);
      })(),
    );
    // A byte-order mark, so spreadsheet programs read the file as UTF-8; CRLF line ends, as RFC 4180 asks.
    const csv = stringify({ header: true, columns: COLUMNS, bom: true, record_delimiter: 'windows' });
    return {
      filename: `everlink-contacts-${day}.csv`,
      contentType: 'text/csv; charset=utf-8',
      streams: [records, csv],
    };
  }
  const cards = Readable.from(
    (async function* () {
      for await (const c of contacts) yield vcardOf(c, options.publicUrl);
    })(),
  );
  return { filename: `everlink-contacts-${day}.vcf`, contentType: 'text/vcard; charset=utf-8', streams: [cards] };
}
