import { z } from 'zod';
import { optionalEmail, optionalString } from '@contract/common';
import { CONTACT_MESSAGES, contactPhone, type Contact, type CreateContactBody } from '@contract/contacts';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';

export const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 40;
export const MAX_ENTRIES = 21; // the primary and 20 more, as the contract allows
/** The schema's refusal of too many tags, worded by the form (it names the limit). */
export const TOO_MANY_TAGS = 'form.tooManyTags';

/** Comma-separated tags, each as the contract takes them. */
const tagsField = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .superRefine((tags, ctx) => {
    if (tags.some((tag) => tag.length > MAX_TAG_LENGTH))
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.rowTooLong });
    else if (tags.length > MAX_TAGS) ctx.addIssue({ code: 'custom', message: TOO_MANY_TAGS });
  });

/**
 * The contact form's fields: the contract's field rules, with emails and phones as lists (the
 * first is the primary) and tags typed as one line.
 */
export const contactFormSchema = z
  .object({
    firstName: optionalString(100),
    lastName: optionalString(100),
    emails: z.array(z.object({ value: optionalEmail() })).max(MAX_ENTRIES),
    phones: z.array(z.object({ value: contactPhone() })).max(MAX_ENTRIES),
    company: optionalString(200),
    jobTitle: optionalString(200),
    note: optionalString(10_000),
    tags: tagsField,
    profileId: z.string(),
    favorite: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (!value.firstName && !value.lastName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: CONTACT_MESSAGES.nameRequired });
  });

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

/** The form's output as the API's contact fields (POST and PUT take the same). */
export function contactBodyOf(
  values: ContactFormOutput,
): Omit<CreateContactBody, 'source'> & { profileId: string | null } {
  const emails = values.emails.map((e) => e.value ?? '').filter(Boolean);
  const phones = values.phones.map((p) => p.value ?? '').filter(Boolean);
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: emails[0] ?? '',
    otherEmails: emails.slice(1),
    phoneNumber: phones[0] ?? '',
    otherPhoneNumbers: phones.slice(1),
    company: values.company ?? '',
    jobTitle: values.jobTitle ?? '',
    note: values.note ?? '',
    tags: values.tags,
    favorite: values.favorite,
    profileId: values.profileId || null,
  };
}

/** Details found elsewhere (a scanned paper card) that a new contact starts from. */
export type ContactDraft = Partial<
  Pick<
    Contact,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'otherEmails'
    | 'phoneNumber'
    | 'otherPhoneNumbers'
    | 'company'
    | 'jobTitle'
    | 'note'
  >
> & {
  /** The fields to mark "Check this": the source was unsure of them (a scan). */
  check?: readonly DraftCheck[];
};
export type DraftCheck = 'firstName' | 'lastName' | 'emails' | 'phones' | 'company' | 'jobTitle' | 'note';

export function formValuesOf(
  contact: Contact | undefined,
  profileId: string,
  draft: ContactDraft = {},
): ContactFormInput {
  const start = contact ?? draft;
  const emails = [start.email, ...(start.otherEmails ?? [])].filter((v): v is string => Boolean(v));
  const phones = [start.phoneNumber, ...(start.otherPhoneNumbers ?? [])].filter((v): v is string => Boolean(v));
  return {
    firstName: start.firstName ?? '',
    lastName: start.lastName ?? '',
    emails: (emails.length ? emails : ['']).map((value) => ({ value })),
    phones: (phones.length ? phones : ['']).map((value) => ({ value })),
    company: start.company ?? '',
    jobTitle: start.jobTitle ?? '',
    note: start.note ?? '',
    tags: contact?.tags.join(', ') ?? '',
    profileId: contact ? (contact.profileId ?? '') : profileId,
    favorite: contact?.favorite ?? false,
  };
}

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The checks the upload answers 413 and 415 for, made before sending the file. */
export function photoProblem(file: File): string | null {
  if (file.size > MAX_FILE_BYTES) return MESSAGES.fileTooLarge;
  if (file.type && !PHOTO_TYPES.includes(file.type)) return MESSAGES.unsupportedFileType;
  return null;
}
