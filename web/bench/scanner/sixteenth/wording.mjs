// The sixteenth generator's wording (session 19): a made-up person of one of ten countries no
// earlier set drew from, what the card prints and the truth a person would type from it (phones
// in E.164, the web address as printed, the address lines joined by ", ").
import parsePhoneNumber from 'libphonenumber-js/max';
import { AFRICA_AMERICAS_ALPS } from './africa-americas-alps.mjs';
import { ASIA_GULF_PACIFIC } from './asia-gulf-pacific.mjs';
import { plainLetters } from './random.mjs';

const COUNTRIES = { ...ASIA_GULF_PACIFIC, ...AFRICA_AMERICAS_ALPS };
// Regions alternate, so each condition's six cards come from several of them.
export const ORDER = ['UZ', 'MG', 'BZ', 'LA', 'ZW', 'LI', 'KW', 'SR', 'BT', 'WS'];

/** A number on `line` that libphonenumber-js (full metadata) calls valid, printed both ways. */
function number(r, line) {
  for (let tries = 0; tries < 5000; tries += 1) {
    const start = r.pick(line.starts);
    const nsn = start + r.digits(line.nsn - start.length);
    const parsed = parsePhoneNumber(`+${line.cc}${nsn}`);
    if (parsed?.isValid())
      return { home: r.pick(line.prints)(line.trunk + nsn), abroad: parsed.formatInternational(), e164: parsed.number };
  }
  throw new Error(`no valid number from ${line.starts} (+${line.cc})`);
}

const MAILBOXES = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g}${f[0]}`,
  (g, f) => `${f}.${g[0]}`,
  (g) => g,
  (g, f) => `${g[0]}${f}`,
];

/** A made-up person of country `code`: what the card prints and the truth. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const given = r.pick(c.given);
  const family = r.pick(c.family);
  const last = Array.isArray(family) ? family[given.woman ? 1 : 0] : family;
  const first = given.name;
  const [company, stem] = r.pick(c.firms);
  const domain = `${stem}.${c.tld}`;
  const mailbox = r.pick(MAILBOXES)(plainLetters(first), plainLetters(last));
  const email = `${mailbox}@${r.coin(0.3) ? r.pick(c.webmail) : domain}`;
  const website = r.pick([`www.${domain}`, domain, `www.${domain}`]);
  const kinds = r.coin(0.45) ? [0, 1] : [r.pick([0, 1, 1])];
  const numbers = kinds.map((k) => number(r, c.lines[k]));
  const abroad = r.coin(0.4);
  const labelled = r.coin(0.6);
  const phoneLines = numbers.map((n, i) => {
    const text = abroad ? n.abroad : n.home;
    return labelled ? `${r.pick(c.labels[kinds[i]])} ${text}` : text;
  });
  const addressLines = c.address(r);
  let shownName = `${first} ${last}`;
  if (c.familyFirst && r.coin(c.familyFirst)) shownName = `${last.toUpperCase()} ${first}`;
  else if (c.capsFamily && r.coin(c.capsFamily)) shownName = `${first} ${last.toUpperCase()}`;
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
