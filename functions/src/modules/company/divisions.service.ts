import type { AppContext } from '../../platform/context';
import { authorizeInCompany, companyAccessChanged, requireSuperadmin, type Caller } from '../../platform/access';
import { ApiError, badRequest, conflict, notFound } from '../../platform/errors';
import type { WriteBatch } from '../../platform/store/types';
import { COMPANY_ADMIN_MESSAGES, type DivisionDeleted } from '../../contract/company-admin';
import { fold } from '../../platform/fold';
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  type Division,
  type DivisionBody,
  type DivisionNode,
  type UpdateDivisionBody,
} from '../../contract/company';
import { decodeCursor, divisionView, encodeCursor, now, type StoredDivision } from './company.model';
import { commitInBatches } from '../../platform/batches';
import { dropPublicCompany } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * Divisions: a tree of teams inside a company. Names are unique within the company (the CSV
 * import finds divisions by name); a parent is a division of the same company, never the
 * division itself or one below it.
 */

/** The company's divisions by id; ids that name none are 400 on `field`. */
export async function divisionsById(
  ctx: AppContext,
  companyId: string,
  ids: string[],
  field = 'divisionIds',
): Promise<StoredDivision[]> {
  if (!ids.length) return [];
  const snaps = await ctx.store.getAll(...ids.map((id) => collections(ctx).divisions(companyId).doc(id)));
  const missing = snaps.findIndex((s) => !s.exists);
  if (missing >= 0)
    throw badRequest(COMPANY_MESSAGES.unknownDivision, { [`${field}.${missing}`]: COMPANY_MESSAGES.unknownDivision });
  return snaps.map((s) => s.data() as StoredDivision);
}

export async function allDivisions(ctx: AppContext, companyId: string): Promise<StoredDivision[]> {
  return (await collections(ctx).divisions(companyId).get()).docs.map((d) => d.data());
}

/** Divisions as a tree, each level by name; a division whose parent is gone stands at the top. */
export function divisionTree(divisions: Division[]): DivisionNode[] {
  const nodes = new Map(divisions.map((d) => [d.id, { ...d, children: [] as DivisionNode[] }]));
  const roots: DivisionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: DivisionNode[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name));
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

export async function listDivisions(ctx: AppContext, caller: Caller, companyId: string): Promise<DivisionNode[]> {
  await authorizeInCompany(ctx, caller, 'read', 'Division', companyId);
  return divisionTree((await allDivisions(ctx, companyId)).map(divisionView));
}

/** Whether `candidateId` is `divisionId` or lies below it. */
function isSelfOrBelow(divisions: Map<string, StoredDivision>, divisionId: string, candidateId: string): boolean {
  const seen = new Set<string>();
  for (let id: string | null | undefined = candidateId; id && !seen.has(id); id = divisions.get(id)?.parentId) {
    if (id === divisionId) return true;
    seen.add(id);
  }
  return false;
}

const nameTaken = () => conflict(COMPANY_MESSAGES.divisionNameTaken, 'division-name-taken');
const unknownParent = () =>
  badRequest(COMPANY_MESSAGES.unknownDivision, { parentId: COMPANY_MESSAGES.unknownDivision });

export async function createDivision(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  body: DivisionBody,
): Promise<Division> {
  await authorizeInCompany(ctx, caller, 'create', 'Division', companyId);
  const ref = collections(ctx).divisions(companyId).doc();
  const division = await ctx.store.runTransaction(async (tx) => {
    const existing = (await tx.get(collections(ctx).divisions(companyId))).docs.map((d) => d.data());
    if (existing.length >= COMPANY_LIMITS.divisionsPerCompany) throw badRequest(COMPANY_MESSAGES.tooManyDivisions);
    const nameKey = fold(body.name);
    if (existing.some((d) => d.nameKey === nameKey)) throw nameTaken();
    if (body.parentId && !existing.some((d) => d.id === body.parentId)) throw unknownParent();
    const at = now(ctx);
    const stored: StoredDivision = {
      id: ref.id,
      companyId,
      name: body.name,
      nameKey,
      parentId: body.parentId ?? null,
      createdAt: at,
      updatedAt: at,
    };
    tx.create(ref, stored);
    return stored;
  });
  return divisionView(division);
}

/** Renames a division or moves it under another parent (null: to the top). */
export async function updateDivision(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  divisionId: string,
  body: UpdateDivisionBody,
): Promise<Division> {
  await authorizeInCompany(ctx, caller, 'update', 'Division', companyId);
  const ref = collections(ctx).divisions(companyId).doc(divisionId);
  const division = await ctx.store.runTransaction(async (tx) => {
    const all = new Map((await tx.get(collections(ctx).divisions(companyId))).docs.map((d) => [d.id, d.data()]));
    const current = all.get(divisionId);
    if (!current) throw notFound();
    const next: StoredDivision = { ...current, updatedAt: now(ctx) };
    if (body.name !== undefined) {
      next.name = body.name;
      next.nameKey = fold(body.name);
      if ([...all.values()].some((d) => d.id !== divisionId && d.nameKey === next.nameKey)) throw nameTaken();
    }
    if (body.parentId !== undefined) {
      if (body.parentId && !all.has(body.parentId)) throw unknownParent();
      if (body.parentId && isSelfOrBelow(all, divisionId, body.parentId))
        throw badRequest(COMPANY_MESSAGES.divisionCycle, { parentId: COMPANY_MESSAGES.divisionCycle });
      next.parentId = body.parentId;
    }
    tx.set(ref, next);
    return next;
  });
  return divisionView(division);
}

/** For the superadmin area: a rename on any company's division (superadmins hold `manage all`). */
export async function renameDivision(
  ctx: AppContext,
  caller: Caller,
  input: { companyId: string; divisionId: string; name: string },
): Promise<Division> {
  return updateDivision(ctx, caller, input.companyId, input.divisionId, { name: input.name });
}

export interface MergeResult {
  division: Division;
  moved: { employees: number; companyLinks: number; invitations: number; divisions: number };
}

/**
 * Merges `fromId` into `intoId`: employees, company links and pending invitations of the one
 * name the other instead, its sub-divisions move under the other (if the other lay below it,
 * the other takes its place first), and it is deleted. Writes go in batches with the delete
 * in the last one, so an interrupted merge leaves `fromId` in place and merging again
 * finishes it.
 */
export async function mergeDivisions(
  ctx: AppContext,
  caller: Caller,
  input: { companyId: string; fromId: string; intoId: string },
): Promise<MergeResult> {
  const { companyId, fromId, intoId } = input;
  await authorizeInCompany(ctx, caller, 'update', 'Division', companyId);
  await authorizeInCompany(ctx, caller, 'delete', 'Division', companyId);
  if (fromId === intoId) throw badRequest(COMPANY_MESSAGES.mergeIntoSelf, { intoId: COMPANY_MESSAGES.mergeIntoSelf });
  const all = new Map((await allDivisions(ctx, companyId)).map((d) => [d.id, d]));
  const from = all.get(fromId);
  const into = all.get(intoId);
  if (!from) throw notFound();
  if (!into) throw badRequest(COMPANY_MESSAGES.unknownDivision, { intoId: COMPANY_MESSAGES.unknownDivision });

  const at = now(ctx);
  const swap = (ids: string[]) => [...new Set(ids.map((id) => (id === fromId ? intoId : id)))];
  const writes: ((batch: WriteBatch) => void)[] = [];
  const employees = (await collections(ctx).employees(companyId).where('divisionIds', 'array-contains', fromId).get())
    .docs;
  for (const e of employees)
    writes.push((b) => b.update(e.ref, { divisionIds: swap(e.data().divisionIds), updatedAt: at }));
  const links = (await collections(ctx).companyLinks(companyId).where('divisionIds', 'array-contains', fromId).get())
    .docs;
  for (const l of links)
    writes.push((b) => b.update(l.ref, { divisionIds: swap(l.data().divisionIds ?? []), updatedAt: at }));
  if (links.length) writes.push((b) => dropPublicCompany(ctx, b, companyId));
  const invitations = (
    await collections(ctx).invitations.where('companyId', '==', companyId).where('status', '==', 'pending').get()
  ).docs.filter((i) => i.data().divisionIds.includes(fromId));
  for (const i of invitations)
    writes.push((b) => b.update(i.ref, { divisionIds: swap(i.data().divisionIds), updatedAt: at }));
  const intoMovesUp = isSelfOrBelow(all, fromId, intoId);
  if (intoMovesUp)
    writes.push((b) =>
      b.update(collections(ctx).divisions(companyId).doc(intoId), { parentId: from.parentId, updatedAt: at }),
    );
  const children = [...all.values()].filter((d) => d.parentId === fromId && d.id !== intoId);
  for (const c of children)
    writes.push((b) => b.update(collections(ctx).divisions(companyId).doc(c.id), { parentId: intoId, updatedAt: at }));

  // Members' divisions move: their rules' conditions change, so their cached principals go.
  await commitInBatches(ctx, writes, employees.length ? (b) => companyAccessChanged(ctx, b, companyId) : undefined);
  await collections(ctx).divisions(companyId).doc(fromId).delete();
  const merged = {
    ...into,
    ...(intoMovesUp ? { parentId: from.parentId } : {}),
    updatedAt: intoMovesUp ? at : into.updatedAt,
  };
  return {
    division: divisionView(merged),
    moved: {
      employees: employees.length,
      companyLinks: links.length,
      invitations: invitations.length,
      divisions: children.length,
    },
  };
}

/**
 * A company admin deletes a division: with `moveTo`, its people, company links, pending
 * invitations and sub-divisions go to that division (a merge, resumable the same way);
 * without it, only a division nothing names may go (409 otherwise), so nobody is left in a
 * division that is gone.
 */
export async function deleteDivision(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  divisionId: string,
  moveTo?: string,
): Promise<DivisionDeleted> {
  await authorizeInCompany(ctx, caller, 'delete', 'Division', companyId);
  const all = await allDivisions(ctx, companyId);
  if (!all.some((d) => d.id === divisionId)) throw notFound();
  if (moveTo === divisionId)
    throw badRequest(COMPANY_ADMIN_MESSAGES.moveToSelf, { moveTo: COMPANY_ADMIN_MESSAGES.moveToSelf });
  if (moveTo) {
    if (!all.some((d) => d.id === moveTo))
      throw badRequest(COMPANY_MESSAGES.unknownDivision, { moveTo: COMPANY_MESSAGES.unknownDivision });
    const { moved } = await mergeDivisions(ctx, caller, { companyId, fromId: divisionId, intoId: moveTo });
    return { id: divisionId, deleted: true, movedTo: moveTo, moved };
  }
  const inUse =
    all.some((d) => d.parentId === divisionId) ||
    !(await collections(ctx).employees(companyId).where('divisionIds', 'array-contains', divisionId).limit(1).get())
      .empty ||
    !(await collections(ctx).companyLinks(companyId).where('divisionIds', 'array-contains', divisionId).limit(1).get())
      .empty ||
    (
      await collections(ctx).invitations.where('companyId', '==', companyId).where('status', '==', 'pending').get()
    ).docs.some((i) => i.data().divisionIds.includes(divisionId));
  if (inUse)
    throw new ApiError(409, COMPANY_ADMIN_MESSAGES.divisionInUse, 'division-in-use', {
      moveTo: COMPANY_ADMIN_MESSAGES.divisionInUse,
    });
  await collections(ctx).divisions(companyId).doc(divisionId).delete();
  return {
    id: divisionId,
    deleted: true,
    movedTo: null,
    moved: { employees: 0, companyLinks: 0, invitations: 0, divisions: 0 },
  };
}

export type DivisionOfCompany = Division & { companyName: string };

/**
 * Superadmins: every company's divisions, company by company (by id), each company's by name;
 * or one company's. The cursor names the last division listed.
 */
export async function listAllDivisions(
  ctx: AppContext,
  caller: Caller,
  query: { companyId?: string; cursor?: string; limit?: number },
): Promise<{ data: DivisionOfCompany[]; nextCursor?: string }> {
  await requireSuperadmin(ctx, caller);
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 100);
  const [afterCompany, afterDivision] = query.cursor ? decodeCursor(query.cursor, 2) : [];
  const found: DivisionOfCompany[] = [];
  let companies = collections(ctx).companies.orderBy('id');
  if (query.companyId) companies = companies.where('id', '==', query.companyId);
  else if (afterCompany) companies = companies.where('id', '>=', afterCompany);
  for (let page = await companies.limit(50).get(); ;) {
    for (const company of page.docs.map((d) => d.data())) {
      let divisions = collections(ctx).divisions(company.id).orderBy('nameKey');
      if (company.id === afterCompany && afterDivision) {
        const after = await collections(ctx).divisions(company.id).doc(afterDivision).get();
        if (after.exists) divisions = divisions.startAfter(after);
      }
      for (const d of (await divisions.limit(limit + 1 - found.length).get()).docs)
        found.push({ ...divisionView(d.data()), companyName: company.name });
      if (found.length > limit) break;
    }
    const last = page.docs.at(-1);
    if (found.length > limit || page.size < 50 || !last) break;
    page = await companies.startAfter(last).limit(50).get();
  }
  const data = found.slice(0, limit);
  const tail = data.at(-1);
  return { data, nextCursor: found.length > limit && tail ? encodeCursor(`${tail.companyId}.${tail.id}`) : undefined };
}
