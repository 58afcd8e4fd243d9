import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { publicRateLimit } from '../../platform/rate-limit';
import { parse } from '../../platform/validation';
import { ssoCallbackBody, ssoCompleteBody, ssoDiscoverBody, ssoStartBody } from '../../contract/sso';
import { DISCOVERY_PER_ADDRESS, discoverSso } from './sso-discovery';
import { completeSso } from './sso-signin';
import { finishOidc, startOidc } from './sso-oidc-dev';

/** Signing in with a company's identity provider (docs/sso.md); the admin side is sso.routes.ts. */
export function ssoSigninRoutes(ctx: AppContext): Router {
  const router = Router();
  const discoverLimit = publicRateLimit(ctx, DISCOVERY_PER_ADDRESS);
  const oidcLimit = publicRateLimit(ctx, { name: 'sso-oidc', windowMs: 60_000, limit: 30 });

  router.post('/sso/discover', discoverLimit, async (req, res) => {
    const { email } = parse(ssoDiscoverBody, req.body);
    res.json({ data: await discoverSso(ctx, email) });
  });
  router.post('/sso/complete', ctx.requireAuth, async (req, res) => {
    const { idpIdToken } = parse(ssoCompleteBody, req.body ?? {});
    res.json({ data: await completeSso(ctx, callerOf(req), idpIdToken) });
  });
  router.post('/sso/oidc/start', oidcLimit, async (req, res) => {
    const { email } = parse(ssoStartBody, req.body);
    res.json({ data: await startOidc(ctx, email, req.get('origin')) });
  });
  router.post('/sso/oidc/callback', oidcLimit, async (req, res) => {
    const { code, state } = parse(ssoCallbackBody, req.body);
    res.json({ data: await finishOidc(ctx, code, state) });
  });
  return router;
}
