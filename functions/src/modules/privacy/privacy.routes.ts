import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { userRateLimit } from '../../platform/rate-limit';
import { id } from '../../contract/common';
import { exportAccount } from './export.service';
import { deleteAccount } from './erasure.service';

const userIdParam = z.object({ id: id() });

/**
 * A person's data: the export archive and account deletion. Both are sensitive, so both check
 * with Firebase Auth that the session was not revoked and the account is not disabled
 * (requireFreshAuth); deletion also wants a sign-in within five minutes (the token's auth_time).
 */
export function privacyRoutes(ctx: AppContext): Router {
  const router = Router();
  // An export reads everything the person has: a few a quarter-hour is plenty.
  const exportLimit = userRateLimit(ctx, { name: 'data-export', windowMs: 15 * 60_000, limit: 5 });

  router.get('/users/:id/export', ctx.requireFreshAuth, exportLimit, async (req, res) => {
    const { id } = parse(userIdParam, req.params);
    const archive = await exportAccount(ctx, callerOf(req), id);
    res.status(200);
    res.setHeader('content-type', 'application/zip');
    res.setHeader('content-disposition', `attachment; filename="${archive.filename}"`);
    res.setHeader('cache-control', 'no-store');
    await pipeline(archive.stream, res).catch((error: unknown) => {
      if (!res.headersSent) throw error;
      ctx.logger.warn({ err: error }, 'data export ended early');
    });
  });

  router.delete('/users/:id', ctx.requireFreshAuth, async (req, res) => {
    const { id } = parse(userIdParam, req.params);
    res.json({ data: await deleteAccount(ctx, callerOf(req), id) });
  });

  return router;
}
