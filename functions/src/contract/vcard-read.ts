/**
 * The one vCard reader: the API's contact import and the web app's QR scanner both read cards
 * through it, so a card reads the same wherever it comes in. Browser-safe (no Buffer: text is
 * decoded with TextDecoder, which browsers and Node share).
 *
 * It reads what real clients write, not only what the RFCs allow:
 * - vCard 2.1 (Outlook, Android): `ENCODING=QUOTED-PRINTABLE` with `=` soft line breaks (the
 *   next line continues the value, with no leading space), `CHARSET=` for the encoded bytes, and
 *   bare parameters (`TEL;CELL;PREF:`, `NOTE;QUOTED-PRINTABLE:`).
 * - vCard 3.0 (iPhone, Google) and 4.0 (RFC 6350): folded lines, `\n \, \; \\` escapes,
 *   `TYPE=a,b`, quoted parameter values, `tel:`/`mailto:` URIs, grouped properties (`item1.EMAIL`).
 * Also MECARD, which many QR codes hold instead of a vCard (`MECARD:N:Doe,John;TEL:…;;`).
 */

export interface CardValue {
  value: string;
  /** TYPE values (or bare 2.1 ones), lower case: work, home, cell, voice, internet, pref … */
  types?: string[];
}

export interface CardAddress {
  types?: string[];
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

export interface ReadCard {
  /** The line of the file the card begins on (1-based). */
  line: number;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  organization?: string;
  department?: string;
  title?: string;
  emails: CardValue[];
  phones: CardValue[];
  urls: CardValue[];
  addresses: CardAddress[];
  socialProfiles: CardValue[];
  categories: string[];
  note?: string;
  /** A picture given by address (http/https); embedded pictures are not read. */
  photoUrl?: string;
}

interface Property {
  name: string;
  params: Map<string, string[]>;
  /** The raw value: unfolded, still encoded and escaped. */
  raw: string;
}

const BARE_ENCODINGS = new Set(['QUOTED-PRINTABLE', 'BASE64', 'B', '8BIT', '7BIT']);

/** Splits on `sep` outside double quotes (4.0 parameter values may hold `;` `:` `,`). */
function splitOutsideQuotes(text: string, sep: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === sep && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Where the property's name and parameters end: the first `:` outside quotes. */
function valueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

function parseProperty(line: string): Property | undefined {
  const colon = valueColon(line);
  if (colon < 1) return undefined;
  const [nameWithGroup, ...rawParams] = splitOutsideQuotes(line.slice(0, colon), ';');
  const name = nameWithGroup.split('.').pop()!.trim().toUpperCase();
  const params = new Map<string, string[]>();
  const add = (key: string, values: string[]) => params.set(key, [...(params.get(key) ?? []), ...values]);
  for (const param of rawParams) {
    const eq = param.indexOf('=');
    if (eq < 0) {
      // vCard 2.1 writes parameter values alone: `TEL;CELL;PREF:`, `NOTE;QUOTED-PRINTABLE:`.
      const bare = param.trim().toUpperCase();
      if (bare) add(BARE_ENCODINGS.has(bare) ? 'ENCODING' : 'TYPE', [bare]);
      continue;
    }
    const key = param.slice(0, eq).trim().toUpperCase();
    const values = splitOutsideQuotes(param.slice(eq + 1), ',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1'));
    add(key, values);
  }
  return { name, params, raw: line.slice(colon + 1) };
}

const isQuotedPrintable = (head: string) => /(^|;)\s*(ENCODING\s*=\s*)?QUOTED-PRINTABLE\s*(;|$)/i.test(head);

/**
 * Physical lines into logical ones: a line starting with a space or tab continues the one
 * before (RFC 6350 §3.2; the space is dropped), and a quoted-printable value ending in `=`
 * continues on the next line whatever it starts with (vCard 2.1 soft line breaks).
 */
function logicalLines(text: string): { line: number; text: string }[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const out: { line: number; text: string }[] = [];
  for (let i = 0; i < physical.length; i++) {
    const current = physical[i];
    if ((current.startsWith(' ') || current.startsWith('\t')) && out.length) {
      out[out.length - 1].text += current.slice(1);
      continue;
    }
    const entry = { line: i + 1, text: current };
    const colon = valueColon(current);
    if (colon > 0 && isQuotedPrintable(current.slice(0, colon))) {
      while (entry.text.endsWith('=') && i + 1 < physical.length) entry.text = entry.text.slice(0, -1) + physical[++i];
    }
    out.push(entry);
  }
  return out;
}

function decoderFor(charset: string | undefined): (bytes: Uint8Array) => string {
  let decoder: { decode(bytes: Uint8Array): string };
  try {
    decoder = new TextDecoder(charset || 'utf-8');
  } catch {
    // A charset label the platform does not know: UTF-8 is what nearly every writer means.
    decoder = new TextDecoder('utf-8');
  }
  return (bytes) => decoder.decode(bytes);
}

/** `=XX` runs decoded as bytes in the card's charset; text between them stays as it is. */
function decodeQuotedPrintable(raw: string, charset: string | undefined): string {
  const decode = decoderFor(charset);
  return raw.replace(/(?:=[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return decode(bytes);
  });
}

function decodeBase64Text(raw: string, charset: string | undefined): string {
  try {
    const binary = atob(raw.replace(/\s+/g, ''));
    return decoderFor(charset)(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

/** The value with its transfer encoding undone (escapes are undone per component, later). */
function decodedValue(prop: Property): string {
  const encoding = prop.params.get('ENCODING')?.[0]?.toUpperCase();
  const charset = prop.params.get('CHARSET')?.[0];
  if (encoding === 'QUOTED-PRINTABLE') return decodeQuotedPrintable(prop.raw, charset);
  if (encoding === 'BASE64' || encoding === 'B') return decodeBase64Text(prop.raw, charset);
  return prop.raw;
}

const unescapeText = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/\\([nN,;:\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
    .trim();

/** A structured value (N, ADR, ORG) in its `;`-separated components, each unescaped. */
const components = (value: string) => value.split(/(?<!\\);/).map(unescapeText);

function typesOf(prop: Property): string[] | undefined {
  const list = (prop.params.get('TYPE') ?? [])
    .flatMap((t) => t.split(','))
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return list.length ? [...new Set(list)] : undefined;
}

const withTypes = (value: string, prop: Property): CardValue => {
  const types = typesOf(prop);
  return types ? { value, types } : { value };
};

const emptyCard = (line: number): ReadCard => ({
  line,
  emails: [],
  phones: [],
  urls: [],
  addresses: [],
  socialProfiles: [],
  categories: [],
});

function splitFullName(card: ReadCard): void {
  if (card.firstName || card.lastName || !card.fullName) return;
  const [first, ...rest] = card.fullName.split(/\s+/);
  card.firstName = first;
  card.lastName = rest.join(' ') || undefined;
}

function applyProperty(card: ReadCard, prop: Property): void {
  const value = decodedValue(prop);
  const text = () => unescapeText(value);
  switch (prop.name) {
    case 'N': {
      const [last = '', first = ''] = components(value);
      card.lastName = last || undefined;
      card.firstName = first || undefined;
      return;
    }
    case 'FN':
      card.fullName = text() || undefined;
      return;
    case 'ORG': {
      const [organization = '', department = ''] = components(value);
      card.organization = organization || undefined;
      card.department = department || undefined;
      return;
    }
    case 'TITLE':
      card.title = text() || undefined;
      return;
    case 'NOTE':
      card.note = [card.note, text()].filter(Boolean).join('\n') || undefined;
      return;
    case 'EMAIL': {
      const email = text().replace(/^mailto:/i, '');
      if (email) card.emails.push(withTypes(email, prop));
      return;
    }
    case 'TEL': {
      const phone = text().replace(/^tel:/i, '');
      if (phone) card.phones.push(withTypes(phone, prop));
      return;
    }
    case 'URL': {
      const url = text();
      if (url) card.urls.push(withTypes(url, prop));
      return;
    }
    case 'X-SOCIALPROFILE': {
      const url = text();
      if (url) card.socialProfiles.push(withTypes(url, prop));
      return;
    }
    case 'CATEGORIES':
      card.categories.push(
        ...value
          .split(/(?<!\\),/)
          .map(unescapeText)
          .filter(Boolean),
      );
      return;
    case 'ADR': {
      const [, , street = '', city = '', region = '', postalCode = '', country = ''] = components(value);
      if (street || city || region || postalCode || country)
        card.addresses.push({ types: typesOf(prop), street, city, region, postalCode, country });
      return;
    }
    case 'PHOTO': {
      const url = prop.raw.trim();
      if (/^https?:\/\//i.test(url)) card.photoUrl = url;
      return;
    }
    default:
  }
}

export interface ReadVCards {
  /** Whether the text is vCard at all (it starts with BEGIN:VCARD). */
  isVCard: boolean;
  cards: ReadCard[];
  /** The line of a card the file ends inside (no END:VCARD): a cut-off file. It is read all the same. */
  unclosedLine?: number;
}

/**
 * Every card of a .vcf text, in file order. Cards nested in another (a 2.1 AGENT) are skipped;
 * a card cut off by the end of the file is still read, and said (`unclosedLine`).
 */
export function readVCards(text: string): ReadVCards {
  const lines = logicalLines(text);
  const firstLine = lines.find((l) => l.text.trim());
  if (!firstLine || !/^\s*BEGIN:VCARD\s*$/i.test(firstLine.text)) return { isVCard: false, cards: [] };
  const cards: ReadCard[] = [];
  let card: ReadCard | undefined;
  let depth = 0;
  for (const { line, text: content } of lines) {
    const trimmed = content.trim();
    if (/^BEGIN:VCARD$/i.test(trimmed)) {
      depth++;
      if (depth === 1) card = emptyCard(line);
      continue;
    }
    if (/^END:VCARD$/i.test(trimmed)) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && card) {
        splitFullName(card);
        cards.push(card);
        card = undefined;
      }
      continue;
    }
    if (depth !== 1 || !card) continue;
    const prop = parseProperty(content);
    if (prop) applyProperty(card, prop);
  }
  if (card) {
    splitFullName(card);
    cards.push(card);
    return { isVCard: true, cards, unclosedLine: card.line };
  }
  return { isVCard: true, cards };
}

/** MECARD fields split on unescaped `;`; values unescape `\; \: \, \\`. */
function mecardFields(body: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const part of body.split(/(?<!\\);/)) {
    const colon = part.search(/(?<!\\):/);
    if (colon < 1) continue;
    fields.push([part.slice(0, colon).trim().toUpperCase(), part.slice(colon + 1).replace(/\\([;:,\\])/g, '$1')]);
  }
  return fields;
}

/** A MECARD (DoCoMo's format, common in QR codes), or undefined when the text is not one. */
export function readMecard(text: string): ReadCard | undefined {
  const match = /^\s*MECARD:(.*)$/is.exec(text);
  if (!match) return undefined;
  const card = emptyCard(1);
  for (const [name, value] of mecardFields(match[1])) {
    const v = value.trim();
    if (!v) continue;
    if (name === 'N') {
      // "Last,First" — a name without a comma is kept whole as the first name.
      const [last, first] = v.includes(',') ? v.split(',', 2).map((s) => s.trim()) : ['', v];
      card.lastName = last || undefined;
      card.firstName = first || undefined;
    } else if (name === 'TEL' || name === 'TEL-AV') card.phones.push({ value: v });
    else if (name === 'EMAIL') card.emails.push({ value: v });
    else if (name === 'ORG') card.organization = v;
    else if (name === 'TITLE') card.title = v;
    else if (name === 'NOTE') card.note = v;
    else if (name === 'URL') card.urls.push({ value: v });
    else if (name === 'ADR') card.addresses.push({ street: v });
  }
  if (!card.lastName && card.firstName?.includes(' ')) {
    card.fullName = card.firstName;
    card.firstName = undefined;
    splitFullName(card);
  }
  return card;
}
