import { z } from 'zod';
import { url } from '@contract/common';
import { createProfileBody, slug, type Profile } from '@contract/profiles';

/** The Details tab's fields: the contract's, with an empty booking link meaning none. */
export const detailsSchema = createProfileBody
  .pick({
    name: true,
    email: true,
    firstName: true,
    lastName: true,
    pronouns: true,
    jobTitle: true,
    company: true,
    department: true,
    headline: true,
    bio: true,
    phoneNumbers: true,
    emails: true,
    websites: true,
    addresses: true,
  })
  .extend({
    slug: slug(),
    bookingUrl: z
      .string()
      .trim()
      .transform((v) => v || null)
      .pipe(url().nullable()),
  });

type DetailsInput = z.input<typeof detailsSchema>;

export const detailsValues = (p: Profile): DetailsInput => ({
  name: p.name,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  pronouns: p.pronouns,
  jobTitle: p.jobTitle,
  company: p.company,
  department: p.department,
  headline: p.headline,
  bio: p.bio,
  phoneNumbers: p.phoneNumbers,
  emails: p.emails,
  websites: p.websites,
  addresses: p.addresses,
  bookingUrl: p.bookingUrl ?? '',
  slug: p.slug ?? '',
});

type Watched = { [K in keyof DetailsInput]?: unknown };
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const rows = <T>(v: unknown) =>
  Array.isArray(v) ? (v as (Partial<T> | undefined)[]).filter((r): r is Partial<T> => !!r) : [];

/** The form as it stands, as the profile fields the preview draws (entries still empty left out). */
export function draftOf(v: Watched): Partial<Profile> {
  return {
    name: text(v.name),
    email: text(v.email).trim(),
    firstName: text(v.firstName).trim(),
    lastName: text(v.lastName).trim(),
    pronouns: text(v.pronouns).trim(),
    jobTitle: text(v.jobTitle).trim(),
    company: text(v.company).trim(),
    department: text(v.department).trim(),
    headline: text(v.headline).trim(),
    bio: text(v.bio).trim(),
    phoneNumbers: rows<{ label: string; number: string }>(v.phoneNumbers)
      .map((p) => ({ label: text(p.label), number: text(p.number).trim() }))
      .filter((p) => p.number),
    emails: rows<{ label: string; email: string }>(v.emails)
      .map((e) => ({ label: text(e.label), email: text(e.email).trim() }))
      .filter((e) => e.email),
    websites: rows<{ label: string; url: string }>(v.websites)
      .map((w) => ({ label: text(w.label), url: text(w.url).trim() }))
      .filter((w) => w.url),
    addresses: rows<Profile['addresses'][number]>(v.addresses).map((a) => ({
      label: text(a.label),
      street: text(a.street),
      city: text(a.city),
      region: text(a.region),
      postalCode: text(a.postalCode),
      country: text(a.country),
    })),
    bookingUrl: text(v.bookingUrl).trim() || null,
  };
}
