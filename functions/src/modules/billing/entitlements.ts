import type { AppContext } from '../../platform/context';
import type { DocumentReference, Transaction } from '../../platform/store/types';
import { grantsRole } from '../../contract/billing';
import { companyPayer, userPayer, type BillingUserFields, type Payer, type StoredSubscription } from './billing.model';
import { collections } from '../../platform/store/collections';

/**
 * Which roles billing gives each person: the roles of their own live subscriptions, and of
 * their company's while they are an active employee (team plans). Recomputed from the
 * subscriptions, never toggled, so the outcome does not depend on the order things happened in.
 */

export interface RoleWrite {
  ref: DocumentReference<BillingUserFields>;
  data: Required<Pick<BillingUserFields, 'roleIds' | 'billingRoleIds' | 'billingSources'>>;
}

const unique = <T>(values: T[]) => [...new Set(values)];
const sameList = (a: string[] = [], b: string[] = []) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The people a payer's subscription may give roles to: the person, or the company's active employees and anyone it gave a role before. */
export async function peopleOfPayerInTx(ctx: AppContext, tx: Transaction, payer: Payer): Promise<string[]> {
  if (payer.kind === 'user') return [payer.userId];
  const [employees, holders] = await Promise.all([
    tx.get(collections(ctx).employees(payer.companyId).where('status', '==', 'active')),
    tx.get(collections(ctx).users.where('billingSources', 'array-contains', payer.key)),
  ]);
  return unique([...employees.docs.map((d) => d.id), ...holders.docs.map((d) => d.id)]);
}

/**
 * Reads (inside the caller's transaction) what decides the roles of `userIds`, and answers the
 * user records to write. `pending` are subscription states this transaction is about to write,
 * which its own reads cannot see yet. The caller writes after all its reads, as Firestore wants.
 */
export async function roleWritesInTx(
  ctx: AppContext,
  tx: Transaction,
  userIds: string[],
  pending: StoredSubscription[] = [],
): Promise<RoleWrite[]> {
  const payerSubs = new Map<string, Promise<StoredSubscription[]>>();
  const subsOf = (payer: Payer) => {
    let found = payerSubs.get(payer.key);
    if (!found) {
      found = tx.get(collections(ctx).subscriptions.where('payerKey', '==', payer.key)).then((snap) => {
        const stored = snap.docs.map((d) => d.data()).filter((s) => !pending.some((p) => p.id === s.id));
        return [...stored, ...pending.filter((p) => p.payerKey === payer.key)];
      });
      payerSubs.set(payer.key, found);
    }
    return found;
  };

  const writes: RoleWrite[] = [];
  for (const userId of unique(userIds)) {
    const ref = collections(ctx).users.doc(userId);
    const user = (await tx.get(ref)).data();
    if (!user) continue;
    const subs = [...(await subsOf(userPayer(userId)))];
    if (user.companyId) {
      const employee = (await tx.get(collections(ctx).employees(user.companyId).doc(userId))).data();
      if (employee?.status === 'active') subs.push(...(await subsOf(companyPayer(user.companyId))));
    }
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
      continue;
    writes.push({ ref, data: next });
  }
  return writes;
}

/** Brings the roles of a payer's people in line with its subscriptions, in one transaction. */
export async function reconcilePayerRoles(ctx: AppContext, payer: Payer): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.store.runTransaction(async (tx) => {
    const writes = await roleWritesInTx(ctx, tx, await peopleOfPayerInTx(ctx, tx, payer));
    for (const write of writes) tx.update(write.ref, { ...write.data, updatedAt: now });
  });
}
