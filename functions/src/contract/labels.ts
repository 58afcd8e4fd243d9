import type { LockableProfileField } from './company';
import type { BackgroundDesign, SignatureDesign } from './share-kit';

/**
 * Names the API words its refusals with and the web app shows as labels, written once in English.
 * No schemas here: a screen's texts (`web/src/features/<feature>/i18n/en.ts`) import them without
 * pulling zod into the screen's chunk.
 */

/** The share kit's designs, by id ("Your company has chosen the Modern design for everyone."). */
export const SIGNATURE_DESIGN_LABELS: Record<SignatureDesign, string> = {
  classic: 'Classic',
  modern: 'Modern',
  compact: 'Compact',
};
export const BACKGROUND_DESIGN_LABELS: Record<BackgroundDesign, string> = {
  gradient: 'Gradient',
  minimal: 'Minimal',
  bold: 'Bold',
};

/** A field a company locks, by profile field ("Job title is managed by your company."). */
export const LOCKED_FIELD_LABELS: Record<LockableProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  company: 'Company',
  department: 'Department',
  pronouns: 'Pronouns',
  headline: 'Headline',
  bio: 'Bio',
  email: 'Email',
  phoneNumbers: 'Phone numbers',
  emails: 'Emails',
  websites: 'Websites',
  addresses: 'Addresses',
  bookingUrl: 'Booking link',
  socials: 'Social networks',
  config: 'Design',
};
