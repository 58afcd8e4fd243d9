import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, optionalEmail, optionalString, pageQuery } from './common';

/**
 * Contacts: the contact book of a user, and the leads visitors leave on a public profile.
 * Shared by the API and the web app (zod only, browser-safe).
 */

export const CONTACT_SOURCES = ['form', 'manual', 'import', 'scan', 'exchange'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Sources a signed-in user may set when adding a contact by hand ('form' and 'import' have their own calls). */
export const MANUAL_CONTACT_SOURCES = ['manual', 'scan', 'exchange'] as const;

export const CONTACT_IMPORT_TYPES = ['csv', 'vcf'] as const;
export type ContactFileType = (typeof CONTACT_IMPORT_TYPES)[number];

export const CONTACT_LIMITS = {
  /** Ids in one bulk delete (one batch of writes). */
  bulkDelete: 500,
  /** Contacts merged into one in a single call (one transaction). */
  merge: 50,
  /** Duplicate groups GET /v1/contacts/merge answers at most. */
  duplicateGroups: 100,
  /** Tags on one contact. */
  tagsPerContact: 30,
  /** Ids an export may name instead of filters. */
  exportIds: 1_000,
} as const;

/** The contact texts the specification does not word; the spec's own texts stay in MESSAGES. */
export const CONTACT_MESSAGES = {
  nameRequired: MESSAGES.required,
  emailOrPhoneRequired: MESSAGES.required,
  consentRequired: MESSAGES.required,
  erasureLinkInvalid: 'This link is no longer valid: the details may already have been deleted.',
  leadCaptureOff: 'This profile is not accepting contact details right now.',
  profileUnavailable: 'This profile is not available.',
  profileNotFound: 'Profile not found.',
  notLinked: 'This contact is not linked to an Everlink profile, so there is nothing to sync.',
  linkedProfileGone: 'The Everlink profile of this contact is no longer available.',
  invalidCursor: 'This list position is no longer valid. Please reload the list.',
  dateSortOnly: 'Filtering by date sorts by date added.',
  selectionNeeded: 'Choose the contacts: a filter or a list of ids.',
  tooManyIds: `Select at most ${CONTACT_LIMITS.bulkDelete} contacts at a time.`,
  mergeNeedsTwo: 'Choose at least two different contacts to merge.',
  tooManyToMerge: `Merge at most ${CONTACT_LIMITS.merge} contacts at a time.`,
  importEmpty: 'The file has no contacts.',
  importNoColumns:
    'We could not find any contact columns. Use headers such as First Name, Last Name, Email, Phone, Company and Title.',
  importNothingValid: 'No contact in the file could be imported. Please fix the rows listed and try again.',
  importMalformedCsv: 'The file is not a valid CSV file.',
  importMalformedVcf: 'The file is not a valid vCard file.',
  importFailed: 'The import could not be saved, so nothing was imported. Please try again.',
  rowNameRequired: 'A first or last name is required.',
  rowInvalidEmail: MESSAGES.invalidEmail,
  rowInvalidPhone: MESSAGES.invalidPhone,
  rowTooLong: 'A value is too long.',
  duplicateInFile: 'Same email or phone as an earlier row of the file.',
  duplicateExisting: 'Already in your contacts (same email or phone).',
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()\-.]{6,32}$/;

/** A phone number as people type it; blank means none. */
export const contactPhone = () =>
  z
    .string()
    .trim()
    .max(32, MESSAGES.invalidPhone)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), MESSAGES.invalidPhone)
    .optional();

const tags = () => z.array(z.string().trim().min(1).max(40)).max(CONTACT_LIMITS.tagsPerContact);

/** Every field a person can set on a contact. */
const contactFields = {
  firstName: optionalString(100),
  lastName: optionalString(100),
  email: optionalEmail(),
  phoneNumber: contactPhone(),
  otherEmails: z
    .array(z.string().trim().toLowerCase().pipe(z.email(MESSAGES.invalidEmail)))
    .max(20)
    .optional(),
  otherPhoneNumbers: z.array(z.string().trim().regex(PHONE_PATTERN, MESSAGES.invalidPhone)).max(20).optional(),
  company: optionalString(200),
  jobTitle: optionalString(200),
  note: optionalString(10_000),
  tags: tags().optional(),
  favorite: z.boolean().optional(),
  /** Which of the owner's profiles the contact belongs to. */
  profileId: id().nullable().optional(),
  /** The Everlink profile this contact is (POST /v1/contacts/sync/profile/{contactId} refreshes from it). */
  linkedProfileId: id().nullable().optional(),
};

const needsName = (value: { firstName?: string; lastName?: string }, ctx: z.RefinementCtx) => {
  if (!value.firstName && !value.lastName)
    ctx.addIssue({ code: 'custom', path: ['firstName'], message: CONTACT_MESSAGES.nameRequired });
};

/** The consent the public lead form shows and sends, in one wording for the form and the record. */
export const leadConsentText = (ownerName: string) =>
  `I agree to share my details with ${ownerName}, who may contact me about them.`;

/** POST /v1/public/leads/{contactId}/erasure: the token the thank-you page got with the lead. */
export const leadErasureBody = z
  .object({
    token: z
      .string({ error: () => MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(200),
  })
  .strict();

/** PUT /v1/contacts/lead-day/{profileId}: an owner at an event lifts (or puts back) the profile's lead budget for today. */
export const leadDayBody = z.object({ lifted: z.boolean({ error: () => MESSAGES.required }) }).strict();
export type LeadDayBody = z.infer<typeof leadDayBody>;

/** POST /v1/contacts with a token: the caller's own contact. */
export const createContactBody = z
  .object({
    ...contactFields,
    source: z.enum(MANUAL_CONTACT_SOURCES).default('manual'),
    /**
     * A UUID the client made for this contact (event mode's offline queue): sending it again
     * answers the contact it already made (200) instead of a second one.
     */
    clientId: z.uuid('Invalid id.').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.linkedProfileId) return; // the linked profile supplies the name
    needsName(value, ctx);
  });
export type CreateContactBody = z.infer<typeof createContactBody>;

/** PUT /v1/contacts/{contactId}: the fields sent replace those stored; the rest stay. */
export const updateContactBody = z.object(contactFields);
export type UpdateContactBody = z.infer<typeof updateContactBody>;

/** One contact of an import file, checked as a manual contact is. */
export const importedContactSchema = z
  .object({ ...contactFields, photoUrl: z.url().max(2000).optional() })
  .superRefine(needsName);

/**
 * POST /v1/contacts without a token (or with `consent`): a visitor's details left on a public
 * profile. `website` is a honeypot the form hides from people: when filled, the answer is the
 * same but nothing is stored.
 */
export const leadBody = z
  .object({
    profileId: id(),
    firstName: z
      .string({ error: () => MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(100),
    lastName: optionalString(100),
    email: optionalEmail(),
    phoneNumber: contactPhone(),
    company: optionalString(200),
    jobTitle: optionalString(200),
    note: optionalString(2000),
    consent: z.literal(true, { error: () => CONTACT_MESSAGES.consentRequired }),
    /** The consent exactly as the form showed it (leadConsentText), kept with the lead. */
    consentText: z
      .string({ error: () => MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(500),
    website: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_MESSAGES.emailOrPhoneRequired });
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: CONTACT_MESSAGES.emailOrPhoneRequired });
    }
  });
export type LeadBody = z.infer<typeof leadBody>;

/** A date (YYYY-MM-DD, the whole UTC day) or an ISO date-time. */
const dateBound = () => z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const booleanParam = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** The list's filters, shared by GET /v1/contacts (query) and POST /v1/contacts/{type}/export (body). */
const filterFields = {
  /** Search from the start of any word of the name, email or company ("soren", "example.org"); case, accents and scripts folded. */
  q: z.string().trim().max(100).optional(),
  profileId: id().optional(),
  favorite: booleanParam().optional(),
  source: z.enum(CONTACT_SOURCES).optional(),
  /** Added on or after (inclusive). */
  from: dateBound().optional(),
  /** Added on or before (inclusive; a date means the whole day). */
  to: dateBound().optional(),
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  /** Defaults: newest first for createdAt, A→Z for name. */
  order: z.enum(['asc', 'desc']).optional(),
};

const checkFilters = (value: { from?: string; to?: string; sort: string; q?: string }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && dateBoundStart(value.from) > dateBoundEnd(value.to)) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: MESSAGES.startDateAfterEndDate });
  }
  if ((value.from || value.to) && value.sort === 'name') {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: CONTACT_MESSAGES.dateSortOnly });
  }
};

/** Start of a date bound, as an ISO instant. */
export function dateBoundStart(bound: string): string {
  return bound.length === 10 ? `${bound}T00:00:00.000Z` : new Date(bound).toISOString();
}

/** End of a date bound (inclusive), as an ISO instant. */
export function dateBoundEnd(bound: string): string {
  return bound.length === 10 ? `${bound}T23:59:59.999Z` : new Date(bound).toISOString();
}

export const contactFilters = z.object(filterFields).superRefine(checkFilters);
export type ContactFilters = z.infer<typeof contactFilters>;

export const listContactsQuery = z.object({ ...filterFields, ...pageQuery.shape }).superRefine(checkFilters);
export type ListContactsQuery = z.infer<typeof listContactsQuery>;

/**
 * A selection for the bulk calls: the list's filters ("every contact matching this filter",
 * however many) or explicit `ids`. Calls over a filter work in bounded steps and answer a
 * `nextCursor` to go on with.
 */
const selectionFields = {
  filter: contactFilters.optional(),
  ids: z.array(id()).min(1, MESSAGES.required).max(CONTACT_LIMITS.bulkDelete, CONTACT_MESSAGES.tooManyIds).optional(),
  cursor: z.string().max(1000).optional(),
};
const oneSelection = (value: { filter?: unknown; ids?: unknown }, ctx: z.RefinementCtx) => {
  if (!value.filter === !value.ids)
    ctx.addIssue({ code: 'custom', path: ['filter'], message: CONTACT_MESSAGES.selectionNeeded });
};
export const contactSelectionBody = z.object(selectionFields).superRefine(oneSelection);
export type ContactSelectionBody = z.infer<typeof contactSelectionBody>;

/** POST /v1/contacts/selection/tag: adds `tag` to every selected contact. */
export const tagSelectionBody = z
  .object({ ...selectionFields, tag: z.string().trim().min(1, MESSAGES.required).max(40) })
  .superRefine(oneSelection);
export type TagSelectionBody = z.infer<typeof tagSelectionBody>;

/** A step of a bulk call over a selection: how many it changed, and where to go on when it is not done. */
export interface SelectionStep {
  count: number;
  /** Contacts left as they were (a tag on a contact with the most tags). */
  skipped: number;
  nextCursor?: string;
}

/** POST /v1/contacts/{type}/export: the list's filters, or an explicit selection. */
export const exportContactsBody = z
  .object({ ...filterFields, ids: z.array(id()).min(1).max(CONTACT_LIMITS.exportIds).optional() })
  .superRefine(checkFilters);
export type ExportContactsBody = z.infer<typeof exportContactsBody>;

export const contactFileTypeParam = z.object({
  type: z.enum(CONTACT_IMPORT_TYPES, { error: () => 'Use csv or vcf.' }),
});

export const bulkDeleteBody = z.object({
  ids: z.array(id()).min(1, MESSAGES.required).max(CONTACT_LIMITS.bulkDelete, CONTACT_MESSAGES.tooManyIds),
});
export type BulkDeleteBody = z.infer<typeof bulkDeleteBody>;

/** POST /v1/contacts/merge: merges `ids` into `primaryId` (the primary's values win where both have one). */
export const mergeContactsBody = z
  .object({
    primaryId: id(),
    ids: z
      .array(id())
      .min(1, CONTACT_MESSAGES.mergeNeedsTwo)
      .max(CONTACT_LIMITS.merge - 1, CONTACT_MESSAGES.tooManyToMerge),
  })
  .superRefine((value, ctx) => {
    if (!value.ids.some((i) => i !== value.primaryId))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: CONTACT_MESSAGES.mergeNeedsTwo });
  });
export type MergeContactsBody = z.infer<typeof mergeContactsBody>;

export interface Contact {
  id: string;
  /** The owner. */
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Further addresses and numbers, kept when contacts are merged or imported with several. */
  otherEmails: string[];
  otherPhoneNumbers: string[];
  company: string;
  jobTitle: string;
  note: string;
  tags: string[];
  favorite: boolean;
  source: ContactSource;
  /** Which of the owner's profiles captured (or holds) the contact. */
  profileId: string | null;
  /** The Everlink profile this contact is, when known; sync refreshes from it. */
  linkedProfileId: string | null;
  photoUrl: string | null;
  /** When the visitor agreed to share their details (form leads). */
  consentAt: string | null;
  /** The consent the visitor agreed to, word for word as the form showed it (form leads). */
  consentText: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Whose form it was: what the thank-you after a lead shows. */
export interface LeadOwner {
  firstName: string;
  lastName: string;
  displayName: string;
  photoUrl: string | null;
  company: string | null;
  jobTitle: string | null;
}

/** The answer to a lead submission: what the form shows next. */
export interface LeadReceipt {
  profileId: string;
  owner: LeadOwner;
  /** The profile's "Save contact" download (.vcf), relative to the app's origin. */
  vcardUrl: string;
  /**
   * What the thank-you page needs to let the visitor ask for their details to be deleted
   * (POST /v1/public/leads/{contactId}/erasure with the token). Only the visitor ever gets it.
   */
  erasure: { contactId: string; token: string };
}

/** GET/PUT /v1/contacts/lead-day/{profileId}: how many leads the profile's public form took today, of how many. */
export interface LeadDay {
  profileId: string;
  /** Leads taken today (UTC). */
  used: number;
  /** Today's budget: the plan's, or the event budget once lifted. */
  limit: number;
  lifted: boolean;
  /** The plan's daily budget, and what lifting makes it. */
  planLimit: number;
  eventLimit: number;
  /** When today's budget ends (midnight UTC); a lift ends with it. */
  endsAt: string;
}

export interface ImportIssue {
  /** The row of the file (the header is row 1), or the card's position in a .vcf. */
  row: number;
  field?: string;
  message: string;
}

export interface ImportDuplicate {
  row: number;
  reason: 'in-file' | 'existing';
  /** The earlier row with the same email or phone ('in-file'). */
  sameAsRow?: number;
  /** The contact already holding the email or phone ('existing'). */
  contactId?: string;
  message: string;
}

export interface ImportResult {
  importId: string;
  imported: number;
  /** Rows read from the file (without the header). */
  total: number;
  errors: ImportIssue[];
  duplicates: ImportDuplicate[];
}

export interface DuplicateGroup {
  /** What the contacts share. */
  reasons: ('email' | 'phone' | 'name')[];
  contacts: Contact[];
}
