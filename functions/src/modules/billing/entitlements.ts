import type { AppContext } from '../../platform/context';
import { companyAccessChanged } from '../../platform/access';
import type { DocumentReference, Query, QueryDocumentSnapshot, Transaction } from '../../platform/store/types';
import { grantsRole } from '../../contract/billing';
import { userPayer, type BillingUserFields, type PayerPlan, type StoredSubscription } from './billing.model';
import { collections } from '../../platform/store/collections';

/**
 * What billing grants, recomputed from the subscriptions, never toggled, so the outcome does not
 * depend on the order events arrive in. A person's own plan puts its role on their user record (one
 * document). A company's plan is never written to its people: it stays on the company's billing
 * record (`plan`), and platform/access derives the role for each active member when their
 * principal is read, so a team plan costs the same to change at 10 employees as at 5,000.
 */

interface RoleWrite {
  ref: DocumentReference<BillingUserFields>;
  data: Required<Pick<BillingUserFields, 'roleIds' | 'billingRoleIds' | 'billingSources'>>;
}

const unique = <T>(values: T[]) => [...new Set(values)];
const sameList = (a: string[] = [], b: string[] = []) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The payer's live subscription among `subs` (a payer has at most one), as its customer record keeps it. */
export function livePlanOf(subs: StoredSubscription[]): PayerPlan | null {
  const live = subs.find((s) => s.roleId && grantsRole(s.status));
  return live?.roleId ? { subscriptionId: live.id, roleId: live.roleId, status: live.status } : null;
}

/**
 * Reads (inside the caller's transaction) the person's record and answers what to write on it so
 * that its billing roles are those of `subs`, the person's own subscriptions as they will stand;
 * null when nothing changes. The caller writes after all its reads, as Firestore wants.
 */
export async function roleWriteInTx(
  ctx: AppContext,
  tx: Transaction,
  userId: string,
  subs: StoredSubscription[],
): Promise<RoleWrite | null> {
  const ref = collections(ctx).users.doc(userId);
  const user = (await tx.get(ref)).data();
  if (!user) return null;
  const granting = subs.filter((s) => s.roleId && grantsRole(s.status));
  const entitled = unique(granting.map((s) => s.roleId as string));
  const roleIds = user.roleIds ?? [];
  // Roles someone else gave (a superadmin) are never billing's to take.
  const given = roleIds.filter((r) => !(user.billingRoleIds ?? []).includes(r));
  const next = {
    roleIds: unique([...roleIds.filter((r) => given.includes(r) || entitled.includes(r)), ...entitled]),
    billingRoleIds: entitled.filter((r) => !given.includes(r)),
    billingSources: unique(granting.map((s) => s.payerKey)).sort(),
  };
  if (
    sameList(next.roleIds, roleIds) &&
    sameList(next.billingRoleIds, user.billingRoleIds) &&
    sameList(next.billingSources, user.billingSources)
  )
    return null;
  return { ref, data: next };
}

/** Brings one person's billing roles in line with their own subscriptions, in one small transaction. */
async function reconcileUserRoles(ctx: AppContext, userId: string): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  return ctx.store.runTransaction(async (tx) => {
    const own = await tx.get(collections(ctx).subscriptions.where('payerKey', '==', userPayer(userId).key));
    const write = await roleWriteInTx(
      ctx,
      tx,
      userId,
      own.docs.map((d) => d.data()),
    );
    if (write) tx.update(write.ref, { ...write.data, updatedAt: now });
    return !!write;
  });
}

const PAGE = 200;

/** Pages through a query by document id, handing each page to `each`. */
async function eachPage<T>(query: Query<T>, each: (docs: QueryDocumentSnapshot<T>[]) => Promise<void>): Promise<void> {
  let after: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const page = (await (after ? query.startAfter(after) : query).limit(PAGE).get()).docs;
    await each(page);
    if (page.length < PAGE) return;
    after = page.at(-1);
  }
}

/** Writes a company's `plan` on its customer record from its subscriptions (as the webhook keeps it). */
async function recordPlan(ctx: AppContext, payerKey: string): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.store.runTransaction(async (tx) => {
    const ref = collections(ctx).billingCustomers.doc(payerKey);
    const customer = await tx.get(ref);
    const subs = await tx.get(collections(ctx).subscriptions.where('payerKey', '==', payerKey));
    if (!customer.exists) return;
    tx.update(ref, { plan: livePlanOf(subs.docs.map((d) => d.data())), updatedAt: now });
    const companyId = customer.data()?.companyId;
    if (companyId) companyAccessChanged(ctx, tx, companyId);
  });
}

export const DERIVE_TEAM_PLANS = 'derive-team-plans';

/**
 * Migration (`npm run jobs -- derive-team-plans`, once after the release that derives team
 * plans). First every company on a team plan gets its `plan` on its customer record (until then
 * its members keep the role written on them, so nobody loses premium on the way); then people who
 * had a team plan's role written on their record keep it only while a plan of their own grants
 * it. Paged by id, one small transaction each; a stopped run is run again, and a second run
 * changes nobody.
 */
export async function deriveTeamPlans(
  ctx: AppContext,
): Promise<{ job: string; checked: number; failed: number; companies: number; changed: number }> {
  const report = { job: DERIVE_TEAM_PLANS, checked: 0, failed: 0, companies: 0, changed: 0 };
  const payers = new Set<string>();
  await eachPage(collections(ctx).subscriptions.where('kind', '==', 'team'), async (docs) => {
    for (const doc of docs) payers.add(doc.data().payerKey);
  });
  for (const payerKey of payers) await recordPlan(ctx, payerKey);
  report.companies = payers.size;
  const plans = (await collections(ctx).plans.where('kind', '==', 'team').get()).docs.map((d) => d.data());
  for (const roleId of unique(plans.map((p) => p.roleId).filter((r): r is string => !!r))) {
    await eachPage(collections(ctx).users.where('billingRoleIds', 'array-contains', roleId), async (docs) => {
      report.checked += docs.length;
      for (const holder of docs) if (await reconcileUserRoles(ctx, holder.id)) report.changed++;
    });
  }
  return report;
}
