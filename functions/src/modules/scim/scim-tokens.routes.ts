import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { createScimTokenBody } from '../../contract/scim';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens.service';

const companyParam = z.object({ companyId: id() });
const tokenParam = z.object({ companyId: id(), tokenId: id() });

/** A company's SCIM tokens (docs/scim.md): a signed-in admin only (requireFreshAuth takes no key). */
export function scimTokensRoutes(ctx: AppContext): Router {
  const router = Router();
  const path = '/company/:companyId/scim-tokens';
  router.get(path, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await listScimTokens(ctx, callerOf(req), companyId) });
  });
  router.post(path, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const body = parse(createScimTokenBody, req.body);
    res.status(201).json({ data: await createScimToken(ctx, callerOf(req), companyId, body) });
  });
  router.delete(`${path}/:tokenId`, ctx.requireFreshAuth, async (req, res) => {
    const { companyId, tokenId } = parse(tokenParam, req.params);
    res.json({ data: await revokeScimToken(ctx, callerOf(req), companyId, tokenId) });
  });
  return router;
}
