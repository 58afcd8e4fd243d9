import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Contact, ContactSource } from '../../contract/contacts';

/** The `contacts` collection: one top-level document a contact, `userId` its owner. */
export const CONTACTS = 'contacts';

/**
 * Lower-cased, accent-folded copies of what people search and sort by. They live in the
 * document so every list query is an index range on both stores; the API never returns them.
 * A key is absent when its field is blank, so range queries skip such contacts.
 */
export interface SearchKeys {
  /** "first last": sorts by name and matches first-name and full-name prefixes. */
  name: string;
  /** "last first": matches last-name prefixes. */
  lastName?: string;
  email?: string;
  company?: string;
  /** The primary phone in E.164 when it carries a country code, else its digits. */
  phone?: string;
}

export interface StoredContact extends Contact {
  search: SearchKeys;
  /** Blob path of the uploaded photo, to replace or remove it. */
  photoPath?: string;
  /** The import that created the contact, so a failed import can take back what it wrote. */
  importId?: string;
  /** A lead left on a company employee's profile: it stays with the company when they leave (docs/company.md). */
  companyId?: string;
}

/** Index entries stay small and comparable: Firestore caps an entry at 1,500 bytes. */
export const KEY_MAX = 100;

/** Folds case, accents and runs of whitespace, so "José  Núñez" and "jose nunez" sort and match alike. */
export function fold(value: string | undefined): string {
  return (value ?? '').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, KEY_MAX);
}

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

export function searchKeysOf(c: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'company' | 'phoneNumber'>): SearchKeys {
  const keys: SearchKeys = { name: fold([c.firstName, c.lastName].filter(Boolean).join(' ')) };
  if (c.lastName) keys.lastName = fold(`${c.lastName} ${c.firstName}`);
  if (c.email) keys.email = fold(c.email);
  if (c.company) keys.company = fold(c.company);
  const phone = phoneKey(c.phoneNumber);
  if (phone) keys.phone = phone;
  return keys;
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
  meta: { id: string; userId: string; source: ContactSource; now: string; createdAt?: string; importId?: string; photoPath?: string },
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
    search: { name: '' },
  };
  contact.search = searchKeysOf(contact);
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
