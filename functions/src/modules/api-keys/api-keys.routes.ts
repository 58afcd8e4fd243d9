import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { apiKeyAuditQuery, createApiKeyBody } from '../../contract/api-keys';
import type { KeyOwner } from './api-keys.model';
import { auditOf, createKey, listKeys, revokeKey } from './api-keys.service';

const companyParam = z.object({ companyId: id() });
const keyParam = z.object({ keyId: id() });

/** The route's pattern, for the audit of a creation or revocation. */
const patternOf = (req: Request) => `${req.baseUrl}${String(req.route?.path ?? '')}`;

/**
 * A company's keys under /company/{companyId}/api-keys, a Pro user's own under /api-keys. Every
 * call wants a signed-in person (requireFreshAuth takes no key), so a key never manages keys.
 */
export function apiKeysRoutes(ctx: AppContext): Router {
  const router = Router();
  const routes = (path: string, ownerOf: (req: Request) => KeyOwner) => {
    router.get(path, ctx.requireFreshAuth, async (req, res) => {
      res.json({ data: await listKeys(ctx, callerOf(req), ownerOf(req)) });
    });
    router.post(path, ctx.requireFreshAuth, async (req, res) => {
      const body = parse(createApiKeyBody, req.body);
      res.status(201).json({ data: await createKey(ctx, callerOf(req), ownerOf(req), body, patternOf(req)) });
    });
    router.get(`${path}/audit`, ctx.requireFreshAuth, async (req, res) => {
      res.json(await auditOf(ctx, callerOf(req), ownerOf(req), parse(apiKeyAuditQuery, req.query)));
    });
    router.delete(`${path}/:keyId`, ctx.requireFreshAuth, async (req, res) => {
      const { keyId } = parse(keyParam, req.params);
      res.json({ data: await revokeKey(ctx, callerOf(req), ownerOf(req), keyId, patternOf(req)) });
    });
  };
  routes('/company/:companyId/api-keys', (req) => ({
    kind: 'company',
    companyId: parse(companyParam, req.params).companyId,
  }));
  routes('/api-keys', (req) => ({ kind: 'user', uid: callerOf(req).uid }));
  return router;
}
