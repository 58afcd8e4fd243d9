import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../../platform/store/types';
import { seal, unseal } from './vault';
import { collections } from '../../platform/store/collections';

/**
 * The OAuth `state`: single-use, bound to the person who started the connection, valid for ten
 * minutes. One pending attempt per person and provider (`oauthStates/{provider}_{userId}`): a
 * new "Connect" replaces the previous one. The state sent to the provider is
 * `<provider id>.<nonce>`, so the app's callback screen knows where to send the code; only a
 * hash of the nonce is stored. With PKCE the verifier waits here, sealed.
 */

const STATE_TTL_MS = 10 * 60_000;

export interface PendingAuthorization {
  provider: string;
  userId: string;
  nonceHash: string;
  /** The PKCE code verifier, sealed. */
  verifier?: string;
  expiresAt: string;
  createdAt: string;
}

const stateRef = (store: Store, providerId: string, userId: string) =>
  collections({ store }).oauthStates.doc(`${providerId}_${userId}`);
const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('hex');
const verifierContext = (providerId: string, userId: string) => `pkce:${providerId}:${userId}`;

/** base64url(SHA-256(verifier)), no padding (RFC 7636 S256). */
const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export interface StartedAuthorization {
  state: string;
  codeChallenge?: string;
}

export async function beginAuthorization(
  store: Store,
  key: Buffer,
  options: { providerId: string; userId: string; pkce: boolean; now: Date },
): Promise<StartedAuthorization> {
  const nonce = randomBytes(24).toString('base64url');
  // 64 random bytes: an 86-character verifier, inside RFC 7636's 43–128.
  const verifier = options.pkce ? randomBytes(64).toString('base64url') : undefined;
  await stateRef(store, options.providerId, options.userId).set({
    provider: options.providerId,
    userId: options.userId,
    nonceHash: hashOf(nonce),
    ...(verifier ? { verifier: seal(key, verifier, verifierContext(options.providerId, options.userId)) } : {}),
    expiresAt: new Date(options.now.getTime() + STATE_TTL_MS).toISOString(),
    createdAt: options.now.toISOString(),
  });
  return { state: `${options.providerId}.${nonce}`, ...(verifier ? { codeChallenge: codeChallengeOf(verifier) } : {}) };
}

export type StateCheck = { ok: true; codeVerifier?: string } | { ok: false };

/**
 * Spends the caller's pending state if `state` is it and still fresh. A state of another
 * person, another provider, a used or an expired one is refused; an expired one is removed.
 */
export async function consumeAuthorization(
  store: Store,
  key: Buffer,
  options: { providerId: string; userId: string; state: string; now: Date },
): Promise<StateCheck> {
  const [prefix, nonce, ...rest] = options.state.split('.');
  if (prefix !== options.providerId || !nonce || rest.length) return { ok: false };
  const ref = stateRef(store, options.providerId, options.userId);
  return store.runTransaction(async (tx): Promise<StateCheck> => {
    const pending = (await tx.get(ref)).data();
    if (!pending) return { ok: false };
    if (pending.expiresAt <= options.now.toISOString()) {
      tx.delete(ref);
      return { ok: false };
    }
    const expected = Buffer.from(pending.nonceHash, 'hex');
    const given = Buffer.from(hashOf(nonce), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
    tx.delete(ref);
    return {
      ok: true,
      ...(pending.verifier
        ? { codeVerifier: unseal<string>(key, pending.verifier, verifierContext(options.providerId, options.userId)) }
        : {}),
    };
  });
}
