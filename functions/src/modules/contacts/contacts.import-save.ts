import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { ApiError } from '../../platform/errors';
import type { ReadFile, Upload } from '../../platform/uploads';
import { parse } from '../../platform/validation';
import {
  CONTACT_MESSAGES,
  type ContactFileType,
  type ImportDuplicate,
  type ImportIssue,
  type ImportResult,
} from '../../contract/contacts';
import { IMPORT_MESSAGES, importOptions, type ImportOptions } from '../../contract/contact-import';
import { buildContact, phoneKey, type StoredContact } from './contacts.model';
import { fold } from '../../platform/fold';
import { readImportFile, textOf, type ImportRow } from './contacts.import';
import { startImportJob, UNWATCHED, type ImportJob } from './contacts.import-jobs';
import { assertOwnProfile } from './contacts.profiles';
import { chunks } from './contacts.store';
import { inChunks } from '../../platform/batches';
import { assertContactRoom } from './contacts.caps';
import { planFor, walk } from './contacts.query';
import { collections } from '../../platform/store/collections';
import { keepDuplicateKeys, packChanges } from './contacts.dup-keys';
import { addContactsToCounts } from './contacts.count';

/** Saving an import: rows with problems refuse the file (or are left out, when asked), duplicates are left out and reported, the rest written all or nothing. */

/** `in` queries a key kind runs at once: the emails' and the phones' run side by side, so twice this in all. */
const DEDUPE_CONCURRENCY = 4;

/**
 * Existing contacts holding any of the keys, by key; `in` takes at most 30 values a query. The
 * queries go a few at a time: one after another, a 10,000-row import waited for ~670 round trips.
 */
async function existingByKey(
  ctx: AppContext,
  userId: string,
  field: 'search.email' | 'search.phone',
  keys: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // Ordered by the key so the query runs on the (userId, key, id) index in both stores.
  const query = (part: string[]) =>
    collections(ctx).contacts.where('userId', '==', userId).where(field, 'in', part).orderBy(field).orderBy('id').get();
  for (const group of chunks(inChunks([...new Set(keys)]), DEDUPE_CONCURRENCY)) {
    for (const snap of await Promise.all(group.map(query))) {
      for (const doc of snap.docs) {
        const c = doc.data();
        const key = field === 'search.email' ? c.search.email : c.search.phone;
        if (key && !found.has(key)) found.set(key, c.id);
      }
    }
  }
  return found;
}

/**
 * The caller's contacts holding any of the keys, by key. A book no larger than the `in` queries
 * the keys would take (one a 30 keys) is read whole instead: no more reads, far fewer round trips,
 * and an empty book (a first import) costs one count.
 */
async function existingKeys(
  ctx: AppContext,
  userId: string,
  emails: string[],
  phones: string[],
): Promise<{ byEmail: Map<string, string>; byPhone: Map<string, string> }> {
  const queries = Math.ceil(new Set(emails).size / 30) + Math.ceil(new Set(phones).size / 30);
  const held = (await collections(ctx).contacts.where('userId', '==', userId).count().get()).data().count;
  if (held > queries) {
    const [byEmail, byPhone] = await Promise.all([
      existingByKey(ctx, userId, 'search.email', emails),
      existingByKey(ctx, userId, 'search.phone', phones),
    ]);
    return { byEmail, byPhone };
  }
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  for await (const { contact } of walk(planFor(ctx, userId, { sort: 'createdAt', order: 'asc' }), undefined, 1000)) {
    if (contact.search.email && !byEmail.has(contact.search.email)) byEmail.set(contact.search.email, contact.id);
    if (contact.search.phone && !byPhone.has(contact.search.phone)) byPhone.set(contact.search.phone, contact.id);
  }
  return { byEmail, byPhone };
}

/** A row's emails and phone keys, worked out once: parsing phone numbers is the costly part of an import. */
interface KeyedRow {
  row: ImportRow;
  emails: string[];
  phones: string[];
  /** The key of the row's phoneNumber, null without one: the contact's search.phone. */
  phone: string | null;
}

function keyedRow(row: ImportRow): KeyedRow {
  const { input } = row;
  const phone = phoneKey(input.phoneNumber) ?? null;
  return {
    row,
    emails: [input.email, ...(input.otherEmails ?? [])].filter((e): e is string => !!e),
    phones: [phone, ...(input.otherPhoneNumbers ?? []).map((p) => phoneKey(p))].filter((p): p is string => !!p),
    phone,
  };
}

function rowKeys({ row: { input }, emails, phones }: KeyedRow): string[] {
  if (emails.length || phones.length)
    return [...emails.map((e) => `e:${e.toLowerCase()}`), ...phones.map((p) => `p:${p}`)];
  // Without email or phone, only the same name at the same company counts as the same row.
  return [`n:${fold([input.firstName, input.lastName].filter(Boolean).join(' '))}|${fold(input.company)}`];
}

/**
 * Rows repeating an earlier row of the file (same email or phone) and rows already in the
 * caller's contacts (same primary email or phone) are left out and reported; the rest are new.
 */
async function withoutDuplicates(
  ctx: AppContext,
  userId: string,
  rows: ImportRow[],
): Promise<{ fresh: KeyedRow[]; duplicates: ImportDuplicate[] }> {
  const seen = new Map<string, number>();
  const duplicates: ImportDuplicate[] = [];
  const unique: KeyedRow[] = [];
  for (const keyed of rows.map(keyedRow)) {
    const keys = rowKeys(keyed);
    const earlier = keys.map((k) => seen.get(k)).find((r) => r !== undefined);
    if (earlier !== undefined) {
      duplicates.push({
        row: keyed.row.row,
        reason: 'in-file',
        sameAsRow: earlier,
        message: CONTACT_MESSAGES.duplicateInFile,
      });
      continue;
    }
    keys.forEach((k) => seen.set(k, keyed.row.row));
    unique.push(keyed);
  }
  const { byEmail, byPhone } = await existingKeys(
    ctx,
    userId,
    unique.flatMap((r) => r.emails.map((e) => fold(e))),
    unique.flatMap((r) => r.phones),
  );
  const fresh: KeyedRow[] = [];
  for (const keyed of unique) {
    const { row, emails, phones } = keyed;
    const contactId =
      emails.map((e) => byEmail.get(fold(e))).find(Boolean) ?? phones.map((p) => byPhone.get(p)).find(Boolean);
    if (contactId)
      duplicates.push({ row: row.row, reason: 'existing', contactId, message: CONTACT_MESSAGES.duplicateExisting });
    else fresh.push(keyed);
  }
  duplicates.sort((a, b) => a.row - b.row);
  return { fresh, duplicates };
}

/** The row problems as the refusal's fields: `"row 3 email": "…"`, the first 50. */
const issueFields = (errors: ImportIssue[]) =>
  Object.fromEntries(errors.slice(0, 50).map((e) => [`row ${e.row}${e.field ? ` ${e.field}` : ''}`, e.message]));

/**
 * Writes the contacts in batches of at most 500 documents (Firestore's limit) with their
 * duplicate-key counters, one write a key a batch (contacts.dup-keys.ts), and the kept count's
 * increment (contacts.count.ts), reporting progress after each. If any batch fails, the batches
 * already committed are deleted again, so the import adds everything or nothing.
 */
async function writeAll(
  ctx: AppContext,
  contacts: StoredContact[],
  importId: string,
  progress: (written: number) => Promise<void>,
): Promise<void> {
  const written: StoredContact[][] = [];
  let done = 0;
  try {
    for (const part of packChanges(contacts.map((after) => ({ after })))) {
      const batch = ctx.store.batch();
      const keyed = keepDuplicateKeys(ctx, batch, part);
      for (const c of keyed) batch.create(collections(ctx).contacts.doc(c.id), c);
      addContactsToCounts(ctx, batch, keyed, 1);
      await batch.commit();
      written.push(keyed);
      done += keyed.length;
      await progress(done);
    }
  } catch (error) {
    ctx.logger.error(
      { err: error, importId, written: written.length },
      'contact import failed; removing what it wrote',
    );
    for (const part of written) {
      const batch = ctx.store.batch();
      keepDuplicateKeys(
        ctx,
        batch,
        part.map((before) => ({ before })),
      );
      for (const c of part) batch.delete(collections(ctx).contacts.doc(c.id));
      addContactsToCounts(ctx, batch, part, -1);
      await batch.commit();
    }
    throw new ApiError(500, CONTACT_MESSAGES.importFailed, 'import-failed');
  }
}

/**
 * Imports a CSV or vCard file into the caller's contacts, attributed to one of their profiles.
 * When a row fails its checks nothing is imported, unless the caller chose `validOnly` (import
 * the valid rows); duplicates are always left out and reported. With an `importId` the progress
 * and the report are kept for polling (contacts.import-jobs.ts).
 */
export async function importContacts(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  type: ContactFileType,
  read: ReadFile,
): Promise<ImportResult> {
  await assertOwnProfile(ctx, caller, profileId, 'path');
  const upload = await read();
  const options = parse(importOptions, upload.fields);
  const importId = options.importId ?? collections(ctx).contacts.doc().id;
  const job = options.importId ? await startImportJob(ctx, caller, importId) : UNWATCHED;
  try {
    return await runImport(ctx, caller, profileId, type, upload, options, importId, job);
  } catch (error) {
    const refused = error instanceof ApiError && error.status < 500;
    await job.update({
      status: refused ? 'refused' : 'failed',
      message: error instanceof ApiError ? error.message : CONTACT_MESSAGES.importFailed,
    });
    throw error;
  }
}

async function runImport(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  type: ContactFileType,
  upload: Upload,
  options: ImportOptions,
  importId: string,
  job: ImportJob,
): Promise<ImportResult> {
  const file = readImportFile(type, textOf(type, upload).text, options.mapping);
  await job.update({ status: 'saving', total: file.total, errors: file.errors.length, done: file.errors.length });
  const { fresh, duplicates } = await withoutDuplicates(ctx, caller.uid, file.rows);
  const skipped = file.errors.length + duplicates.length;
  await job.update({ duplicates: duplicates.length, done: skipped });
  if (file.errors.length && (!fresh.length || !options.validOnly)) {
    await job.report(file.errors, duplicates);
    const message = fresh.length
      ? IMPORT_MESSAGES.rowsInvalid(new Set(file.errors.map((e) => e.row)).size)
      : CONTACT_MESSAGES.importNothingValid;
    throw new ApiError(400, message, 'import-invalid', issueFields(file.errors));
  }
  await assertContactRoom(ctx, caller, fresh.length);
  const started = ctx.clock.now().getTime();
  const now = new Date(started).toISOString();
  const contacts = fresh.map(({ row: { input }, phone }, i) => {
    const ref = collections(ctx).contacts.doc();
    // A millisecond apart, earlier down the file: newest-first lists show the file's order,
    // and no two share a createdAt, which keeps paging through them an index seek.
    const createdAt = new Date(started - i).toISOString();
    return buildContact(
      { ...input, profileId },
      { id: ref.id, userId: caller.uid, source: 'import', now, createdAt, importId, phoneKey: phone },
    );
  });
  await writeAll(ctx, contacts, importId, (written) => job.update({ done: skipped + written, imported: written }));
  await job.report(file.errors, duplicates);
  await job.update({ status: 'done', done: file.total, imported: contacts.length });
  return { importId, imported: contacts.length, total: file.total, errors: file.errors, duplicates };
}
