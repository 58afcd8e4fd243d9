/**
 * What another person's QR code holds, as a lead: a vCard (their details) or a URL (an Everlink
 * card link or any page of theirs, kept in the note so the person can type the name beside it).
 */

import eventMode from '@contract/i18n/en/eventMode';
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

export type QrPayload = { kind: 'vcard'; details: ScannedDetails } | { kind: 'url'; url: string; details: ScannedDetails } | { kind: 'invalid'; message: string };

/** A refusal's English wording (the catalogue's `qr.notACard`), as the scanner shows it in English. */
export const QR_NOT_A_CARD = eventMode.qr.notACard;

const empty = (): ScannedDetails => ({ firstName: '', lastName: '', emails: [], phones: [], company: '', jobTitle: '', note: '' });

/** A code's text as a lead; `t` words the note a link leaves and the refusal (the reader's language by default). */
export function parseQrPayload(text: string, t: EventModeT = eventModeT()): QrPayload {
  const raw = text.trim();
  if (/^BEGIN:VCARD/i.test(raw)) {
    const details = parseVCard(raw);
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

/** `\,` `\;` `\n` as vCard 3.0/4.0 escape them. */
const unescape = (value: string) =>
  value
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;\\])/g, '$1')
    .trim();

/** A vCard's fields for a contact; null when it has no name at all (FN or N) and nothing else to go on. */
function parseVCard(text: string): ScannedDetails | null {
  // Long lines are folded: a line starting with a space or tab continues the one before.
  const lines = text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const details = empty();
  const urls: string[] = [];
  let fullName = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    // "item1.EMAIL;TYPE=work" → EMAIL
    const name = line.slice(0, colon).split(';')[0].split('.').pop()!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'N') {
      const [last = '', first = ''] = value.split(/(?<!\\);/).map(unescape);
      details.lastName = last;
      details.firstName = first;
    } else if (name === 'FN') fullName = unescape(value);
    else if (name === 'EMAIL' && value.trim()) details.emails.push(unescape(value).replace(/^mailto:/i, ''));
    else if (name === 'TEL' && value.trim()) details.phones.push(unescape(value).replace(/^tel:/i, ''));
    else if (name === 'ORG') details.company = unescape(value.split(/(?<!\\);/)[0]);
    else if (name === 'TITLE') details.jobTitle = unescape(value);
    else if (name === 'NOTE') details.note = unescape(value);
    else if (name === 'URL' && value.trim()) urls.push(unescape(value));
  }
  if (!details.firstName && !details.lastName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    details.firstName = first;
    details.lastName = rest.join(' ');
  }
  if (urls.length) details.note = [details.note, ...urls].filter(Boolean).join('\n');
  const hasAnything = details.firstName || details.lastName || details.emails.length || details.phones.length || details.company;
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
