import { createHash, randomInt } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { AppContext } from './context';
import { StoreError, type ExpireAt } from './store/types';
import { MESSAGES } from '../contract/messages';
import { collections } from './store/collections';

/**
 * Rate limits counted in the store, so every instance of the function (and every emulator
 * worker on the local SQLite file) shares one count: a counter document a key and fixed window,
 * `rateLimits/{hash of the key}_{name}_{windowStart}`, incremented in a transaction. The key is
 * the client's address or the signed-in uid; the address is the one our trusted proxies saw
 * (`clientAddressOf`), never a value the client chose. The id starts with the hash, so each new
 * window's counters spread over the whole key range instead of opening a new adjacent range every
 * window (Firestore's hot-spotting). Counters carry `expireAt` (the window's end) and Firestore's
 * TTL policy deletes them; nothing on a request path deletes or queries old counters, and no
 * field of a counter is indexed (firestore.indexes.json, docs/operations.md).
 */

export interface RateLimitOptions {
  /** Names the limit in its counters: one name, one budget. */
  name: string;
  windowMs: number;
  limit: number;
  /**
   * Counter documents a key's window is split over, for a key that takes more than about one use
   * a second (a conference hall's one address): Firestore sustains about one write a second per
   * document. Each takes an equal part of the limit; this instance's uses go to them in turn and
   * move on while one is full, so the key still gets exactly `limit` (a refused use has read them
   * all). The RateLimit header's remaining is then the last counter's. Not with `setWindowLimit`.
   */
  shards?: number;
}

type LimiterContext = Pick<AppContext, 'store' | 'clock' | 'logger'>;

export interface Counter {
  name: string;
  count: number;
  /** This window's own budget, set by `setWindowLimit` (an owner lifting their day's leads). */
  limit?: number;
  /** The window's end; the TTL policy deletes the counter some time after it. */
  expireAt: ExpireAt;
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

/** The key of the caller's address in per-address budgets: the one `publicRateLimit` counts under. */
export const addressKeyOf = (req: Request): string => `ip:${clientAddressOf(req)}`;

export interface QuotaUse {
  allowed: boolean;
  remaining: number;
  resetSeconds: number;
}

/** The current window of `key` under `options`: its counter (shard `shard` when split) and when it ends. */
function windowOf(ctx: LimiterContext, options: RateLimitOptions, key: string, shard = 0) {
  const now = ctx.clock.now().getTime();
  const windowStart = Math.floor(now / options.windowMs) * options.windowMs;
  const windowEnd = windowStart + options.windowMs;
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 22);
  return {
    ref: collections(ctx).rateLimits.doc(`${digest}_${options.name}_${windowStart}${shard ? `_${shard}` : ''}`),
    end: new Date(windowEnd),
    resetSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/** Where this instance's next use of a split window goes; its own turn, so its uses spread evenly. */
let turn = randomInt(1_000);

/**
 * Takes one use of `key`'s budget in the current window: allowed while fewer than the limit were
 * taken (the window's own limit when one was set, else `options.limit`). A refused use writes
 * nothing. Rate limits are built on it; services use it for budgets that are not per address
 * (leads a profile takes a day).
 */
export async function consumeQuota(
  ctx: LimiterContext,
  options: RateLimitOptions,
  key: string,
  /** Uses taken at once: an instance that counts in memory hands over its count now and then (API keys). */
  uses = 1,
): Promise<QuotaUse> {
  const shards = options.shards ?? 1;
  const first = shards > 1 ? turn++ % shards : 0;
  let use = await consumeShard(ctx, options, key, uses, first, shards);
  // A full shard passes the use on, so only a key whose every shard is full is refused.
  for (let i = 1; i < shards && !use.allowed; i++)
    use = await consumeShard(ctx, options, key, uses, (first + i) % shards, shards);
  return use;
}

async function consumeShard(
  ctx: LimiterContext,
  options: RateLimitOptions,
  key: string,
  uses: number,
  shard: number,
  shards: number,
): Promise<QuotaUse> {
  const { ref, end, resetSeconds } = windowOf(ctx, options, key, shard);
  // The limit split as evenly as it goes: the first `limit % shards` shards take one more.
  const part = Math.floor(options.limit / shards) + (shard < options.limit % shards ? 1 : 0);
  let use: { count: number; limit: number };
  try {
    use = await ctx.store.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      const limit = current?.limit ?? part;
      const count = (current?.count ?? 0) + uses;
      if (count > limit) return { count, limit };
      const own = current?.limit === undefined ? {} : { limit: current.limit };
      tx.set(ref, { name: options.name, count, ...own, expireAt: end });
      return { count, limit };
    });
  } catch (error) {
    // Contention past the retries on one counter: that key is being hammered, so it is over its limit.
    if (error instanceof StoreError && error.code === 'aborted') return { allowed: false, remaining: 0, resetSeconds };
    throw error;
  }
  return { allowed: use.count <= use.limit, remaining: Math.max(0, use.limit - use.count), resetSeconds };
}

export interface WindowState {
  used: number;
  limit: number;
  /** Whether the window has a limit of its own (`setWindowLimit`). */
  own: boolean;
  /** When the window ends. */
  endsAt: string;
}

/** How much of `key`'s current window is used, without using any. */
export async function quotaState(ctx: LimiterContext, options: RateLimitOptions, key: string): Promise<WindowState> {
  const { ref, end } = windowOf(ctx, options, key);
  const current = (await ref.get()).data();
  return {
    used: Math.min(current?.count ?? 0, current?.limit ?? options.limit),
    limit: current?.limit ?? options.limit,
    own: current?.limit !== undefined,
    endsAt: end.toISOString(),
  };
}

/**
 * Gives `key`'s current window a limit of its own (`undefined`: back to `options.limit`), for
 * this window only; the uses already taken stay counted.
 */
export async function setWindowLimit(
  ctx: LimiterContext,
  options: RateLimitOptions,
  key: string,
  limit: number | undefined,
): Promise<WindowState> {
  const { ref, end } = windowOf(ctx, options, key);
  const count = await ctx.store.runTransaction(async (tx) => {
    const used = (await tx.get(ref)).data()?.count ?? 0;
    tx.set(ref, { name: options.name, count: used, ...(limit === undefined ? {} : { limit }), expireAt: end });
    return used;
  });
  const effective = limit ?? options.limit;
  return { used: Math.min(count, effective), limit: effective, own: limit !== undefined, endsAt: end.toISOString() };
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
  return limiter(ctx, options, addressKeyOf);
}

/**
 * Per-person limits for signed-in calls that cost the server work on the caller's behalf (link
 * previews fetch other sites). Keyed by the verified uid, so it goes after `requireAuth`.
 */
export function userRateLimit(ctx: LimiterContext, options: RateLimitOptions): RequestHandler {
  return limiter(ctx, options, (req) => `uid:${req.user?.uid ?? ''}`);
}
