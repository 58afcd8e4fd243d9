import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { z } from 'zod';
import { oauthCallbackBody, profileIdParam, profileIntegrationsBody } from '../../contract/integrations';
import { PROVIDERS } from '../../integrations/registry';
import { completeConnection, connectionSummary, startConnection } from '../../integrations/core/lifecycle';
import { listIntegrations, profileIntegrations, updateProfileIntegrations } from './overview';
import { crmPushState } from './crm';

const contactIdParam = z.object({ contactId: id() });

/**
 * Every provider's calls, from the registry: the common three (spec §7: GET /v1/{provider},
 * GET and POST /v1/{provider}/oauth) and the provider's own; then the screen's overview and
 * what each profile shows. No answer carries a token.
 */
export function integrationsRoutes(ctx: AppContext): Router {
  const router = Router();
  for (const provider of PROVIDERS) {
    const base = `/${provider.slug}`;
    router.get(base, ctx.requireAuth, async (req, res) => {
      res.json({ data: await connectionSummary(ctx, callerOf(req), provider) });
    });
    router.get(`${base}/oauth`, ctx.requireAuth, async (req, res) => {
      // The URL carries a fresh state: never from a cache.
      res.set('Cache-Control', 'no-store');
      res.json({ data: await startConnection(ctx, callerOf(req), provider) });
    });
    router.post(`${base}/oauth`, ctx.requireAuth, async (req, res) => {
      res.json({ data: await completeConnection(ctx, callerOf(req), provider, parse(oauthCallbackBody, req.body)) });
    });
    if (provider.pushContact) {
      // A CRM: how a contact's push stands (shown on the contact); null when never sent.
      router.get(`${base}/contacts/:contactId`, ctx.requireAuth, async (req, res) => {
        const { contactId } = parse(contactIdParam, req.params);
        res.json({ data: await crmPushState(ctx, callerOf(req), provider, contactId) });
      });
    }
    if (provider.routes) router.use(provider.routes(ctx, provider));
  }

  router.get('/integrations', ctx.requireAuth, async (req, res) => {
    res.json({ data: await listIntegrations(ctx, callerOf(req)) });
  });
  router.get('/integrations/profiles/:profileId', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.json({ data: await profileIntegrations(ctx, callerOf(req), profileId) });
  });
  router.put('/integrations/profiles/:profileId', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileIdParam, req.params);
    res.json({
      data: await updateProfileIntegrations(ctx, callerOf(req), profileId, parse(profileIntegrationsBody, req.body)),
    });
  });
  return router;
}
