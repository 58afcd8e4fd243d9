import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { rolesOf } from './roles.service';

export function rolesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/roles', ctx.requireAuth, async (req, res) => {
    res.json({ data: await rolesOf(ctx, callerOf(req)) });
  });
  return router;
}
