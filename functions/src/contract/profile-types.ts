import type { PublicCompanyBrand } from './company-brand';
import type { CardFeed } from './public-view';
import type { CardLanguage } from './i18n/languages';
import type {
  AddressEntry,
  BackgroundVideo,
  EmailEntry,
  Everlink,
  PhoneEntry,
  ProfileConfig,
  ProfileImage,
  ProfileImageType,
  ProfileSocial,
  ProfileStatus,
  WebsiteEntry,
} from './profiles';

/** The shapes of a profile as the API answers it: to its owner, and to anyone (types only). */

/** What the card says, as the owner wrote it: the same to the owner and to anyone. */
interface CardFields {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  department: string;
  pronouns: string;
  headline: string;
  bio: string;
  phoneNumbers: PhoneEntry[];
  emails: EmailEntry[];
  websites: WebsiteEntry[];
  addresses: AddressEntry[];
  bookingUrl: string | null;
  photoUrl: string | null;
  coverUrl: string | null;
  logoUrl: string | null;
  images: Partial<Record<ProfileImageType, ProfileImage>>;
  /** The language of the card, lead form and thank-you page: `auto` (each visitor's own) or one for everyone; the web app's public pages follow it as the server's page does. */
  cardLanguage: CardLanguage;
}

/** The stored profile, as its owner sees it. */
export interface Profile extends CardFields {
  id: string;
  userId: string;
  /** The owner's name for the profile ("Work", "Events"); not shown to visitors. */
  name: string;
  email: string;
  default: boolean;
  status: ProfileStatus;
  /** Null once the profile is deleted (the slug is free again). */
  slug: string | null;
  /** The profile's share link (a link with targetType 'profile'). */
  linkId: string | null;
  everlinks: Everlink[];
  socials: ProfileSocial[];
  config: ProfileConfig;
  backgroundVideo: BackgroundVideo | null;
  /** Whether search engines may index the profile's page; off until the owner allows it (docs/profiles-and-cards.md, "Search engines"). */
  indexable: boolean;
  createdAt: string;
  updatedAt: string;
  deactivatedAt?: string | null;
  deletedAt?: string | null;
  /** The owner's company while they are one of its employees (docs/company.md): its brand and links show on the card. */
  companyId?: string | null;
}

/**
 * What anyone may see of the profile itself, its own visible blocks and socials: what a vCard, a
 * lead receipt or the share kit carry. The card page shows more (`PublicProfile`).
 */
export interface ProfileDetails extends CardFields {
  id: string;
  slug: string | null;
  /** `${publicUrl}/card/@{slug}`: the profile's own page. */
  url: string | null;
  displayName: string;
  email: string | null;
  everlinks: Omit<Everlink, 'visible'>[];
  socials: (Omit<ProfileSocial, 'visible'> & { name: string; icon: string })[];
  config: Omit<ProfileConfig, 'notifications'>;
  backgroundVideo: { url: string; contentType: string | null } | null;
}

/**
 * What anyone may see of an active profile's card: one view (contract/public-view.ts) behind
 * every public answer, the server's card page and the editor's preview.
 */
export interface PublicProfile extends ProfileDetails {
  /** The owner's company brand and links while they are its employee; shown above their own links. */
  companyBrand: PublicCompanyBrand | null;
  /** The owner's connected feeds shown on this profile, under the socials. */
  feeds: CardFeed[];
}
