import { z } from 'zod';
import { optionalString, id, url } from './common';
import { slug, type PublicProfile } from './profiles';

/**
 * Links: short links under `${publicUrl}/card/@{slug}`. A 'profile' link opens a profile's
 * page (every profile has one, its share link); a 'url' link redirects to any address.
 * Slugs are unique across all links.
 */

export const LINK_TARGETS = ['profile', 'url'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export interface Link {
  id: string;
  slug: string;
  targetType: LinkTarget;
  profileId: string | null;
  url: string | null;
  userId: string;
  title: string | null;
  /** Visits through the link (people, not bots). */
  clicks: number;
  createdAt: string;
  updatedAt: string;
}

/** A link as its owner sees it: with its public address. */
export interface LinkView extends Link {
  shortUrl: string;
  /** True for a profile's own share link: its slug is the profile's slug. */
  isProfileLink: boolean;
}

export const LINK_MESSAGES = {
  targetRequired: 'Choose a profile or enter a URL.',
  profileLinkFixed: 'A profile’s own link cannot be deleted; delete the profile instead.',
  targetFixed: 'A link keeps its kind: create a new link instead.',
} as const;

export const createLinkBody = z
  .object({
    slug: slug().optional(),
    targetType: z.enum(LINK_TARGETS),
    profileId: id().optional(),
    url: url().optional(),
    title: optionalString(100),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.targetType === 'profile' && !v.profileId)
      ctx.addIssue({ code: 'custom', path: ['profileId'], message: LINK_MESSAGES.targetRequired });
    if (v.targetType === 'url' && !v.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: LINK_MESSAGES.targetRequired });
  });
export type CreateLinkBody = z.infer<typeof createLinkBody>;

export const updateLinkBody = z
  .object({
    slug: slug(),
    profileId: id(),
    url: url(),
    title: optionalString(100),
  })
  .partial()
  .strict();
export type UpdateLinkBody = z.infer<typeof updateLinkBody>;

/** GET /v1/links/slug/{slug}, public: where a short link leads. */
export interface ResolvedLink {
  slug: string;
  targetType: LinkTarget;
  shortUrl: string;
  url: string | null;
  profile: PublicProfile | null;
}
