import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { KeyAuthenticator } from '../../platform/auth';
import { tooManyRequests, unauthorized } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { API_KEY_MESSAGES } from '../../contract/api-keys';
import type { StoredApiKey } from './api-keys.model';
import { auditCallBeforeAnswer } from './api-keys.audit';
import { takeKeyUse } from './api-keys.rate';

/** How often a key's `lastUsedAt` is written at most: a hot key must not write a call. */
const LAST_USED_EVERY_MS = 60_000;

export const hashOfSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

// When this instance last wrote each key's (or SCIM token's) use, so calls at the same moment write it once.
const touched = new Map<string, number>();

/**
 * The time to write as a key's or SCIM token's `lastUsedAt` now, or null when its use was written
 * less than LAST_USED_EVERY_MS ago (as stored, or by this instance): a hot key must not write a call.
 */
export function useToRecord(ctx: AppContext, id: string, lastUsedAt: string | null): string | null {
  const now = ctx.clock.now().getTime();
  const last = Math.max(lastUsedAt ? Date.parse(lastUsedAt) : -Infinity, touched.get(id) ?? -Infinity);
  if (now >= last && now - last < LAST_USED_EVERY_MS) return null;
  touched.set(id, now);
  if (touched.size > 10_000) touched.clear();
  return new Date(now).toISOString();
}

async function touchLastUsed(ctx: AppContext, key: StoredApiKey): Promise<void> {
  const lastUsedAt = useToRecord(ctx, key.id, key.lastUsedAt);
  if (!lastUsedAt) return;
  try {
    await collections(ctx).apiKeys.doc(key.id).update({ lastUsedAt });
  } catch (error) {
    // A missed "last used" must not fail the call it describes.
    ctx.logger.warn({ err: error, keyId: key.id }, 'API key last use not written');
  }
}

/**
 * The caller of a call made with a key: its creator, with the key's scopes (`apiKey`), which the
 * access check intersects with the creator's rights of the moment. An unknown secret is 401, a
 * revoked key 401 (audited), a key past its rate 429 with Retry-After (audited).
 */
export function apiKeyAuthenticator(ctx: AppContext): KeyAuthenticator {
  return async (req, res, secret) => {
    const found = await collections(ctx).apiKeys.where('hash', '==', hashOfSecret(secret)).limit(1).get();
    const key = found.docs[0]?.data();
    if (!key) throw unauthorized(API_KEY_MESSAGES.invalidKey);
    auditCallBeforeAnswer(ctx, key, req, res);
    if (key.revokedAt) throw unauthorized(API_KEY_MESSAGES.revokedKey);
    const use = await takeKeyUse(ctx, key);
    if (!use.allowed) {
      res.setHeader('Retry-After', String(use.retryAfterSeconds));
      throw tooManyRequests();
    }
    await touchLastUsed(ctx, key);
    return { uid: key.createdBy, emailVerified: false, apiKey: { id: key.id, scopes: key.scopes } };
  };
}
