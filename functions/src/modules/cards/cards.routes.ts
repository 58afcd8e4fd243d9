import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { activateCardBody, cardId, listCardsQuery, mintCardsBody, updateCardBody } from '../../contract/cards';
import * as cards from './cards.service';

const cardParam = z.object({ id: cardId() });
const batchParam = z.object({ batchId: id() });

export function cardsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/cards', ctx.requireAuth, async (req, res) => {
    res.json(await cards.listCards(ctx, callerOf(req), parse(listCardsQuery, req.query)));
  });
  /** Superadmins: mint a batch of unassigned cards. */
  router.post('/cards', ctx.requireFreshAuth, async (req, res) => {
    res.status(201).json({ data: await cards.mintCards(ctx, callerOf(req), parse(mintCardsBody, req.body)) });
  });
  router.post('/cards/activate', ctx.requireAuth, async (req, res) => {
    res.json({ data: await cards.activateCard(ctx, callerOf(req), parse(activateCardBody, req.body)) });
  });
  // Before /cards/:id, which would take "batches" for an id.
  router.get('/cards/batches', ctx.requireFreshAuth, async (req, res) => {
    res.json(await cards.listBatches(ctx, callerOf(req), parse(listCardsQuery, req.query)));
  });
  router.get('/cards/batches/:batchId/export', ctx.requireFreshAuth, async (req, res) => {
    const { batchId } = parse(batchParam, req.params);
    const { filename, csv } = await cards.exportBatchCsv(ctx, callerOf(req), batchId);
    res.attachment(filename);
    res.set('Cache-Control', 'private, no-store');
    res.type('text/csv; charset=utf-8').send(csv);
  });

  router.get('/cards/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(cardParam, req.params);
    res.json({ data: await cards.getCard(ctx, callerOf(req), id) });
  });
  router.put('/cards/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(cardParam, req.params);
    res.json({ data: await cards.updateCard(ctx, callerOf(req), id, parse(updateCardBody, req.body)) });
  });
  /** Deactivation, for good (a lost or replaced card). */
  router.delete('/cards/:id', ctx.requireAuth, async (req, res) => {
    const { id } = parse(cardParam, req.params);
    res.json({ data: await cards.deactivateCard(ctx, callerOf(req), id) });
  });
  return router;
}
