import { z } from 'zod';
import {
  BUTTON_STYLES,
  EVERLINK_TYPES,
  PROFILE_FONTS,
  PROFILE_IMAGE_TYPES,
  PROFILE_LAYOUTS,
  PROFILE_SECTIONS,
  PROFILE_STATUSES,
  SERVICE_TYPES,
  type AddressEntry,
  type BackgroundVideo,
  type EmailEntry,
  type Everlink,
  type PhoneEntry,
  type Profile,
  type ProfileConfig,
  type ProfileImage,
  type ProfileImageType,
  type ProfileLink,
  type ProfileSection,
  type ProfileService,
  type ProfileSocial,
  type PublicProfile,
  type SlugAvailability,
  type WebsiteEntry,
} from '../profiles';
import { CARD_LANGUAGES } from '../i18n/languages';
import { COMPANY_EVERLINK_TYPES, type PublicCompanyBrand } from '../company-brand';
import { INTEGRATION_KINDS } from '../integrations';
import type { CardFeed, PublicViewContext } from '../public-view';
import type { ProfileLocks } from '../company-invitations';
import { LOCKABLE_PROFILE_FIELDS } from '../company';
import { BACKGROUND_DESIGNS, SIGNATURE_DESIGNS, type CompanyShareKit, type ShareKit } from '../share-kit';
import type { AnalyticsDashboard, DayCounts, ServiceClicks } from '../analytics';

/**
 * What the profile, share-kit and analytics routes answer (views.ts says how these are held to the
 * contract's types and to the API's real answers).
 */

const nullableString = z.string().nullable();

const phoneEntryView = z.object({ label: z.string(), number: z.string() }) satisfies z.ZodType<PhoneEntry>;
const emailEntryView = z.object({ label: z.string(), email: z.string() }) satisfies z.ZodType<EmailEntry>;
const websiteEntryView = z.object({ label: z.string(), url: z.string() }) satisfies z.ZodType<WebsiteEntry>;
const addressEntryView = z.object({
  label: z.string(),
  street: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
}) satisfies z.ZodType<AddressEntry>;

const profileImageView = z.object({
  url: z.string(),
  fallbackUrl: z.string(),
  width: z.number(),
  height: z.number(),
}) satisfies z.ZodType<ProfileImage>;

/** What the card says, the same to the owner and to anyone (profile-types.ts, `CardFields`). */
const cardFields = {
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  department: z.string(),
  pronouns: z.string(),
  headline: z.string(),
  bio: z.string(),
  phoneNumbers: z.array(phoneEntryView),
  emails: z.array(emailEntryView),
  websites: z.array(websiteEntryView),
  addresses: z.array(addressEntryView),
  bookingUrl: nullableString,
  photoUrl: nullableString,
  coverUrl: nullableString,
  logoUrl: nullableString,
  // Named fields, not a record: a client generated from the description then knows each one.
  images: z.object(
    Object.fromEntries(PROFILE_IMAGE_TYPES.map((type) => [type, profileImageView.optional()])) as Record<
      ProfileImageType,
      z.ZodOptional<typeof profileImageView>
    >,
  ),
  cardLanguage: z.enum(CARD_LANGUAGES),
};

const themeView = z.object({
  primaryColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  buttonStyle: z.enum(BUTTON_STYLES),
  font: z.enum(PROFILE_FONTS),
});
const publicConfigFields = {
  theme: themeView,
  layout: z.enum(PROFILE_LAYOUTS),
  sections: z.object(
    Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, z.boolean()])) as Record<
      ProfileSection,
      z.ZodBoolean
    >,
  ),
  leadCapture: z.object({ enabled: z.boolean() }),
};

export const profileConfigView = z
  .object({ ...publicConfigFields, notifications: z.object({ leads: z.boolean() }) })
  .meta({ id: 'ProfileConfig' }) satisfies z.ZodType<ProfileConfig>;

const everlinkFields = {
  id: z.string(),
  type: z.enum(EVERLINK_TYPES),
  title: z.string(),
  url: z.string(),
  icon: nullableString,
  thumbnailUrl: nullableString,
  file: z.object({ name: z.string(), contentType: z.string(), size: z.number() }).optional(),
};
export const everlinkView = z
  .object({ ...everlinkFields, visible: z.boolean() })
  .meta({ id: 'Everlink' }) satisfies z.ZodType<Everlink>;

const socialFields = {
  network: z.string(),
  url: z.string(),
  handle: nullableString,
  order: z.number(),
  mediaUrl: nullableString,
};
export const profileSocialView = z
  .object({ ...socialFields, visible: z.boolean() })
  .meta({ id: 'ProfileSocial' }) satisfies z.ZodType<ProfileSocial>;

export const backgroundVideoView = z
  .object({
    url: z.string(),
    contentType: nullableString,
    size: z.number().nullable(),
    enabled: z.boolean(),
    uploaded: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BackgroundVideo' }) satisfies z.ZodType<BackgroundVideo>;

export const profileView = z
  .object({
    ...cardFields,
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    default: z.boolean(),
    status: z.enum(PROFILE_STATUSES),
    slug: nullableString,
    linkId: nullableString,
    everlinks: z.array(everlinkView),
    socials: z.array(profileSocialView),
    config: profileConfigView,
    backgroundVideo: backgroundVideoView.nullable(),
    indexable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deactivatedAt: nullableString.optional(),
    deletedAt: nullableString.optional(),
    companyId: nullableString.optional(),
  })
  .meta({ id: 'Profile', description: 'A profile as its owner sees it.' }) satisfies z.ZodType<Profile>;

const publicEverlinkView = z.object(everlinkFields);
const publicSocialView = z.object({ ...socialFields, name: z.string(), icon: z.string() });

export const publicCompanyBrandView = z
  .object({
    id: z.string(),
    name: z.string(),
    logoUrl: nullableString,
    backgroundUrl: nullableString,
    brand: z.object({ primaryColor: z.string(), accentColor: z.string() }),
    everlinks: z.array(
      z.object({ id: z.string(), type: z.enum(COMPANY_EVERLINK_TYPES), title: z.string(), url: z.string() }),
    ),
  })
  .meta({ id: 'PublicCompanyBrand' }) satisfies z.ZodType<PublicCompanyBrand>;

const cardFeedView = z.object({
  provider: z.string(),
  name: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  account: z.object({ username: z.string(), url: nullableString }),
  items: z.array(
    z.object({ url: z.string(), text: z.string(), imageUrl: nullableString, publishedAt: nullableString }),
  ),
}) satisfies z.ZodType<CardFeed>;

export const publicProfileView = z
  .object({
    ...cardFields,
    id: z.string(),
    slug: nullableString,
    url: nullableString,
    displayName: z.string(),
    email: nullableString,
    everlinks: z.array(publicEverlinkView),
    socials: z.array(publicSocialView),
    config: z.object(publicConfigFields),
    backgroundVideo: z.object({ url: z.string(), contentType: nullableString }).nullable(),
    companyBrand: publicCompanyBrandView.nullable(),
    feeds: z.array(cardFeedView),
  })
  .meta({ id: 'PublicProfile', description: 'A profile as anyone sees it.' }) satisfies z.ZodType<PublicProfile>;

/** GET /v1/profiles/{id} and its blocks: the owner's view to the owner, the public one to anyone else. */
export const profileOrPublicView = z.union([profileView, publicProfileView]);
export const everlinksOrPublicView = z.union([z.array(everlinkView), z.array(publicEverlinkView)]);
export const socialsOrPublicView = z.union([z.array(profileSocialView), z.array(publicSocialView)]);

export const slugAvailabilityView = z.object({
  slug: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  message: nullableString,
  suggestions: z.array(z.string()),
}) satisfies z.ZodType<SlugAvailability>;

export const profileLinkView = z.object({
  linkId: nullableString,
  slug: nullableString,
  url: nullableString,
  clicks: z.number(),
  qrSvg: nullableString,
}) satisfies z.ZodType<ProfileLink>;

const serviceFields = {
  id: z.string(),
  label: z.string(),
  url: nullableString,
  visible: z.boolean(),
  clicks: z.number(),
};
export const profileServiceView = z.object({
  ...serviceFields,
  type: z.enum(SERVICE_TYPES),
}) satisfies z.ZodType<ProfileService>;

export const profileDeletedView = z.object({
  id: z.string(),
  status: z.literal('deleted'),
  newDefaultId: nullableString,
}) satisfies z.ZodType<{ id: string; status: 'deleted'; newDefaultId: string | null }>;

export const profileLocksView = z.object({
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  fields: z.array(z.enum(LOCKABLE_PROFILE_FIELDS)),
}) satisfies z.ZodType<ProfileLocks>;

export const publicViewContextView = z.object({
  companyBrand: publicCompanyBrandView.nullable(),
  feeds: z.array(cardFeedView),
  connectedBookingUrl: nullableString,
}) satisfies z.ZodType<PublicViewContext>;

const designChoice = <D extends readonly [string, ...string[]]>(designs: D) =>
  z.object({ design: z.enum(designs), locked: z.boolean() });

export const shareKitView = z.object({
  profileId: z.string(),
  cardUrl: nullableString,
  qrUrl: nullableString,
  wallet: z.object({ apple: z.boolean(), google: z.boolean() }),
  signature: designChoice(SIGNATURE_DESIGNS),
  background: designChoice(BACKGROUND_DESIGNS),
  company: z.object({ id: z.string(), name: z.string(), canChoose: z.boolean() }).nullable(),
}) satisfies z.ZodType<ShareKit>;

export const companyShareKitView = z.object({
  companyId: z.string(),
  signatureDesign: z.enum(SIGNATURE_DESIGNS).nullable(),
  backgroundDesign: z.enum(BACKGROUND_DESIGNS).nullable(),
  updatedAt: nullableString,
  updatedBy: nullableString,
}) satisfies z.ZodType<CompanyShareKit>;

export const urlView = z.object({ url: z.string() }) satisfies z.ZodType<{ url: string }>;

const dayCountFields = {
  views: z.number(),
  uniqueVisitors: z.number(),
  clicks: z.number(),
  saves: z.number(),
  exchanges: z.number(),
  leads: z.number(),
};

export const analyticsDashboardView = z.object({
  profileId: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object(dayCountFields) satisfies z.ZodType<DayCounts>,
  sources: z.object({ card: z.number(), link: z.number(), direct: z.number() }),
  series: z.array(z.object({ ...dayCountFields, day: z.string() })),
}) satisfies z.ZodType<AnalyticsDashboard>;

export const serviceClicksView = z.object({
  from: z.string(),
  to: z.string(),
  services: z.array(z.object({ ...serviceFields, type: z.string() }) satisfies z.ZodType<ServiceClicks>),
});

/** POST /v1/public/events: whether the beacon counted (bots, repeats and unknown profiles are not). */
export const pageEventView = z.object({ counted: z.boolean() });
