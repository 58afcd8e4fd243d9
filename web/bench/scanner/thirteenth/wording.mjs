// The thirteenth generator's wording (session 16): a made-up person of one of the ten countries of
// countries.mjs, what the card prints for them and the truth a person would type from it (phones
// in E.164, the web address as printed, the address lines joined by ", ").
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { COUNTRIES } from './countries.mjs';

export const COUNTRY_CODES = Object.keys(COUNTRIES);

/** A seeded stream (sfc32, warmed up from the seed) with the picks the generator needs. */
export function stream(seed) {
  let [a, b, c, d] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 24; i += 1) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    real: (lo, hi) => lo + (hi - lo) * next(),
    coin: (p = 0.5) => next() < p,
    one: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}

/** Lower-case ASCII letters only, for mailboxes and file names. */
export const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A number of `kind` that libphonenumber-js calls valid: { national, international, e164 }. */
function phone(r, kind) {
  for (let tries = 0; tries < 4000; tries += 1) {
    const digits = kind.start + r.digits(kind.length - kind.start.length);
    const e164 = `+${kind.code}${digits.slice(kind.trunk.length)}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed?.isValid()) return { national: kind.print(digits), international: parsed.formatInternational(), e164 };
  }
  throw new Error(`no valid number from ${kind.start} (+${kind.code})`);
}

const MAILBOXES = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g[0]}.${f}`,
  (g, f) => `${g}${f[0]}`,
  (g) => g,
  (g, f) => `${f}`,
  (g, f) => `${g}_${f}`,
];

/** A made-up person of country `code`: what the card prints and the truth a person would type. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const given = r.one(c.given);
  const first = given.name;
  const raw = r.one(c.family);
  const last = given.woman && c.feminine ? c.feminine(raw) : raw;
  const role = r.one(c.roles);
  const [company, stem] = r.one(c.firms);
  const domain = `${stem}.${c.tld}`;
  const box = r.one(MAILBOXES)(ascii(first), ascii(last));
  const email = `${box}@${r.coin(0.2) ? r.one(c.free) : domain}`;
  const website = r.one([`www.${domain}`, domain, `www.${domain}`, `http://www.${domain}`]);
  const which = r.coin(0.5) ? [0, 1] : [r.one([0, 1, 1])];
  const phones = which.map((k) => phone(r, c.kinds[k]));
  const abroad = r.coin(0.45);
  const labelled = r.coin(0.6);
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
