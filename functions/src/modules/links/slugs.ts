import { randomInt } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { DocumentReference, Transaction } from '../../platform/store/types';
import { StoreError } from '../../platform/store/types';
import { conflict } from '../../platform/errors';
import { PROFILE_MESSAGES, RESERVED_SLUGS, SLUG_PATTERN } from '../../contract/profiles';

/**
 * One document a slug, `slugs/{slug}`, names the link that holds it. A slug is claimed with
 * `create` in the same transaction that writes its link, so of two claims of one slug at the
 * same moment exactly one commits: the other either reads the claim and answers 409, or fails
 * on `create` at commit and is answered 409 by withSlugConflict().
 */
export interface SlugClaim {
  slug: string;
  linkId: string;
  userId: string;
  createdAt: string;
}

export const slugRef = (ctx: AppContext, slug: string): DocumentReference<SlugClaim> => ctx.store.doc<SlugClaim>(`slugs/${slug}`);

export const slugTaken = () => conflict(PROFILE_MESSAGES.slugTaken, 'slug-taken');

/** Runs a slug-claiming write and answers a lost race as "taken", not as a bare conflict. */
export async function withSlugConflict<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StoreError && error.code === 'already-exists') throw slugTaken();
    throw error;
  }
}

export function claimSlug(ctx: AppContext, tx: Transaction, claim: SlugClaim): void {
  tx.create(slugRef(ctx, claim.slug), claim);
}

export function releaseSlug(ctx: AppContext, tx: Transaction, slug: string | null | undefined): void {
  if (slug) tx.delete(slugRef(ctx, slug));
}

const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function randomSuffix(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return out;
}

/** A slug from a name: "José Núñez" → "jose-nunez"; too short or reserved becomes "profile". */
export function slugBase(...parts: (string | null | undefined)[]): string {
  const base = parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return isUsableSlug(base) ? base : 'profile';
}

export function isUsableSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !(RESERVED_SLUGS as readonly string[]).includes(slug);
}

/** A slug nobody is likely to hold: the base and five random characters (about 3·10⁷ per base). */
export function uniqueSlug(base: string): string {
  return `${base}-${randomSuffix(5)}`;
}

/**
 * A free slug for a name, read inside a transaction: the plain base when free, else the base
 * with a random suffix (which the claim's `create` still guards).
 */
export async function freeSlug(ctx: AppContext, tx: Transaction, base: string): Promise<string> {
  if (!(await tx.get(slugRef(ctx, base))).exists) return base;
  for (let i = 0; i < 3; i++) {
    const candidate = uniqueSlug(base);
    if (!(await tx.get(slugRef(ctx, candidate))).exists) return candidate;
  }
  return uniqueSlug(base);
}
