import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { fold } from '../../platform/fold';
import type { Contact, ContactSource } from '../../contract/contacts';

/**
 * Folded copies of what people search and sort by (platform/fold.ts: transliterated, so "soren"
 * finds Søren). They live in the document so every list query is an index range on both stores;
 * the API never returns them. A key is absent when its field is blank.
 */
export interface SearchKeys {
  /** "first last": sorts by name. */
  name: string;
  /**
   * Every prefix (up to PREFIX_MAX characters) of every place a search may start: each word of
   * the full name onwards, "last first", the email at each of its words ("example.org") and each
   * word of the company. One `array-contains` of the folded search serves contains-search.
   */
  keys: string[];
  /** Import duplicate checks (`in` queries). */
  email?: string;
  /** The primary phone in E.164 when it carries a country code, else its digits. */
  phone?: string;
}

export interface StoredContact extends Contact {
  search: SearchKeys;
  /** Its duplicate keys, hashed, once counted in `duplicateKeys` (contacts.dup-keys.ts). */
  dupKeys?: string[];
  /** Blob path of the uploaded photo, to replace or remove it. */
  photoPath?: string;
  /** The import that created the contact, so a failed import can take back what it wrote. */
  importId?: string;
  /** A lead left on a company employee's profile: it stays with the company when they leave (docs/company.md). */
  companyId?: string;
}

/**
 * Longest stored search prefix. A longer search is matched on its first PREFIX_MAX characters
 * through the index and on the rest in memory (searchStartsOf): names and domains people type
 * are rarely longer, and each extra character costs every contact one more key.
 */
export const PREFIX_MAX = 12;

/** Suffixes of `text` that start a word (after `boundary`), the whole text first. */
function wordStarts(text: string, boundary: RegExp): string[] {
  if (!text) return [];
  return [text, ...[...text.matchAll(boundary)].map((m) => text.slice(m.index + m[0].length)).filter(Boolean)];
}

/** Where a search may match a contact: the folded texts whose beginnings are searched. */
export function searchStartsOf(c: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'company'>): string[] {
  const first = fold(c.firstName);
  const last = fold(c.lastName);
  return [
    ...new Set([
      ...wordStarts([first, last].filter(Boolean).join(' '), / /g),
      ...(first && last ? [`${last} ${first}`] : []),
      ...wordStarts(fold(c.email), /[@._+-]+/g),
      ...wordStarts(fold(c.company), /[\s&.,/()+-]+/g),
    ]),
  ];
}

/** The key a search looks up: its first PREFIX_MAX folded characters. */
export const searchKeyOf = (term: string) => term.slice(0, PREFIX_MAX).trimEnd();

/**
 * A phone number as one comparable key: E.164 when it has a country code (+ or 00), else its
 * digits without trunk zeros. Numbers written without a country code cannot be told apart
 * from the same number written with one, since the country is unknown.
 */
export function phoneKey(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const international = value.startsWith('+') ? value : value.startsWith('00') ? `+${value.slice(2)}` : undefined;
  const parsed = international ? parsePhoneNumberFromString(international) : undefined;
  if (parsed?.isPossible()) return parsed.number;
  const digits = value.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : undefined;
}

/** `phone`: the phoneNumber's phoneKey, when the caller has it already (parsing a number is costly). */
export function searchKeysOf(
  c: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'company' | 'phoneNumber'>,
  phone = phoneKey(c.phoneNumber),
): SearchKeys {
  const keys = new Set<string>();
  for (const start of searchStartsOf(c))
    for (let n = 1; n <= Math.min(start.length, PREFIX_MAX); n++) keys.add(start.slice(0, n).trimEnd());
  const search: SearchKeys = {
    name: fold([c.firstName, c.lastName].filter(Boolean).join(' ')),
    keys: [...keys].filter(Boolean),
  };
  if (c.email) search.email = fold(c.email);
  if (phone) search.phone = phone;
  return search;
}

/** The fields a person edits; everything else is bookkeeping. */
export type ContactInput = Partial<
  Pick<
    Contact,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phoneNumber'
    | 'otherEmails'
    | 'otherPhoneNumbers'
    | 'company'
    | 'jobTitle'
    | 'note'
    | 'tags'
    | 'favorite'
    | 'profileId'
    | 'linkedProfileId'
    | 'photoUrl'
    | 'consentAt'
    | 'consentText'
  >
> & { companyId?: string | null };

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** A complete stored contact from input and bookkeeping, with its keys. */
export function buildContact(
  input: ContactInput,
  meta: {
    id: string;
    userId: string;
    source: ContactSource;
    now: string;
    createdAt?: string;
    importId?: string;
    photoPath?: string;
    phoneKey?: string | null;
  },
): StoredContact {
  const email = input.email?.trim().toLowerCase() ?? '';
  const phoneNumber = input.phoneNumber?.trim() ?? '';
  const contact: StoredContact = {
    id: meta.id,
    userId: meta.userId,
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
    email,
    phoneNumber,
    otherEmails: unique((input.otherEmails ?? []).map((e) => e.toLowerCase())).filter((e) => e !== email),
    otherPhoneNumbers: unique(input.otherPhoneNumbers ?? []).filter((p) => p !== phoneNumber),
    company: input.company?.trim() ?? '',
    jobTitle: input.jobTitle?.trim() ?? '',
    note: input.note?.trim() ?? '',
    tags: unique(input.tags ?? []),
    favorite: input.favorite ?? false,
    source: meta.source,
    profileId: input.profileId ?? null,
    linkedProfileId: input.linkedProfileId ?? null,
    photoUrl: input.photoUrl ?? null,
    consentAt: input.consentAt ?? null,
    consentText: input.consentText ?? null,
    createdAt: meta.createdAt ?? meta.now,
    updatedAt: meta.now,
    search: { name: '', keys: [] },
  };
  // An import has worked out the phone key already (to find duplicates): null is "none".
  contact.search = searchKeysOf(
    contact,
    meta.phoneKey === undefined ? phoneKey(phoneNumber) : (meta.phoneKey ?? undefined),
  );
  if (meta.importId) contact.importId = meta.importId;
  if (input.companyId) contact.companyId = input.companyId;
  if (meta.photoPath) contact.photoPath = meta.photoPath;
  return contact;
}

/** The contact as the API answers it: without keys and bookkeeping. */
export function present(stored: StoredContact): Contact {
  return {
    id: stored.id,
    userId: stored.userId,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    phoneNumber: stored.phoneNumber,
    otherEmails: stored.otherEmails ?? [],
    otherPhoneNumbers: stored.otherPhoneNumbers ?? [],
    company: stored.company,
    jobTitle: stored.jobTitle,
    note: stored.note,
    tags: stored.tags ?? [],
    favorite: stored.favorite,
    source: stored.source,
    profileId: stored.profileId ?? null,
    linkedProfileId: stored.linkedProfileId ?? null,
    photoUrl: stored.photoUrl ?? null,
    consentAt: stored.consentAt ?? null,
    consentText: stored.consentText ?? null,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  };
}

/** Code-point order: how both stores order strings (UTF-8 bytes), which UTF-16 `<` is not. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
