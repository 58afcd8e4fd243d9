import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from './context';
import { badRequest } from './errors';
import { StoreError, type Store } from './store/types';
import {
  CHALLENGE_MESSAGES,
  leadingZeroBits,
  proofInput,
  type ChallengeAnswer,
  type ChallengeTicket,
} from '../contract/challenge';
import { collections } from './store/collections';

/**
 * Hashcash tickets (contract/challenge.ts). A ticket is `<payload>.<signature>`: the payload
 * (base64url JSON) names what it is for (`purpose` and `subject`, e.g. a profile's lead form),
 * when it expires, the difficulty and a nonce; the signature is an HMAC with a key made once per
 * deployment and kept in the store (`serverKeys/challenges`), so issuing needs no write and any
 * instance can check any ticket. A redeemed ticket is recorded (`challengesUsed/{hash}`, made
 * with `create`) until it expires: a second use is refused. Firestore's TTL policy deletes the
 * record after its `expireAt`; an expired ticket is refused by its own expiry before that.
 */

type ChallengeContext = Pick<AppContext, 'store' | 'clock' | 'logger'>;

interface Payload {
  /** What the ticket is for. */
  p: string;
  s: string;
  /** Expiry, ms since the epoch. */
  e: number;
  d: number;
  n: string;
}

const keys = new WeakMap<Store, Promise<Buffer>>();

/** The deployment's signing key: created by the first instance that needs it, read by the others. */
function signingKey(store: Store): Promise<Buffer> {
  let key = keys.get(store);
  if (!key) {
    key = (async () => {
      const ref = collections({ store }).serverKeys.doc('challenges');
      const existing = (await ref.get()).data();
      if (existing) return Buffer.from(existing.key, 'base64');
      const fresh = randomBytes(32);
      try {
        await ref.create({ key: fresh.toString('base64') });
        return fresh;
      } catch (error) {
        if (!(error instanceof StoreError && error.code === 'already-exists')) throw error;
        return Buffer.from((await ref.get()).data()!.key, 'base64');
      }
    })();
    // A failed read is not kept: the next request tries again.
    key.catch(() => keys.delete(store));
    keys.set(store, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export async function issueChallenge(
  ctx: ChallengeContext,
  purpose: string,
  subject: string,
  options: { difficulty: number; ttlMs: number },
): Promise<ChallengeTicket> {
  const expires = ctx.clock.now().getTime() + options.ttlMs;
  const payload: Payload = {
    p: purpose,
    s: subject,
    e: expires,
    d: options.difficulty,
    n: randomBytes(12).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const challenge = `${encoded}.${sign(await signingKey(ctx.store), encoded)}`;
  return { challenge, difficulty: options.difficulty, expiresAt: new Date(expires).toISOString() };
}

const refuse = (message: string) => badRequest(message, { challenge: message });

function payloadOf(key: Buffer, challenge: string): Payload | undefined {
  const [encoded, signature, ...rest] = challenge.split('.');
  if (!encoded || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(key, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Checks a ticket and its solution for this purpose and subject, and uses it up; 400 with the
 * `challenge` field otherwise: not ours or for another form, expired, not solved, or used.
 */
export async function redeemChallenge(
  ctx: ChallengeContext,
  purpose: string,
  subject: string,
  answer: ChallengeAnswer,
): Promise<void> {
  const payload = payloadOf(await signingKey(ctx.store), answer.challenge);
  if (!payload || payload.p !== purpose || payload.s !== subject) throw refuse(CHALLENGE_MESSAGES.required);
  const now = ctx.clock.now();
  if (payload.e <= now.getTime()) throw refuse(CHALLENGE_MESSAGES.expired);
  const proof = createHash('sha256').update(proofInput(answer.challenge, answer.solution)).digest();
  if (leadingZeroBits(proof) < payload.d) throw refuse(CHALLENGE_MESSAGES.required);
  const id = createHash('sha256').update(answer.challenge).digest('base64url').slice(0, 32);
  try {
    await collections(ctx)
      .challengesUsed.doc(id)
      .create({ purpose, expireAt: new Date(payload.e) });
  } catch (error) {
    if (error instanceof StoreError && error.code === 'already-exists') throw refuse(CHALLENGE_MESSAGES.used);
    throw error;
  }
}
