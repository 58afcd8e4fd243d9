import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { authorize } from '../../platform/access';
import { conflict, notFound } from '../../platform/errors';
import type { ProfileDetails } from '../../contract/profiles';
import type { PublicCompanyBrand } from '../../contract/company-brand';
import { SHARE_KIT_MESSAGES } from '../../contract/share-kit';
import { displayNameOf, loadProfile, profileDetailsOf, profileUrl } from '../profiles';
import { absoluteUrl, type StoredProfile } from '../profiles';
import { socialCatalogue } from '../socials';
import { companyBrandOf } from '../company';
import { getCompanyById } from '../company';
import { onColor } from '../../platform/html';

/**
 * What every share-kit piece is made of: the profile's public details (never more than its page
 * shows), its card URL, and its colours: the company's while the owner is an employee, else the
 * profile theme's.
 */

export interface ShareLook {
  /** Background of passes and backgrounds, accent of signatures. */
  primary: string;
  /** Second colour: the company's accent, else the primary again. */
  accent: string;
  /** Black or white, whichever reads on `primary`. */
  onPrimary: string;
}

export interface ShareSubject {
  profile: StoredProfile;
  details: ProfileDetails;
  name: string;
  /** The profile's public link; null while it has none. */
  cardUrl: string | null;
  /** The owner's company while they are its employee. */
  brand: PublicCompanyBrand | null;
  look: ShareLook;
}

/** A profile the caller may read (its owner, a company admin or manager of theirs, a superadmin); anything else 404. */
export async function readableProfile(ctx: AppContext, caller: Caller, profileId: string): Promise<StoredProfile> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, 'read', 'Profile', profile);
  return profile;
}

export async function shareSubjectOf(ctx: AppContext, profile: StoredProfile): Promise<ShareSubject> {
  const [brand, networks] = await Promise.all([companyBrandOf(ctx, profile), socialCatalogue(ctx)]);
  const details = profileDetailsOf(profile, { publicUrl: ctx.config.publicUrl, networks });
  const primary = brand?.brand.primaryColor ?? profile.config.theme.primaryColor;
  return {
    profile,
    details,
    name: displayNameOf(profile),
    cardUrl: profile.slug ? profileUrl(ctx.config.publicUrl, profile.slug) : null,
    brand,
    look: { primary, accent: brand?.brand.accentColor ?? primary, onPrimary: onColor(primary) },
  };
}

/** The card URL, for pieces that cannot exist without it (every QR code encodes it). */
export function cardUrlOf(subject: ShareSubject): string {
  if (!subject.cardUrl) throw conflict(SHARE_KIT_MESSAGES.noPublicLink, 'no-public-link');
  return subject.cardUrl;
}

/** The company name shown on passes and signatures: the employer's, else what the profile says. */
export const organizationOf = (subject: ShareSubject) => subject.brand?.name || subject.details.company || '';

/** The profile photo's JPEG rendition (400×400), when it has one. */
export async function photoBytes(ctx: AppContext, subject: ShareSubject): Promise<Buffer | null> {
  const path = subject.profile.mediaPaths.photo?.find((p) => p.endsWith('.jpg'));
  const blob = path ? await ctx.blobs.get(path).catch(() => null) : null;
  return blob?.bytes ?? null;
}

/** The company logo (WebP within 400×400), for employees of a company that has one. */
export async function companyLogoBytes(ctx: AppContext, subject: ShareSubject): Promise<Buffer | null> {
  if (!subject.brand?.logoUrl) return null;
  const company = await getCompanyById(ctx, subject.brand.id);
  const blob = company?.logo?.path ? await ctx.blobs.get(company.logo.path).catch(() => null) : null;
  return blob?.bytes ?? null;
}

/** Absolute URL of the photo's JPEG rendition: mail clients and Google load it from elsewhere, and not all read WebP. */
export function photoUrlOf(ctx: AppContext, subject: ShareSubject): string | null {
  const url = subject.details.images.photo?.fallbackUrl ?? subject.details.photoUrl;
  return url ? absoluteUrl(ctx.config.publicUrl, url) : null;
}

/** The public PNG of the profile's QR code (GET /v1/profiles/{id}/qr.png). */
export const qrUrlOf = (ctx: AppContext, profileId: string, size?: number) =>
  `${ctx.config.publicUrl}/v1/profiles/${encodeURIComponent(profileId)}/qr.png${size ? `?size=${size}` : ''}`;

/** A file name from the person's name: letters, digits, spaces, dots, apostrophes and hyphens. */
export const fileNameOf = (subject: ShareSubject) =>
  subject.name.replace(/[^\p{L}\p{N} .'-]/gu, '').trim() || 'everlink';
