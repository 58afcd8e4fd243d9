// The fourteenth generator's wording (session 17): a made-up person of one of the ten countries
// no earlier set drew from, what the card prints for them and the truth a person would type from
// it (phones in E.164, the web address as printed, the address lines joined by ", ").
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { AFRICA_AMERICAS } from './africa-americas.mjs';
import { EURASIA_PACIFIC } from './eurasia-pacific.mjs';
import { plain } from './random.mjs';

const COUNTRIES = { ...EURASIA_PACIFIC, ...AFRICA_AMERICAS };
// Regions alternate, so every condition's six cards come from six countries of several regions.
export const COUNTRY_ORDER = ['MD', 'HN', 'NP', 'CM', 'KZ', 'BB', 'OM', 'ET', 'FJ', 'MZ'];

/** A number of `line` that libphonenumber-js calls valid: { national, international, e164 }. */
function number(r, line) {
  for (let tries = 0; tries < 5000; tries += 1) {
    const digits = line.start + r.digits(line.length - line.start.length);
    const e164 = `+${line.cc}${digits.slice(line.trunk.length)}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed?.isValid()) return { national: line.print(digits), international: parsed.formatInternational(), e164 };
  }
  throw new Error(`no valid number from ${line.start} (+${line.cc})`);
}

const MAILBOXES = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g[0]}${f}`,
  (g) => g,
  (g, f) => `${f}.${g[0]}`,
  (g, f) => `${g}${f}`,
];

/** A made-up person of country `code`: the printed lines and the truth. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const given = r.pick(c.given);
  const family = r.pick(c.family);
  const last = given.woman && c.feminine ? c.feminine(family) : family;
  const first = given.name;
  const [company, stem] = r.pick(c.firms);
  const domain = `${stem}.${c.tld}`;
  const mailbox = r.pick(MAILBOXES)(plain(first.split(' ')[0]), plain(last.split(' ')[0]));
  const email = `${mailbox}@${r.coin(0.25) ? r.pick(c.webmail) : domain}`;
  const website = r.pick([`www.${domain}`, domain, `www.${domain}`, `https://${domain}`]);
  const kinds = r.coin(0.45) ? [0, 1] : [r.pick([0, 1, 1])];
  const numbers = kinds.map((k) => number(r, c.lines[k]));
  const abroad = r.coin(0.4);
  const labelled = r.coin(0.55);
  const phoneLines = numbers.map((n, i) => {
    const text = abroad ? n.international : n.national;
    return labelled ? `${r.pick(c.labels[kinds[i]])} ${text}` : text;
  });
  const addressLines = c.address(r);
  const shownName = c.surnameFirst && r.coin(0.7) ? `${last.toUpperCase()} ${first}` : `${first} ${last}`;
  const role = r.pick(c.roles);
  return {
    code,
    last,
    shownName,
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
      phones: numbers.map((n) => n.e164),
      website,
      address: addressLines.join(', '),
    },
  };
}
