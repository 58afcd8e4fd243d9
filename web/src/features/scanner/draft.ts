import type { DraftCheck } from '../contacts';
import type { ScannedCard } from './recognise/recognise';
import type { CheckedField } from './recognise/unsure';
import { scannerT, type ScannerT } from './i18n';

/** A new contact's fields as the contact form starts from them (the contract's names). */
export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  otherEmails: string[];
  phoneNumber: string;
  otherPhoneNumbers: string[];
  company: string;
  jobTitle: string;
  note: string;
  /** The fields the scanner was unsure of, marked "Check this" in the form. */
  check: DraftCheck[];
}

/** Where each unsure field of a card lands in the contact form. */
const CHECK_OF: Record<CheckedField, DraftCheck[]> = {
  name: ['firstName', 'lastName'],
  jobTitle: ['jobTitle'],
  company: ['company'],
  emails: ['emails'],
  phones: ['phones'],
  website: ['note'],
  address: ['note'],
};

/** What a scan hands the new-contact screen: the fields, and the card's photo when the person keeps it. */
export interface ScannedContact {
  /** Changes with every scan, so the form starts again from the new fields. */
  id: number;
  draft: ContactDraft;
  /** The card's photo to save as the contact's picture; null unless the person ticks "Keep". */
  photo: File | null;
}

/**
 * The card's fields as a contact: the first email and number are the main ones. A contact has no
 * website or postal address of its own, so those go into the note, where the person sees them.
 */
export function draftOf(card: ScannedCard, t: ScannerT = scannerT()): ContactDraft {
  const note = [
    card.website && t('note.website', { website: card.website }),
    card.address && t('note.address', { address: card.address }),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    firstName: card.firstName,
    lastName: card.lastName,
    email: card.emails[0] ?? '',
    otherEmails: card.emails.slice(1),
    phoneNumber: card.phones[0] ?? '',
    otherPhoneNumbers: card.phones.slice(1),
    company: card.company,
    jobTitle: card.jobTitle,
    note,
    check: [...new Set(card.unsure.flatMap((field) => CHECK_OF[field]))],
  };
}

/** "name, job title, 2 phone numbers and website": what the scan found, for the person to check. */
export function foundSummary(card: ScannedCard, t: ScannerT = scannerT()): string {
  const found = [
    (card.firstName || card.lastName) && t('found.name'),
    card.jobTitle && t('found.jobTitle'),
    card.company && t('found.company'),
    card.emails.length > 0 && t('found.emails', { count: card.emails.length }),
    card.phones.length > 0 && t('found.phones', { count: card.phones.length }),
    card.website && t('found.website'),
    card.address && t('found.address'),
  ].filter((item): item is string => Boolean(item));
  if (found.length < 2) return found[0] ?? '';
  return t('found.last', { items: found.slice(0, -1).join(t('found.separator')), last: found.at(-1) });
}
