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
import { planFor, walk } from './contacts.query';
import { linkedProfileDetails } from './contacts.profiles';
import { BATCH_LIMIT, chunks, ownContact, removePhotos } from './contacts.store';
import { pushToCrm } from '../integrations';
import { collections } from '../../platform/store/collections';
import { addContactsToCounts } from './contacts.count';

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
  const updated = await ctx.store.runTransaction(async (tx) => {
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
    tx.set(ref, next);
    return next;
  });
  if (details.photoUrl && contact.photoPath) await removePhotos(ctx, [contact.photoPath]);
  await pushToCrm(ctx, updated);
  return present(updated);
}

// --- duplicates and merging ---

type Reason = DuplicateGroup['reasons'][number];

/** What makes two contacts likely the same person: an email, a phone number, or the full name. */
function matchKeys(c: StoredContact): { key: string; reason: Reason }[] {
  const keys: { key: string; reason: Reason }[] = [];
  for (const email of [c.email, ...(c.otherEmails ?? [])])
    if (email) keys.push({ key: `e:${email.toLowerCase()}`, reason: 'email' });
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
  for (const { ids } of shared)
    for (const id of ids.slice(1)) {
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
  const newest = (ids: Set<string>) =>
    [...ids]
      .map((id) => createdAt.get(id) ?? '')
      .sort()
      .at(-1) ?? '';
  const chosen = [...groups.values()]
    .sort((a, b) => compareStrings(newest(b.ids), newest(a.ids)))
    .slice(0, CONTACT_LIMITS.duplicateGroups);
  const ids = chosen.flatMap((g) => [...g.ids]);
  const contacts = new Map<string, StoredContact>();
  for (const part of chunks(ids, BATCH_LIMIT)) {
    for (const snap of await ctx.store.getAll(...part.map((id) => collections(ctx).contacts.doc(id)))) {
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

/** Merges `ids` into `primaryId` in one transaction: the primary is rewritten, the others deleted. */
export async function mergeContacts(ctx: AppContext, caller: AuthUser, body: MergeContactsBody): Promise<Contact> {
  const ids = [...new Set([body.primaryId, ...body.ids])];
  const refs = ids.map((id) => collections(ctx).contacts.doc(id));
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
    addContactsToCounts(ctx, tx, others, -1);
    return { merged: result, removed: others };
  });
  await removePhotos(
    ctx,
    removed.map((c) => (c.photoPath !== merged.photoPath ? c.photoPath : undefined)),
  );
  return present(merged);
}
