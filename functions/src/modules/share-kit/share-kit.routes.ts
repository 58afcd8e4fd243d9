import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { publicRateLimit, userRateLimit } from '../../platform/rate-limit';
import {
  APPLE_PASS_CONTENT_TYPE,
  backgroundParam,
  companyShareKitBody,
  companyShareKitParam,
  qrQuery,
  shareKitProfileParam,
  signatureQuery,
} from '../../contract/share-kit';
import * as shareKit from './share-kit.service';
import { getCompanyShareKit, setCompanyShareKit } from './company-designs';

const PRIVATE = 'private, no-store';

export function shareKitRoutes(ctx: AppContext): Router {
  const router = Router();
  // Passes and backgrounds cost a render each (sharp, RSA signatures): a budget per person.
  const renderLimit = userRateLimit(ctx, { name: 'share-kit-render', windowMs: 60_000, limit: 60 });
  // Mail clients load the QR image for every reader, often through their own image proxies.
  const qrLimit = publicRateLimit(ctx, { name: 'share-kit-qr', windowMs: 60_000, limit: 600 });

  router.get('/profiles/:id/share-kit', ctx.requireAuth, async (req, res) => {
    const { id } = parse(shareKitProfileParam, req.params);
    res.set('Cache-Control', PRIVATE);
    res.json({ data: await shareKit.getShareKit(ctx, callerOf(req), id) });
  });

  router.get('/profiles/:id/wallet/apple', ctx.requireAuth, renderLimit, async (req, res) => {
    const { id } = parse(shareKitProfileParam, req.params);
    const pass = await shareKit.applePass(ctx, callerOf(req), id);
    res.attachment(pass.filename);
    res.set('Cache-Control', PRIVATE);
    res.type(APPLE_PASS_CONTENT_TYPE).send(pass.bytes);
  });

  router.get('/profiles/:id/wallet/google', ctx.requireAuth, renderLimit, async (req, res) => {
    const { id } = parse(shareKitProfileParam, req.params);
    res.set('Cache-Control', PRIVATE);
    res.json({ data: await shareKit.googleWalletLink(ctx, callerOf(req), id) });
  });

  router.get('/profiles/:id/signature', ctx.requireAuth, async (req, res) => {
    const { id } = parse(shareKitProfileParam, req.params);
    const { design } = parse(signatureQuery, req.query);
    const html = await shareKit.emailSignature(ctx, callerOf(req), id, design);
    res.set('Cache-Control', PRIVATE);
    // The HTML is the person's own, escaped; opened directly it may show images and nothing else.
    res.set(
      'Content-Security-Policy',
      "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; sandbox",
    );
    res.type('text/html; charset=utf-8').send(html);
  });

  router.get('/profiles/:id/backgrounds/:design.png', ctx.requireAuth, renderLimit, async (req, res) => {
    const { id, design } = parse(backgroundParam, req.params);
    const background = await shareKit.callBackground(ctx, callerOf(req), id, design);
    res.attachment(background.filename);
    res.set('Cache-Control', PRIVATE);
    res.type('image/png').send(background.png);
  });

  router.get('/profiles/:id/qr.png', qrLimit, async (req, res) => {
    const { id } = parse(shareKitProfileParam, req.params);
    const { size } = parse(qrQuery, req.query);
    const png = await shareKit.publicQrPng(ctx, id, size);
    // Not immutable: the link follows the profile's slug.
    res.set('Cache-Control', 'public, max-age=3600, s-maxage=3600');
    // Mail opened in a browser (webmail) embeds it from another site: helmet's same-site policy would block it.
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    res.type('image/png').send(png);
  });

  router.get('/company/:companyId/share-kit', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyShareKitParam, req.params);
    res.json({ data: await getCompanyShareKit(ctx, callerOf(req), companyId) });
  });

  router.put('/company/:companyId/share-kit', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyShareKitParam, req.params);
    res.json({ data: await setCompanyShareKit(ctx, callerOf(req), companyId, parse(companyShareKitBody, req.body)) });
  });

  return router;
}
