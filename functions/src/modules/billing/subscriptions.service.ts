import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context';
import { authorize, can, requireSuperadmin, type Caller } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Action } from '../../contract/roles';
import { BILLING_MESSAGES, ENDED_STATUSES, grantsRole, type Subscription } from '../../contract/billing';
import type { Page } from '../../contract/common';
import { companyOfCaller } from '../company';
import { signInEmailsOf } from '../users';
import {
  companyPayer,
  subscriptionsOfPayer,
  subscriptionView,
  userPayer,
  type StoredSubscription,
} from './billing.model';
import { applySubscription, loadSubscription } from './subscription-sync';
import { callStripe } from './stripe-calls';
import { collections } from '../../platform/store/collections';

/** A subscription as the superadmin list shows it: with whom it is for. */
export interface SubscriptionListItem extends Subscription {
  payerName?: string;
}

/**
 * GET /v1/subscriptions: the caller's own, and their company's when they may read its
 * subscriptions (a company admin). Newest first.
 */
export async function listMySubscriptions(ctx: AppContext, caller: Caller): Promise<Subscription[]> {
  const own = await subscriptionsOfPayer(ctx, userPayer(caller.uid));
  const company = await companyOfCaller(ctx, caller);
  const companies =
    company && (await can(ctx, caller, 'read', 'Subscription', { companyId: company.id }))
      ? await subscriptionsOfPayer(ctx, companyPayer(company.id))
      : [];
  return [...own, ...companies].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(subscriptionView);
}

const INVALID_CURSOR = 'This list position is no longer valid. Please load the list again.';

/** GET /v1/subscriptions?scope=all: every subscription, newest first, for superadmins (404 to others). */
export async function listAllSubscriptions(
  ctx: AppContext,
  caller: Caller,
  query: { limit: number; cursor?: string },
): Promise<Page<SubscriptionListItem>> {
  await requireSuperadmin(ctx, caller);
  let q = collections(ctx).subscriptions.orderBy('createdAt', 'desc');
  if (query.cursor) {
    const after = /^sub_[A-Za-z0-9_]{1,200}$/.test(query.cursor)
      ? await collections(ctx).subscriptions.doc(query.cursor).get()
      : undefined;
    if (!after?.exists) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
    q = q.startAfter(after);
  }
  const snap = await q.limit(query.limit + 1).get();
  const page = snap.docs.slice(0, query.limit).map((d) => d.data());
  const names = await payerNames(ctx, page);
  return {
    data: page.map((s) => ({ ...subscriptionView(s), payerName: names.get(s.payerKey) })),
    ...(snap.docs.length > query.limit ? { nextCursor: page.at(-1)?.id } : {}),
  };
}

async function payerNames(ctx: AppContext, subs: StoredSubscription[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const userIds = [...new Set(subs.flatMap((s) => (s.userId ? [s.userId] : [])))];
  const companyIds = [...new Set(subs.flatMap((s) => (s.companyId ? [s.companyId] : [])))];
  const [users, companies] = await Promise.all([
    userIds.length ? ctx.store.getAll(...userIds.map((id) => collections(ctx).users.doc(id))) : [],
    companyIds.length ? ctx.store.getAll(...companyIds.map((id) => collections(ctx).companies.doc(id))) : [],
  ]);
  for (const u of users) if (u.data()?.email) names.set(`user-${u.id}`, u.data()!.email!);
  for (const c of companies) if (c.data()?.name) names.set(`company-${c.id}`, c.data()!.name!);
  // A payer who never verified has no email on their record (review 2026-11, S2): superadmins,
  // who read this list, see their sign-in email.
  for (const [uid, email] of await signInEmailsOf(
    ctx,
    userIds.filter((id) => !names.has(`user-${id}`)),
  ))
    names.set(`user-${uid}`, email);
  return names;
}

/** The subscription, if the caller may `action` it; 404 otherwise, so ids reveal nothing. */
async function subscriptionFor(
  ctx: AppContext,
  caller: Caller,
  subscriptionId: string,
  action: Action,
): Promise<StoredSubscription> {
  const sub = await loadSubscription(ctx, subscriptionId);
  if (!sub) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
  // A personal subscription belongs to no company, even when its owner is an employee: the
  // empty company keeps company admins' rules from matching it through the owner's membership.
  const owner = sub.userId ? { userId: sub.userId, companyId: '', divisionIds: [] } : { companyId: sub.companyId };
  await authorize(ctx, caller, action, 'Subscription', owner, { message: BILLING_MESSAGES.subscriptionNotFound });
  return sub;
}

/**
 * Stores what Stripe answered to a change at once, so the screen shows it. It keeps the stored
 * `stripeUpdatedAt`: our clock is not Stripe's, and the event Stripe sends for this change
 * (from the same second or later) must still apply.
 */
async function store(ctx: AppContext, sub: StoredSubscription, live: Stripe.Subscription): Promise<Subscription> {
  const result = await applySubscription(ctx, live, sub.stripeUpdatedAt);
  return subscriptionView(result.subscription ?? sub);
}

function assertNotEnded(sub: StoredSubscription): void {
  if (ENDED_STATUSES.includes(sub.status)) throw conflict(BILLING_MESSAGES.subscriptionEnded, 'subscription-ended');
}

/**
 * POST /v1/subscriptions/{id}/cancel: a live subscription ends when its paid (or trial) period
 * does, and keeps its role until then; one that never started (incomplete, unpaid) ends now.
 */
export async function cancelSubscription(
  ctx: AppContext,
  caller: Caller,
  subscriptionId: string,
): Promise<Subscription> {
  const sub = await subscriptionFor(ctx, caller, subscriptionId, 'update');
  assertNotEnded(sub);
  if (sub.cancelAtPeriodEnd) return subscriptionView(sub);
  const live = await callStripe(ctx, (stripe) =>
    grantsRole(sub.status)
      ? stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })
      : stripe.subscriptions.cancel(sub.id),
  );
  return store(ctx, sub, live);
}

/** POST /v1/subscriptions/{id}/resume: takes back a cancellation before the period ends. */
export async function resumeSubscription(
  ctx: AppContext,
  caller: Caller,
  subscriptionId: string,
): Promise<Subscription> {
  const sub = await subscriptionFor(ctx, caller, subscriptionId, 'update');
  assertNotEnded(sub);
  if (!sub.cancelAtPeriodEnd) return subscriptionView(sub);
  const live = await callStripe(ctx, (stripe) => stripe.subscriptions.update(sub.id, { cancel_at_period_end: false }));
  return store(ctx, sub, live);
}

/** POST /v1/subscriptions/{id}/portal: a short-lived Stripe customer-portal page for cards and invoices. */
export async function openPortal(ctx: AppContext, caller: Caller, subscriptionId: string): Promise<{ url: string }> {
  const sub = await subscriptionFor(ctx, caller, subscriptionId, 'update');
  const session = await callStripe(ctx, (stripe) =>
    stripe.billingPortal.sessions.create({ customer: sub.customerId, return_url: `${ctx.config.publicUrl}/billing` }),
  );
  return { url: session.url };
}
