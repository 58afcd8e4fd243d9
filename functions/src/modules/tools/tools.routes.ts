import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { userRateLimit } from '../../platform/rate-limit';
import { addOccupationBody, linkMetaQuery, occupationsQuery, TOOLS_LIMITS } from '../../contract/tools';
import { linkMeta } from './link-meta.service';
import { addOwnOccupation, searchOccupations } from './occupations.service';

export function toolsRoutes(ctx: AppContext): Router {
  const router = Router();
  // Each preview makes the server fetch a page for the caller: bounded per person, not per address.
  const previewLimit = userRateLimit(ctx, {
    name: 'link-preview',
    windowMs: 60_000,
    limit: TOOLS_LIMITS.previewsPerMinute,
  });

  router.get('/tools/meta', ctx.requireAuth, previewLimit, async (req, res) => {
    const { url } = parse(linkMetaQuery, req.query);
    res.set('Cache-Control', 'private, max-age=300');
    res.json({ data: await linkMeta(ctx, url) });
  });

  router.get('/tools/occupations', ctx.requireAuth, async (req, res) => {
    res.json({ data: await searchOccupations(ctx, callerOf(req), parse(occupationsQuery, req.query)) });
  });
  router.post('/tools/occupations', ctx.requireAuth, async (req, res) => {
    const { title } = parse(addOccupationBody, req.body);
    const { occupation, created } = await addOwnOccupation(ctx, callerOf(req), title);
    res.status(created ? 201 : 200).json({ data: occupation });
  });

  return router;
}
