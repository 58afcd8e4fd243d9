import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { createSocialBody, updateSocialBody } from '../../contract/socials';
import * as socials from './socials.service';

const socialIdParam = z.object({ socialId: z.string().trim().toLowerCase().min(1).max(40) });

/** The catalogue: everyone signed in reads it; superadmins change it. */
export function socialsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/socials', ctx.requireAuth, async (_req, res) => {
    res.json({ data: await socials.listSocials(ctx) });
  });
  router.post('/socials', ctx.requireAuth, async (req, res) => {
    res.status(201).json({ data: await socials.createSocial(ctx, callerOf(req), parse(createSocialBody, req.body)) });
  });
  router.get('/socials/:socialId', ctx.requireAuth, async (req, res) => {
    const { socialId } = parse(socialIdParam, req.params);
    res.json({ data: await socials.getSocial(ctx, socialId) });
  });
  router.put('/socials/:socialId', ctx.requireAuth, async (req, res) => {
    const { socialId } = parse(socialIdParam, req.params);
    res.json({ data: await socials.updateSocial(ctx, callerOf(req), socialId, parse(updateSocialBody, req.body)) });
  });
  router.delete('/socials/:socialId', ctx.requireAuth, async (req, res) => {
    const { socialId } = parse(socialIdParam, req.params);
    await socials.deleteSocial(ctx, callerOf(req), socialId);
    res.status(204).end();
  });
  return router;
}
