import ICAL from 'ical.js';

/**
 * vCard in and out, on ical.js (Mozilla's maintained iCalendar/vCard library). We write
 * vCard 3.0 because it is what iOS and Android contacts import most reliably; we read 3.0
 * and 4.0 (and 2.1 files that keep to the common properties).
 */

export interface VCardValue {
  value: string;
  /** vCard TYPE values, lower case: work, home, cell, voice, internet … */
  types?: string[];
}

export interface VCardAddress {
  types?: string[];
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

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
}

function fullNameOf(data: VCardData): string {
  return data.fullName?.trim() || [data.firstName, data.lastName].filter(Boolean).join(' ').trim() || data.organization || 'Contact';
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
  for (const email of data.emails ?? []) addTyped(card, 'email', { value: email.value, types: email.types ?? ['internet'] });
  for (const phone of data.phones ?? []) addTyped(card, 'tel', phone);
  for (const url of data.urls ?? []) addTyped(card, 'url', url);
  for (const address of data.addresses ?? []) {
    const adr = new ICAL.Property('adr', card);
    adr.setValue(['', '', address.street ?? '', address.city ?? '', address.region ?? '', address.postalCode ?? '', address.country ?? '']);
    if (address.types?.length) adr.setParameter('type', address.types.length === 1 ? address.types[0] : address.types);
    card.addProperty(adr);
  }
  for (const social of data.socialProfiles ?? []) addTyped(card, 'x-socialprofile', social);
  if (data.note) card.addPropertyWithValue('note', data.note);
  if (data.photo && 'url' in data.photo) {
    const photo = card.addPropertyWithValue('photo', data.photo.url);
    photo.setParameter('value', 'uri');
  } else if (data.photo) {
    const photo = card.addPropertyWithValue('photo', data.photo.bytes.toString('base64'));
    photo.setParameter('encoding', 'b');
    photo.setParameter('type', data.photo.mediaType.replace(/^image\//, '').toUpperCase());
  }
  return card.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}

/** Several cards, one after another, as a .vcf file holds them. */
export function buildVCards(cards: VCardData[]): string {
  return cards.map(buildVCard).join('');
}

export interface ParsedVCards {
  cards: VCardData[];
  /** Cards that could be read but hold nothing usable, by position (1-based). */
  errors: { index: number; message: string }[];
}

export class VCardParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VCardParseError';
  }
}

function typesOf(prop: ICAL.Property): string[] | undefined {
  const raw = prop.getParameter('type');
  if (!raw) return undefined;
  const list = (Array.isArray(raw) ? raw : [raw])
    .flatMap((t) => String(t).split(','))
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return list.length ? list : undefined;
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  return value == null ? '' : String(value).trim();
}

function readCard(card: ICAL.Component): VCardData {
  const n = card.getFirstProperty('n')?.getFirstValue() as unknown;
  const [lastName = '', firstName = ''] = Array.isArray(n) ? n.map(textOf) : [];
  const org = card.getFirstProperty('org')?.getFirstValue() as unknown;
  const [organization = '', department = ''] = Array.isArray(org) ? org.map(textOf) : [textOf(org)];
  const list = (name: string): VCardValue[] =>
    card
      .getAllProperties(name)
      .map((p) => ({ value: textOf(p.getFirstValue()), types: typesOf(p) }))
      .filter((v) => v.value)
      .map((v) => (v.types ? v : { value: v.value }));
  const addresses = card.getAllProperties('adr').map((p) => {
    const parts = (p.getFirstValue() as unknown[] | undefined) ?? [];
    const [, , street, city, region, postalCode, country] = parts.map(textOf);
    return { types: typesOf(p), street, city, region, postalCode, country };
  });
  const photoProp = card.getFirstProperty('photo');
  const photoValue = photoProp ? textOf(photoProp.getFirstValue()) : '';
  const data: VCardData = {
    firstName: firstName || undefined,
    lastName: lastName || undefined,
    fullName: textOf(card.getFirstPropertyValue('fn')) || undefined,
    organization: organization || undefined,
    department: department || undefined,
    title: textOf(card.getFirstPropertyValue('title')) || undefined,
    emails: list('email'),
    phones: list('tel'),
    urls: list('url'),
    addresses: addresses.filter((a) => a.street || a.city || a.region || a.postalCode || a.country),
    socialProfiles: list('x-socialprofile'),
    note: textOf(card.getFirstPropertyValue('note')) || undefined,
    photo: /^https?:\/\//i.test(photoValue) ? { url: photoValue } : undefined,
  };
  if (!data.firstName && !data.lastName && data.fullName) {
    const [first, ...rest] = data.fullName.split(/\s+/);
    data.firstName = first;
    data.lastName = rest.join(' ') || undefined;
  }
  return data;
}

/**
 * Reads every card of a .vcf text. A text that is not vCard at all throws VCardParseError
 * (the whole file is refused); a card with no name, email or phone is reported in `errors`.
 */
export function parseVCards(text: string): ParsedVCards {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r?\n/g, '\r\n');
  if (!/^\s*BEGIN:VCARD/i.test(clean)) throw new VCardParseError('The file is not a vCard file.');
  let parsed: unknown;
  try {
    parsed = ICAL.parse(clean);
  } catch (error) {
    throw new VCardParseError(`The vCard file could not be read: ${(error as Error).message}`);
  }
  const roots = (Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : (parsed as unknown[])) as unknown[];
  const cards: VCardData[] = [];
  const errors: ParsedVCards['errors'] = [];
  roots.forEach((root, i) => {
    const component = new ICAL.Component(root as [string, unknown[], unknown[]]);
    if (component.name !== 'vcard') {
      errors.push({ index: i + 1, message: `Entry ${i + 1} is not a vCard.` });
      return;
    }
    const card = readCard(component);
    if (!card.firstName && !card.lastName && !card.organization && !card.emails?.length && !card.phones?.length) {
      errors.push({ index: i + 1, message: `Card ${i + 1} has no name, email or phone.` });
      return;
    }
    cards.push(card);
  });
  return { cards, errors };
}
