import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/store/types';
import type { Link } from '../../contract/links';
import { StoreError } from '../../platform/store/types';
import { conflict } from '../../platform/errors';
import { slugText } from '../../platform/fold';
import { PROFILE_MESSAGES, RESERVED_SLUGS, SLUG_PATTERN } from '../../contract/profiles';
import { collections } from '../../platform/store/collections';
import { randomSuffix } from '../../platform/random-id';

/**
 * One document a slug, `slugs/{slug}`, names the link that holds it. A slug is claimed in the
 * same transaction that writes its link, so of two claims of one slug at the same moment
 * exactly one commits: the other either reads the claim and answers 409, or fails at commit
 * (`create` of a free slug, or the changed document it read) and is answered 409 by
 * withSlugConflict().
 *
 * A released slug is not free at once: printed QR codes and cards carry it. It stays held for
 * its previous owner for SLUG_HOLD_DAYS (the document stays, with `linkId: null` and
 * `heldUntil`); they may claim it again at any time, anyone else only after the hold ends.
 * A held slug leads nowhere (404).
 *
 * A slug renamed by a migration (the transliteration of names, jobs/transliterate-names.ts) is an
 * alias: its document keeps `linkId`, so it still opens the link (the card page redirects to the
 * new slug), and names the new slug in `aliasOf`. It is held like a released slug: its owner may
 * claim it again at any time, anyone else only after `heldUntil`; until someone does, it answers.
 */
export interface SlugClaim {
  slug: string;
  /** The link holding the slug; null while it is held for its previous owner. */
  linkId: string | null;
  /** Who holds it: the link's owner, or while held, the previous owner. */
  userId: string;
  createdAt: string;
  /** While held: when the hold ends and anyone may claim it. */
  heldUntil?: string;
  /** An alias: the link's current slug, which this one redirects to. */
  aliasOf?: string;
  /**
   * The profile the link opens (null: a link to a web address), kept with the link's target, so
   * the card page goes from a slug to the card in one read (docs/profiles-and-cards.md). Absent on
   * claims stored before it, and on held slugs: the link is read then.
   */
  profileId?: string | null;
}

export const SLUG_HOLD_DAYS = 90;

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

/** May `userId` claim a slug whose document reads `claim` (undefined: no document)? */
export function isClaimable(claim: SlugClaim | undefined, userId: string, now: Date): boolean {
  if (!claim) return true;
  if (claim.linkId && !claim.aliasOf) return false;
  return claim.userId === userId || !claim.heldUntil || claim.heldUntil <= now.toISOString();
}

/**
 * Reads the slug in the transaction for `userId`: 409 'taken' unless they may claim it.
 * Answers whether a held claim is there, which claimSlug then overwrites.
 */
export async function claimableSlug(
  ctx: AppContext,
  tx: Transaction,
  slug: string,
  userId: string,
): Promise<{ held: boolean }> {
  const claim = (await tx.get(collections(ctx).slugs.doc(slug))).data();
  if (!isClaimable(claim, userId, ctx.clock.now())) throw slugTaken();
  return { held: !!claim };
}

/**
 * Claims the slug: `create` when no document was there, so a claim made meanwhile fails the
 * commit; over a hold (`held`, as claimableSlug read it in this transaction) `set`, which the
 * transaction's read of it guards the same way.
 */
export function claimSlug(
  ctx: AppContext,
  tx: Transaction,
  claim: Omit<SlugClaim, 'heldUntil' | 'aliasOf'> & { linkId: string; profileId: string | null },
  held = false,
): void {
  if (held) tx.set(collections(ctx).slugs.doc(claim.slug), claim);
  else tx.create(collections(ctx).slugs.doc(claim.slug), claim);
}

const holdEnd = (now: Date) => new Date(now.getTime() + SLUG_HOLD_DAYS * 86_400_000).toISOString();

/** Keeps `slug` answering for the link that now holds `current`, held for the owner like a released slug. */
export function aliasSlug(
  ctx: AppContext,
  tx: Transaction,
  alias: { slug: string; current: string; linkId: string; ownerId: string },
): void {
  const now = ctx.clock.now();
  tx.set(collections(ctx).slugs.doc(alias.slug), {
    slug: alias.slug,
    linkId: alias.linkId,
    userId: alias.ownerId,
    createdAt: now.toISOString(),
    heldUntil: holdEnd(now),
    aliasOf: alias.current,
  });
}

/** Lets go of a slug: held for its owner `ownerId` for SLUG_HOLD_DAYS, then free. */
export function releaseSlug(ctx: AppContext, tx: Transaction, slug: string | null | undefined, ownerId: string): void {
  if (!slug) return;
  const now = ctx.clock.now();
  tx.set(collections(ctx).slugs.doc(slug), {
    slug,
    linkId: null,
    userId: ownerId,
    createdAt: now.toISOString(),
    heldUntil: holdEnd(now),
  });
}

/** A slug from a name, transliterated (platform/fold.ts): "Søren Łukasiewicz" → "soren-lukasiewicz"; too short or reserved becomes "profile". */
export function slugBase(...parts: (string | null | undefined)[]): string {
  const base = slugText(parts.filter(Boolean).join(' '), 30);
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
 * A slug `userId` may claim for a name, read inside a transaction: the plain base when free
 * (or held for them), else the base with a random suffix (which the claim's `create` still
 * guards). `held` as claimableSlug answers it, for claimSlug.
 */
export async function freeSlug(
  ctx: AppContext,
  tx: Transaction,
  base: string,
  userId: string,
): Promise<{ slug: string; held: boolean }> {
  const now = ctx.clock.now();
  for (const candidate of [base, uniqueSlug(base), uniqueSlug(base), uniqueSlug(base)]) {
    const claim = (await tx.get(collections(ctx).slugs.doc(candidate))).data();
    if (isClaimable(claim, userId, now)) return { slug: candidate, held: !!claim };
  }
  return { slug: uniqueSlug(base), held: false };
}

/** A slug's claim while it leads somewhere: a held slug (released, kept for its previous owner) leads nowhere. */
async function leadingClaim(ctx: AppContext, slug: string): Promise<(SlugClaim & { linkId: string }) | null> {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null;
  const claim = (await collections(ctx).slugs.doc(slug).get()).data();
  return claim?.linkId ? { ...claim, linkId: claim.linkId } : null;
}

const linkOf = async (ctx: AppContext, linkId: string) =>
  (await collections(ctx).links.doc(linkId).get()).data() ?? null;

/** The link holding a slug, if any. */
export async function linkBySlug(ctx: AppContext, slug: string): Promise<Link | null> {
  const claim = await leadingClaim(ctx, slug);
  return claim ? linkOf(ctx, claim.linkId) : null;
}

/**
 * What a slug opens, for the card page: a profile link's profile straight from the claim, one
 * read; the link itself (a second read) for a link to a web address, an alias, or a claim stored
 * before claims named the profile.
 */
export type SlugTarget = { kind: 'profile'; slug: string; profileId: string } | { kind: 'link'; link: Link };

export async function slugTarget(ctx: AppContext, slug: string): Promise<SlugTarget | null> {
  const claim = await leadingClaim(ctx, slug);
  if (!claim) return null;
  if (claim.profileId && !claim.aliasOf) return { kind: 'profile', slug: claim.slug, profileId: claim.profileId };
  const link = await linkOf(ctx, claim.linkId);
  return link ? { kind: 'link', link } : null;
}
