import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { publicRateLimit } from '../../platform/rate-limit';
import { id } from '../../contract/common';
import { recordSave, visitorOf } from '../analytics';
import { cardStatus, NO_STORE, vcardFile } from './public.service';
import { publicContextOf } from './public-view.service';

const cardParam = z.object({ cardId: z.string().trim().min(1).max(40) });
const profileParam = z.object({ profileId: id() });

/** Public JSON under /v1/public: a card's state for the web app and the vCard (the page's beacon is analytics'); the editor's card context. */
export function publicRoutes(ctx: AppContext): Router {
  const router = Router();
  const readLimit = publicRateLimit(ctx, { name: 'public-read', windowMs: 60_000, limit: 120 });

  router.get('/public/cards/:cardId', ctx.optionalAuth, readLimit, async (req, res) => {
    const { cardId } = parse(cardParam, req.params);
    const status = await cardStatus(ctx, cardId, req.user);
    // With a token the answer says whether the caller owns the card: personal, never cached.
    res.set('Cache-Control', req.user ? NO_STORE : 'public, max-age=30');
    // A browser must not answer a signed-in request with the anonymous copy it kept (after
    // activating the card, the page would still say "unassigned").
    res.vary('Authorization');
    res.json({ data: status });
  });

  router.get('/public/profiles/:profileId/vcard', readLimit, async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    const file = await vcardFile(ctx, profileId);
    // HEAD asks about the file without downloading it.
    if (req.method === 'GET') await recordSave(ctx, file.profileId, visitorOf(req));
    // Every download must reach us to be counted.
    res.set('Cache-Control', NO_STORE);
    res.attachment(file.filename);
    res.setHeader('Content-Type', 'text/vcard; charset=utf-8');
    res.send(file.body);
  });

  // The editor's preview: what the card shows beside the profile (company brand, feeds, booking).
  router.get('/profiles/:profileId/public-context', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    res.json({ data: await publicContextOf(ctx, callerOf(req), profileId) });
  });

  return router;
}
