import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import type { IntegrationProvider } from '../core/types';
import { disconnect } from '../core/lifecycle';

/** GoHighLevel's own call (spec §7): DELETE /v1/gohighlevel/oauth disconnects (there is no revoke at GoHighLevel). */
export function gohighlevelRoutes(ctx: AppContext, provider: IntegrationProvider): Router {
  const router = Router();
  router.delete('/gohighlevel/oauth', ctx.requireAuth, async (req, res) => {
    res.json({ data: await disconnect(ctx, callerOf(req), provider) });
  });
  return router;
}
