/**
 * Privacy: a person's data export and account deletion (docs/privacy.md). Shared by the API and
 * the web app (no zod: the calls take no body).
 */

/** Account deletion's steps, in the order they run: what can fail at a provider goes first. */
export const DELETION_STEPS = [
  'integrations',
  'subscriptions',
  'company',
  'analytics',
  'links',
  'cards',
  'contacts',
  'occupations',
  'profiles',
  'record',
  'identity',
] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

/** DELETE /v1/users/{id}: what was deleted; the identity goes last, so a failed run can be run again. */
export interface AccountDeletion {
  userId: string;
  deleted: true;
  /** How many of each were removed, released or revoked. */
  counts: Partial<Record<DeletionStep, number>>;
}

export const PRIVACY_MESSAGES = {
  lastAdmin: 'You are the last admin of your company. Make another member an admin before deleting your account.',
  deletionIncomplete: 'Your account could not be deleted completely. Nothing else was changed; please try again.',
} as const;

/** What the export archive holds, file by file (README.txt in the archive says the same). */
export const EXPORT_FILES = {
  readme: 'README.txt',
  account: 'account.json',
  profiles: 'profiles.json',
  links: 'links.json',
  cards: 'cards.json',
  contactsCsv: 'contacts/contacts.csv',
  contactsVcf: 'contacts/contacts.vcf',
  analytics: 'analytics.jsonl',
  integrations: 'integrations.json',
  subscriptions: 'subscriptions.json',
  company: 'company.json',
  occupations: 'job-titles.json',
  uploads: 'uploads/',
} as const;
