import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import {
  checkoutBody,
  createPlanBody,
  idempotencyKeyHeader,
  listSubscriptionsQuery,
  updatePlanBody,
} from '../../contract/billing';
import { createPlan, listAllPlans, listPlans, updatePlan } from './plans.service';
import { startCheckout } from './checkout.service';
import {
  cancelSubscription,
  listAllSubscriptions,
  listMySubscriptions,
  openPortal,
  resumeSubscription,
} from './subscriptions.service';
import { listShopProducts } from './products.service';
import { stripeWebhookHandler } from './webhook';

const planParam = z.object({ planId: id() });
/** Unknown and malformed ids alike are simply not found. */
const subscriptionParam = z.object({ subscriptionId: z.string().max(256) });

export function billingRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/plans', async (_req, res) => {
    res.json({ data: await listPlans(ctx) });
  });
  /** Superadmins: every plan with its Stripe ids, archived ones too. */
  router.get('/plans/all', ctx.requireAuth, async (req, res) => {
    res.json({ data: await listAllPlans(ctx, callerOf(req)) });
  });
  router.post('/plans', ctx.requireAuth, async (req, res) => {
    res.status(201).json({ data: await createPlan(ctx, callerOf(req), parse(createPlanBody, req.body)) });
  });
  router.put('/plans/:planId', ctx.requireAuth, async (req, res) => {
    const { planId } = parse(planParam, req.params);
    res.json({ data: await updatePlan(ctx, callerOf(req), planId, parse(updatePlanBody, req.body)) });
  });

  const checkout = (trial: boolean) => async (req: Request, res: Response) => {
    const body = parse(checkoutBody, req.body);
    const header = req.get('idempotency-key');
    const attemptKey = header === undefined ? undefined : parse(idempotencyKeyHeader, header);
    res.json({ data: await startCheckout(ctx, callerOf(req), body, { trial, attemptKey }) });
  };
  router.post('/stripe/checkout', ctx.requireAuth, checkout(false));
  router.post('/stripe/trial/checkout', ctx.requireAuth, checkout(true));
  // Stripe signs the raw body (kept by the app's JSON parser); no bearer, the signature is the proof.
  router.post('/stripe/webhook', stripeWebhookHandler(ctx));

  router.get('/subscriptions', ctx.requireAuth, async (req, res) => {
    const query = parse(listSubscriptionsQuery, req.query);
    if (query.scope === 'all') res.json(await listAllSubscriptions(ctx, callerOf(req), query));
    else res.json({ data: await listMySubscriptions(ctx, callerOf(req)) });
  });
  router.post('/subscriptions/:subscriptionId/cancel', ctx.requireAuth, async (req, res) => {
    const { subscriptionId } = parse(subscriptionParam, req.params);
    res.json({ data: await cancelSubscription(ctx, callerOf(req), subscriptionId) });
  });
  router.post('/subscriptions/:subscriptionId/resume', ctx.requireAuth, async (req, res) => {
    const { subscriptionId } = parse(subscriptionParam, req.params);
    res.json({ data: await resumeSubscription(ctx, callerOf(req), subscriptionId) });
  });
  router.post('/subscriptions/:subscriptionId/portal', ctx.requireAuth, async (req, res) => {
    const { subscriptionId } = parse(subscriptionParam, req.params);
    res.json({ data: await openPortal(ctx, callerOf(req), subscriptionId) });
  });

  router.get('/woocommerces/products', ctx.requireAuth, async (_req, res) => {
    res.set('Cache-Control', 'private, max-age=300');
    res.json({ data: await listShopProducts(ctx) });
  });
  return router;
}
