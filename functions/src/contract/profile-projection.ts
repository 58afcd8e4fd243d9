import type { Profile, ProfileDetails } from './profiles';
import type { SocialNetwork } from './socials';

/**
 * What anyone may see of a profile itself, shared by the API and the web app. Pure: no I/O.
 */

/** The profile's page: `${publicUrl}/card/@{slug}`; relative to the app without publicUrl. */
export function profileUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/card/@${slug}`;
}

export function displayNameOf(profile: Pick<Profile, 'firstName' | 'lastName' | 'company' | 'name'>): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() || profile.company || profile.name;
}

export interface DetailsOptions {
  /** Makes `url` absolute; relative (/card/@slug) without it. */
  publicUrl?: string;
  /** The social catalogue, for network names and icons. */
  networks?: ReadonlyMap<string, SocialNetwork>;
}

/**
 * What anyone may see of the profile itself: the visible blocks and socials, no owner id, no
 * storage paths, no owner-only settings. The card adds its surroundings (`publicViewOf`, in
 * public-view.ts). Callers show it only for an active profile.
 */
export function profileDetailsOf(profile: Profile, options: DetailsOptions = {}): ProfileDetails {
  const { sections } = profile.config;
  const video = profile.backgroundVideo;
  // The owner's mail settings are theirs alone.
  const { notifications: _private, ...config } = profile.config;
  return {
    id: profile.id,
    slug: profile.slug,
    url: profile.slug ? profileUrl(options.publicUrl ?? '', profile.slug) : null,
    displayName: displayNameOf(profile),
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle,
    company: profile.company,
    department: profile.department,
    pronouns: profile.pronouns,
    headline: profile.headline,
    bio: sections.bio ? profile.bio : '',
    email: sections.contact ? profile.email || null : null,
    phoneNumbers: sections.contact ? profile.phoneNumbers : [],
    emails: sections.contact ? profile.emails : [],
    websites: sections.contact ? profile.websites : [],
    addresses: sections.contact ? profile.addresses : [],
    bookingUrl: sections.booking ? profile.bookingUrl : null,
    photoUrl: profile.photoUrl,
    coverUrl: profile.coverUrl,
    logoUrl: profile.logoUrl,
    images: profile.images,
    everlinks: sections.links
      ? profile.everlinks
          .filter((e) => e.visible)
          .map(({ id, type, title, url, icon, thumbnailUrl, file }) => ({
            id,
            type,
            title,
            url,
            icon,
            thumbnailUrl,
            ...(file ? { file } : {}),
          }))
      : [],
    socials: sections.socials
      ? profile.socials
          .filter((s) => s.visible)
          .map((s) => {
            const network = options.networks?.get(s.network);
            return {
              network: s.network,
              url: s.url,
              handle: s.handle,
              order: s.order,
              mediaUrl: s.mediaUrl ?? null,
              name: network?.name ?? s.network.charAt(0).toUpperCase() + s.network.slice(1),
              icon: network?.icon ?? 'link',
            };
          })
      : [],
    config,
    backgroundVideo:
      sections.backgroundVideo && video?.enabled ? { url: video.url, contentType: video.contentType } : null,
    cardLanguage: profile.cardLanguage ?? 'auto',
  };
}
