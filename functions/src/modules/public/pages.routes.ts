import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { AppContext, RouteModule } from '../../platform/context';
import { toApiError } from '../../platform/errors';
import type { Language } from '../../contract/i18n/languages';
import { recordLinkRedirect, visitorOf } from '../analytics';
import { encodePage, renderNotice, type EncodedPage } from './card-page';
import { cardText, followsAcceptLanguage, pageLanguage, visitorLanguageOf, type CardText } from './card-text';
import { cardPage, NO_STORE, PAGE_CACHE } from './public.service';
import { languageRedirect, redirectedToLanguage } from './language-redirect.routes';
import { leadFormPages } from './lead-form.routes';
import { decidedAhead } from './card-fast-path';

interface PageAnswer {
  status: number;
  page: EncodedPage;
  cacheControl: string;
  language: Language;
  variesByAcceptLanguage: boolean;
  etag?: string;
}

const HTML = 'text/html; charset=utf-8';

/**
 * The headers straight onto the answer (no Express helper parses them again), and a profile's
 * page as the bytes its cache entry holds, so the card page's hot path encodes nothing.
 */
function send(res: Response, answer: PageAnswer): void {
  const { status, page, cacheControl, language, variesByAcceptLanguage, etag } = answer;
  // Replaces helmet's default policy with one that allows exactly this page's inline style and script.
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Language', language);
  // Also for crawlers that read the headers only.
  if (page.noindex) res.setHeader('X-Robots-Tag', 'noindex');
  if (page.link) res.setHeader('Link', page.link);
  // The CDN keeps one copy a language when the visitor's preferences chose it.
  if (variesByAcceptLanguage) res.vary('Accept-Language');
  // Set, Express neither hashes the page again nor misses a conditional request it can answer 304.
  if (etag) res.setHeader('ETag', etag);
  res.setHeader('Content-Type', HTML);
  res.status(status).send(page.body);
}

/**
 * Server-rendered pages outside /v1. Firebase Hosting rewrites /card/** to the cardPage
 * function, which runs this same app: /card/{cardId} for a physical card, /card/@{slug} for a
 * profile's page or a short link. Each page is in the visitor's language (docs/i18n.md).
 */
function cardPages(ctx: AppContext, router: Router): void {
  router.get('/card/:key', async (req, res) => {
    if (redirectedToLanguage(req, res)) return;
    const key = String(req.params.key);
    const result = decidedAhead(req, key) ?? (await cardPage(ctx, key, visitorLanguageOf(req)));
    if (result.kind === 'redirect') {
      if (req.method === 'GET') await recordLinkRedirect(ctx, result.linkId, visitorOf(req));
      res.set('Cache-Control', NO_STORE);
      res.redirect(302, result.url);
      return;
    }
    if (result.kind === 'moved') {
      // The owner may claim the old slug back at any time: the redirect must not outlive the card's own 60 s bound.
      res.set('Cache-Control', PAGE_CACHE);
      res.redirect(301, result.url);
      return;
    }
    send(res, result);
  });
}

/** After every page under /card: 404 for any other address, and a failure as a page, not the API's JSON. */
function cardFallbacks(ctx: AppContext, router: Router): void {
  const https = ctx.config.publicUrl.startsWith('https://');
  const url = `${ctx.config.publicUrl}/card`;

  /** A page that belongs to no profile: the visitor's language alone. */
  function visitorNotice(
    req: Request,
    words: (text: CardText) => { title: string; message: string },
  ): Omit<PageAnswer, 'status' | 'cacheControl'> {
    const visitor = visitorLanguageOf(req);
    const text = cardText(pageLanguage(visitor));
    return {
      page: encodePage(renderNotice({ ...words(text), url, https, text })),
      language: text.language,
      variesByAcceptLanguage: followsAcceptLanguage(visitor),
    };
  }

  const notFoundNotice = (req: Request) =>
    visitorNotice(req, ({ t }) => ({
      title: t('notice.pageNotFound.title'),
      message: t('notice.pageNotFound.message'),
    }));

  router.get(['/card', '/card/{*rest}'], (req, res) => {
    send(res, { ...notFoundNotice(req), status: 404, cacheControl: 'public, max-age=60' });
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const { status } = toApiError(err);
    // An address the router cannot decode (`/card/%E0%A4%A`) names no page: the visitor's mistake, not a failure.
    if (status < 500) return send(res, { ...notFoundNotice(req), status, cacheControl: NO_STORE });
    ctx.logger.error({ err }, 'card page failed');
    const failed = visitorNotice(req, ({ t, message }) => ({
      title: t('page.error'),
      message: message('fallbackError'),
    }));
    send(res, { ...failed, status: 500, cacheControl: NO_STORE });
  };
  router.use(onError);
}

/**
 * The server-rendered pages outside /v1 (/card/**), one router in this order: the card page first
 * (the request to answer fastest; it redirects to a language itself), then the language redirect
 * before the other pages, the lead form, and the catch-all and error page last (one router, not
 * one each: a card request passes the router's work once and matches its first route). The cardPage function
 * serves them alone (card-page-app.ts); the API's app mounts them too, for local runs and tests.
 * A routes file, not the door: the pages import the analytics door, which takes the public door
 * (what a card shows) when it counts clicks.
 */
export const pages: RouteModule = (ctx) => {
  const router = Router();
  cardPages(ctx, router);
  languageRedirect(router);
  leadFormPages(ctx, router);
  cardFallbacks(ctx, router);
  return router;
};
