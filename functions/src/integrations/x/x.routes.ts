import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import type { IntegrationProvider } from '../core/types';
import { disconnect, fetchLatest } from '../core/lifecycle';

/** X bills every post read: a fetch this soon after the last answers the stored tweets. */
const TWEETS_MIN_AGE_MS = 15 * 60_000;

const accountParam = z.object({
  twitterUserId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z_-]+$/),
});

/** X's own calls (spec §7): the latest tweets on request, and revoking the grant. */
export function xRoutes(ctx: AppContext, provider: IntegrationProvider): Router {
  const router = Router();
  router.get('/twitter/update-tweets', ctx.requireAuth, async (req, res) => {
    res.json({ data: await fetchLatest(ctx, callerOf(req), provider, { minAgeMs: TWEETS_MIN_AGE_MS }) });
  });
  router.delete('/twitter/:twitterUserId/revoke', ctx.requireAuth, async (req, res) => {
    const { twitterUserId } = parse(accountParam, req.params);
    res.json({ data: await disconnect(ctx, callerOf(req), provider, { accountId: twitterUserId }) });
  });
  return router;
}
