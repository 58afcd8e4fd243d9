import type { AppContext } from '../../platform/context';
import { recordLead } from '../analytics/analytics.service';
import type { AuthUser } from '../../platform/auth';
import { ApiError, badRequest, notFound } from '../../platform/errors';
import type { DocumentReference } from '../../platform/store/types';
import type { Upload } from '../../platform/uploads';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type BulkDeleteBody,
  type Contact,
  type ContactFileType,
  type ContactFilters,
  type CreateContactBody,
  type DuplicateGroup,
  type ImportDuplicate,
  type ImportResult,
  type LeadBody,
  type LeadReceipt,
  type ListContactsQuery,
  type MergeContactsBody,
  type UpdateContactBody,
} from '../../contract/contacts';
import { CONTACTS, buildContact, compareStrings, fold, phoneKey, present, type ContactInput, type StoredContact } from './contacts.model';
import { planFor, readPage, walk } from './contacts.query';
import { readImportFile, type ImportRow } from './contacts.import';
import { assertOwnProfile, leadTargetOf, linkedProfileDetails } from './contacts.profiles';
import { authorize, can } from '../../platform/access';
import type { Action } from '../../contract/roles';

const contactsRef = (ctx: AppContext) => ctx.store.collection<StoredContact>(CONTACTS);
const contactRef = (ctx: AppContext, id: string) => contactsRef(ctx).doc(id) as DocumentReference<StoredContact>;

/** Firestore commits at most 500 writes at once; every multi-document write here stays within it. */
const BATCH_LIMIT = 500;

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A contact the caller may act on, or 404 (also for another user's: ids leak nothing). */
async function ownContact(ctx: AppContext, caller: AuthUser, contactId: string, action: Action = 'read'): Promise<StoredContact> {
  const contact = (await contactRef(ctx, contactId).get()).data();
  if (!contact) throw notFound();
  await authorize(ctx, caller, action, 'Contact', contact);
  return contact;
}

/**
 * A visitor leaves their details on a public profile: a lead for the profile's owner, from the
 * form, with the time of consent. Only while the profile is active and takes leads. A filled
 * honeypot gets the same answer and stores nothing, so bots learn nothing.
 */
export async function captureLead(ctx: AppContext, body: LeadBody): Promise<LeadReceipt> {
  const { ownerId, enabled, receipt } = await leadTargetOf(ctx, body.profileId);
  if (!enabled) throw new ApiError(403, CONTACT_MESSAGES.leadCaptureOff, 'lead-capture-off');
  if (body.website) {
    ctx.logger.info({ profileId: body.profileId }, 'lead form honeypot filled; nothing stored');
    return receipt;
  }
  const now = ctx.clock.now().toISOString();
  const ref = contactsRef(ctx).doc();
  const { profileId, firstName, lastName, email, phoneNumber, company, jobTitle, note } = body;
  await ref.create(
    buildContact({ profileId, firstName, lastName, email, phoneNumber, company, jobTitle, note, consentAt: now }, { id: ref.id, userId: ownerId, source: 'form', now }),
  );
  // The lead is stored; a lost tally in the profile's analytics must not turn it into an error.
  await recordLead(ctx, profileId).catch((error) => ctx.logger.warn({ err: error, profileId }, 'lead not counted in analytics'));
  return receipt;
}

export async function listContacts(ctx: AppContext, caller: AuthUser, query: ListContactsQuery) {
  const { limit, cursor, ...filters } = query;
  const page = await readPage(planFor(ctx, caller.uid, filters), limit, cursor);
  return { data: page.contacts.map(present), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

export async function getContact(ctx: AppContext, caller: AuthUser, contactId: string): Promise<Contact> {
  return present(await ownContact(ctx, caller, contactId));
}

/** The caller's own contact (a token, no consent): by hand, from a scanned card or an exchange. */
export async function createContact(ctx: AppContext, caller: AuthUser, body: CreateContactBody): Promise<Contact> {
  if (body.profileId) await assertOwnProfile(ctx, caller, body.profileId);
  let input: ContactInput = body;
  if (body.linkedProfileId) {
    // A contact saved from someone's Everlink profile starts from that profile's public details.
    const linked = await linkedProfileDetails(ctx, body.linkedProfileId);
    input = { ...linked, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== '')) };
  }
  const ref = contactsRef(ctx).doc();
  const contact = buildContact(input, { id: ref.id, userId: caller.uid, source: body.source, now: ctx.clock.now().toISOString() });
  if (!contact.firstName && !contact.lastName) throw badRequest(CONTACT_MESSAGES.nameRequired, { firstName: CONTACT_MESSAGES.nameRequired });
  await ref.create(contact);
  return present(contact);
}

export async function updateContact(ctx: AppContext, caller: AuthUser, contactId: string, body: UpdateContactBody): Promise<Contact> {
  if (body.profileId) await assertOwnProfile(ctx, caller, body.profileId);
  const ref = contactRef(ctx, contactId);
  const updated = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || !(await can(ctx, caller, 'update', 'Contact', current))) throw notFound();
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const next = buildContact(
      { ...current, ...changes },
      { id: current.id, userId: current.userId, source: current.source, now: ctx.clock.now().toISOString(), createdAt: current.createdAt, importId: current.importId, photoPath: current.photoPath },
    );
    if (!next.firstName && !next.lastName) throw badRequest(CONTACT_MESSAGES.nameRequired, { firstName: CONTACT_MESSAGES.nameRequired });
    tx.set(ref, next);
    return next;
  });
  return present(updated);
}

async function removePhotos(ctx: AppContext, paths: (string | undefined)[]): Promise<void> {
  // The documents are gone already; a file left behind is only storage, so it must not fail the call.
  await Promise.all(paths.filter((p): p is string => !!p).map((p) => ctx.blobs.delete(p).catch((error) => ctx.logger.warn({ err: error, path: p }, 'contact photo not removed'))));
}

export async function deleteContact(ctx: AppContext, caller: AuthUser, contactId: string): Promise<{ id: string }> {
  const contact = await ownContact(ctx, caller, contactId, 'delete');
  await contactRef(ctx, contactId).delete();
  await removePhotos(ctx, [contact.photoPath]);
  return { id: contactId };
}

/** Deletes those of the ids that are the caller's contacts, in one batch; others' and unknown ids are ignored. */
export async function deleteContacts(ctx: AppContext, caller: AuthUser, body: BulkDeleteBody): Promise<{ deleted: string[] }> {
  const ids = [...new Set(body.ids)];
  const snaps = await ctx.store.getAll(...ids.map((id) => contactRef(ctx, id)));
  const own: StoredContact[] = [];
  for (const c of snaps.map((s) => s.data())) if (c && (await can(ctx, caller, 'delete', 'Contact', c))) own.push(c);
  if (own.length) {
    const batch = ctx.store.batch();
    for (const c of own) batch.delete(contactRef(ctx, c.id));
    await batch.commit();
  }
  await removePhotos(ctx, own.map((c) => c.photoPath));
  return { deleted: own.map((c) => c.id) };
}

const PHOTO_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Stores the contact's picture (already checked by readUpload: ≤ 5 MB, an image) and replaces the old one. */
export async function setContactPhoto(ctx: AppContext, caller: AuthUser, contactId: string, upload: Upload): Promise<Contact> {
  const contact = await ownContact(ctx, caller, contactId, 'update');
  const path = `contacts/${caller.uid}/${contactId}/photo-${ctx.clock.now().getTime()}.${PHOTO_EXTENSIONS[upload.contentType] ?? 'img'}`;
  const stored = await ctx.blobs.put(path, upload.bytes, { contentType: upload.contentType, cacheControl: 'private, max-age=31536000' });
  const ref = contactRef(ctx, contactId);
  try {
    const updated = await ctx.store.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current || !(await can(ctx, caller, 'update', 'Contact', current))) throw notFound();
      const next = { ...current, photoUrl: stored.url, photoPath: path, updatedAt: ctx.clock.now().toISOString() };
      tx.set(ref, next);
      return next;
    });
    await removePhotos(ctx, [contact.photoPath !== path ? contact.photoPath : undefined]);
    return present(updated);
  } catch (error) {
    await removePhotos(ctx, [path]);
    throw error;
  }
}

/** Distinct values, the first kept as written; phones compare by their key. */
function distinct(values: (string | undefined)[], key: (v: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const v = value?.trim();
    if (!v || seen.has(key(v))) continue;
    seen.add(key(v));
    out.push(v);
  }
  return out;
}

/**
 * Refreshes a contact from the Everlink profile it is linked to, with what the profile shows
 * its visitors (name, emails, phones, company, title, photo). The profile's values win; what
 * it leaves blank keeps the contact's value, and no email or phone of the contact is dropped
 * (a replaced one moves to the other emails or phones).
 */
export async function syncFromProfile(ctx: AppContext, caller: AuthUser, contactId: string): Promise<Contact> {
  const contact = await ownContact(ctx, caller, contactId, 'update');
  if (!contact.linkedProfileId) throw badRequest(CONTACT_MESSAGES.notLinked);
  const details = await linkedProfileDetails(ctx, contact.linkedProfileId);
  const ref = contactRef(ctx, contactId);
  const updated = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || !(await can(ctx, caller, 'update', 'Contact', current))) throw notFound();
    const scalars = Object.fromEntries(
      (['firstName', 'lastName', 'company', 'jobTitle', 'photoUrl'] as const).map((f) => [f, details[f] || current[f]]),
    );
    const emails = distinct([details.email, ...(details.otherEmails ?? []), current.email, ...current.otherEmails], (e) => e.toLowerCase());
    const phones = distinct([details.phoneNumber, ...(details.otherPhoneNumbers ?? []), current.phoneNumber, ...current.otherPhoneNumbers], (p) => phoneKey(p) ?? p);
    const next = buildContact(
      { ...current, ...scalars, email: emails[0], otherEmails: emails.slice(1), phoneNumber: phones[0], otherPhoneNumbers: phones.slice(1) },
      {
        id: current.id,
        userId: current.userId,
        source: current.source,
        now: ctx.clock.now().toISOString(),
        createdAt: current.createdAt,
        importId: current.importId,
        photoPath: details.photoUrl ? undefined : current.photoPath,
      },
    );
    tx.set(ref, next);
    return next;
  });
  if (details.photoUrl && contact.photoPath) await removePhotos(ctx, [contact.photoPath]);
  return present(updated);
}

// --- duplicates and merging ---

type Reason = DuplicateGroup['reasons'][number];

/** What makes two contacts likely the same person: an email, a phone number, or the full name. */
function matchKeys(c: StoredContact): { key: string; reason: Reason }[] {
  const keys: { key: string; reason: Reason }[] = [];
  for (const email of [c.email, ...(c.otherEmails ?? [])]) if (email) keys.push({ key: `e:${email.toLowerCase()}`, reason: 'email' });
  for (const phone of [c.phoneNumber, ...(c.otherPhoneNumbers ?? [])]) {
    const key = phoneKey(phone);
    if (key) keys.push({ key: `p:${key}`, reason: 'phone' });
  }
  if (c.firstName && c.lastName) keys.push({ key: `n:${c.search.name}`, reason: 'name' });
  return keys;
}

/**
 * Groups of the caller's contacts that are likely one person. Reads the whole book once,
 * in pages, keeping only ids and match keys; answers the groups with the newest activity
 * first, at most CONTACT_LIMITS.duplicateGroups of them.
 */
export async function findDuplicates(ctx: AppContext, caller: AuthUser): Promise<DuplicateGroup[]> {
  const byKey = new Map<string, { reason: Reason; ids: string[] }>();
  const createdAt = new Map<string, string>();
  const plan = planFor(ctx, caller.uid, { sort: 'createdAt', order: 'asc' });
  for await (const { contact } of walk(plan, undefined, 1000)) {
    createdAt.set(contact.id, contact.createdAt);
    for (const { key, reason } of matchKeys(contact)) {
      const entry = byKey.get(key) ?? { reason, ids: [] };
      if (!entry.ids.includes(contact.id)) entry.ids.push(contact.id);
      byKey.set(key, entry);
    }
  }
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    let r = id;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  const shared = [...byKey.values()].filter((e) => e.ids.length > 1);
  for (const { ids } of shared) for (const id of ids.slice(1)) {
    const [a, b] = [root(ids[0]), root(id)];
    if (a !== b) parent.set(b, a);
  }
  const groups = new Map<string, { ids: Set<string>; reasons: Set<Reason> }>();
  for (const { ids, reason } of shared) {
    const r = root(ids[0]);
    const group = groups.get(r) ?? { ids: new Set<string>(), reasons: new Set<Reason>() };
    ids.forEach((id) => group.ids.add(id));
    group.reasons.add(reason);
    groups.set(r, group);
  }
  const newest = (ids: Set<string>) => [...ids].map((id) => createdAt.get(id) ?? '').sort().at(-1) ?? '';
  const chosen = [...groups.values()].sort((a, b) => compareStrings(newest(b.ids), newest(a.ids))).slice(0, CONTACT_LIMITS.duplicateGroups);
  const ids = chosen.flatMap((g) => [...g.ids]);
  const contacts = new Map<string, StoredContact>();
  for (const part of chunks(ids, BATCH_LIMIT)) {
    for (const snap of await ctx.store.getAll(...part.map((id) => contactRef(ctx, id)))) {
      const c = snap.data();
      if (c && (await can(ctx, caller, 'read', 'Contact', c))) contacts.set(c.id, c);
    }
  }
  const order: Reason[] = ['email', 'phone', 'name'];
  return chosen
    .map((g) => ({
      reasons: order.filter((r) => g.reasons.has(r)),
      contacts: [...g.ids]
        .map((id) => contacts.get(id))
        .filter((c): c is StoredContact => !!c)
        .sort((a, b) => compareStrings(a.createdAt, b.createdAt))
        .map(present),
    }))
    .filter((g) => g.contacts.length > 1);
}

const differs = (a: string, b: string) => fold(a) !== fold(b);

/**
 * One contact from several, losing nothing: the primary's values win where both have one,
 * blanks are filled from the others (oldest first), every email, phone, note and tag is kept,
 * a name, company or title that differs is written into the note, the oldest createdAt
 * (with its source and profile) stays, and it is a favorite if any was.
 */
export function mergeInto(primary: StoredContact, others: StoredContact[], now: string): StoredContact {
  const all = [primary, ...[...others].sort((a, b) => compareStrings(a.createdAt, b.createdAt))];
  const oldest = [...all].sort((a, b) => compareStrings(a.createdAt, b.createdAt))[0];
  const pick = <K extends 'firstName' | 'lastName' | 'company' | 'jobTitle'>(field: K) => all.map((c) => c[field]).find((v) => !!v) ?? '';
  const firstName = pick('firstName');
  const lastName = pick('lastName');
  const company = pick('company');
  const jobTitle = pick('jobTitle');
  const variants: string[] = [];
  for (const c of all) {
    const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
    if (name && differs(name, [firstName, lastName].filter(Boolean).join(' '))) variants.push(`Name: ${name}`);
    if (c.company && differs(c.company, company)) variants.push(`Company: ${c.company}`);
    if (c.jobTitle && differs(c.jobTitle, jobTitle)) variants.push(`Job title: ${c.jobTitle}`);
  }
  const notes = [...new Set(all.map((c) => c.note?.trim()).filter(Boolean))];
  const extra = [...new Set(variants)];
  if (extra.length) notes.push(`Also recorded as: ${extra.join('; ')}`);
  const emails = distinct(all.flatMap((c) => [c.email, ...(c.otherEmails ?? [])]), (e) => e.toLowerCase());
  const phones = distinct(all.flatMap((c) => [c.phoneNumber, ...(c.otherPhoneNumbers ?? [])]), (p) => phoneKey(p) ?? p);
  const withPhoto = all.find((c) => c.photoUrl);
  return buildContact(
    {
      firstName,
      lastName,
      company,
      jobTitle,
      email: emails[0],
      otherEmails: emails.slice(1),
      phoneNumber: phones[0],
      otherPhoneNumbers: phones.slice(1),
      note: notes.join('\n\n'),
      tags: all.flatMap((c) => c.tags ?? []),
      favorite: all.some((c) => c.favorite),
      profileId: oldest.profileId ?? all.find((c) => c.profileId)?.profileId ?? null,
      linkedProfileId: all.find((c) => c.linkedProfileId)?.linkedProfileId ?? null,
      photoUrl: withPhoto?.photoUrl ?? null,
      consentAt: all.map((c) => c.consentAt).filter((v): v is string => !!v).sort()[0] ?? null,
    },
    { id: primary.id, userId: primary.userId, source: oldest.source, now, createdAt: oldest.createdAt, photoPath: withPhoto?.photoPath },
  );
}

/** Merges `ids` into `primaryId` in one transaction: the primary is rewritten, the others deleted. */
export async function mergeContacts(ctx: AppContext, caller: AuthUser, body: MergeContactsBody): Promise<Contact> {
  const ids = [...new Set([body.primaryId, ...body.ids])];
  const refs = ids.map((id) => contactRef(ctx, id));
  const { merged, removed } = await ctx.store.runTransaction(async (tx) => {
    const contacts: StoredContact[] = [];
    for (const ref of refs) {
      const c = (await tx.get(ref)).data();
      if (!c || !(await can(ctx, caller, 'update', 'Contact', c))) throw notFound();
      contacts.push(c);
    }
    const [primary, ...others] = contacts;
    const result = mergeInto(primary, others, ctx.clock.now().toISOString());
    tx.set(refs[0], result);
    for (const ref of refs.slice(1)) tx.delete(ref);
    return { merged: result, removed: others };
  });
  await removePhotos(ctx, removed.map((c) => (c.photoPath !== merged.photoPath ? c.photoPath : undefined)));
  return present(merged);
}

// --- import ---

/** Existing contacts holding any of the keys, by key; `in` takes at most 30 values a query. */
async function existingByKey(ctx: AppContext, userId: string, field: 'search.email' | 'search.phone', keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks([...new Set(keys)], 30)) {
    // Ordered by the key so the query runs on the (userId, key, id) index in both stores.
    const snap = await contactsRef(ctx).where('userId', '==', userId).where(field, 'in', part).orderBy(field).orderBy('id').get();
    for (const doc of snap.docs) {
      const c = doc.data();
      const key = field === 'search.email' ? c.search.email : c.search.phone;
      if (key && !found.has(key)) found.set(key, c.id);
    }
  }
  return found;
}

/** A row's emails and phone keys, worked out once: parsing phone numbers is the costly part of an import. */
interface KeyedRow {
  row: ImportRow;
  emails: string[];
  phones: string[];
}

function keyedRow(row: ImportRow): KeyedRow {
  const { input } = row;
  return {
    row,
    emails: [input.email, ...(input.otherEmails ?? [])].filter((e): e is string => !!e),
    phones: [input.phoneNumber, ...(input.otherPhoneNumbers ?? [])].map((p) => phoneKey(p)).filter((p): p is string => !!p),
  };
}

function rowKeys({ row: { input }, emails, phones }: KeyedRow): string[] {
  if (emails.length || phones.length) return [...emails.map((e) => `e:${e.toLowerCase()}`), ...phones.map((p) => `p:${p}`)];
  // Without email or phone, only the same name at the same company counts as the same row.
  return [`n:${fold([input.firstName, input.lastName].filter(Boolean).join(' '))}|${fold(input.company)}`];
}

/**
 * Rows repeating an earlier row of the file (same email or phone) and rows already in the
 * caller's contacts (same primary email or phone) are left out and reported; the rest are new.
 */
async function withoutDuplicates(ctx: AppContext, userId: string, rows: ImportRow[]): Promise<{ fresh: ImportRow[]; duplicates: ImportDuplicate[] }> {
  const seen = new Map<string, number>();
  const duplicates: ImportDuplicate[] = [];
  const unique: KeyedRow[] = [];
  for (const keyed of rows.map(keyedRow)) {
    const keys = rowKeys(keyed);
    const earlier = keys.map((k) => seen.get(k)).find((r) => r !== undefined);
    if (earlier !== undefined) {
      duplicates.push({ row: keyed.row.row, reason: 'in-file', sameAsRow: earlier, message: CONTACT_MESSAGES.duplicateInFile });
      continue;
    }
    keys.forEach((k) => seen.set(k, keyed.row.row));
    unique.push(keyed);
  }
  const [byEmail, byPhone] = await Promise.all([
    existingByKey(ctx, userId, 'search.email', unique.flatMap((r) => r.emails.map((e) => fold(e)))),
    existingByKey(ctx, userId, 'search.phone', unique.flatMap((r) => r.phones)),
  ]);
  const fresh: ImportRow[] = [];
  for (const { row, emails, phones } of unique) {
    const contactId = emails.map((e) => byEmail.get(fold(e))).find(Boolean) ?? phones.map((p) => byPhone.get(p)).find(Boolean);
    if (contactId) duplicates.push({ row: row.row, reason: 'existing', contactId, message: CONTACT_MESSAGES.duplicateExisting });
    else fresh.push(row);
  }
  duplicates.sort((a, b) => a.row - b.row);
  return { fresh, duplicates };
}

/**
 * Imports a CSV or vCard file into the caller's contacts, attributed to one of their profiles.
 * Writes go in batches of at most 500 (Firestore's limit). If any batch fails, the batches
 * already committed are deleted again, so the import adds everything or nothing.
 */
export async function importContacts(ctx: AppContext, caller: AuthUser, profileId: string, type: ContactFileType, upload: Upload): Promise<ImportResult> {
  await assertOwnProfile(ctx, caller, profileId, 'path');
  const file = readImportFile(type, upload.bytes);
  const { fresh, duplicates } = await withoutDuplicates(ctx, caller.uid, file.rows);
  if (!fresh.length && file.errors.length) {
    const fields = Object.fromEntries(file.errors.slice(0, 50).map((e) => [`row ${e.row}${e.field ? ` ${e.field}` : ''}`, e.message]));
    throw new ApiError(400, CONTACT_MESSAGES.importNothingValid, 'import-invalid', fields);
  }
  const importId = contactsRef(ctx).doc().id;
  const started = ctx.clock.now().getTime();
  const now = new Date(started).toISOString();
  const contacts = fresh.map(({ input }, i) => {
    const ref = contactsRef(ctx).doc();
    // A millisecond apart, earlier down the file: newest-first lists show the file's order,
    // and no two share a createdAt, which keeps paging through them an index seek.
    const createdAt = new Date(started - i).toISOString();
    return buildContact({ ...input, profileId }, { id: ref.id, userId: caller.uid, source: 'import', now, createdAt, importId });
  });
  const written: StoredContact[][] = [];
  try {
    for (const part of chunks(contacts, BATCH_LIMIT)) {
      const batch = ctx.store.batch();
      for (const c of part) batch.create(contactRef(ctx, c.id), c);
      await batch.commit();
      written.push(part);
    }
  } catch (error) {
    ctx.logger.error({ err: error, importId, written: written.length }, 'contact import failed; removing what it wrote');
    for (const part of written) {
      const batch = ctx.store.batch();
      for (const c of part) batch.delete(contactRef(ctx, c.id));
      await batch.commit();
    }
    throw new ApiError(500, CONTACT_MESSAGES.importFailed, 'import-failed');
  }
  return { importId, imported: contacts.length, total: file.total, errors: file.errors, duplicates };
}

// --- export ---

export type ExportSelection = ContactFilters & { ids?: string[] };

/** The caller's contacts for an export, one at a time: a selection by id, or the list's filters. */
export async function* contactsForExport(ctx: AppContext, caller: AuthUser, selection: ExportSelection): AsyncGenerator<StoredContact> {
  const { ids, ...filters } = selection;
  if (ids) {
    for (const part of chunks([...new Set(ids)], 100)) {
      for (const snap of await ctx.store.getAll(...part.map((id) => contactRef(ctx, id)))) {
        const c = snap.data();
        if (c && (await can(ctx, caller, 'read', 'Contact', c))) yield c;
      }
    }
    return;
  }
  for await (const { contact, match } of walk(planFor(ctx, caller.uid, filters), undefined, 500)) if (match) yield contact;
}
