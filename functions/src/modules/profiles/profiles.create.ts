import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { assertCountUnderCap, planTier } from '../../platform/caps';
import { DEFAULT_PROFILE_CONFIG, type CreateProfileBody, type Profile } from '../../contract/profiles';
import { normalizeProfile, type StoredProfile } from './profiles.model';
import { claimableSlug, claimSlug, freeSlug, slugBase, withSlugConflict } from '../links';
import { mergeConfig, mergeEverlinks, normalizePhones, resolveSocials } from './profiles.merge';
import { lockedValuesForNewProfile } from '../company';
import { companyProfileOf, liveProfiles, ownerView, shareLink, userProfilesQuery } from './profiles.owned';
import { collections } from '../../platform/store/collections';

export async function createProfile(ctx: AppContext, caller: AuthUser, body: CreateProfileBody): Promise<Profile> {
  const managed = companyProfileOf(liveProfiles((await userProfilesQuery(ctx, caller.uid).get()).docs));
  const locked = managed ? await lockedValuesForNewProfile(ctx, caller, managed, body) : {};
  const socials = body.socials ? await resolveSocials(ctx, body.socials, []) : [];
  const phoneNumbers = body.phoneNumbers ? normalizePhones(body.phoneNumbers) : [];
  const everlinks = body.everlinks ? mergeEverlinks(body.everlinks, []).everlinks : [];
  const tier = await planTier(ctx, caller);
  const ref = collections(ctx).profiles.doc();
  const linkRef = collections(ctx).links.doc();
  const created = await withSlugConflict(() =>
    ctx.store.runTransaction(async (tx) => {
      const mine = liveProfiles((await tx.get(userProfilesQuery(ctx, caller.uid))).docs);
      assertCountUnderCap('profilesPerUser', tier, mine.length);
      const fromName = slugBase(body.firstName, body.lastName);
      const { slug, held } = body.slug
        ? { slug: body.slug, ...(await claimableSlug(ctx, tx, body.slug, caller.uid)) }
        : await freeSlug(ctx, tx, fromName === 'profile' ? slugBase(body.name) : fromName, caller.uid);
      const now = ctx.clock.now().toISOString();
      const makeDefault = body.default === true || !mine.length;
      // While a member, all of a person's profiles carry their company (docs/company.md).
      const companyId = mine.find((p) => p.companyId)?.companyId ?? null;
      const profile: StoredProfile = {
        ...normalizeProfile(ref.id, {}),
        userId: caller.uid,
        name: body.name,
        // Only what the owner typed: the sign-in email is not published unasked.
        email: body.email ?? '',
        default: makeDefault,
        status: 'active',
        slug,
        linkId: linkRef.id,
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        jobTitle: body.jobTitle ?? '',
        company: body.company ?? '',
        department: body.department ?? '',
        pronouns: body.pronouns ?? '',
        headline: body.headline ?? '',
        bio: body.bio ?? '',
        phoneNumbers,
        emails: body.emails ?? [],
        websites: body.websites ?? [],
        addresses: body.addresses ?? [],
        bookingUrl: body.bookingUrl ?? null,
        everlinks,
        socials,
        config: mergeConfig(DEFAULT_PROFILE_CONFIG, body.config),
        cardLanguage: body.cardLanguage ?? 'auto',
        indexable: body.indexable ?? false,
        ...(companyId && companyId === managed?.companyId ? locked : {}),
        companyId,
        createdAt: now,
        updatedAt: now,
      };
      if (makeDefault)
        for (const other of mine)
          if (other.default) tx.update(collections(ctx).profiles.doc(other.id), { default: false, updatedAt: now });
      tx.create(ref, profile);
      tx.create(linkRef, shareLink(linkRef.id, slug, caller.uid, ref.id, now));
      claimSlug(ctx, tx, { slug, linkId: linkRef.id, userId: caller.uid, createdAt: now, profileId: ref.id }, held);
      return profile;
    }),
  );
  return ownerView(created);
}
