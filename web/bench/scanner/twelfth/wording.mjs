// The twelfth generator's wording (session 15): a made-up person of one of the ten countries of
// countries.mjs, what their card prints and the truth a person would type from it (phones in
// E.164, the web address as printed, the address lines joined by ", ").
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { COUNTRIES } from './countries.mjs';

export const COUNTRY_CODES = Object.keys(COUNTRIES);

/** A seeded stream (xoshiro128**, its state filled by splitmix32) with the picks the generator needs. */
export function stream(seed) {
  let z = seed >>> 0;
  const fill = () => {
    z = (z + 0x9e3779b9) >>> 0;
    let t = z;
    t = Math.imul(t ^ (t >>> 16), 0x85ebca6b);
    t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
    return (t ^ (t >>> 16)) >>> 0;
  };
  const s = [fill(), fill(), fill(), fill()];
  const rotl = (x, k) => (x << k) | (x >>> (32 - k));
  const next = () => {
    const out = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return out / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    real: (lo, hi) => lo + (hi - lo) * next(),
    coin: (p = 0.5) => next() < p,
    one: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}

/** Lower-case ASCII letters only, for mailboxes, domains and file names. */
export const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'dj')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A number of `kind` libphonenumber-js accepts as valid: { national, international, e164 }. */
function number(r, kind) {
  for (let tries = 0; tries < 5000; tries += 1) {
    const national = kind.start + r.digits(kind.length - kind.start.length);
    const e164 = `+${kind.code}${national.slice(kind.trunk.length)}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (!parsed?.isValid()) continue;
    const international = kind.abroad ? kind.abroad(national.slice(kind.trunk.length)) : parsed.formatInternational();
    return { national: kind.print(national), international, e164 };
  }
  throw new Error(`no valid number for +${kind.code} ${kind.start}`);
}

const MAILBOX = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g[0]}${f}`,
  (g) => g,
  (g, f) => `${f}.${g}`,
  (g, f) => `${g}-${f}`,
  (g, f) => `${g}.${f[0]}`,
];

/** A made-up person of country `code`: what the card prints and the truth a person would type. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const [first, female] = r.one(c.given);
  const last = c.surname ? c.surname(r.one(c.family), female) : r.one(c.family);
  const role = r.one(c.roles);
  const name = r.one(c.names);
  const company = `${name} ${r.one(c.forms)}`;
  const domain = `${plain(name)}.${c.domain}`;
  const email = `${r.one(MAILBOX)(plain(first), plain(last))}@${r.coin(0.2) ? r.one(c.mail ?? ['gmail.com']) : domain}`;
  const website = r.one([`www.${domain}`, domain, `www.${domain}`, `https://www.${domain}`]);
  const abroad = r.coin(0.4);
  const which = r.coin(0.55) ? [0, 1] : [r.int(0, 1)];
  const phones = which.map((k) => number(r, c.kinds[k]));
  const labelled = r.coin(0.55);
  const phoneLines = phones.map((p, i) => {
    const text = abroad ? p.international : p.national;
    return labelled ? `${r.one(c.labels[which[i]])} ${text}` : text;
  });
  const addressLines = c.address(r);
  return {
    code,
    first,
    last,
    role,
    company,
    email,
    website,
    phoneLines,
    addressLines,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: role.join(' '),
      company,
      emails: [email],
      phones: phones.map((p) => p.e164),
      website,
      address: addressLines.join(', '),
    },
  };
}
