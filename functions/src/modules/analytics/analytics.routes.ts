import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { analyticsRangeQuery } from '../../contract/analytics';
import * as analytics from './analytics.reports';
import { beaconRoutes } from './analytics.beacon';

const profileParam = z.object({ profileId: id() });
/** The profile routes' name for the same id (`/profiles/{id}/…`). */
const idParam = z.object({ id: id() });

/**
 * The owner's figures, and the page's beacon: in production the beacon is its own function
 * (beacon.app.ts), which Hosting sends the path to before `api`; here for local runs and tests.
 */
export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(beaconRoutes(ctx));
  router.get('/analytics/dashboard/:profileId', ctx.requireAuthOrKey('read', 'Analytics'), async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    res.json({ data: await analytics.dashboard(ctx, callerOf(req), profileId, parse(analyticsRangeQuery, req.query)) });
  });
  router.get('/analytics/services/:profileId', ctx.requireAuthOrKey('read', 'Analytics'), async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    res.json({
      data: await analytics.serviceClicks(ctx, callerOf(req), profileId, parse(analyticsRangeQuery, req.query)),
    });
  });
  // The profile's all-time clicks, under the profile's path: routed here, as the analytics door
  // cannot carry it to the profiles module (analytics.reports.ts).
  router.get('/profiles/:id/services', ctx.requireAuth, async (req, res) => {
    const { id: profileId } = parse(idParam, req.params);
    res.json({ data: await analytics.profileServices(ctx, callerOf(req), profileId) });
  });
  return router;
}
