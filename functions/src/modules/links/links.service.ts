import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { badRequest, gone, notFound } from '../../platform/errors';
import {
  LINK_MESSAGES,
  type CreateLinkBody,
  type Link,
  type LinkView,
  type ResolvedLink,
  type UpdateLinkBody,
} from '../../contract/links';
import { PROFILE_MESSAGES } from '../../contract/profiles';
import { loadProfile, profileUrl, type StoredProfile } from '../profiles';
import { publicViewOfProfile } from '../public';
import { claimableSlug, claimSlug, freeSlug, linkBySlug, releaseSlug, withSlugConflict } from './slugs';
import { randomSuffix } from '../../platform/random-id';
import { authorize, can } from '../../platform/access';
import { assertUnderCap } from '../../platform/caps';
import { dropPublicView } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

function present(ctx: AppContext, link: Link, profile?: Pick<StoredProfile, 'linkId'> | null): LinkView {
  return {
    ...link,
    shortUrl: profileUrl(ctx.config.publicUrl, link.slug),
    isProfileLink: link.targetType === 'profile' && profile?.linkId === link.id,
  };
}

/** A profile a link may lead to: the caller's own, not deleted. */
async function targetProfile(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  field = 'profileId',
): Promise<StoredProfile> {
  const profile = await loadProfile(ctx, profileId);
  const allowed = !!profile && profile.status !== 'deleted' && (await can(ctx, caller, 'update', 'Profile', profile));
  if (!profile || !allowed)
    throw badRequest(PROFILE_MESSAGES.profileNotFound, { [field]: PROFILE_MESSAGES.profileNotFound });
  return profile;
}

/**
 * A new short link. Without a slug it gets a free random one. The slug is claimed in the same
 * transaction that writes the link, so 20 simultaneous claims of one slug give one link and
 * nineteen 409s.
 */
export async function createLink(ctx: AppContext, caller: AuthUser, body: CreateLinkBody): Promise<LinkView> {
  if (body.targetType === 'profile') await targetProfile(ctx, caller, body.profileId!);
  await assertUnderCap(ctx, caller, 'linksPerUser', collections(ctx).links.where('userId', '==', caller.uid));
  const ref = collections(ctx).links.doc();
  const link = await withSlugConflict(() =>
    ctx.store.runTransaction(async (tx) => {
      const { slug, held } = body.slug
        ? { slug: body.slug, ...(await claimableSlug(ctx, tx, body.slug, caller.uid)) }
        : await freeSlug(ctx, tx, randomSuffix(7), caller.uid);
      const now = ctx.clock.now().toISOString();
      const created: Link = {
        id: ref.id,
        slug,
        targetType: body.targetType,
        profileId: body.targetType === 'profile' ? body.profileId! : null,
        url: body.targetType === 'url' ? body.url! : null,
        userId: caller.uid,
        title: body.title || null,
        clicks: 0,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(ref, created);
      claimSlug(
        ctx,
        tx,
        { slug, linkId: ref.id, userId: caller.uid, createdAt: now, profileId: created.profileId },
        held,
      );
      return created;
    }),
  );
  return present(ctx, link);
}

async function ownLink(ctx: AppContext, caller: AuthUser, linkId: string): Promise<Link> {
  const link = (await collections(ctx).links.doc(linkId).get()).data();
  if (!link) throw notFound();
  await authorize(ctx, caller, 'read', 'Link', link);
  return link;
}

export async function getLink(ctx: AppContext, caller: AuthUser, linkId: string): Promise<LinkView> {
  const link = await ownLink(ctx, caller, linkId);
  return present(ctx, link, link.profileId ? await loadProfile(ctx, link.profileId) : null);
}

/** The caller's links, newest first (profiles' share links included). */
export async function listLinks(ctx: AppContext, caller: AuthUser): Promise<LinkView[]> {
  const snap = await collections(ctx)
    .links.where('userId', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .limit(500)
    .get();
  const links = snap.docs.map((d) => d.data());
  const profileIds = [...new Set(links.map((l) => l.profileId).filter((id): id is string => !!id))];
  const profiles = profileIds.length
    ? await ctx.store.getAll(...profileIds.map((id) => collections(ctx).profiles.doc(id)))
    : [];
  const shareLinks = new Set(profiles.map((p) => p.data()?.linkId).filter(Boolean));
  return links.map((l) => ({ ...present(ctx, l), isProfileLink: shareLinks.has(l.id) }));
}

/**
 * Changes a link's slug, target or title. A link keeps its kind. Changing the slug of a
 * profile's share link changes the profile's slug with it, in the same transaction.
 */
export async function updateLink(
  ctx: AppContext,
  caller: AuthUser,
  linkId: string,
  body: UpdateLinkBody,
): Promise<LinkView> {
  const before = await ownLink(ctx, caller, linkId);
  if (body.url !== undefined && before.targetType !== 'url')
    throw badRequest(LINK_MESSAGES.targetFixed, { url: LINK_MESSAGES.targetFixed });
  if (body.profileId !== undefined && before.targetType !== 'profile')
    throw badRequest(LINK_MESSAGES.targetFixed, { profileId: LINK_MESSAGES.targetFixed });
  if (body.profileId) await targetProfile(ctx, caller, body.profileId);
  const result = await withSlugConflict(() =>
    ctx.store.runTransaction(async (tx) => {
      const ref = collections(ctx).links.doc(linkId);
      const current = (await tx.get(ref)).data();
      if (!current) throw notFound();
      await authorize(ctx, caller, 'update', 'Link', current);
      const ownerProfileRef = current.profileId ? collections(ctx).profiles.doc(current.profileId) : undefined;
      const ownerProfile = ownerProfileRef ? (await tx.get(ownerProfileRef)).data() : undefined;
      const isShareLink = ownerProfile?.linkId === linkId;
      if (isShareLink && body.profileId && body.profileId !== current.profileId) {
        throw badRequest(LINK_MESSAGES.targetFixed, { profileId: LINK_MESSAGES.targetFixed });
      }
      const newSlug = body.slug && body.slug !== current.slug ? body.slug : undefined;
      // The slug is held for, and claimed by, the link's owner (a company admin may edit it).
      const claim = newSlug ? await claimableSlug(ctx, tx, newSlug, current.userId) : undefined;
      const now = ctx.clock.now().toISOString();
      const next: Link = {
        ...current,
        ...(newSlug ? { slug: newSlug } : {}),
        ...(body.url ? { url: body.url } : {}),
        ...(body.profileId ? { profileId: body.profileId } : {}),
        ...(body.title !== undefined ? { title: body.title || null } : {}),
        updatedAt: now,
      };
      if (newSlug) {
        releaseSlug(ctx, tx, current.slug, current.userId);
        claimSlug(
          ctx,
          tx,
          { slug: newSlug, linkId, userId: current.userId, createdAt: now, profileId: next.profileId },
          claim?.held,
        );
        if (isShareLink && ownerProfileRef) {
          tx.update(ownerProfileRef, { slug: newSlug, updatedAt: now });
          dropPublicView(ctx, tx, ownerProfileRef.id);
        }
      }
      // The slug's claim names the profile too (slugTarget): it follows a new target.
      if (!newSlug && next.profileId !== current.profileId)
        tx.set(collections(ctx).slugs.doc(current.slug), { profileId: next.profileId }, { merge: true });
      tx.set(ref, next);
      return { link: next, isShareLink };
    }),
  );
  return { ...present(ctx, result.link), isProfileLink: result.isShareLink };
}

/** Removes a short link and frees its slug; a profile's own link goes only with the profile. */
export async function deleteLink(ctx: AppContext, caller: AuthUser, linkId: string): Promise<void> {
  await ctx.store.runTransaction(async (tx) => {
    const ref = collections(ctx).links.doc(linkId);
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    await authorize(ctx, caller, 'delete', 'Link', current);
    const owner = current.profileId
      ? (await tx.get(collections(ctx).profiles.doc(current.profileId))).data()
      : undefined;
    if (owner?.linkId === linkId) throw badRequest(LINK_MESSAGES.profileLinkFixed);
    releaseSlug(ctx, tx, current.slug, current.userId);
    tx.delete(ref);
  });
}

/**
 * GET /v1/links/slug/{slug}, public: where a short link leads. A profile link answers the
 * profile's public page (404 when gone, 410 while deactivated).
 */
export async function resolveSlug(ctx: AppContext, slug: string): Promise<ResolvedLink> {
  const link = await linkBySlug(ctx, slug.toLowerCase());
  if (!link) throw notFound();
  const shortUrl = profileUrl(ctx.config.publicUrl, link.slug);
  if (link.targetType === 'url') return { slug: link.slug, targetType: 'url', shortUrl, url: link.url, profile: null };
  const profile = link.profileId ? await loadProfile(ctx, link.profileId) : null;
  if (!profile || profile.status === 'deleted') throw notFound();
  if (profile.status === 'deactivated') throw gone(PROFILE_MESSAGES.profileUnavailable);
  return {
    slug: link.slug,
    targetType: 'profile',
    shortUrl,
    url: null,
    profile: await publicViewOfProfile(ctx, profile),
  };
}
