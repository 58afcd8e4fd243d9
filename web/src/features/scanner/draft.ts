import type { ScannedCard } from './recognise/recognise';

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
}

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
export function draftOf(card: ScannedCard): ContactDraft {
  const note = [card.website && `Website: ${card.website}`, card.address && `Address: ${card.address}`].filter(Boolean).join('\n');
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
  };
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** "name, job title, 2 phone numbers and website": what the scan found, for the person to check. */
export function foundSummary(card: ScannedCard): string {
  const found = [
    (card.firstName || card.lastName) && 'name',
    card.jobTitle && 'job title',
    card.company && 'company',
    card.emails.length > 0 && count(card.emails.length, 'email', 'emails'),
    card.phones.length > 0 && count(card.phones.length, 'phone number', 'phone numbers'),
    card.website && 'website',
    card.address && 'address',
  ].filter((item): item is string => Boolean(item));
  return found.length > 1 ? `${found.slice(0, -1).join(', ')} and ${found.at(-1)}` : (found[0] ?? '');
}
