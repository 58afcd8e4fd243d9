import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { companyParam } from '../../contract/company';
import { id } from '../../contract/common';
import { createWebhookBody, updateWebhookBody, webhookAttemptsQuery, webhookParams } from '../../contract/webhooks';
import * as webhooks from './webhooks.service';

const eventParams = webhookParams.extend({ eventId: id() });

/** The company's webhook endpoints and their delivery log (docs/webhooks.md). */
export function webhooksRoutes(ctx: AppContext): Router {
  const router = Router();
  const base = '/company/:companyId/webhooks';

  router.get(base, ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await webhooks.listWebhooks(ctx, callerOf(req), companyId) });
  });
  router.post(base, ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const body = parse(createWebhookBody, req.body);
    res.status(201).json({ data: await webhooks.createWebhook(ctx, callerOf(req), companyId, body) });
  });
  router.get(`${base}/:endpointId`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId } = parse(webhookParams, req.params);
    res.json({ data: await webhooks.getWebhook(ctx, callerOf(req), companyId, endpointId) });
  });
  router.patch(`${base}/:endpointId`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId } = parse(webhookParams, req.params);
    const body = parse(updateWebhookBody, req.body);
    res.json({ data: await webhooks.updateWebhook(ctx, callerOf(req), companyId, endpointId, body) });
  });
  router.delete(`${base}/:endpointId`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId } = parse(webhookParams, req.params);
    res.json({ data: await webhooks.deleteWebhook(ctx, callerOf(req), companyId, endpointId) });
  });
  router.post(`${base}/:endpointId/rotate`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId } = parse(webhookParams, req.params);
    res.json({ data: await webhooks.rotateWebhookSecret(ctx, callerOf(req), companyId, endpointId) });
  });
  router.get(`${base}/:endpointId/attempts`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId } = parse(webhookParams, req.params);
    const query = parse(webhookAttemptsQuery, req.query);
    res.json(await webhooks.listWebhookAttempts(ctx, callerOf(req), companyId, endpointId, query));
  });
  router.post(`${base}/:endpointId/test`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId } = parse(webhookParams, req.params);
    res.status(202).json({ data: await webhooks.sendTestEvent(ctx, callerOf(req), companyId, endpointId) });
  });
  router.get(`${base}/:endpointId/events/:eventId`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId, eventId } = parse(eventParams, req.params);
    res.json({ data: await webhooks.getWebhookEvent(ctx, callerOf(req), companyId, endpointId, eventId) });
  });
  router.post(`${base}/:endpointId/events/:eventId/resend`, ctx.requireAuth, async (req, res) => {
    const { companyId, endpointId, eventId } = parse(eventParams, req.params);
    res
      .status(202)
      .json({ data: await webhooks.resendWebhookEvent(ctx, callerOf(req), companyId, endpointId, eventId) });
  });
  return router;
}
