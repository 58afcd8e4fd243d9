import { createHash, randomBytes } from 'node:crypto';
import express, { Router, type Request, type RequestHandler } from 'express';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context';
import type { Store } from '../../platform/store/types';
import { StoreError } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import { badRequest, bodyTooLarge } from '../../platform/errors';
import { parse } from '../../platform/validation';
import { MESSAGES } from '../../contract/messages';
import { ANALYTICS_MESSAGES, pageEventBody, pageEventQuery, type PageEventBody } from '../../contract/analytics';
import { count, dayOf } from './analytics.counts';
import { clickedService } from './analytics.address';

/**
 * The card page's beacon, `POST /v1/public/events`: its own function in production (`beacon`,
 * index.ts; Hosting rewrites the path to it), mounted in the app too for local runs and tests.
 * Nothing in it reads the store per event: the rate limit is in this instance's memory, the
 * profile is checked once per flush (analytics.counts.ts), and the day's salt is read once a day.
 */

export interface Visitor {
  ip: string;
  userAgent: string;
}

/** People only: no user agent, or one on isbot's list (crawlers, link previews, HTTP tools), is a bot. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** Generous: one visitor sends a view and a few clicks; many visitors share an event's network. */
export const BEACON_LIMIT = { perMinute: 300, addresses: 50_000 } as const;

/** One random salt a day, shared by the instances through the store, never derived from a secret we keep. */
const salts = new WeakMap<Store, { day: string; salt: string }>();
const DAY_MS = 86_400_000;

async function saltOf(ctx: AppContext, day: string): Promise<string> {
  const cached = salts.get(ctx.store);
  if (cached?.day === day) return cached.salt;
  const ref = collections(ctx).analyticsSalts.doc(day);
  let salt = (await ref.get()).data()?.salt;
  if (!salt) {
    const fresh = randomBytes(16).toString('hex');
    try {
      await ref.create({ day, salt: fresh });
      salt = fresh;
      await dropOldSalts(ctx, day);
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'already-exists')) throw error;
      salt = (await ref.get()).data()!.salt;
    }
  }
  salts.set(ctx.store, { day, salt });
  return salt;
}

/**
 * Whoever creates a day's salt deletes those older than yesterday: without its salt, a visitor
 * kept in a day's sketch can no longer be matched to an address, even by us.
 */
async function dropOldSalts(ctx: AppContext, day: string): Promise<void> {
  const cutoff = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const old = await collections(ctx).analyticsSalts.where('day', '<', cutoff).limit(100).get();
  if (old.empty) return;
  const batch = ctx.store.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
}

/** The visitor of the day: 64 bits of a hash of the day's salt, the profile, the address and the browser. No cookie. */
async function visitorKey(ctx: AppContext, profileId: string, visitor: Visitor): Promise<string> {
  const salt = await saltOf(ctx, dayOf(ctx.clock.now()));
  return createHash('sha256')
    .update(`${salt}|${profileId}|${visitor.ip}|${visitor.userAgent}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * A view (with the visitor of the day and where they came from) or a click on a service, added
 * to this instance's counts. Answers whether it will be counted: bots are not, nor a click past
 * the bound on what one profile's counts hold (analytics.address.ts); a profile that is not
 * active, or a click on something its card does not show, is found out at the flush and dropped there.
 */
export async function recordPageEvent(
  ctx: AppContext,
  body: PageEventBody,
  visitor: Visitor,
): Promise<{ counted: boolean }> {
  if (body.type === 'click' && !body.serviceId && !body.href) {
    throw badRequest(ANALYTICS_MESSAGES.unknownService, { serviceId: ANALYTICS_MESSAGES.unknownService });
  }
  if (isBot(visitor.userAgent)) return { counted: false };
  const [kind, ref] = body.via ? (body.via.split(':') as ['card' | 'link', string]) : [undefined, undefined];
  const { profileId } = body;
  if (body.type === 'click') {
    const serviceId = body.serviceId ?? clickedService(body.href!);
    if (!serviceId) return { counted: false };
    const exchanges = serviceId === 'exchange-contact' ? 1 : 0;
    return { counted: await count(ctx, { profileId, counters: { clicks: 1, exchanges }, serviceId, fromPage: true }) };
  }
  const key = await visitorKey(ctx, profileId, visitor);
  const linkSlug = kind === 'link' ? ref : undefined;
  await count(ctx, {
    profileId,
    counters: { views: 1 },
    source: kind ?? 'direct',
    visitor: key,
    linkSlug,
    fromPage: true,
  });
  return { counted: true };
}

/** A view or a click is about 150 bytes; a body far past that is not one. */
const BODY_LIMIT = 4096;

/**
 * The beacon arrives as text/plain (what navigator.sendBeacon sends for a string, which needs
 * no CORS preflight); Cloud Functions hand it over already read, as a string or buffer, and
 * read it past our parsers' limit (theirs is 1 GB, so Cloud Run's 32 MiB request cap is the
 * bound, and express.text() skips a body already read): so the size is checked here, before
 * it is parsed or validated.
 */
function beaconText(req: Request): string {
  const raw: unknown = req.body;
  const size = Math.max(req.rawBody?.length ?? 0, typeof raw === 'string' ? Buffer.byteLength(raw) : 0);
  if (size > BODY_LIMIT) throw bodyTooLarge();
  if (typeof raw === 'string' && raw) return raw;
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : (req.rawBody?.toString('utf8') ?? '');
}

/**
 * The event: JSON in the body, or the card page's short form (`pageEventQuery`: `?p=&v=`, the body
 * empty for a view, else the clicked link's address).
 */
function eventOf(req: Request): unknown {
  if (req.query.p === undefined) return beaconBody(req);
  const { p: profileId, v: via } = parse(pageEventQuery, req.query);
  const href = beaconText(req).trim();
  return { type: href ? 'click' : 'view', profileId, ...(via ? { via } : {}), ...(href ? { href } : {}) };
}

/** A JSON event, already parsed or as text. */
function beaconBody(req: Request): unknown {
  const text = beaconText(req);
  const raw: unknown = req.body;
  if (raw && typeof raw === 'object' && !Buffer.isBuffer(raw) && Object.keys(raw).length) return raw;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MESSAGES.malformedJson);
  }
}

/**
 * Per address and minute, in this instance's memory: a flood is refused before anything is read
 * or written. Each instance counts on its own, so the limit a address meets is this one times the
 * instances it reaches; Cloud Armor is the hard cap (docs/operations.md).
 */
function beaconRateLimit(ctx: AppContext): RequestHandler {
  const seen = new LRUCache<string, { window: number; count: number }>({ max: BEACON_LIMIT.addresses });
  return (req, res, next) => {
    const now = ctx.clock.now().getTime();
    const window = Math.floor(now / 60_000);
    const key = req.ip ?? '';
    const entry = seen.get(key);
    const used = entry?.window === window ? entry.count : 0;
    if (used >= BEACON_LIMIT.perMinute) {
      res.setHeader('Retry-After', String(60 - Math.floor((now % 60_000) / 1000)));
      res.status(429).json({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
      return;
    }
    seen.set(key, { window, count: used + 1 });
    next();
  };
}

export const visitorOf = (req: Request): Visitor => ({ ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });

export function beaconRoutes(ctx: AppContext): Router {
  const router = Router();
  const limit = beaconRateLimit(ctx);
  router.post('/public/events', limit, express.text({ type: 'text/plain', limit: BODY_LIMIT }), async (req, res) => {
    const body = parse(pageEventBody, eventOf(req));
    res.status(202).json({ data: await recordPageEvent(ctx, body, visitorOf(req)) });
  });
  return router;
}
