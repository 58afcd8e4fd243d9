/**
 * What another person's QR code holds, as a lead: a vCard or MECARD (their details) or a URL (an Everlink
 * card link or any page of theirs, kept in the note so the person can type the name beside it).
 */

import eventMode from './i18n/en';
import { readMecard, readVCards, type ReadCard } from '@contract/vcard-read';
import { eventModeT, type EventModeT } from './i18n';

export interface ScannedDetails {
  firstName: string;
  lastName: string;
  emails: string[];
  phones: string[];
  company: string;
  jobTitle: string;
  note: string;
}

export type QrPayload =
  | { kind: 'vcard'; details: ScannedDetails }
  | { kind: 'url'; url: string; details: ScannedDetails }
  | { kind: 'invalid'; message: string };

/** A refusal's English wording (the catalogue's `qr.notACard`), as the scanner shows it in English. */
export const QR_NOT_A_CARD = eventMode.qr.notACard;

const empty = (): ScannedDetails => ({
  firstName: '',
  lastName: '',
  emails: [],
  phones: [],
  company: '',
  jobTitle: '',
  note: '',
});

/** A code's text as a lead; `t` words the note a link leaves and the refusal (the reader's language by default). */
export function parseQrPayload(text: string, t: EventModeT = eventModeT()): QrPayload {
  const raw = text.trim();
  // vCard 2.1 to 4.0 and MECARD, through the reader the API's contact import uses too.
  if (/^BEGIN:VCARD/i.test(raw) || /^MECARD:/i.test(raw)) {
    const details = detailsOf(/^MECARD:/i.test(raw) ? readMecard(raw) : readVCards(raw).cards[0]);
    return details ? { kind: 'vcard', details } : { kind: 'invalid', message: t('qr.notACard') };
  }
  const url = asWebUrl(raw);
  if (url) return { kind: 'url', url, details: { ...empty(), note: t('qr.linkNote', { url }) } };
  return { kind: 'invalid', message: t('qr.notACard') };
}

function asWebUrl(text: string): string | null {
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A card's fields for a contact (its web addresses go in the note); null when it has nothing to go on. */
function detailsOf(card: ReadCard | undefined): ScannedDetails | null {
  if (!card) return null;
  const urls = card.urls.map((u) => u.value);
  const details: ScannedDetails = {
    firstName: card.firstName ?? '',
    lastName: card.lastName ?? '',
    emails: card.emails.map((e) => e.value),
    phones: card.phones.map((p) => p.value),
    company: card.organization ?? '',
    jobTitle: card.title ?? '',
    note: [card.note, ...urls].filter(Boolean).join('\n'),
  };
  const hasAnything =
    details.firstName || details.lastName || details.emails.length || details.phones.length || details.company;
  return hasAnything ? details : null;
}

/** The most emails or phone numbers a contact keeps (the main one and 20 more, as the contract allows). */
const MAX_ENTRIES = 21;

/**
 * A scanned code's details as the lead form starts from them (the contract's field names): the
 * first email and number are the main ones, the rest up to the contract's limit.
 */
export function leadDraftOf(details: ScannedDetails) {
  const emails = details.emails.slice(0, MAX_ENTRIES);
  const phones = details.phones.slice(0, MAX_ENTRIES);
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    email: emails[0] ?? '',
    otherEmails: emails.slice(1),
    phoneNumber: phones[0] ?? '',
    otherPhoneNumbers: phones.slice(1),
    company: details.company,
    jobTitle: details.jobTitle,
    note: details.note,
  };
}
