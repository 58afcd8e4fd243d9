import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { publicRateLimit } from '../../platform/rate-limit';
import { id } from '../../contract/common';
import { createLinkBody, updateLinkBody } from '../../contract/links';
import * as links from './links.service';

const idParam = z.object({ id: id() });
const slugParam = z.object({ slug: z.string().trim().toLowerCase().min(1).max(60) });

export function linksRoutes(ctx: AppContext): Router {
  const router = Router();
  const resolveLimit = publicRateLimit(ctx, { name: 'link-resolve', windowMs: 60_000, limit: 120 });

  router.get('/links', ctx.requireAuth, async (req, res) => {
    res.json({ data: await links.listLinks(ctx, callerOf(req)) });
  });
  router.post('/links', ctx.requireAuth, async (req, res) => {
    res.status(201).json({ data: await links.createLink(ctx, callerOf(req), parse(createLinkBody, req.body)) });
  });
  // Before /links/:id, which would take "slug" for an id.
  router.get('/links/slug/:slug', resolveLimit, async (req, res) => {
    const { slug } = parse(slugParam, req.params);
    // The same bound as the card page's (public.service PAGE_CACHE): a deleted profile is gone within 60 s.
    res.set('Cache-Control', 'public, max-age=30');
    res.json({ data: await links.resolveSlug(ctx, slug) });
  });
  router.get('/links/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await links.getLink(ctx, callerOf(req), id) });
  });
  router.put('/links/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    res.json({ data: await links.updateLink(ctx, callerOf(req), id, parse(updateLinkBody, req.body)) });
  });
  router.delete('/links/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(idParam, req.params);
    await links.deleteLink(ctx, callerOf(req), id);
    res.status(204).end();
  });
  return router;
}
