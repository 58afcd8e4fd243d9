import { rateLimit } from 'express-rate-limit';
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
    handler: (_req, res) => {
      res.status(429).json({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
    },
  });
}
