import { z } from 'zod';
import { collections } from '../../platform/store/collections';
import { SCIM_MESSAGES } from '../../contract/scim';
import type { AuditEntry } from '../../contract/api-keys';
import { auditCompanyEvents } from '../api-keys';
import { auditEntry, type ScimCall } from './scim-auth';
import { invalidSyntax, invalidValue, scimNotFound, uniqueness } from './scim-errors';
import { compileFilter, type Attributes } from './scim-filter';
import { byCreation, pageOf } from './scim-list';
import { booleanOf } from './scim-patch';
import { deprovision, provision, reprovision, type Link } from './scim-provision';
import { attributesOf, personOf, type Person } from './scim-resources';
import type { StoredScimUser } from './scim.model';

/** SCIM Users (RFC 7644 §3): the directory's record of a person, and what it makes them in the company. */

const userBody = z.looseObject({
  userName: z.string().trim().min(1).max(254),
  externalId: z.string().max(254).nullish(),
});

interface UserInput {
  userName: string;
  externalId: string | null;
  active: unknown;
  attributes: Record<string, unknown>;
}

export function userInput(body: unknown): UserInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidSyntax('The body must be a SCIM User.');
  const parsed = userBody.safeParse(body);
  if (!parsed.success) throw invalidValue('userName is required.');
  const active = Object.entries(body).find(([k]) => k.toLowerCase() === 'active')?.[1];
  return {
    userName: parsed.data.userName,
    externalId: parsed.data.externalId ?? null,
    active,
    attributes: attributesOf(body as Record<string, unknown>),
  };
}

function personFor(input: Pick<UserInput, 'userName' | 'attributes'>): Person {
  const person = personOf(input.userName, input.attributes);
  if (!person) throw invalidValue('A user needs a valid email (emails[type eq "work"] or an address as userName).');
  return person;
}

const emailsOf = (u: StoredScimUser) =>
  Array.isArray(u.attributes.emails) ? (u.attributes.emails as { value?: unknown; type?: unknown }[]) : [];

const USER_FILTERS: Attributes = {
  id: (u: StoredScimUser) => ({ values: [u.id], caseExact: true }),
  username: (u: StoredScimUser) => ({ values: [u.userName], caseExact: false }),
  externalid: (u: StoredScimUser) => ({ values: [u.externalId], caseExact: true }),
  active: (u: StoredScimUser) => ({ values: [u.active], caseExact: true }),
  'emails.value': (u: StoredScimUser) => ({ values: emailsOf(u).map((e) => e.value), caseExact: false }),
  'emails[type]': (u: StoredScimUser) => ({ values: emailsOf(u).map((e) => e.type), caseExact: false }),
};

const users = (call: ScimCall) => collections(call.ctx).scimUsers(call.companyId);
const keyOf = (userName: string) => userName.toLowerCase();

async function assertUserNameFree(call: ScimCall, userName: string, except?: string): Promise<void> {
  const found = await users(call).where('userNameKey', '==', keyOf(userName)).limit(2).get();
  if (found.docs.some((d) => d.id !== except)) throw uniqueness(SCIM_MESSAGES.userNameTaken);
}

/** The record and its audit entry in one transaction, the userName checked again inside it. */
async function save(call: ScimCall, user: StoredScimUser, event: AuditEntry['event'], create: boolean): Promise<void> {
  const { ctx } = call;
  await ctx.store.runTransaction(async (tx) => {
    const same = await tx.get(users(call).where('userNameKey', '==', user.userNameKey).limit(2));
    if (same.docs.some((d) => d.id !== user.id)) throw uniqueness(SCIM_MESSAGES.userNameTaken);
    if (create) tx.create(users(call).doc(user.id), user);
    else tx.set(users(call).doc(user.id), user);
    auditCompanyEvents(ctx, tx, call.companyId, [auditEntry(call, event, user.userName)]);
  });
}

/** The record of what the directory sent, on top of what it keeps (a new one's id and creation, or the record before). */
const recordOf = (
  base: Pick<StoredScimUser, 'id' | 'companyId' | 'createdAt'>,
  input: UserInput,
  person: Person,
  active: boolean,
  link: Link,
  updatedAt = base.createdAt,
): StoredScimUser => ({
  ...base,
  userName: input.userName,
  userNameKey: keyOf(input.userName),
  externalId: input.externalId,
  active,
  email: person.email,
  attributes: input.attributes,
  ...link,
  updatedAt,
});

export async function getUser(call: ScimCall, id: string): Promise<StoredScimUser> {
  const user = (await users(call).doc(id).get()).data();
  if (!user) throw scimNotFound();
  return user;
}

export async function createUser(call: ScimCall, body: unknown): Promise<StoredScimUser> {
  const input = userInput(body);
  const person = personFor(input);
  await assertUserNameFree(call, input.userName);
  const active = booleanOf(input.active, true);
  const id = users(call).doc().id;
  const link: Link = active ? await provision(call, id, person) : { invitationId: null, userId: null };
  const at = call.ctx.clock.now().toISOString();
  const user = recordOf({ id, companyId: call.companyId, createdAt: at }, input, person, active, link);
  await save(call, user, 'scim.user.created', true);
  return user;
}

/**
 * The user as the directory now has it (PUT's body, or the record after a PATCH): deactivated,
 * reactivated or updated in the company. A PUT without `active` keeps the user as they are (Okta
 * sends its profile without it).
 */
export async function changeUser(call: ScimCall, before: StoredScimUser, input: UserInput): Promise<StoredScimUser> {
  const person = personFor(input);
  const active = booleanOf(input.active, before.active);
  if (keyOf(input.userName) !== before.userNameKey) await assertUserNameFree(call, input.userName, before.id);
  let link: Link = { invitationId: before.invitationId, userId: before.userId };
  let event: AuditEntry['event'] = 'scim.user.updated';
  if (before.active && !active) {
    await deprovision(call, before);
    link = { invitationId: null, userId: null };
    event = 'scim.user.deactivated';
  } else if (!before.active && active) {
    link = await provision(call, before.id, person);
    event = 'scim.user.reactivated';
  } else if (active) {
    link = await reprovision(call, before, person);
  }
  const user = recordOf(before, input, person, active, link, call.ctx.clock.now().toISOString());
  await save(call, user, event, false);
  return user;
}

/** DELETE: offboarded as a deactivation is, then gone from the directory's records and its groups. */
export async function deleteUser(call: ScimCall, id: string): Promise<void> {
  const user = await getUser(call, id);
  if (user.active) await deprovision(call, user);
  const { ctx } = call;
  const groups = collections(ctx).scimGroups(call.companyId);
  await ctx.store.runTransaction(async (tx) => {
    const holding = await tx.get(groups.where('memberIds', 'array-contains', id));
    const at = ctx.clock.now().toISOString();
    for (const g of holding.docs)
      tx.update(g.ref, { memberIds: g.data().memberIds.filter((m) => m !== id), updatedAt: at });
    tx.delete(users(call).doc(id));
    auditCompanyEvents(ctx, tx, call.companyId, [auditEntry(call, 'scim.user.deleted', user.userName)]);
  });
}

/**
 * The users a filter finds, in a stable order. What Entra and Okta send goes to one indexed read:
 * `id eq` (the record), `userName eq` (`userNameKey`), `externalId eq`. The other filters
 * (`active`, emails, `and`) are read over the company's users in memory.
 */
export async function findUsers(call: ScimCall, filter: string): Promise<StoredScimUser[]> {
  const compiled = compileFilter<StoredScimUser>(filter, USER_FILTERS)!;
  const equals = compiled.equals;
  let found: StoredScimUser[];
  if (equals?.attr === 'id') {
    const user = /^[A-Za-z0-9_-]{1,128}$/.test(equals.value) ? await users(call).doc(equals.value).get() : null;
    found = user?.exists ? [user.data()!] : [];
  } else {
    let query = users(call).limit(100_000);
    if (equals?.attr === 'username') query = users(call).where('userNameKey', '==', keyOf(equals.value)).limit(2);
    else if (equals?.attr === 'externalid') query = users(call).where('externalId', '==', equals.value).limit(100);
    found = (await query.get()).docs.map((d) => d.data());
  }
  return found.filter(compiled.test).sort(byCreation);
}

/** A list without a filter: the page alone and the count (scim-list.ts `pageOf`). */
export async function pageUsers(
  call: ScimCall,
  paging: { startIndex: number; count: number },
): Promise<{ page: StoredScimUser[]; total: number }> {
  const [page, total] = await Promise.all([
    pageOf(
      `users:${call.token.id}`,
      { ref: (id) => users(call).doc(id), ordered: () => users(call).orderBy('createdAt') },
      paging,
    ),
    users(call).count().get(),
  ]);
  return { page, total: total.data().count };
}
