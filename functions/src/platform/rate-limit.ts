import { createHash } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { AppContext } from './context';
import { StoreError } from './store/types';
import { sweepExpired } from './expiring';
import { MESSAGES } from '../contract/messages';
import { collections } from './store/collections';

/**
 * Rate limits counted in the store, so every instance of the function (and every emulator
 * worker on the local SQLite file) shares one count: a counter document a key and fixed window,
 * `rateLimits/{name}_{windowStart}_{hash of the key}`, incremented in a transaction. The key is
 * the client's address or the signed-in uid; the address is the one our trusted proxies saw
 * (`clientAddressOf`), never a value the client chose. Expired counters are swept as new ones
 * are made.
 */

export interface RateLimitOptions {
  /** Names the limit in its counters: one name, one budget. */
  name: string;
  windowMs: number;
  limit: number;
}

type LimiterContext = Pick<AppContext, 'store' | 'clock' | 'logger'>;

export interface Counter {
  name: string;
  count: number;
  /** ISO time the window ends; the sweep deletes counters past it. */
  expiresAt: string;
}

/**
 * The caller's address: Express's `req.ip` with `trust proxy` set to `config.trustedProxyHops`,
 * i.e. the address in X-Forwarded-For that the outermost trusted proxy (Firebase Hosting)
 * appended; entries further left were written by the client and are ignored. IPv6 addresses are
 * grouped by /56, so one host cannot rotate through its own block.
 */
export function clientAddressOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

export interface QuotaUse {
  allowed: boolean;
  remaining: number;
  resetSeconds: number;
}

/**
 * Takes one use of `key`'s budget in the current window: allowed while fewer than `limit` were
 * taken. Rate limits are built on it; services use it for budgets that are not per address
 * (leads a profile takes a day).
 */
export async function consumeQuota(ctx: LimiterContext, options: RateLimitOptions, key: string): Promise<QuotaUse> {
  const now = ctx.clock.now().getTime();
  const windowStart = Math.floor(now / options.windowMs) * options.windowMs;
  const windowEnd = windowStart + options.windowMs;
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 22);
  const ref = collections(ctx).rateLimits.doc(`${options.name}_${windowStart}_${digest}`);
  const resetSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  let count: number;
  try {
    count = await ctx.store.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data()?.count ?? 0;
      if (current >= options.limit) return current + 1;
      tx.set(ref, { name: options.name, count: current + 1, expiresAt: new Date(windowEnd).toISOString() });
      return current + 1;
    });
  } catch (error) {
    // Contention past the retries on one counter: that key is being hammered, so it is over its limit.
    if (error instanceof StoreError && error.code === 'aborted') return { allowed: false, remaining: 0, resetSeconds };
    throw error;
  }
  if (count === 1)
    await sweepExpired(ctx.store, collections(ctx).rateLimits, new Date(now)).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'rate-limit sweep failed'),
    );
  return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), resetSeconds };
}

function limiter(ctx: LimiterContext, options: RateLimitOptions, keyOf: (req: Request) => string): RequestHandler {
  const policy = `"${options.name}";q=${options.limit};w=${Math.round(options.windowMs / 1000)}`;
  return async (req, res, next) => {
    let result: QuotaUse;
    try {
      result = await consumeQuota(ctx, options, keyOf(req));
    } catch (error) {
      // The store failed: let the call through rather than refuse everyone; the call itself will
      // meet the same store and fail or succeed on its own.
      ctx.logger.warn({ err: error, limit: options.name }, 'rate limit not checked');
      return next();
    }
    // The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers-08), as before.
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `"${options.name}";r=${result.remaining};t=${result.resetSeconds}`);
    if (result.allowed) return next();
    res.setHeader('Retry-After', String(result.resetSeconds));
    res.status(429).json({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
  };
}

/** Per-address limits for public endpoints. */
export function publicRateLimit(ctx: LimiterContext, options: RateLimitOptions): RequestHandler {
  return limiter(ctx, options, (req) => `ip:${clientAddressOf(req)}`);
}

/**
 * Per-person limits for signed-in calls that cost the server work on the caller's behalf (link
 * previews fetch other sites). Keyed by the verified uid, so it goes after `requireAuth`.
 */
export function userRateLimit(ctx: LimiterContext, options: RateLimitOptions): RequestHandler {
  return limiter(ctx, options, (req) => `uid:${req.user?.uid ?? ''}`);
}
