import { z } from 'zod';
import { MESSAGES } from './messages';
import { optionalString, url } from './common';

/** A profile's statuses, limits and messages, and the schemas of its single fields (slug, colour, contact entries); profiles.ts re-exports them. */

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
