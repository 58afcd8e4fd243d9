import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { MESSAGES } from '../contract/messages';

/**
 * Per-IP limits for public endpoints. The counters live in the instance's memory: each
 * Cloud Functions instance limits on its own, which bounds abuse without a shared store.
 */
export function publicRateLimit(options: { windowMs: number; limit: number }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { trustProxy: false, xForwardedForHeader: false },
    // Behind the Hosting emulator's proxy Express may not resolve req.ip; the socket address
    // still identifies the caller. IPv6 callers are grouped by /56 so one host can't rotate.
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    handler: (_req, res) => {
      res.status(429).json({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
    },
  });
}

/**
 * Per-person limits for signed-in calls that cost the server work on the caller's behalf (link
 * previews fetch other sites). Keyed by the verified uid, so it goes after `requireAuth`.
 */
export function userRateLimit(options: { windowMs: number; limit: number }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { trustProxy: false, xForwardedForHeader: false, keyGeneratorIpFallback: false },
    keyGenerator: (req) => `uid:${req.user?.uid ?? ''}`,
    handler: (_req, res) => {
      res.status(429).json({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
    },
  });
}
