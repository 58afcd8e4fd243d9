import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import type { ReadFile } from '../../platform/uploads';
import {
  CONTACT_MESSAGES,
  type BulkDeleteBody,
  type Contact,
  type ContactFilters,
  type CreateContactBody,
  type LeadDay,
  type LeadDayBody,
  type ListContactsQuery,
  type UpdateContactBody,
} from '../../contract/contacts';
import { buildContact, present, type ContactInput, type StoredContact } from './contacts.model';
import { planFor, readPage, walk } from './contacts.query';
import { assertOwnProfile, linkedProfileDetails } from './contacts.profiles';
import { chunks, ownContact, removePhotos } from './contacts.store';
import { authorize, can } from '../../platform/access';
import { addToContactCount } from './contacts.count';
import { assertContactRoom, leadDay, liftLeadDay } from './contacts.caps';
import { collections } from '../../platform/store/collections';
import { keepDuplicateKeys } from './contacts.dup-keys';
import { removeContacts } from './contacts.removal';
import { transactWithOutbox } from '../../platform/outbox';
import { contactDeleted, contactUpdated } from './contacts.activity';

// The lead form, duplicates and merging, and imports live in files of their own.
export { LEAD_ERASURE_LIMIT, LEAD_FORM_LIMIT, submitLead } from './contacts.leads';
export { findDuplicates, mergeContacts, mergeInto, syncFromProfile } from './contacts.merge';
export { importContacts } from './contacts.import-save';
export { previewUpload } from './contacts.import';
export { importProgress, importReport } from './contacts.import-jobs';
export { countContacts, deleteSelection, tagSelection } from './contacts.selection';
export { refreshSearchKeysPage } from './contacts.search-migration';
export { indexDuplicateKeysPage } from './contacts.dup-keys';
export {
  contactsFileOf,
  contactPhotoPathsOf,
  detachProfilesFromContacts,
  eraseContact,
  eraseContactsOf,
} from './contacts.privacy';
export { eraseErasureTicketsOf, requestLeadErasure } from './lead-erasure';

export async function listContacts(ctx: AppContext, caller: AuthUser, query: ListContactsQuery) {
  const { limit, cursor, ...filters } = query;
  // One's own book: always allowed, but an API key needs its contacts:read scope.
  await authorize(ctx, caller, 'read', 'Contact', { userId: caller.uid });
  const page = await readPage(planFor(ctx, caller.uid, filters), limit, cursor);
  return { data: page.contacts.map(present), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

export async function getContact(ctx: AppContext, caller: AuthUser, contactId: string): Promise<Contact> {
  return present(await ownContact(ctx, caller, contactId));
}

/**
 * The caller's own contact (a token, no consent): by hand, from a scanned card or an exchange.
 * With a `clientId` the document id is derived from (caller, clientId), so a retried upload from
 * an offline queue finds the contact it made before: `created: false` and nothing written.
 */
export async function createContact(
  ctx: AppContext,
  caller: AuthUser,
  body: CreateContactBody,
): Promise<{ contact: Contact; created: boolean }> {
  await authorize(ctx, caller, 'create', 'Contact', { userId: caller.uid });
  if (body.profileId) await assertOwnProfile(ctx, caller, body.profileId);
  const ref = body.clientId
    ? collections(ctx).contacts.doc(clientContactId(caller.uid, body.clientId))
    : collections(ctx).contacts.doc();
  // Already made: the answer is that contact, even when the book has since reached its cap.
  const before = body.clientId ? (await ref.get()).data() : undefined;
  if (before) return { contact: present(before), created: false };
  await assertContactRoom(ctx, caller, 1);
  let input: ContactInput = body;
  if (body.linkedProfileId) {
    // A contact saved from someone's Everlink profile starts from that profile's public details.
    const linked = await linkedProfileDetails(ctx, body.linkedProfileId);
    input = { ...linked, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== '')) };
  }
  const contact = buildContact(input, {
    id: ref.id,
    userId: caller.uid,
    source: body.source,
    now: ctx.clock.now().toISOString(),
  });
  if (!contact.firstName && !contact.lastName)
    throw badRequest(CONTACT_MESSAGES.nameRequired, { firstName: CONTACT_MESSAGES.nameRequired });
  // One transaction: two uploads of the same lead racing each other still make one contact.
  return ctx.store.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) return { contact: present(existing), created: false };
    tx.create(ref, keepDuplicateKeys(ctx, tx, [{ after: contact }])[0]);
    addToContactCount(ctx, tx, caller.uid, 1);
    return { contact: present(contact), created: true };
  });
}

/** The contact id for a client-made id: per owner, so two people's equal clientIds never meet. */
function clientContactId(uid: string, clientId: string): string {
  return `c_${createHash('sha256').update(`${uid}\n${clientId.toLowerCase()}`).digest('base64url').slice(0, 32)}`;
}

export async function updateContact(
  ctx: AppContext,
  caller: AuthUser,
  contactId: string,
  body: UpdateContactBody,
): Promise<Contact> {
  // An API key without contacts:write is refused before any read.
  await authorize(ctx, caller, 'update', 'Contact', { userId: caller.uid });
  if (body.profileId) await assertOwnProfile(ctx, caller, body.profileId);
  const ref = collections(ctx).contacts.doc(contactId);
  const updated = await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || !(await can(ctx, caller, 'update', 'Contact', current))) throw notFound();
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const next = buildContact(
      { ...current, ...changes },
      {
        id: current.id,
        userId: current.userId,
        source: current.source,
        now: ctx.clock.now().toISOString(),
        createdAt: current.createdAt,
        importId: current.importId,
        photoPath: current.photoPath,
      },
    );
    if (!next.firstName && !next.lastName)
      throw badRequest(CONTACT_MESSAGES.nameRequired, { firstName: CONTACT_MESSAGES.nameRequired });
    const [keyed] = keepDuplicateKeys(ctx, tx, [{ before: current, after: next }]);
    tx.set(ref, keyed);
    await contactUpdated(ctx, tx, keyed);
    return keyed;
  });
  return present(updated);
}

export async function deleteContact(ctx: AppContext, caller: AuthUser, contactId: string): Promise<{ id: string }> {
  const ref = collections(ctx).contacts.doc(contactId);
  // Read again in the transaction: two deletes of one contact take it off the kept count once.
  const contact = await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    await authorize(ctx, caller, 'delete', 'Contact', current);
    keepDuplicateKeys(ctx, tx, [{ before: current }]);
    tx.delete(ref);
    addToContactCount(ctx, tx, current.userId, -1);
    await contactDeleted(ctx, tx, current);
    return current;
  });
  await removePhotos(ctx, [contact.photoPath]);
  return { id: contactId };
}

/** Deletes those of the ids that are the caller's contacts, in batches; others' and unknown ids are ignored. */
export async function deleteContacts(
  ctx: AppContext,
  caller: AuthUser,
  body: BulkDeleteBody,
): Promise<{ deleted: string[] }> {
  const ids = [...new Set(body.ids)];
  const snaps = await ctx.store.getAll(...ids.map((id) => collections(ctx).contacts.doc(id)));
  const own: StoredContact[] = [];
  for (const c of snaps.map((s) => s.data())) if (c && (await can(ctx, caller, 'delete', 'Contact', c))) own.push(c);
  await removeContacts(ctx, own);
  return { deleted: own.map((c) => c.id) };
}

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Stores the contact's picture (already checked by readUpload: ≤ 5 MB, an image) and replaces the old one. */
export async function setContactPhoto(
  ctx: AppContext,
  caller: AuthUser,
  contactId: string,
  read: ReadFile,
): Promise<Contact> {
  const contact = await ownContact(ctx, caller, contactId, 'update');
  const upload = await read();
  const path = `contacts/${caller.uid}/${contactId}/photo-${ctx.clock.now().getTime()}.${PHOTO_EXTENSIONS[upload.contentType] ?? 'img'}`;
  const stored = await ctx.blobs.put(path, upload.bytes, {
    contentType: upload.contentType,
    cacheControl: 'private, max-age=31536000',
  });
  const ref = collections(ctx).contacts.doc(contactId);
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

// --- export ---

export type ExportSelection = ContactFilters & { ids?: string[] };

/** The caller's contacts for an export, one at a time: a selection by id, or the list's filters. */
export async function* contactsForExport(
  ctx: AppContext,
  caller: AuthUser,
  selection: ExportSelection,
): AsyncGenerator<StoredContact> {
  const { ids, ...filters } = selection;
  if (ids) {
    for (const part of chunks([...new Set(ids)], 100)) {
      for (const snap of await ctx.store.getAll(...part.map((id) => collections(ctx).contacts.doc(id)))) {
        const c = snap.data();
        if (c && (await can(ctx, caller, 'read', 'Contact', c))) yield c;
      }
    }
    return;
  }
  for await (const { contact, match } of walk(planFor(ctx, caller.uid, filters), undefined, 500))
    if (match) yield contact;
}

/** The profile's lead budget today, for whoever may edit the profile. */
export async function leadDayOfProfile(ctx: AppContext, caller: AuthUser, profileId: string): Promise<LeadDay> {
  const profile = await assertOwnProfile(ctx, caller, profileId, 'path');
  return leadDay(ctx, profileId, profile.userId);
}

/** An owner at an event lifts the profile's lead budget for the rest of today (or puts the plan's back). */
export async function setLeadDay(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  body: LeadDayBody,
): Promise<LeadDay> {
  const profile = await assertOwnProfile(ctx, caller, profileId, 'path');
  const day = await liftLeadDay(ctx, profileId, profile.userId, body.lifted);
  ctx.logger.info({ profileId, uid: caller.uid, lifted: body.lifted }, 'lead budget of the day changed');
  return day;
}
