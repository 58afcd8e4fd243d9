import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import type { IntegrationProvider } from '../core/types';
import { disconnect } from '../core/lifecycle';

/** Calendly's own call (spec §7): revoke. Its event types come with GET /v1/calendly. */
export function calendlyRoutes(ctx: AppContext, provider: IntegrationProvider): Router {
  const router = Router();
  router.delete('/calendly/revoke', ctx.requireAuth, async (req, res) => {
    res.json({ data: await disconnect(ctx, callerOf(req), provider) });
  });
  return router;
}
