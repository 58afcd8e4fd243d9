import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, optionalString, requiredString, url } from './common';
import { CARD_LANGUAGES } from './i18n/languages';

/**
 * Profiles: the digital business cards a user owns, their link blocks ("everlinks"), socials,
 * look and media. Shared by the API and the web app (zod only, browser-safe).
 */

export const PROFILE_STATUSES = ['active', 'deactivated', 'deleted'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const PROFILE_IMAGE_TYPES = ['photo', 'cover', 'logo'] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

export const PROFILE_LIMITS = {
  /** Profiles one user may hold (deleted ones do not count). */
  profiles: 25,
  everlinks: 50,
  socials: 40,
  phoneNumbers: 10,
  emails: 10,
  websites: 10,
  addresses: 5,
  bio: 1000,
  headline: 160,
} as const;

/** A slug: lower-case letters, digits and single hyphens inside, 3–40 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** Slugs that would read as the product's own pages, or mislead visitors. */
export const RESERVED_SLUGS = [
  'admin',
  'api',
  'app',
  'auth',
  'card',
  'cards',
  'company',
  'contacts',
  'dashboard',
  'everlink',
  'help',
  'integrations',
  'login',
  'logout',
  'new',
  'null',
  'privacy',
  'privacy-policy',
  'profile',
  'profiles',
  'settings',
  'sign-in',
  'signin',
  'signup',
  'support',
  'superadmin',
  'terms',
  'terms-of-service',
  'undefined',
  'www',
] as const;

/** The texts of profiles, links and cards the specification does not word; its own stay in MESSAGES. */
export const PROFILE_MESSAGES = {
  slugInvalid: 'Use 3–40 lower-case letters, digits or hyphens, starting and ending with a letter or digit.',
  slugReserved: 'This name is reserved. Please choose another one.',
  slugTaken: 'This link is already taken. Please choose another one.',
  tooManyProfiles: `You can have at most ${PROFILE_LIMITS.profiles} profiles.`,
  lastProfile: 'You need at least one profile. Create another profile before deleting this one.',
  defaultRequired: 'Make another profile your default instead.',
  unknownNetwork: 'This social network is not supported.',
  socialNeedsUrl: 'Enter a link or a username.',
  socialNotOnProfile: 'Add this social network to the profile first.',
  everlinkNotFound: 'This link block does not exist on the profile.',
  everlinkNeedsUrl: 'A link block needs a URL.',
  fileBlockNeedsUpload: 'A file block is created by uploading its file.',
  imageUnreadable: 'This image could not be read. Please try another file.',
  tooManyEverlinks: `A profile can have at most ${PROFILE_LIMITS.everlinks} link blocks.`,
  invalidColor: 'Use a colour such as #1F6FEB.',
  profileNotFound: 'Profile not found.',
  profileUnavailable: 'This profile is currently unavailable.',
  duplicateNetwork: 'Add each social network once.',
  noBackgroundVideo: 'Upload a background video first.',
  cardLanguageInvalid: "Choose the visitor's language or one of the languages listed.",
  indexableInvalid: 'Choose whether search engines may show your card.',
} as const;

const slugField = () =>
  z
    .string({ error: (iss) => (iss.input === undefined ? MESSAGES.required : undefined) })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.required)
    .regex(SLUG_PATTERN, PROFILE_MESSAGES.slugInvalid)
    .refine((v) => !(RESERVED_SLUGS as readonly string[]).includes(v), PROFILE_MESSAGES.slugReserved);
export const slug = slugField;

/** A colour as `#rrggbb`, stored lower-case (profile themes, company brands). */
export const color = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, PROFILE_MESSAGES.invalidColor)
    .transform((v) => v.toLowerCase());

const label = () => z.string().trim().max(40).default('');

export const phoneEntry = z.object({
  label: label(),
  number: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(32)
    .regex(/^\+?[0-9 ()\-.]{3,32}$/, MESSAGES.invalidPhone),
});
export const emailEntry = z.object({
  label: label(),
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase()),
});
export const websiteEntry = z.object({ label: label(), url: url() });
export const addressEntry = z.object({
  label: label(),
  street: optionalString(200),
  city: optionalString(100),
  region: optionalString(100),
  postalCode: optionalString(20),
  country: optionalString(100),
});

export type PhoneEntry = z.infer<typeof phoneEntry>;
export type EmailEntry = z.infer<typeof emailEntry>;
export type WebsiteEntry = z.infer<typeof websiteEntry>;
export type AddressEntry = z.infer<typeof addressEntry>;

// --- config (look and behaviour of the public page) ---

export const PROFILE_LAYOUTS = ['classic', 'centered', 'cover'] as const;
export const BUTTON_STYLES = ['rounded', 'pill', 'square'] as const;
export const PROFILE_FONTS = ['system', 'serif', 'rounded'] as const;
export const PROFILE_SECTIONS = ['bio', 'contact', 'links', 'socials', 'booking', 'saveContact', 'exchangeContact', 'qrCode', 'backgroundVideo'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export interface ProfileConfig {
  theme: {
    primaryColor: string;
    backgroundColor: string;
    textColor: string;
    buttonStyle: (typeof BUTTON_STYLES)[number];
    font: (typeof PROFILE_FONTS)[number];
  };
  layout: (typeof PROFILE_LAYOUTS)[number];
  sections: Record<ProfileSection, boolean>;
  /** Visitors may leave their details on /contacts/new/{profileId}. */
  leadCapture: { enabled: boolean };
  /** Mails to the owner: `leads`, 'You have a new contact' when a visitor leaves their details. Never public. */
  notifications: { leads: boolean };
}

/** A new profile's look. Its contact details start hidden: the owner turns them on (docs/privacy.md). */
export const DEFAULT_PROFILE_CONFIG: ProfileConfig = {
  theme: { primaryColor: '#1f6feb', backgroundColor: '#ffffff', textColor: '#111827', buttonStyle: 'rounded', font: 'system' },
  layout: 'classic',
  sections: { bio: true, contact: false, links: true, socials: true, booking: true, saveContact: true, exchangeContact: true, qrCode: true, backgroundVideo: true },
  leadCapture: { enabled: true },
  notifications: { leads: true },
};

/** PUT …/config: any part; what is left out keeps its value. */
export const updateConfigBody = z
  .object({
    theme: z
      .object({
        primaryColor: color(),
        backgroundColor: color(),
        textColor: color(),
        buttonStyle: z.enum(BUTTON_STYLES),
        font: z.enum(PROFILE_FONTS),
      })
      .partial()
      .strict(),
    layout: z.enum(PROFILE_LAYOUTS),
    sections: z
      .object(Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, z.boolean()])) as Record<ProfileSection, z.ZodBoolean>)
      .partial()
      .strict(),
    leadCapture: z.object({ enabled: z.boolean() }).strict(),
    notifications: z.object({ leads: z.boolean() }).strict(),
  })
  .partial()
  .strict();
export type UpdateConfigBody = z.infer<typeof updateConfigBody>;

// --- everlinks (ordered link blocks) ---

export const EVERLINK_TYPES = ['url', 'file'] as const;

export interface Everlink {
  id: string;
  type: (typeof EVERLINK_TYPES)[number];
  title: string;
  /** Where the block leads: the URL, or the uploaded file's download URL. */
  url: string;
  /** A name from the web app's icon set. */
  icon: string | null;
  thumbnailUrl: string | null;
  visible: boolean;
  /** Uploaded file blocks only. */
  file?: { name: string; contentType: string; size: number };
}

/** One block as PUT /v1/profiles/{id} takes it; order is the array's order. */
export const everlinkInput = z
  .object({
    id: id().optional(),
    type: z.enum(EVERLINK_TYPES).default('url'),
    title: requiredString(100),
    url: url().optional(),
    icon: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]*$/)
      .nullable()
      .optional(),
    thumbnailUrl: url().nullable().optional(),
    visible: z.boolean().default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.type === 'url' && !v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: PROFILE_MESSAGES.everlinkNeedsUrl });
    if (v.type === 'file' && !v.id) ctx.addIssue({ code: 'custom', path: ['id'], message: PROFILE_MESSAGES.fileBlockNeedsUpload });
  });
export type EverlinkInput = z.infer<typeof everlinkInput>;

/** Query of POST …/everlinks/upload: a new file block, a new file for a block, or a block's thumbnail. */
export const everlinkUploadQuery = z.object({
  target: z.enum(['file', 'thumbnail']).default('file'),
  everlinkId: id().optional(),
});

// --- socials on a profile ---

export interface ProfileSocial {
  /** Id of a network in the catalogue (GET /v1/socials). */
  network: string;
  url: string;
  handle: string | null;
  order: number;
  visible: boolean;
  /** A picture shown with the social on the public page (upload-media). */
  mediaUrl: string | null;
}

export const socialInput = z
  .object({
    network: id(),
    url: url().optional(),
    handle: z.string().trim().max(100).optional(),
    visible: z.boolean().default(true),
  })
  .strict()
  .refine((v) => !!v.url || !!v.handle?.replace(/^@/, ''), { message: PROFILE_MESSAGES.socialNeedsUrl, path: ['url'] });
export const updateSocialsBody = z.object({ socials: z.array(socialInput).max(PROFILE_LIMITS.socials) }).strict();
export type UpdateSocialsBody = z.infer<typeof updateSocialsBody>;

// --- the profile ---

export interface ProfileImage {
  /** WebP, for the page. */
  url: string;
  /** JPEG (photo, cover) or PNG (logo): link previews and vCards, which do not all read WebP. */
  fallbackUrl: string;
  width: number;
  height: number;
}

export interface BackgroundVideo {
  url: string;
  contentType: string | null;
  size: number | null;
  enabled: boolean;
  /** True when the file was uploaded (the API removes it with the profile). */
  uploaded: boolean;
  updatedAt: string;
}

export type { Profile, ProfileDetails, PublicProfile } from './profile-types';

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

const profileFields = {
  name: requiredString(60),
  email: z.union([z.literal(''), z.string().trim().pipe(z.email(MESSAGES.invalidEmail))]).transform((v) => v.toLowerCase()),
  firstName: optionalString(100),
  lastName: optionalString(100),
  jobTitle: optionalString(120),
  company: optionalString(120),
  department: optionalString(120),
  pronouns: optionalString(40),
  headline: optionalString(PROFILE_LIMITS.headline),
  bio: optionalString(PROFILE_LIMITS.bio),
  phoneNumbers: list(phoneEntry, PROFILE_LIMITS.phoneNumbers),
  emails: list(emailEntry, PROFILE_LIMITS.emails),
  websites: list(websiteEntry, PROFILE_LIMITS.websites),
  addresses: list(addressEntry, PROFILE_LIMITS.addresses),
  bookingUrl: url().nullable(),
  slug: slugField(),
  default: z.boolean(),
  everlinks: list(everlinkInput, PROFILE_LIMITS.everlinks),
  socials: list(socialInput, PROFILE_LIMITS.socials),
  config: updateConfigBody,
  /** The language visitors read the card, lead form and thank-you page in: `auto` follows each visitor (docs/i18n.md). */
  cardLanguage: z.enum(CARD_LANGUAGES, { error: () => PROFILE_MESSAGES.cardLanguageInvalid }),
  /** Whether search engines may index the profile's page. */
  indexable: z.boolean({ error: () => PROFILE_MESSAGES.indexableInvalid }),
};

// The name stays requiredString, so a missing one answers 'This field is required.' (.required() would answer zod's own text).
export const createProfileBody = z.object(profileFields).partial().extend({ name: profileFields.name }).strict();
export type CreateProfileBody = z.infer<typeof createProfileBody>;

export const updateProfileBody = z.object(profileFields).partial().strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const slugQuery = z.object({
  slug: z.string().trim().max(100).default(''),
  /** The caller's profile the slug is for: its own current slug counts as available. */
  profileId: id().optional(),
});

export interface SlugAvailability {
  slug: string;
  valid: boolean;
  available: boolean;
  /** Why not, when not. */
  message: string | null;
  suggestions: string[];
}

/** PUT …/deactivate: `{ deactivated: false }` reactivates; an empty body deactivates. */
export const deactivateBody = z.object({ deactivated: z.boolean().default(true) }).strict();

/** POST …/background-video: show or hide it, replace it by a link, or remove it (url: null). */
export const backgroundVideoBody = z.object({ enabled: z.boolean(), url: url().nullable() }).partial().strict();

export const profileImageTypeParam = z.object({ profileId: id(), type: z.enum(PROFILE_IMAGE_TYPES) });

export interface ProfileLink {
  linkId: string | null;
  slug: string | null;
  url: string | null;
  clicks: number;
  /** The URL as a QR code, an SVG document. */
  qrSvg: string | null;
}

export const SERVICE_TYPES = ['link', 'social', 'booking', 'save-contact', 'exchange-contact', 'phone', 'email'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Something a visitor can act on, with how often they did. */
export interface ProfileService {
  /** `link:{everlinkId}`, `social:{network}`, or the type for the others. */
  id: string;
  type: ServiceType;
  label: string;
  url: string | null;
  visible: boolean;
  clicks: number;
}
