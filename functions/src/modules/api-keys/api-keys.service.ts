import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { authorize, authorizeInCompany, can, type Caller } from '../../platform/access';
import { isPremium, notInPlan } from '../../platform/caps';
import { badRequest, notFound } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { commitInBatches } from '../../platform/batches';
import { asList, type Action, type Subject } from '../../contract/roles';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  PERSONAL_SCOPES,
  SCOPE_RULES,
  createApiKeyBody,
  type ApiKey,
  type AuditEntry,
  type CreatedApiKey,
} from '../../contract/api-keys';
import type { Page } from '../../contract/common';
import type { z } from 'zod';
import { ownerKeyOf, type KeyOwner, type StoredApiKey } from './api-keys.model';
import { auditWrite, auditedBy, readAudit } from './api-keys.audit';
import { hashOfSecret } from './api-keys.auth';

/**
 * Keys are made, listed, revoked and audited by their owner: a company's admins (whoever may
 * manage the company) or a Pro user for themself. These calls take a signed-in person only
 * (requireFreshAuth), and no scope grants `manage Company` or `manage User`, so a key never makes
 * or revokes a key.
 */
async function authorizeOwner(ctx: AppContext, caller: Caller, owner: KeyOwner): Promise<void> {
  if (owner.kind === 'company') return authorizeInCompany(ctx, caller, 'manage', 'Company', owner.companyId);
  await authorize(ctx, caller, 'manage', 'User', { userId: owner.uid });
  if (!(await isPremium(ctx, caller))) throw notInPlan(API_KEY_MESSAGES.notInPlan);
}

const present = (key: StoredApiKey): ApiKey => ({
  id: key.id,
  name: key.name,
  scopes: key.scopes,
  displayPrefix: key.displayPrefix,
  rateLimit: key.rateLimit,
  createdAt: key.createdAt,
  createdBy: key.createdBy,
  lastUsedAt: key.lastUsedAt,
});

/** Every scope must be something the creator may do themself, for this owner's objects. */
async function assertScopesWithinCreator(
  ctx: AppContext,
  caller: Caller,
  owner: KeyOwner,
  scopes: StoredApiKey['scopes'],
): Promise<void> {
  const object = owner.kind === 'company' ? { companyId: owner.companyId } : { userId: owner.uid };
  for (const [index, scope] of scopes.entries()) {
    if (owner.kind === 'user' && !PERSONAL_SCOPES.includes(scope))
      throw badRequest(API_KEY_MESSAGES.scopeNotForPersonal, {
        [`scopes.${index}`]: API_KEY_MESSAGES.scopeNotForPersonal,
      });
    for (const rule of SCOPE_RULES[scope])
      for (const action of asList<Action>(rule.action))
        for (const subject of asList<Subject>(rule.subject))
          if (!(await can(ctx, caller, action, subject, object)))
            throw badRequest(API_KEY_MESSAGES.beyondCreator, { [`scopes.${index}`]: API_KEY_MESSAGES.beyondCreator });
  }
}

const entryOf = (ctx: AppContext, key: StoredApiKey, event: AuditEntry['event'], caller: Caller): AuditEntry => ({
  event,
  keyId: key.id,
  keyName: key.name,
  method: event === 'key.created' ? 'POST' : 'DELETE',
  route: '',
  status: event === 'key.created' ? 201 : 200,
  at: ctx.clock.now().toISOString(),
  ...auditedBy(caller),
});

export async function createKey(
  ctx: AppContext,
  caller: Caller,
  owner: KeyOwner,
  body: z.output<typeof createApiKeyBody>,
  route: string,
): Promise<CreatedApiKey> {
  await authorizeOwner(ctx, caller, owner);
  await assertScopesWithinCreator(ctx, caller, owner, body.scopes);
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const ref = collections(ctx).apiKeys.doc();
  const key: StoredApiKey = {
    id: ref.id,
    name: body.name,
    owner: ownerKeyOf(owner),
    scopes: body.scopes,
    hash: hashOfSecret(secret),
    displayPrefix: secret.slice(0, API_KEY_PREFIX.length + 4),
    rateLimit: body.rateLimit,
    createdAt: ctx.clock.now().toISOString(),
    createdBy: caller.uid,
    lastUsedAt: null,
  };
  // The key and its audit entry, together or not at all.
  await commitInBatches(ctx, [
    (batch) => batch.create(ref, key),
    auditWrite(ctx, key.owner, [{ ...entryOf(ctx, key, 'key.created', caller), route }]),
  ]);
  return { ...present(key), secret };
}

export async function listKeys(ctx: AppContext, caller: Caller, owner: KeyOwner): Promise<ApiKey[]> {
  await authorizeOwner(ctx, caller, owner);
  const snap = await collections(ctx)
    .apiKeys.where('owner', '==', ownerKeyOf(owner))
    .orderBy('createdAt', 'desc')
    .get();
  return snap.docs
    .map((d) => d.data())
    .filter((k) => !k.revokedAt)
    .map(present);
}

export async function revokeKey(
  ctx: AppContext,
  caller: Caller,
  owner: KeyOwner,
  keyId: string,
  route: string,
): Promise<{ id: string }> {
  await authorizeOwner(ctx, caller, owner);
  const ref = collections(ctx).apiKeys.doc(keyId);
  const key = (await ref.get()).data();
  if (!key || key.owner !== ownerKeyOf(owner) || key.revokedAt) throw notFound();
  const revokedAt = ctx.clock.now().toISOString();
  await commitInBatches(ctx, [
    (batch) => batch.update(ref, { revokedAt, revokedBy: caller.uid }),
    auditWrite(ctx, key.owner, [{ ...entryOf(ctx, key, 'key.revoked', caller), route }]),
  ]);
  return { id: keyId };
}

export async function auditOf(
  ctx: AppContext,
  caller: Caller,
  owner: KeyOwner,
  page: { limit: number; cursor?: string },
): Promise<Page<AuditEntry>> {
  await authorizeOwner(ctx, caller, owner);
  return readAudit(ctx, ownerKeyOf(owner), page);
}
