import QRCode from 'qrcode';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import {
  PROFILE_MESSAGES,
  RESERVED_SLUGS,
  type Profile,
  type ProfileConfig,
  type ProfileDetails,
  type ProfileLink,
  type ProfileSocial,
  type PublicProfile,
  type SlugAvailability,
  type UpdateConfigBody,
  type UpdateProfileBody,
} from '../../contract/profiles';
import { loadProfile, profileDetailsOf, profileUrl, type StoredProfile } from './profiles.model';
import { socialCatalogue } from '../socials';
import { publicViewOfProfile } from '../public';
import {
  claimableSlug,
  claimSlug,
  isClaimable,
  isUsableSlug,
  releaseSlug,
  slugBase,
  uniqueSlug,
  withSlugConflict,
} from '../links';
import { detachCardsInTx, profileCardsInTx } from '../cards';
import {
  mergeConfig,
  mergeEverlinks,
  normalizePhones,
  pathsOf,
  removeMedia,
  resolveSocials,
  withoutKeys,
} from './profiles.merge';
import { can } from '../../platform/access';
import { assertUnlockedProfileFields } from '../company';
import {
  liveProfiles,
  ownedProfile,
  ownedProfileInTx,
  ownerView,
  shareLink,
  userProfilesQuery,
} from './profiles.owned';
import { dropPublicView } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

export { createProfile } from './profiles.create';

/**
 * Deleting a profile, or taking its owner's default away, is `delete Profile` (admins, the
 * owner), not the `update` a division manager holds (review 2026-11, S7). 403: they see it.
 */
async function assertMayDelete(ctx: AppContext, caller: AuthUser, profile: StoredProfile): Promise<void> {
  if (!(await can(ctx, caller, 'delete', 'Profile', profile))) throw forbidden();
}

export async function listProfiles(ctx: AppContext, caller: AuthUser): Promise<Profile[]> {
  const snap = await userProfilesQuery(ctx, caller.uid).orderBy('createdAt').get();
  return liveProfiles(snap.docs).map(ownerView);
}

/** The profile for its owner (`owned`), or an active one for anyone else (`shown`); 404 otherwise. */
async function readable(
  ctx: AppContext,
  caller: AuthUser | undefined,
  profileId: string,
): Promise<{ owned: Profile } | { shown: StoredProfile }> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  if (caller && (await can(ctx, caller, 'update', 'Profile', profile))) return { owned: ownerView(profile) };
  if (profile.status !== 'active') throw notFound();
  return { shown: profile };
}

/** A profile by id: the owner sees all of it; anyone else the public view of an active one. */
export async function getProfile(
  ctx: AppContext,
  caller: AuthUser | undefined,
  profileId: string,
): Promise<Profile | PublicProfile> {
  const found = await readable(ctx, caller, profileId);
  return 'owned' in found ? found.owned : publicViewOfProfile(ctx, found.shown);
}

/** The profile's own visible details for others: its lists need no company brand or feeds. */
async function ownOrDetails(
  ctx: AppContext,
  caller: AuthUser | undefined,
  profileId: string,
): Promise<Profile | ProfileDetails> {
  const found = await readable(ctx, caller, profileId);
  return 'owned' in found
    ? found.owned
    : profileDetailsOf(found.shown, { publicUrl: ctx.config.publicUrl, networks: await socialCatalogue(ctx) });
}

/**
 * Changes any part of the caller's profile. `default: true` makes it the default and unsets the
 * others in the same transaction; a new slug is claimed and the old one released with it;
 * `everlinks` and `socials` replace the lists (array order is display order).
 */
export async function updateProfile(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  body: UpdateProfileBody,
): Promise<Profile> {
  const before = await ownedProfile(ctx, caller, profileId);
  await assertUnlockedProfileFields(ctx, caller, before, body);
  if (body.default && !before.default) await assertMayDelete(ctx, caller, before);
  if (body.default === false && before.default)
    throw badRequest(PROFILE_MESSAGES.defaultRequired, { default: PROFILE_MESSAGES.defaultRequired });
  const socials = body.socials ? await resolveSocials(ctx, body.socials, before.socials) : undefined;
  const phoneNumbers = body.phoneNumbers ? normalizePhones(body.phoneNumbers) : undefined;
  let removed: string[] = [];
  const updated = await withSlugConflict(() =>
    ctx.store.runTransaction(async (tx) => {
      const current = await ownedProfileInTx(ctx, tx, caller, profileId);
      // The owner's other profiles lose the default, whoever makes this one it.
      const others = body.default
        ? liveProfiles((await tx.get(userProfilesQuery(ctx, current.userId))).docs).filter((p) => p.id !== profileId)
        : [];
      const newSlug = body.slug && body.slug !== current.slug ? body.slug : undefined;
      // The slug is held for, and claimed by, the profile's owner (a company admin may edit it).
      const claim = newSlug ? await claimableSlug(ctx, tx, newSlug, current.userId) : undefined;
      const now = ctx.clock.now().toISOString();
      const merge = body.everlinks ? mergeEverlinks(body.everlinks, current.everlinks) : undefined;
      const droppedSocialMedia = socials
        ? current.socials.filter((s) => !socials.some((n) => n.network === s.network)).map((s) => `social:${s.network}`)
        : [];
      const dropped = [...(merge?.dropped ?? []), ...droppedSocialMedia];
      removed = pathsOf(current, dropped);
      const { slug: _slug, default: _default, config, everlinks: _e, socials: _s, phoneNumbers: _p, ...fields } = body;
      const next: StoredProfile = {
        ...current,
        ...fields,
        ...(phoneNumbers ? { phoneNumbers } : {}),
        ...(socials ? { socials } : {}),
        ...(merge ? { everlinks: merge.everlinks } : {}),
        config: mergeConfig(current.config, config),
        default: body.default ? true : current.default,
        slug: newSlug ?? current.slug,
        mediaPaths: withoutKeys(current.mediaPaths, dropped),
        updatedAt: now,
      };
      if (newSlug) {
        let linkId = current.linkId;
        if (linkId) {
          tx.update(collections(ctx).links.doc(linkId), { slug: newSlug, updatedAt: now });
        } else {
          linkId = collections(ctx).links.doc().id;
          tx.create(collections(ctx).links.doc(linkId), shareLink(linkId, newSlug, current.userId, profileId, now));
          next.linkId = linkId;
        }
        releaseSlug(ctx, tx, current.slug, current.userId);
        claimSlug(ctx, tx, { slug: newSlug, linkId, userId: current.userId, createdAt: now, profileId }, claim?.held);
      }
      for (const other of others)
        if (other.default) tx.update(collections(ctx).profiles.doc(other.id), { default: false, updatedAt: now });
      tx.set(collections(ctx).profiles.doc(profileId), next);
      dropPublicView(ctx, tx, profileId);
      return next;
    }),
  );
  await removeMedia(ctx, removed);
  return ownerView(updated);
}

/** The blocks: all of them for the owner, the visible ones of an active profile for others. */
export async function getEverlinks(
  ctx: AppContext,
  caller: AuthUser | undefined,
  profileId: string,
): Promise<Profile['everlinks'] | ProfileDetails['everlinks']> {
  return (await ownOrDetails(ctx, caller, profileId)).everlinks;
}

export async function getSocials(
  ctx: AppContext,
  caller: AuthUser | undefined,
  profileId: string,
): Promise<Profile['socials'] | ProfileDetails['socials']> {
  return (await ownOrDetails(ctx, caller, profileId)).socials;
}

export async function putSocials(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  socials: NonNullable<UpdateProfileBody['socials']>,
): Promise<ProfileSocial[]> {
  return (await updateProfile(ctx, caller, profileId, { socials })).socials;
}

export async function getConfig(ctx: AppContext, caller: AuthUser, profileId: string): Promise<ProfileConfig> {
  return (await ownedProfile(ctx, caller, profileId)).config;
}

export async function putConfig(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  config: UpdateConfigBody,
): Promise<ProfileConfig> {
  return (await updateProfile(ctx, caller, profileId, { config })).config;
}

/** The profile's share link, its public page and that page as a QR code. */
export async function getProfileLink(ctx: AppContext, caller: AuthUser, profileId: string): Promise<ProfileLink> {
  const profile = await ownedProfile(ctx, caller, profileId);
  if (!profile.slug) return { linkId: null, slug: null, url: null, clicks: 0, qrSvg: null };
  const link = profile.linkId ? (await collections(ctx).links.doc(profile.linkId).get()).data() : undefined;
  const url = profileUrl(ctx.config.publicUrl, profile.slug);
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { linkId: profile.linkId, slug: profile.slug, url, clicks: link?.clicks ?? 0, qrSvg };
}

/** Whether a slug is free (or already the caller's for that profile), with free alternatives. */
export async function slugAvailability(
  ctx: AppContext,
  caller: AuthUser,
  query: { slug: string; profileId?: string },
): Promise<SlugAvailability> {
  const profile = query.profileId ? await ownedProfile(ctx, caller, query.profileId) : undefined;
  const wanted = query.slug.trim().toLowerCase();
  const base = slugBase(wanted || [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.name);
  const valid = isUsableSlug(wanted);
  const candidates = [
    ...new Set([
      base,
      `${base}-${new Date(ctx.clock.now()).getUTCFullYear()}`,
      ...[2, 3, 4].map((n) => `${base}-${n}`),
      uniqueSlug(base),
    ]),
  ].filter((c) => c !== wanted && isUsableSlug(c));
  const refs = [
    ...(valid ? [collections(ctx).slugs.doc(wanted)] : []),
    ...candidates.map((c) => collections(ctx).slugs.doc(c)),
  ];
  const snaps = await ctx.store.getAll(...refs);
  const claims = new Map(snaps.map((s) => [s.id, s.data()]));
  const ownClaim = (s: string) => !!profile?.linkId && claims.get(s)?.linkId === profile.linkId;
  // Slugs held for their previous owner count as free for that owner only.
  const claimable = (s: string) => isClaimable(claims.get(s), profile?.userId ?? caller.uid, ctx.clock.now());
  const available = valid && (claimable(wanted) || ownClaim(wanted));
  const suggestions = candidates.filter(claimable).slice(0, 3);
  let message: string | null = null;
  if (!valid)
    message = (RESERVED_SLUGS as readonly string[]).includes(wanted)
      ? PROFILE_MESSAGES.slugReserved
      : PROFILE_MESSAGES.slugInvalid;
  else if (!available) message = PROFILE_MESSAGES.slugTaken;
  return { slug: wanted, valid, available, message, suggestions: available ? [] : suggestions };
}

/**
 * PUT …/deactivate: reversible. The public page answers 410 "unavailable", cards and links
 * keep pointing at the profile, leads stop. `{ deactivated: false }` brings it back.
 */
export async function setDeactivated(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  deactivated: boolean,
): Promise<Profile> {
  const updated = await ctx.store.runTransaction(async (tx) => {
    const current = await ownedProfileInTx(ctx, tx, caller, profileId);
    const wanted = deactivated ? 'deactivated' : 'active';
    if (current.status === wanted) return current;
    const now = ctx.clock.now().toISOString();
    const next: StoredProfile = { ...current, status: wanted, deactivatedAt: deactivated ? now : null, updatedAt: now };
    tx.set(collections(ctx).profiles.doc(profileId), next);
    dropPublicView(ctx, tx, profileId);
    return next;
  });
  return ownerView(updated);
}

/**
 * PUT …/delete: a soft delete. The document stays (contacts and analytics refer to it) but
 * nobody sees it; its slug is free again and its share link gone; cards that opened it stay
 * their owner's but open no profile until reassigned; its media is removed. The user's last
 * remaining profile cannot be deleted (409), and deleting the default makes the oldest
 * remaining (active first) the default.
 */
export async function deleteProfile(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
): Promise<{ id: string; status: 'deleted'; newDefaultId: string | null }> {
  const result = await ctx.store.runTransaction(async (tx) => {
    const current = await ownedProfileInTx(ctx, tx, caller, profileId);
    await assertMayDelete(ctx, caller, current);
    // The owner's last profile stays, whoever asks.
    const others = liveProfiles((await tx.get(userProfilesQuery(ctx, current.userId))).docs).filter(
      (p) => p.id !== profileId,
    );
    const cards = await profileCardsInTx(ctx, tx, profileId);
    if (!others.length) throw conflict(PROFILE_MESSAGES.lastProfile, 'last-profile');
    const now = ctx.clock.now().toISOString();
    let newDefaultId: string | null = null;
    if (current.default && !others.some((p) => p.default)) {
      newDefaultId = (others.find((p) => p.status === 'active') ?? others[0]).id;
      tx.update(collections(ctx).profiles.doc(newDefaultId), { default: true, updatedAt: now });
    }
    const next: StoredProfile = {
      ...current,
      status: 'deleted',
      default: false,
      slug: null,
      linkId: null,
      photoUrl: null,
      coverUrl: null,
      logoUrl: null,
      images: {},
      everlinks: current.everlinks
        .filter((e) => e.type === 'url')
        .map((e) => ({
          ...e,
          thumbnailUrl: e.thumbnailUrl && !current.mediaPaths[`everlink:${e.id}:thumb`] ? e.thumbnailUrl : null,
        })),
      socials: current.socials.map((s) => ({ ...s, mediaUrl: null })),
      backgroundVideo: null,
      mediaPaths: {},
      deletedAt: now,
      updatedAt: now,
    };
    tx.set(collections(ctx).profiles.doc(profileId), next);
    dropPublicView(ctx, tx, profileId);
    releaseSlug(ctx, tx, current.slug, current.userId);
    if (current.linkId) tx.delete(collections(ctx).links.doc(current.linkId));
    detachCardsInTx(tx, cards.docs, now);
    return { id: profileId, status: 'deleted' as const, newDefaultId };
  });
  await ctx.blobs
    .deletePrefix(`profiles/${profileId}`)
    .catch((error) => ctx.logger.warn({ err: error, profileId }, 'could not delete profile media'));
  return result;
}
