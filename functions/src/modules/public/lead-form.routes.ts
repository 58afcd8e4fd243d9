import express, { type ErrorRequestHandler, type Router, type Request, type Response } from 'express';
import type { AppContext } from '../../platform/context';
import { addressKeyOf } from '../../platform/rate-limit';
import { renderNotice, type RenderedPage } from './card-page';
import { followsAcceptLanguage, pageLanguage, visitorLanguageOf } from './card-text';
import { NO_STORE, PAGE_CACHE } from './public.service';
import { EMPTY_LEAD, renderLeadErased, renderLeadForm, renderLeadThanks } from './lead-form-page';
import { LEAD_WORKER_PATH, LEAD_WORKER_SCRIPT } from './lead-form-script';
import { leadFormText } from './lead-form-text';
import { eraseFromForm, leadFormTarget, sendLeadForm } from './lead-form.service';

/**
 * The lead form of a card, on the card's own server (docs/profiles-and-cards.md):
 * GET /card/{key}/contact shows it, POST sends it (a plain form, application/x-www-form-urlencoded),
 * POST /card/{key}/contact/erasure takes the lead back from the thank-you page. {key} is the
 * card page's: a card id or @slug. Mounted before the card pages, whose catch-all would answer 404.
 */
export function leadFormPages(ctx: AppContext, router: Router): void {
  const https = ctx.config.publicUrl.startsWith('https://');
  const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 30 });

  function send(
    res: Response,
    status: number,
    page: RenderedPage,
    cacheControl: string,
    language: string,
    varies: boolean,
  ): void {
    res.setHeader('Content-Security-Policy', page.csp);
    res.set('Cache-Control', cacheControl);
    res.set('Content-Language', language);
    // A form, a thank-you page or a notice is never a search result, whatever the card's owner allows.
    if (page.noindex) res.set('X-Robots-Tag', 'noindex');
    if (varies) res.vary('Accept-Language');
    res.status(status).type('html').send(page.html);
  }

  /** The profile, the page's language and the frame every page of the form shares; a notice when there is no form. */
  async function frameOf(req: Request, res: Response) {
    const key = String(req.params.key);
    const cardPath = `/card/${encodeURIComponent(key).replace('%40', '@')}`;
    const pageUrl = `${ctx.config.publicUrl}${cardPath}/contact`;
    const visitor = visitorLanguageOf(req);
    const target = await leadFormTarget(ctx, key);
    const language = pageLanguage(visitor, target?.profile.cardLanguage);
    const varies = followsAcceptLanguage(visitor, target?.profile.cardLanguage);
    const text = leadFormText(language);
    if (!target || !target.view.config.leadCapture.enabled) {
      const owner = target?.view.displayName ?? '';
      const words = target
        ? {
            title: text.t('captureOff.title', { owner }),
            message: text.t('captureOff.message'),
            action: { label: text.t('captureOff.viewProfile', { owner }), href: cardPath },
          }
        : { title: text.t('unavailable.title'), message: text.t('unavailable.message') };
      send(
        res,
        target ? 403 : 404,
        renderNotice({ ...words, url: pageUrl, https, text: text.card }),
        NO_STORE,
        language,
        varies,
      );
      return null;
    }
    return { frame: { profile: target.view, text, pageUrl, cardPath, https }, language, varies };
  }

  router.get(LEAD_WORKER_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('js').send(LEAD_WORKER_SCRIPT);
  });

  router.get('/card/:key/contact', async (req, res) => {
    const found = await frameOf(req, res);
    if (!found) return;
    const { frame, language, varies } = found;
    // The ticket is the worker's to fetch, so the form itself is the same for everyone and can be cached like the card.
    send(res, 200, renderLeadForm({ ...frame, values: EMPTY_LEAD, errors: {} }), PAGE_CACHE, language, varies);
  });

  router.post('/card/:key/contact', formBody, async (req, res) => {
    const found = await frameOf(req, res);
    if (!found) return;
    const { frame, language, varies } = found;
    const form = (req.body ?? {}) as Record<string, unknown>;
    const answer = await sendLeadForm(ctx, {
      view: frame.profile,
      form,
      address: addressKeyOf(req),
      text: frame.text,
    });
    if (answer.kind === 'thanks')
      send(res, 200, renderLeadThanks({ ...frame, receipt: answer.receipt }), NO_STORE, language, varies);
    else send(res, answer.status, renderLeadForm({ ...frame, ...answer }), NO_STORE, language, varies);
  });

  router.post('/card/:key/contact/erasure', formBody, async (req, res) => {
    const found = await frameOf(req, res);
    if (!found) return;
    const { frame, language, varies } = found;
    const outcome = await eraseFromForm(ctx, (req.body ?? {}) as Record<string, unknown>, addressKeyOf(req));
    const status = { erased: 200, invalid: 404, limited: 429 }[outcome];
    send(res, status, renderLeadErased({ ...frame, outcome }), NO_STORE, language, varies);
  });

  // A failure here is still a page in the visitor's language, not the API's JSON.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    ctx.logger.error({ err }, 'lead form page failed');
    const text = leadFormText(pageLanguage(visitorLanguageOf(req)));
    const page = renderNotice({
      title: text.card.t('page.error'),
      message: text.card.message('fallbackError'),
      url: `${ctx.config.publicUrl}${req.path}`,
      https,
      text: text.card,
    });
    send(res, 500, page, NO_STORE, text.language, true);
  };
  router.use(['/card/:key/contact', '/card/:key/contact/erasure'], onError);
}
