import express, { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { publicRateLimit } from '../../platform/rate-limit';
import { deletionStatusQuery, type DeletionStatus } from '../../contract/integrations';
import { esc } from '../../platform/html';
import type { IntegrationProvider } from '../core/types';
import { deletionByOwner, deletionFromMeta, deletionStatus } from './instagram.deletion';

/** The status page Meta links people to: one short HTML page. */
function statusPage(status: DeletionStatus): string {
  const when = (iso: string | null) => (iso ? new Date(iso).toUTCString() : '—');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Instagram data deletion | Everlink</title></head><body><main>' +
    '<h1>Instagram data deletion</h1>' +
    `<p>${esc(status.message)}</p>` +
    `<dl><dt>Confirmation code</dt><dd>${esc(status.code)}</dd><dt>Requested</dt><dd>${esc(when(status.requestedAt))}</dd><dt>Completed</dt><dd>${esc(when(status.completedAt))}</dd></dl>` +
    '</main></body></html>'
  );
}

/** Instagram's own calls (spec §7): Meta's data-deletion callback, its status page, and the owner's own deletion. */
export function instagramRoutes(ctx: AppContext, provider: IntegrationProvider): Router {
  const router = Router();
  const limit = publicRateLimit(ctx, { name: 'instagram-deletion', windowMs: 60_000, limit: 60 });

  // Meta posts a form: `signed_request=<signature>.<payload>`. Its answer shape is Meta's, not ours.
  router.post(
    '/instagram/deletion/initiate',
    limit,
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      res.json(await deletionFromMeta(ctx, provider, body.signed_request));
    },
  );

  router.get('/instagram/deletion/status', limit, async (req, res) => {
    const { code } = parse(deletionStatusQuery, req.query);
    const status = await deletionStatus(ctx, code);
    res.set('Cache-Control', 'no-store');
    if (req.accepts(['json', 'html']) === 'html') res.type('html').send(statusPage(status));
    else res.json({ data: status });
  });

  router.post('/instagram/deletion/confirm', ctx.requireAuth, async (req, res) => {
    res.json({ data: await deletionByOwner(ctx, callerOf(req), provider) });
  });
  return router;
}
