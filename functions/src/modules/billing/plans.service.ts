import type { AppContext } from '../../platform/context';
import type { Store } from '../../platform/store/types';
import { requireSuperadmin, type Caller } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  BILLING_MESSAGES,
  type CreatePlanBody,
  type Plan,
  type StoredPlan,
  type UpdatePlanBody,
} from '../../contract/billing';
import { BILLING_ROLES, DEFAULT_PLANS } from './plans.catalog';
import { nowIso } from './billing.model';
import { callStripe } from './stripe-calls';
import { collections } from '../../platform/store/collections';

export function publicPlan(plan: StoredPlan): Plan {
  const { id, name, interval, amount, currency, trialDays, features, roleId, kind } = plan;
  return { id, name, interval, amount, currency, trialDays, features, roleId, kind };
}

const byOrder = (a: StoredPlan, b: StoredPlan) => a.order - b.order || a.id.localeCompare(b.id);

/** The plans on offer, for everyone (no sign-in needed). */
export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const snap = await collections(ctx).plans.where('active', '==', true).get();
  return snap.docs
    .map((d) => d.data())
    .sort(byOrder)
    .map(publicPlan);
}

/** Every plan with its Stripe ids, archived ones too: superadmins only. */
export async function listAllPlans(ctx: AppContext, caller: Caller): Promise<StoredPlan[]> {
  await requireSuperadmin(ctx, caller);
  return (await collections(ctx).plans.get()).docs.map((d) => d.data()).sort(byOrder);
}

const PLAN_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A plan by id; null for unknown or malformed ids. */
export async function loadPlan(ctx: AppContext, planId: string): Promise<StoredPlan | null> {
  if (!PLAN_ID.test(planId)) return null;
  return (await collections(ctx).plans.doc(planId).get()).data() ?? null;
}

/**
 * The standard roles and plans, each written only when missing so a superadmin's edits stay.
 * Run by the local seed and by tests; production plans are made on /superadmin/plans.
 */
export async function ensureBillingCatalog(store: Store, now: string): Promise<void> {
  for (const role of BILLING_ROLES) {
    const ref = collections({ store }).roles.doc(role.id);
    if (!(await ref.get()).exists) await ref.set({ ...role, createdAt: now, updatedAt: now });
  }
  for (const plan of DEFAULT_PLANS) {
    const ref = collections({ store }).plans.doc(plan.id);
    if (!(await ref.get()).exists) await ref.set({ ...plan, active: true, createdAt: now, updatedAt: now });
  }
}

/** A plan's role must be a global role; the standard billing roles are made when first named. */
async function assertGlobalRole(ctx: AppContext, roleId: string | null): Promise<void> {
  if (roleId === null) return;
  const ref = collections(ctx).roles.doc(roleId);
  const role = (await ref.get()).data();
  if (role?.scope === 'global') return;
  const standard = BILLING_ROLES.find((r) => r.id === roleId);
  if (!role && standard) {
    const now = nowIso(ctx);
    await ref.set({ ...standard, createdAt: now, updatedAt: now });
    return;
  }
  throw badRequest(BILLING_MESSAGES.unknownRole, { roleId: BILLING_MESSAGES.unknownRole });
}

/** A Stripe product and recurring price for a paid plan (Stripe prices cannot change amount). */
async function newStripePrice(
  ctx: AppContext,
  plan: Pick<StoredPlan, 'name' | 'amount' | 'currency' | 'interval' | 'stripeProductId' | 'id'>,
) {
  return callStripe(ctx, async (stripe) => {
    const productId =
      plan.stripeProductId ??
      (await stripe.products.create({ name: `Everlink ${plan.name}`, metadata: { planId: plan.id } })).id;
    const price = await stripe.prices.create({
      product: productId,
      unit_amount: plan.amount,
      currency: plan.currency,
      recurring: { interval: plan.interval },
      metadata: { planId: plan.id },
    });
    return { stripeProductId: productId, stripePriceId: price.id };
  });
}

/** A price a superadmin names: it must exist at Stripe and bill on the plan's interval; its amount becomes the plan's. */
async function existingStripePrice(ctx: AppContext, plan: StoredPlan, priceId: string) {
  const price = await callStripe(ctx, (stripe) => stripe.prices.retrieve(priceId), { notFound: true });
  const message = `Choose a Stripe price that bills every ${plan.interval}.`;
  if (!price || price.unit_amount === null)
    throw badRequest('Stripe price not found.', { stripePriceId: 'Stripe price not found.' });
  if (price.recurring?.interval !== plan.interval) throw badRequest(message, { stripePriceId: message });
  const product = typeof price.product === 'string' ? price.product : price.product.id;
  return { stripePriceId: price.id, stripeProductId: product, amount: price.unit_amount, currency: price.currency };
}

export async function createPlan(ctx: AppContext, caller: Caller, body: CreatePlanBody): Promise<StoredPlan> {
  await requireSuperadmin(ctx, caller);
  if (await loadPlan(ctx, body.id)) throw conflict('A plan with this id already exists.', 'already-exists');
  await assertGlobalRole(ctx, body.roleId);
  const now = nowIso(ctx);
  const base = { ...body, order: body.order ?? 100, stripeProductId: null, stripePriceId: null };
  const stripe = body.amount > 0 ? await newStripePrice(ctx, base) : {};
  const plan: StoredPlan = { ...base, ...stripe, active: true, createdAt: now, updatedAt: now };
  // create() fails if another request made the same plan meanwhile: its Stripe price then goes unused.
  await collections(ctx).plans.doc(plan.id).create(plan);
  return plan;
}

export async function updatePlan(
  ctx: AppContext,
  caller: Caller,
  planId: string,
  body: UpdatePlanBody,
): Promise<StoredPlan> {
  await requireSuperadmin(ctx, caller);
  const plan = await loadPlan(ctx, planId);
  if (!plan) throw notFound(BILLING_MESSAGES.planNotFound);
  if (body.roleId !== undefined) await assertGlobalRole(ctx, body.roleId);
  const next: StoredPlan = { ...plan, ...body, updatedAt: nowIso(ctx) };
  if (body.stripePriceId) Object.assign(next, await existingStripePrice(ctx, next, body.stripePriceId));
  else if (next.amount === 0) Object.assign(next, { stripePriceId: null });
  else if (next.amount !== plan.amount || next.currency !== plan.currency || !plan.stripePriceId)
    Object.assign(next, await newStripePrice(ctx, next));
  await collections(ctx).plans.doc(planId).set(next);
  return next;
}
