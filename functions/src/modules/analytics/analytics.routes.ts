import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { analyticsRangeQuery } from '../../contract/analytics';
import * as analytics from './analytics.service';

const profileParam = z.object({ profileId: id() });

/** The owner's figures; the counting itself happens on the public routes (modules/public). */
export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/analytics/dashboard/:profileId', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    res.json({ data: await analytics.dashboard(ctx, callerOf(req), profileId, parse(analyticsRangeQuery, req.query)) });
  });
  router.get('/analytics/services/:profileId', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    res.json({
      data: await analytics.serviceClicks(ctx, callerOf(req), profileId, parse(analyticsRangeQuery, req.query)),
    });
  });
  return router;
}
