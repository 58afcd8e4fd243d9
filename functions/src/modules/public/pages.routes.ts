import { Router, type ErrorRequestHandler, type Response } from 'express';
import type { AppContext } from '../../platform/context';
import { MESSAGES } from '../../contract/messages';
import { recordLinkRedirect } from '../analytics/analytics.service';
import { renderNotice, type RenderedPage } from './card-page';
import { cardPage, NO_STORE } from './public.service';
import { visitorOf } from './public.routes';

function send(res: Response, status: number, page: RenderedPage, cacheControl: string): void {
  // Replaces helmet's default policy with one that allows exactly this page's inline style and script.
  res.setHeader('Content-Security-Policy', page.csp);
  res.set('Cache-Control', cacheControl);
  res.status(status).type('html').send(page.html);
}

/**
 * Server-rendered pages outside /v1. Firebase Hosting rewrites /card/** to the cardPage
 * function, which runs this same app: /card/{cardId} for a physical card, /card/@{slug} for a
 * profile's page or a short link.
 */
export function cardPages(ctx: AppContext): Router {
  const router = Router();
  const https = ctx.config.publicUrl.startsWith('https://');
  const missing = () => renderNotice({ title: 'Page not found', message: 'There is no Everlink page at this address.', url: `${ctx.config.publicUrl}/card`, https });

  router.get('/card/:key', async (req, res) => {
    const result = await cardPage(ctx, String(req.params.key));
    if (result.kind === 'redirect') {
      if (req.method === 'GET') await recordLinkRedirect(ctx, result.linkId, visitorOf(req));
      res.set('Cache-Control', NO_STORE);
      res.redirect(302, result.url);
      return;
    }
    send(res, result.status, result.page, result.cacheControl);
  });
  router.get(['/card', '/card/{*rest}'], (_req, res) => send(res, 404, missing(), 'public, max-age=60'));

  // A failure here is still a page, not the API's JSON.
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    ctx.logger.error({ err }, 'card page failed');
    const page = renderNotice({ title: 'Something went wrong', message: MESSAGES.fallbackError, url: `${ctx.config.publicUrl}/card`, https });
    send(res, 500, page, NO_STORE);
  };
  router.use(onError);
  return router;
}
