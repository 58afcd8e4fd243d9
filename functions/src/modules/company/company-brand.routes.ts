import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { fileReader } from '../../platform/uploads';
import { id } from '../../contract/common';
import { companyParam } from '../../contract/company';
import {
  assignCompanyCardBody,
  companyCardParam,
  companyCardsQuery,
  companyEverlinkBody,
  companyEverlinkParam,
  companyEverlinkUploadQuery,
  type BrandImageType,
} from '../../contract/company-brand';
import * as links from './company-links.service';
import * as branding from './company-branding.service';
import * as cards from './company-cards.service';
import { profileLocksOf } from './locked-fields';

const profileParam = z.object({ profileId: id() });

/** Company links, logo and background, and company cards (docs/company.md). */
export function companyBrandRoutes(ctx: AppContext): Router {
  const router = Router();

  // The profile editor shows the company's locked fields read-only.
  router.get('/profiles/:profileId/locked-fields', ctx.requireAuth, async (req, res) => {
    const { profileId } = parse(profileParam, req.params);
    res.json({ data: await profileLocksOf(ctx, callerOf(req), profileId) });
  });

  router.get('/company/:companyId/everlinks', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await links.listCompanyEverlinks(ctx, callerOf(req), companyId) });
  });
  // Before /everlinks/:everlinkId, which would take "upload" for an id.
  router.post('/company/:companyId/everlinks/upload', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const { everlinkId } = parse(companyEverlinkUploadQuery, req.query);
    const read = fileReader(ctx, req, { kind: 'document' });
    const { created, everlink } = await links.uploadCompanyEverlinkFile(
      ctx,
      callerOf(req),
      companyId,
      everlinkId,
      read,
    );
    res.status(created ? 201 : 200).json({ data: everlink });
  });
  router.post('/company/:companyId/everlinks/:everlinkId', ctx.requireAuth, async (req, res) => {
    const { companyId, everlinkId } = parse(companyEverlinkParam, req.params);
    const { created, everlink } = await links.saveCompanyEverlink(
      ctx,
      callerOf(req),
      companyId,
      everlinkId,
      parse(companyEverlinkBody, req.body),
    );
    res.status(created ? 201 : 200).json({ data: everlink });
  });
  router.delete('/company/:companyId/everlinks/:everlinkId', ctx.requireAuth, async (req, res) => {
    const { companyId, everlinkId } = parse(companyEverlinkParam, req.params);
    res.json({ data: await links.deleteCompanyEverlink(ctx, callerOf(req), companyId, everlinkId) });
  });

  const imageUpload = (type: BrandImageType) =>
    router.post(`/company/:companyId/${type}/upload`, ctx.requireAuth, async (req, res) => {
      const { companyId } = parse(companyParam, req.params);
      res.status(201).json({
        data: await branding.uploadCompanyImage(
          ctx,
          callerOf(req),
          companyId,
          type,
          fileReader(ctx, req, { kind: 'image' }),
        ),
      });
    });
  imageUpload('company-logo');
  imageUpload('background');

  router.get('/company/:companyId/cards', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json(await cards.listCompanyCards(ctx, callerOf(req), companyId, parse(companyCardsQuery, req.query)));
  });
  router.put('/company/:companyId/cards/:cardId', ctx.requireAuth, async (req, res) => {
    const { companyId, cardId } = parse(companyCardParam, req.params);
    const { userId } = parse(assignCompanyCardBody, req.body);
    res.json({ data: await cards.assignCompanyCard(ctx, callerOf(req), companyId, cardId, userId) });
  });

  return router;
}
