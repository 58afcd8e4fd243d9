import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { can } from '../../platform/access';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type Contact,
  type DuplicateGroup,
  type MergeContactsBody,
} from '../../contract/contacts';
import { buildContact, compareStrings, phoneKey, present, type StoredContact } from './contacts.model';
import { fold } from '../../platform/fold';
import { linkedProfileDetails } from './contacts.profiles';
import { chunks, ownContact, removePhotos } from './contacts.store';
import { ensureBookKeyed, keepDuplicateKeys, reasonOf, type Reason } from './contacts.dup-keys';
import { pushToCrm } from '../integrations';
import { collections } from '../../platform/store/collections';
import { addContactsToCounts } from './contacts.count';
import { contactDeleted, contactUpdated } from './contacts.activity';
import { transactWithOutbox } from '../../platform/outbox';

/** Bringing contact details together: from a linked profile, and of contacts that are one person. */

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
 * (a replaced one moves to the other emails or phones). Then, where the owner has a CRM
 * connected, the contact is pushed to it again (its state: GET /v1/{crm}/contacts/{contactId}).
 */
export async function syncFromProfile(ctx: AppContext, caller: AuthUser, contactId: string): Promise<Contact> {
  const contact = await ownContact(ctx, caller, contactId, 'update');
  if (!contact.linkedProfileId) {
    if (await pushToCrm(ctx, contact)) return present(contact);
    throw badRequest(CONTACT_MESSAGES.notLinked);
  }
  const details = await linkedProfileDetails(ctx, contact.linkedProfileId);
  const ref = collections(ctx).contacts.doc(contactId);
  const updated = await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || !(await can(ctx, caller, 'update', 'Contact', current))) throw notFound();
    const scalars = Object.fromEntries(
      (['firstName', 'lastName', 'company', 'jobTitle', 'photoUrl'] as const).map((f) => [f, details[f] || current[f]]),
    );
    const emails = distinct(
      [details.email, ...(details.otherEmails ?? []), current.email, ...current.otherEmails],
      (e) => e.toLowerCase(),
    );
    const phones = distinct(
      [details.phoneNumber, ...(details.otherPhoneNumbers ?? []), current.phoneNumber, ...current.otherPhoneNumbers],
      (p) => phoneKey(p) ?? p,
    );
    const next = buildContact(
      {
        ...current,
        ...scalars,
        email: emails[0],
        otherEmails: emails.slice(1),
        phoneNumber: phones[0],
        otherPhoneNumbers: phones.slice(1),
      },
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
    const [keyed] = keepDuplicateKeys(ctx, tx, [{ before: current, after: next }]);
    tx.set(ref, keyed);
    await contactUpdated(ctx, tx, keyed);
    return keyed;
  });
  if (details.photoUrl && contact.photoPath) await removePhotos(ctx, [contact.photoPath]);
  await pushToCrm(ctx, updated);
  return present(updated);
}

// --- duplicates and merging ---

/** Member queries of shared keys run at once. */
const KEY_CONCURRENCY = 8;

/**
 * Groups of the caller's contacts that are likely one person (same email, phone or full name,
 * contacts.dup-keys.ts). Reads the keys two or more of the book's contacts share and, per key,
 * those contacts: the cost follows the duplicates, not the book. Answers the groups with the
 * newest activity first, at most CONTACT_LIMITS.duplicateGroups of them.
 */
export async function findDuplicates(ctx: AppContext, caller: AuthUser): Promise<DuplicateGroup[]> {
  await ensureBookKeyed(ctx, caller.uid);
  const shared = (
    await collections(ctx).duplicateKeys.where('userId', '==', caller.uid).where('count', '>=', 2).get()
  ).docs.map((d) => d.data().key);
  const byKey = new Map<string, string[]>();
  const contacts = new Map<string, StoredContact>();
  for (const part of chunks(shared, KEY_CONCURRENCY)) {
    const snaps = await Promise.all(
      part.map((key) =>
        collections(ctx).contacts.where('userId', '==', caller.uid).where('dupKeys', 'array-contains', key).get(),
      ),
    );
    snaps.forEach((snap, i) => {
      const ids: string[] = [];
      for (const doc of snap.docs) {
        contacts.set(doc.id, doc.data());
        ids.push(doc.id);
      }
      byKey.set(part[i], ids);
    });
  }
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    let r = id;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  // A count a moment behind its contacts (a write racing this read) names fewer than two: no group.
  const pairs = [...byKey].filter(([, ids]) => ids.length > 1);
  for (const [, ids] of pairs)
    for (const id of ids.slice(1)) {
      const [a, b] = [root(ids[0]), root(id)];
      if (a !== b) parent.set(b, a);
    }
  const groups = new Map<string, { ids: Set<string>; reasons: Set<Reason> }>();
  for (const [key, ids] of pairs) {
    const r = root(ids[0]);
    const group = groups.get(r) ?? { ids: new Set<string>(), reasons: new Set<Reason>() };
    ids.forEach((id) => group.ids.add(id));
    group.reasons.add(reasonOf(key));
    groups.set(r, group);
  }
  const newest = (ids: Set<string>) =>
    [...ids]
      .map((id) => contacts.get(id)?.createdAt ?? '')
      .sort()
      .at(-1) ?? '';
  const chosen = [...groups.values()]
    .sort((a, b) => compareStrings(newest(b.ids), newest(a.ids)))
    .slice(0, CONTACT_LIMITS.duplicateGroups);
  const readable = new Set<string>();
  for (const id of chosen.flatMap((g) => [...g.ids]))
    if (await can(ctx, caller, 'read', 'Contact', contacts.get(id)!)) readable.add(id);
  const order: Reason[] = ['email', 'phone', 'name'];
  return chosen
    .map((g) => ({
      reasons: order.filter((r) => g.reasons.has(r)),
      contacts: [...g.ids]
        .filter((id) => readable.has(id))
        .map((id) => contacts.get(id)!)
        .sort((a, b) => compareStrings(a.createdAt, b.createdAt))
        .map(present),
    }))
    .filter((g) => g.contacts.length > 1);
}

const differs = (a: string, b: string) => fold(a) !== fold(b);

function firstConsent(all: StoredContact[]): { consentAt: string | null; consentText: string | null } {
  const first = all.filter((c) => c.consentAt).sort((a, b) => compareStrings(a.consentAt!, b.consentAt!))[0];
  return { consentAt: first?.consentAt ?? null, consentText: first?.consentText ?? null };
}

/**
 * One contact from several, losing nothing: the primary's values win where both have one,
 * blanks are filled from the others (oldest first), every email, phone, note and tag is kept,
 * a name, company or title that differs is written into the note, the oldest createdAt
 * (with its source and profile) stays, and it is a favorite if any was.
 */
export function mergeInto(primary: StoredContact, others: StoredContact[], now: string): StoredContact {
  const all = [primary, ...[...others].sort((a, b) => compareStrings(a.createdAt, b.createdAt))];
  const oldest = [...all].sort((a, b) => compareStrings(a.createdAt, b.createdAt))[0];
  const pick = <K extends 'firstName' | 'lastName' | 'company' | 'jobTitle'>(field: K) =>
    all.map((c) => c[field]).find((v) => !!v) ?? '';
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
  const emails = distinct(
    all.flatMap((c) => [c.email, ...(c.otherEmails ?? [])]),
    (e) => e.toLowerCase(),
  );
  const phones = distinct(
    all.flatMap((c) => [c.phoneNumber, ...(c.otherPhoneNumbers ?? [])]),
    (p) => phoneKey(p) ?? p,
  );
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
      // The first consent given, with the words it was given in.
      ...firstConsent(all),
      // A company's lead merged with others stays the company's.
      companyId: all.find((c) => c.companyId)?.companyId ?? null,
    },
    {
      id: primary.id,
      userId: primary.userId,
      source: oldest.source,
      now,
      createdAt: oldest.createdAt,
      photoPath: withPhoto?.photoPath,
    },
  );
}

/**
 * Merges `ids` into `primaryId` in one transaction: the primary is rewritten, the others deleted.
 * A company's webhooks hear `contact.deleted` for each merged-away contact and `contact.updated`
 * for the one that stays, in the same transaction.
 */
export async function mergeContacts(ctx: AppContext, caller: AuthUser, body: MergeContactsBody): Promise<Contact> {
  const ids = [...new Set([body.primaryId, ...body.ids])];
  const refs = ids.map((id) => collections(ctx).contacts.doc(id));
  const { merged, removed } = await transactWithOutbox(ctx, async (tx) => {
    const contacts: StoredContact[] = [];
    for (const ref of refs) {
      const c = (await tx.get(ref)).data();
      if (!c || !(await can(ctx, caller, 'update', 'Contact', c))) throw notFound();
      contacts.push(c);
    }
    const [primary, ...others] = contacts;
    const [result] = keepDuplicateKeys(ctx, tx, [
      { before: primary, after: mergeInto(primary, others, ctx.clock.now().toISOString()) },
      ...others.map((before) => ({ before })),
    ]);
    tx.set(refs[0], result);
    for (const ref of refs.slice(1)) tx.delete(ref);
    addContactsToCounts(ctx, tx, others, -1);
    for (const other of others) await contactDeleted(ctx, tx, other);
    await contactUpdated(ctx, tx, result);
    return { merged: result, removed: others };
  });
  await removePhotos(
    ctx,
    removed.map((c) => (c.photoPath !== merged.photoPath ? c.photoPath : undefined)),
  );
  return present(merged);
}
