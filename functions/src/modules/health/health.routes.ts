import { Router } from 'express';
import type { AppContext } from '../../platform/context';

export function healthRoutes(_ctx: AppContext): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ data: { status: 'ok' } });
  });
  return router;
}
