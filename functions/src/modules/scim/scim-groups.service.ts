import { z } from 'zod';
import { ApiError } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { COMPANY_LIMITS } from '../../contract/company';
import { SCIM_LIMITS, SCIM_MESSAGES } from '../../contract/scim';
import { auditCompanyEvents } from '../api-keys';
import { createDivision, deleteDivision, renameDivision } from '../company';
import { auditEntry, type ScimCall } from './scim-auth';
import { invalidSyntax, invalidValue, scimNotFound, uniqueness } from './scim-errors';
import { compileFilter, type Attributes } from './scim-filter';
import { byCreation } from './scim-list';
import { syncDivisions } from './scim-provision';
import type { StoredScimGroup, StoredScimUser } from './scim.model';

/**
 * SCIM Groups (RFC 7644 §3): each group is one of the company's divisions, its members the
 * division's people (their SCIM-managed divisions follow their groups; divisions an admin gave
 * them stay).
 */

const groupBody = z.looseObject({
  displayName: z.string().trim().min(1).max(COMPANY_LIMITS.divisionName),
  externalId: z.string().max(254).nullish(),
  members: z
    .array(z.looseObject({ value: z.string().min(1).max(128) }))
    .max(SCIM_LIMITS.membersPerGroup)
    .nullish(),
});

export interface GroupInput {
  displayName: string;
  externalId: string | null;
  /** Absent: the members stay as they are. */
  memberIds?: string[];
}

export function groupInput(body: unknown): GroupInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidSyntax('The body must be a SCIM Group.');
  const parsed = groupBody.safeParse(body);
  if (!parsed.success) throw invalidValue('displayName is required; members need a value.');
  const { displayName, externalId, members } = parsed.data;
  return {
    displayName,
    externalId: externalId ?? null,
    // `members: null` (Okta) is no members.
    memberIds: members === undefined ? undefined : [...new Set((members ?? []).map((m) => m.value))],
  };
}

const GROUP_FILTERS: Attributes = {
  id: (g: StoredScimGroup) => ({ values: [g.id], caseExact: true }),
  displayname: (g: StoredScimGroup) => ({ values: [g.displayName], caseExact: false }),
  externalid: (g: StoredScimGroup) => ({ values: [g.externalId], caseExact: true }),
  'members.value': (g: StoredScimGroup) => ({ values: g.memberIds, caseExact: true }),
};

const groups = (call: ScimCall) => collections(call.ctx).scimGroups(call.companyId);
const users = (call: ScimCall) => collections(call.ctx).scimUsers(call.companyId);
const keyOf = (name: string) => name.toLowerCase();

export async function getGroup(call: ScimCall, id: string): Promise<StoredScimGroup> {
  const group = (await groups(call).doc(id).get()).data();
  if (!group) throw scimNotFound();
  return group;
}

/** The users of these ids that exist, in one read: never the whole directory, nor a read an id. */
async function usersById(call: ScimCall, ids: Iterable<string>): Promise<Map<string, StoredScimUser>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const read = await call.ctx.store.getAll(...unique.map((id) => users(call).doc(id)));
  return new Map(read.flatMap((d) => (d.exists ? [[d.id, d.data()!] as const] : [])));
}

/** The users the groups hold (for their members' `display`). */
export function membersOf(call: ScimCall, of: StoredScimGroup[]): Promise<Map<string, StoredScimUser>> {
  return usersById(
    call,
    of.flatMap((g) => g.memberIds),
  );
}

export async function findGroups(call: ScimCall, filter: string | undefined): Promise<StoredScimGroup[]> {
  const compiled = compileFilter<StoredScimGroup>(filter, GROUP_FILTERS);
  const all = (await groups(call).limit(100_000).get()).docs.map((d) => d.data());
  return (compiled ? all.filter(compiled.test) : all).sort(byCreation);
}

/** The groups a user is in (their `groups` attribute), by the index on members: not every group of the company. */
export async function groupsOf(call: ScimCall, userId: string): Promise<StoredScimGroup[]> {
  const holding = await groups(call).where('memberIds', 'array-contains', userId).get();
  return holding.docs.map((d) => d.data()).sort(byCreation);
}

async function assertNameFree(call: ScimCall, name: string, except?: string): Promise<void> {
  const found = await groups(call).where('displayNameKey', '==', keyOf(name)).limit(2).get();
  if (found.docs.some((d) => d.id !== except)) throw uniqueness(SCIM_MESSAGES.groupNameTaken);
}

/** The division's name is taken by one an admin made: SCIM's uniqueness too. */
const asUniqueness = (error: unknown) => {
  if (error instanceof ApiError && error.status === 409) throw uniqueness(SCIM_MESSAGES.groupNameTaken);
  throw error;
};

/** Members the company's directory knows; other ids are refused. */
async function knownMembers(call: ScimCall, ids: string[]): Promise<string[]> {
  const found = await usersById(call, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw invalidValue(`Unknown members: ${unknown.slice(0, 5).join(', ')}.`);
  return ids;
}

/** Every member whose groups changed gets their divisions again. */
async function syncMembers(call: ScimCall, changed: Iterable<string>): Promise<void> {
  const managed = new Set((await groups(call).get()).docs.map((d) => d.data().divisionId));
  for (const user of (await usersById(call, changed)).values()) await syncDivisions(call, user, managed);
}

export async function createGroup(call: ScimCall, body: unknown): Promise<StoredScimGroup> {
  const input = groupInput(body);
  await assertNameFree(call, input.displayName);
  const memberIds = await knownMembers(call, input.memberIds ?? []);
  const division = await createDivision(call.ctx, call.caller, call.companyId, { name: input.displayName }).catch(
    asUniqueness,
  );
  const at = call.ctx.clock.now().toISOString();
  const group: StoredScimGroup = {
    id: groups(call).doc().id,
    companyId: call.companyId,
    displayName: input.displayName,
    displayNameKey: keyOf(input.displayName),
    externalId: input.externalId,
    divisionId: division.id,
    memberIds,
    createdAt: at,
    updatedAt: at,
  };
  await call.ctx.store.runTransaction(async (tx) => {
    tx.create(groups(call).doc(group.id), group);
    auditCompanyEvents(call.ctx, tx, call.companyId, [auditEntry(call, 'scim.group.created', group.displayName)]);
  });
  await syncMembers(call, memberIds);
  return group;
}

/** PUT's body or the group after a PATCH: renamed (its division too) and its members set. */
export async function changeGroup(
  call: ScimCall,
  before: StoredScimGroup,
  input: GroupInput,
): Promise<StoredScimGroup> {
  if (keyOf(input.displayName) !== before.displayNameKey) await assertNameFree(call, input.displayName, before.id);
  const memberIds = input.memberIds === undefined ? before.memberIds : await knownMembers(call, input.memberIds);
  if (input.displayName !== before.displayName)
    await renameDivision(call.ctx, call.caller, {
      companyId: call.companyId,
      divisionId: before.divisionId,
      name: input.displayName,
    }).catch(asUniqueness);
  const group: StoredScimGroup = {
    ...before,
    displayName: input.displayName,
    displayNameKey: keyOf(input.displayName),
    externalId: input.externalId,
    memberIds,
    updatedAt: call.ctx.clock.now().toISOString(),
  };
  await call.ctx.store.runTransaction(async (tx) => {
    tx.set(groups(call).doc(group.id), group);
    auditCompanyEvents(call.ctx, tx, call.companyId, [auditEntry(call, 'scim.group.updated', group.displayName)]);
  });
  const changed = [
    ...memberIds.filter((m) => !before.memberIds.includes(m)),
    ...before.memberIds.filter((m) => !memberIds.includes(m)),
  ];
  await syncMembers(call, changed);
  return group;
}

/**
 * DELETE: the group goes, its members leave its division, then the division goes unless
 * something else still names it (a sub-division, a company link): the divisions service keeps it then.
 */
export async function deleteGroup(call: ScimCall, id: string): Promise<void> {
  const group = await getGroup(call, id);
  await call.ctx.store.runTransaction(async (tx) => {
    tx.delete(groups(call).doc(id));
    auditCompanyEvents(call.ctx, tx, call.companyId, [auditEntry(call, 'scim.group.deleted', group.displayName)]);
  });
  const managed = new Set([group.divisionId, ...(await groups(call).get()).docs.map((d) => d.data().divisionId)]);
  for (const user of (await usersById(call, group.memberIds)).values()) await syncDivisions(call, user, managed);
  await deleteDivision(call.ctx, call.caller, call.companyId, group.divisionId).catch((error: unknown) => {
    if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) throw error;
  });
}
