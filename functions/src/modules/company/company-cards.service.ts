import type { AppContext } from '../../platform/context';
import { authorizeInCompany, authorize, can, principalOfCaller, type Caller } from '../../platform/access';
import { badRequest, gone, notFound } from '../../platform/errors';
import type { QueryDocumentSnapshot } from '../../platform/store/types';
import { CARD_MESSAGES, type Card } from '../../contract/cards';
import { COMPANY_MESSAGES } from '../../contract/company';
import { COMPANY_BRAND_MESSAGES, type CompanyCard, type CompanyCardHolder } from '../../contract/company-brand';
import { cardUrl, loadCard } from '../cards';
import { decodeCursor, encodeCursor, now, type StoredEmployee } from './company.model';
import { collections } from '../../platform/store/collections';

/**
 * Company cards: documents of the `cards` collection with `companyId`. A superadmin mints them
 * (POST /v1/cards with `companyId`); the company's admins give one to an employee, where it opens
 * the employee's default profile, or take it back (`userId: null`: unassigned, still the
 * company's). Only members of the company may activate an unassigned company card themselves.
 */

interface Holder extends CompanyCardHolder {
  divisionIds: string[];
}

/** Holders by user id: their employee records, else (someone who left) their user records. */
async function holdersOf(ctx: AppContext, companyId: string, userIds: string[]): Promise<Map<string, Holder>> {
  const ids = [...new Set(userIds)];
  const holders = new Map<string, Holder>();
  if (!ids.length) return holders;
  const employees = await ctx.store.getAll(...ids.map((id) => collections(ctx).employees(companyId).doc(id)));
  const missing: string[] = [];
  employees.forEach((snap, i) => {
    const e = snap.data() as StoredEmployee | undefined;
    if (e)
      holders.set(ids[i], {
        userId: e.userId,
        firstName: e.firstName,
        lastName: e.lastName,
        email: e.email,
        divisionIds: e.divisionIds,
      });
    else missing.push(ids[i]);
  });
  if (missing.length) {
    const users = await ctx.store.getAll(...missing.map((id) => collections(ctx).users.doc(id)));
    users.forEach((snap, i) => {
      const u = snap.data();
      holders.set(missing[i], {
        userId: missing[i],
        firstName: u?.firstName ?? '',
        lastName: u?.lastName ?? '',
        email: u?.email ?? '',
        divisionIds: [],
      });
    });
  }
  return holders;
}

function view(ctx: AppContext, card: Card, holder: Holder | undefined): CompanyCard {
  return {
    id: card.id,
    companyId: card.companyId!,
    status: card.status,
    label: card.label,
    url: cardUrl(ctx, card.id),
    profileId: card.profileId,
    holder: holder
      ? { userId: holder.userId, firstName: holder.firstName, lastName: holder.lastName, email: holder.email }
      : null,
    batchId: card.batchId,
    activatedAt: card.activatedAt,
    updatedAt: card.updatedAt,
  };
}

/**
 * Which of the company's cards the caller may see: all of them (admins), or those held by
 * employees of the caller's divisions (a role limited to divisions); anyone else is refused as
 * the company gate refuses (403 for members, 404 for others).
 */
async function readScope(ctx: AppContext, caller: Caller, companyId: string): Promise<'all' | 'divisions'> {
  const { membership } = await principalOfCaller(ctx, caller);
  const companyWide = await can(ctx, caller, 'read', 'CompanyCard', { companyId });
  if (
    !companyWide &&
    membership.companyId === companyId &&
    (await can(ctx, caller, 'read', 'CompanyCard', { companyId, divisionIds: membership.divisionIds ?? [] }))
  )
    return 'divisions';
  // Refuses as the company gate does, and finds the company missing for callers from outside it.
  await authorizeInCompany(ctx, caller, 'read', 'CompanyCard', companyId);
  return 'all';
}

/** GET /v1/company/{companyId}/cards: a page of the company's cards with their holders, in id order. */
export async function listCompanyCards(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  query: { limit: number; cursor?: string },
): Promise<{ data: CompanyCard[]; nextCursor?: string }> {
  const scope = await readScope(ctx, caller, companyId);
  // Equality only: the store's id order, no composite index.
  let q = collections(ctx).cards.where('companyId', '==', companyId);
  if (query.cursor) {
    const after = await collections(ctx).cards.doc(decodeCursor(query.cursor)[0]).get();
    if (!after.exists || after.data()?.companyId !== companyId)
      throw badRequest(COMPANY_MESSAGES.invalidCursor, { cursor: COMPANY_MESSAGES.invalidCursor });
    q = q.startAfter(after as QueryDocumentSnapshot<Card>);
  }
  const snap = await q.limit(query.limit + 1).get();
  const page = snap.docs.slice(0, query.limit).map((d) => d.data());
  const holders = await holdersOf(
    ctx,
    companyId,
    page.flatMap((c) => (c.userId ? [c.userId] : [])),
  );
  const visible: Card[] = [];
  for (const card of page) {
    const holder = card.userId ? holders.get(card.userId) : undefined;
    if (
      scope === 'all' ||
      (holder && (await can(ctx, caller, 'read', 'CompanyCard', { companyId, divisionIds: holder.divisionIds })))
    )
      visible.push(card);
  }
  const last = page.at(-1);
  return {
    data: visible.map((c) => view(ctx, c, c.userId ? holders.get(c.userId) : undefined)),
    nextCursor: snap.docs.length > query.limit && last ? encodeCursor(last.id) : undefined,
  };
}

/**
 * The profile a card given to this person opens: their company profile (the one joined with),
 * else their default, else their oldest active one. A company card never opens a personal
 * profile while a company one exists, so its leads are the company's.
 */
function profileForHolder(
  companyId: string,
  profiles: {
    id: string;
    data(): { status?: string; default?: boolean; createdAt?: string; companyId?: string | null };
  }[],
): string | null {
  const active = profiles
    .filter((p) => p.data().status === 'active')
    .sort((a, b) => (a.data().createdAt ?? '').localeCompare(b.data().createdAt ?? ''));
  return (
    (active.find((p) => p.data().companyId === companyId) ?? active.find((p) => p.data().default) ?? active[0])?.id ??
    null
  );
}

/**
 * PUT /v1/company/{companyId}/cards/{cardId} `{ userId | null }`: gives the card to an active
 * employee (it opens their company profile) or takes it back. The caller's rules must reach
 * the company's cards, and with a role limited to divisions, both the old and the new holder.
 */
export async function assignCompanyCard(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  cardId: string,
  userId: string | null,
): Promise<CompanyCard> {
  await readScope(ctx, caller, companyId);
  const before = await loadCard(ctx, cardId);
  if (!before || before.companyId !== companyId) throw notFound(CARD_MESSAGES.notFound);
  const ref = collections(ctx).cards.doc(before.id);
  const reach = await holdersOf(
    ctx,
    companyId,
    [before.userId, userId].filter((id): id is string => !!id),
  );
  const objects = reach.size
    ? [...reach.values()].map((h) => ({ companyId, divisionIds: h.divisionIds }))
    : [{ companyId }];
  for (const object of objects) await authorize(ctx, caller, 'update', 'CompanyCard', object, { deny: 'forbidden' });

  const card = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.companyId !== companyId) throw notFound(CARD_MESSAGES.notFound);
    if (current.status === 'deactivated') throw gone(CARD_MESSAGES.deactivated);
    const at = now(ctx);
    if (!userId) {
      const released: Card = { ...current, status: 'unassigned', userId: null, profileId: null, updatedAt: at };
      tx.set(ref, released);
      return released;
    }
    const employee = (await tx.get(collections(ctx).employees(companyId).doc(userId))).data();
    if (employee?.status !== 'active')
      throw badRequest(COMPANY_BRAND_MESSAGES.holderNotEmployee, { userId: COMPANY_BRAND_MESSAGES.holderNotEmployee });
    const profileId = profileForHolder(
      companyId,
      (await tx.get(collections(ctx).profiles.where('userId', '==', userId))).docs,
    );
    if (!profileId)
      throw badRequest(COMPANY_BRAND_MESSAGES.holderWithoutProfile, {
        userId: COMPANY_BRAND_MESSAGES.holderWithoutProfile,
      });
    const keepsHolder = current.status === 'active' && current.userId === userId;
    const assigned: Card = {
      ...current,
      status: 'active',
      userId,
      profileId: keepsHolder && current.profileId ? current.profileId : profileId,
      activatedAt: current.status === 'active' && current.activatedAt ? current.activatedAt : at,
      updatedAt: at,
    };
    tx.set(ref, assigned);
    return assigned;
  });
  const holders = await holdersOf(ctx, companyId, card.userId ? [card.userId] : []);
  return view(ctx, card, card.userId ? holders.get(card.userId) : undefined);
}

/** The company cards an employee holds, for their page: none when the caller's rules do not reach their cards. */
export async function cardsHeldBy(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employee: StoredEmployee,
): Promise<CompanyCard[]> {
  if (!(await can(ctx, caller, 'read', 'CompanyCard', { companyId, divisionIds: employee.divisionIds }))) return [];
  const held = (await collections(ctx).cards.where('userId', '==', employee.userId).get()).docs
    .map((d) => d.data())
    .filter((c) => c.companyId === companyId);
  const holder = {
    userId: employee.userId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    divisionIds: employee.divisionIds,
  };
  return held.sort((a, b) => a.id.localeCompare(b.id)).map((card) => view(ctx, card, holder));
}
