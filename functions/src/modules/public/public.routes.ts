import express, { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { badRequest } from '../../platform/errors';
import { publicRateLimit } from '../../platform/rate-limit';
import { id } from '../../contract/common';
import { MESSAGES } from '../../contract/messages';
import { pageEventBody } from '../../contract/analytics';
import { recordPageEvent, recordSave, type Visitor } from '../analytics';
import { cardStatus, NO_STORE, vcardFile } from './public.service';
import { publicContextOf } from './public-view.service';

const cardParam = z.object({ cardId: z.string().trim().min(1).max(40) });
const profileParam = z.object({ profileId: id() });

export const visitorOf = (req: Request): Visitor => ({ ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });

/**
 * The beacon arrives as text/plain (what navigator.sendBeacon sends for a string, which needs
 * no CORS preflight); Cloud Functions hand it over already read, as a string or buffer.
 */
function beaconBody(req: Request): unknown {
  const raw: unknown = req.body;
  if (raw && typeof raw === 'object' && !Buffer.isBuffer(raw) && Object.keys(raw).length) return raw;
  const text =
    typeof raw === 'string' && raw
      ? raw
      : Buffer.isBuffer(raw)
        ? raw.toString('utf8')
        : (req.rawBody?.toString('utf8') ?? '');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MESSAGES.malformedJson);
  }
}

/** Public JSON under /v1/public: a card's state for the web app, the vCard, and the page's beacon; the editor's card context. */
export function publicRoutes(ctx: AppContext): Router {
  const router = Router();
  const readLimit = publicRateLimit(ctx, { name: 'public-read', windowMs: 60_000, limit: 120 });
  // Generous: one visitor sends a view and a few clicks; many visitors share an event's network.
  const beaconLimit = publicRateLimit(ctx, { name: 'page-events', windowMs: 60_000, limit: 300 });

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

  router.post('/public/events', beaconLimit, express.text({ type: 'text/plain', limit: '4kb' }), async (req, res) => {
    const body = parse(pageEventBody, beaconBody(req));
    res.status(202).json({ data: await recordPageEvent(ctx, body, visitorOf(req)) });
  });

  return router;
}
