import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { authorizeInCompany, type Caller } from '../../platform/access';
import { notInPlan, planTier } from '../../platform/caps';
import { conflict, notFound } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import {
  SCIM_LIMITS,
  SCIM_MESSAGES,
  SCIM_TOKEN_PREFIX,
  type CreatedScimToken,
  type ScimToken,
  type createScimTokenBody,
} from '../../contract/scim';
import type { AuditEntry } from '../../contract/api-keys';
import { auditCompanyEvents, auditedBy, hashOfSecret } from '../api-keys';
import { getCompanyById } from '../company';
import type { StoredScimToken } from './scim.model';

/**
 * A company's SCIM tokens, made and revoked by whoever may manage the company, with a signed-in
 * session (never a key). SCIM is part of Teams: the company's owner holds the Teams plan.
 */
async function authorizeTokens(ctx: AppContext, caller: Caller, companyId: string): Promise<void> {
  await authorizeInCompany(ctx, caller, 'manage', 'Company', companyId);
  const company = await getCompanyById(ctx, companyId);
  if (!company) throw notFound();
  if ((await planTier(ctx, { uid: company.ownerId })) !== 'teams') throw notInPlan(SCIM_MESSAGES.notInPlan);
}

const present = (token: StoredScimToken): ScimToken => ({
  id: token.id,
  name: token.name,
  displayPrefix: token.displayPrefix,
  createdAt: token.createdAt,
  createdBy: token.createdBy,
  lastUsedAt: token.lastUsedAt,
});

/** Where a directory sends its calls: the site's own address, which Hosting rewrites to the API. */
export const scimBaseUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/scim/v2`;

const liveTokens = (ctx: AppContext, companyId: string) =>
  collections(ctx).scimTokens.where('companyId', '==', companyId).where('revokedAt', '==', null);

const entryOf = (ctx: AppContext, token: StoredScimToken, event: AuditEntry['event'], caller: Caller): AuditEntry => ({
  event,
  keyId: token.id,
  keyName: token.name,
  at: ctx.clock.now().toISOString(),
  ...auditedBy(caller),
});

export async function listScimTokens(ctx: AppContext, caller: Caller, companyId: string): Promise<ScimToken[]> {
  await authorizeTokens(ctx, caller, companyId);
  const snap = await liveTokens(ctx, companyId).get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    .map(present);
}

export async function createScimToken(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  body: z.output<typeof createScimTokenBody>,
): Promise<CreatedScimToken> {
  await authorizeTokens(ctx, caller, companyId);
  const secret = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const ref = collections(ctx).scimTokens.doc();
  const token: StoredScimToken = {
    id: ref.id,
    companyId,
    name: body.name,
    hash: hashOfSecret(secret),
    displayPrefix: secret.slice(0, SCIM_TOKEN_PREFIX.length + 4),
    createdAt: ctx.clock.now().toISOString(),
    createdBy: caller.uid,
    lastUsedAt: null,
    revokedAt: null,
  };
  // Counted inside the transaction, so two creations at once cannot pass the limit together.
  await ctx.store.runTransaction(async (tx) => {
    const live = await tx.get(liveTokens(ctx, companyId));
    if (live.size >= SCIM_LIMITS.tokensPerCompany) throw conflict(SCIM_MESSAGES.tooManyTokens, 'limit-reached');
    tx.create(ref, token);
    auditCompanyEvents(ctx, tx, companyId, [entryOf(ctx, token, 'scim_token.created', caller)]);
  });
  return { ...present(token), secret, baseUrl: scimBaseUrl(ctx) };
}

export async function revokeScimToken(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  tokenId: string,
): Promise<{ id: string; revoked: true }> {
  await authorizeTokens(ctx, caller, companyId);
  const ref = collections(ctx).scimTokens.doc(tokenId);
  await ctx.store.runTransaction(async (tx) => {
    const token = (await tx.get(ref)).data();
    if (!token || token.companyId !== companyId || token.revokedAt) throw notFound();
    tx.update(ref, { revokedAt: ctx.clock.now().toISOString() });
    auditCompanyEvents(ctx, tx, companyId, [entryOf(ctx, token, 'scim_token.revoked', caller)]);
  });
  return { id: tokenId, revoked: true };
}
