import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import type { IntegrationProvider } from '../core/types';
import { disconnect, fetchLatest, renewNow } from '../core/lifecycle';
import { tiktokUser, tiktokVideos } from './tiktok.api';

/** TikTok's own calls (spec §7): renew the token, refresh the profile or the videos, revoke. */
export function tiktokRoutes(ctx: AppContext, provider: IntegrationProvider): Router {
  const router = Router();
  router.get('/tiktok/renew-token', ctx.requireAuth, async (req, res) => {
    res.json({ data: await renewNow(ctx, callerOf(req), provider) });
  });
  router.put('/tiktok/update-user-info', ctx.requireAuth, async (req, res) => {
    res.json({
      data: await fetchLatest(ctx, callerOf(req), provider, {
        fetcher: async (call, tokens) => ({ account: await tiktokUser(call, tokens) }),
      }),
    });
  });
  router.put('/tiktok/update-latest-videos', ctx.requireAuth, async (req, res) => {
    res.json({
      data: await fetchLatest(ctx, callerOf(req), provider, {
        fetcher: async (call, tokens) => ({ items: await tiktokVideos(call, tokens) }),
      }),
    });
  });
  router.delete('/tiktok/revoke', ctx.requireAuth, async (req, res) => {
    res.json({ data: await disconnect(ctx, callerOf(req), provider) });
  });
  return router;
}
