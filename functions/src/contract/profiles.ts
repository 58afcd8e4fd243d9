import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, optionalString, requiredString, url } from './common';
import { CARD_LANGUAGES } from './i18n/languages';
import {
  addressEntry,
  color,
  emailEntry,
  phoneEntry,
  PROFILE_IMAGE_TYPES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  slug,
  websiteEntry,
} from './profile-fields';

/**
 * Profiles: the digital business cards a user owns, their link blocks ("everlinks"), socials,
 * look and media. Shared by the API and the web app (zod only, browser-safe).
 */

export * from './profile-fields';

// --- config (look and behaviour of the public page) ---

export const PROFILE_LAYOUTS = ['classic', 'centered', 'cover'] as const;
export const BUTTON_STYLES = ['rounded', 'pill', 'square'] as const;
export const PROFILE_FONTS = ['system', 'serif', 'rounded'] as const;
export const PROFILE_SECTIONS = [
  'bio',
  'contact',
  'links',
  'socials',
  'booking',
  'saveContact',
  'exchangeContact',
  'qrCode',
  'backgroundVideo',
] as const;
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
  theme: {
    primaryColor: '#1f6feb',
    backgroundColor: '#ffffff',
    textColor: '#111827',
    buttonStyle: 'rounded',
    font: 'system',
  },
  layout: 'classic',
  sections: {
    bio: true,
    contact: false,
    links: true,
    socials: true,
    booking: true,
    saveContact: true,
    exchangeContact: true,
    qrCode: true,
    backgroundVideo: true,
  },
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
    if (v.type === 'url' && !v.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: PROFILE_MESSAGES.everlinkNeedsUrl });
    if (v.type === 'file' && !v.id)
      ctx.addIssue({ code: 'custom', path: ['id'], message: PROFILE_MESSAGES.fileBlockNeedsUpload });
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
  email: z
    .union([z.literal(''), z.string().trim().pipe(z.email(MESSAGES.invalidEmail))])
    .transform((v) => v.toLowerCase()),
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
  slug: slug(),
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

export const SERVICE_TYPES = [
  'link',
  'social',
  'booking',
  'save-contact',
  'exchange-contact',
  'phone',
  'email',
  'company-link',
  'feed',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Something a visitor can act on, with how often they did. */
export interface ProfileService {
  /** `link:{everlinkId}`, `social:{network}`, `company-link:{everlinkId}`, `feed:{provider}`, or the type for the others. */
  id: string;
  type: ServiceType;
  label: string;
  url: string | null;
  visible: boolean;
  clicks: number;
}
