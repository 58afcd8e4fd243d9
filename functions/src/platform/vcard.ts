import ICAL from 'ical.js';
import { readVCards, type CardAddress as VCardAddress, type CardValue as VCardValue } from '../contract/vcard-read';

/**
 * vCard in and out. We write vCard 3.0 on ical.js (Mozilla's maintained iCalendar/vCard
 * library) because it is what iOS and Android contacts import most reliably, folded at 75
 * octets as RFC 6350 §3.2 asks. We read 2.1, 3.0 and 4.0 through the contract's reader
 * (contract/vcard-read.ts), which the web app's QR scanner shares: ical.js does not read
 * vCard 2.1 as Outlook and Android write it (quoted-printable soft line breaks, bare parameters).
 */

/** The reader's shapes: one definition for what is read and what is written. */
export type { CardValue as VCardValue, CardAddress as VCardAddress } from '../contract/vcard-read';

export interface VCardData {
  firstName?: string;
  lastName?: string;
  /** Formatted name; built from first and last name when absent. */
  fullName?: string;
  organization?: string;
  department?: string;
  title?: string;
  emails?: VCardValue[];
  phones?: VCardValue[];
  urls?: VCardValue[];
  addresses?: VCardAddress[];
  note?: string;
  /** Either a URL, or the image bytes (embedded, which iOS shows without a network fetch). */
  photo?: { url: string } | { bytes: Buffer; mediaType: string };
  /** Social profiles as X-SOCIALPROFILE (Apple) with the network as TYPE. */
  socialProfiles?: VCardValue[];
  /** Written as CATEGORIES (tags, as iPhone and Google Contacts keep them). */
  categories?: string[];
}

const FOLD_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets of UTF-8 (continuation lines begin with a space, which
 * counts), never inside a character: ical.js folds by characters, so a line of "ø" or emoji
 * came out up to twice or four times too long.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= FOLD_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const room = parts.length ? FOLD_OCTETS - 1 : FOLD_OCTETS;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function fullNameOf(data: VCardData): string {
  return (
    data.fullName?.trim() ||
    [data.firstName, data.lastName].filter(Boolean).join(' ').trim() ||
    data.organization ||
    'Contact'
  );
}

function addTyped(card: ICAL.Component, name: string, entry: VCardValue): void {
  const prop = card.addPropertyWithValue(name, entry.value);
  if (entry.types?.length) prop.setParameter('type', entry.types.length === 1 ? entry.types[0] : entry.types);
}

export function buildVCard(data: VCardData): string {
  const card = new ICAL.Component('vcard');
  card.addPropertyWithValue('version', '3.0');
  const n = new ICAL.Property('n', card);
  n.setValue([data.lastName ?? '', data.firstName ?? '', '', '', '']);
  card.addProperty(n);
  card.addPropertyWithValue('fn', fullNameOf(data));
  if (data.organization || data.department) {
    const org = new ICAL.Property('org', card);
    org.setValue(data.department ? [data.organization ?? '', data.department] : [data.organization ?? '']);
    card.addProperty(org);
  }
  if (data.title) card.addPropertyWithValue('title', data.title);
  for (const email of data.emails ?? [])
    addTyped(card, 'email', { value: email.value, types: email.types ?? ['internet'] });
  for (const phone of data.phones ?? []) addTyped(card, 'tel', phone);
  for (const url of data.urls ?? []) addTyped(card, 'url', url);
  // An address with every part empty is left out: iPhone shows one as a blank address.
  for (const address of (data.addresses ?? []).filter(
    (a) => a.street || a.city || a.region || a.postalCode || a.country,
  )) {
    const adr = new ICAL.Property('adr', card);
    adr.setValue([
      '',
      '',
      address.street ?? '',
      address.city ?? '',
      address.region ?? '',
      address.postalCode ?? '',
      address.country ?? '',
    ]);
    if (address.types?.length) adr.setParameter('type', address.types.length === 1 ? address.types[0] : address.types);
    card.addProperty(adr);
  }
  for (const social of data.socialProfiles ?? []) addTyped(card, 'x-socialprofile', social);
  if (data.categories?.length) {
    const categories = new ICAL.Property('categories', card);
    categories.setValues(data.categories);
    card.addProperty(categories);
  }
  if (data.note) card.addPropertyWithValue('note', data.note);
  if (data.photo && 'url' in data.photo) {
    const photo = card.addPropertyWithValue('photo', data.photo.url);
    photo.setParameter('value', 'uri');
  } else if (data.photo) {
    const photo = card.addPropertyWithValue('photo', data.photo.bytes.toString('base64'));
    photo.setParameter('encoding', 'b');
    photo.setParameter('type', data.photo.mediaType.replace(/^image\//, '').toUpperCase());
  }
  // ical.js escapes line breaks inside values, so every break in its text is a fold: unfold, fold again by octets.
  const lines = card
    .toString()
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Several cards, one after another, as a .vcf file holds them. */
export function buildVCards(cards: VCardData[]): string {
  return cards.map(buildVCard).join('');
}

export interface ParsedVCards {
  cards: (VCardData & { categories: string[] })[];
  /** Cards that could be read but hold nothing usable, by position (1-based). */
  errors: { index: number; message: string }[];
}

export class VCardParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'VCardParseError';
  }
}

/**
 * Reads every card of a .vcf text through the contract's reader (the one the web app's QR
 * scanner uses too). A text that is not vCard at all throws VCardParseError (the whole file is
 * refused); a card with no name, email or phone is reported in `errors`.
 */
export function parseVCards(text: string): ParsedVCards {
  const read = readVCards(text);
  if (!read.isVCard) throw new VCardParseError('The file is not a vCard file.');
  if (read.unclosedLine) throw new VCardParseError('The file ends inside a card.', read.unclosedLine);
  const cards: ParsedVCards['cards'] = [];
  const errors: ParsedVCards['errors'] = [];
  read.cards.forEach((card, i) => {
    if (!card.firstName && !card.lastName && !card.organization && !card.emails.length && !card.phones.length) {
      errors.push({ index: i + 1, message: `Card ${i + 1} (line ${card.line}) has no name, email or phone.` });
      return;
    }
    const { photoUrl, line: _line, ...rest } = card;
    cards.push({ ...rest, photo: photoUrl ? { url: photoUrl } : undefined });
  });
  return { cards, errors };
}
