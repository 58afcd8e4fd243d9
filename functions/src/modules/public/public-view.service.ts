import type { AppContext } from '../../platform/context';
import { authorize, type Caller } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { publicViewOf, type PublicViewContext, type PublicViewFacts } from '../../contract/public-view';
import type { PublicProfile } from '../../contract/profiles';
import { loadProfile, type StoredProfile } from '../profiles/profiles.model';
import { companyBrandOf } from '../company/company-branding.service';
import { cardFeedsOf } from '../integrations';
import { socialCatalogue } from '../socials/socials.service';

/**
 * The public view's one loader (docs/profiles-and-cards.md, "The public view"): every fact a
 * card shows, gathered from the modules that own them. `publicViewOf` (contract/public-view.ts)
 * turns them into the card; every public answer and the card page go through here. The facts are
 * one plain object, so a later `publicProfiles/{profileId}` document can hold them as they are.
 */

/** What a card shows besides the profile: its owner's company brand and links, feeds and booking. */
async function contextOf(ctx: AppContext, profile: StoredProfile): Promise<PublicViewContext> {
  const [companyBrand, { feeds, connectedBookingUrl }] = await Promise.all([companyBrandOf(ctx, profile), cardFeedsOf(ctx, profile)]);
  return { companyBrand, feeds, connectedBookingUrl };
}

/** Every fact of an active profile's card. */
export async function loadPublicFacts(ctx: AppContext, profile: StoredProfile): Promise<PublicViewFacts> {
  const { mediaPaths: _storage, ...stored } = profile;
  const [context, networks] = await Promise.all([contextOf(ctx, profile), socialCatalogue(ctx)]);
  return { ...context, profile: stored, networks: [...networks.values()], publicUrl: ctx.config.publicUrl };
}

/** An active profile as anyone sees it. */
export async function publicViewOfProfile(ctx: AppContext, profile: StoredProfile): Promise<PublicProfile> {
  return publicViewOf(await loadPublicFacts(ctx, profile));
}

/**
 * GET /v1/profiles/{id}/public-context: what the editor's preview needs beside its draft, so it
 * draws the card as visitors see it; for those who may edit the profile, 404 for anyone else.
 */
export async function publicContextOf(ctx: AppContext, caller: Caller, profileId: string): Promise<PublicViewContext> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, 'update', 'Profile', profile);
  return contextOf(ctx, profile);
}
