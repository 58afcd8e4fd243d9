import type { RequestHandler, Request } from 'express';
import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import type { AuditEntry } from '../../contract/api-keys';
import { consumeQuota } from '../../platform/rate-limit';
import { collections } from '../../platform/store/collections';
import { SCIM_MESSAGES, SCIM_TOKEN_PREFIX } from '../../contract/scim';
import { auditCompanyEvents, hashOfSecret, useToRecord } from '../api-keys';
import { ScimFail } from './scim-errors';
import { assertScimPlan } from './scim-plan';
import type { StoredScimToken } from './scim.model';

/** A SCIM call's token, and the caller the company's services see: the token's creator. */
export interface ScimCall {
  ctx: AppContext;
  token: StoredScimToken;
  companyId: string;
  caller: Caller;
}

/** A provisioning action's entry in the company's audit log: the token that made it, and what it touched. */
export const auditEntry = (call: ScimCall, event: AuditEntry['event'], target: string): AuditEntry => ({
  event,
  keyId: call.token.id,
  keyName: call.token.name,
  target,
  at: call.ctx.clock.now().toISOString(),
});

declare module 'express-serve-static-core' {
  interface Request {
    scim?: ScimCall;
  }
}

/** A token's use, written as an API key's is (lastUsedAt, at most once a minute), with one `scim.call` audit entry. */
async function recordUse(ctx: AppContext, token: StoredScimToken, req: Request): Promise<void> {
  const at = useToRecord(ctx, token.id, token.lastUsedAt);
  if (!at) return;
  try {
    const batch = ctx.store.batch();
    batch.update(collections(ctx).scimTokens.doc(token.id), { lastUsedAt: at });
    auditCompanyEvents(ctx, batch, token.companyId, [
      { event: 'scim.call', keyId: token.id, keyName: token.name, method: req.method, route: '/scim/v2', at },
    ]);
    await batch.commit();
  } catch (error) {
    // A missed "last used" must not fail the directory's call it describes.
    ctx.logger.warn({ err: error, tokenId: token.id }, 'SCIM token use not written');
  }
}

/**
 * Bearer token → the company and its caller. SCIM acts as the token's creator, with their rights
 * of the moment (platform/access decides every service call), so an admin who is no longer one
 * makes their tokens useless (403), as does the owner's leaving Teams (scim-plan.ts), and a
 * revoked or unknown token is 401.
 */
export function scimAuth(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const secret = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!secret?.startsWith(SCIM_TOKEN_PREFIX)) throw new ScimFail(401, SCIM_MESSAGES.invalidToken);
    const found = await collections(ctx).scimTokens.where('hash', '==', hashOfSecret(secret)).limit(1).get();
    const token = found.docs[0]?.data();
    if (!token) throw new ScimFail(401, SCIM_MESSAGES.invalidToken);
    if (token.revokedAt) throw new ScimFail(401, SCIM_MESSAGES.revokedToken);
    await assertScimPlan(ctx, token.companyId);
    const use = await consumeQuota(
      ctx,
      { name: 'scim-token', windowMs: 60_000, limit: ctx.config.scim.callsPerMinute, shards: 4 },
      token.id,
    );
    if (!use.allowed) {
      res.setHeader('Retry-After', String(use.resetSeconds));
      throw new ScimFail(429, 'Too many requests. Please try again later.');
    }
    await recordUse(ctx, token, req);
    req.scim = { ctx, token, companyId: token.companyId, caller: { uid: token.createdBy } };
    next();
  };
}
