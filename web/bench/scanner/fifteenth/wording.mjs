// The fifteenth generator's wording (session 18): a made-up person of one of ten countries no
// earlier set drew from, what the card prints for them and the truth a person would type from it
// (phones in E.164, the web address as printed, the address lines joined by ", ").
import parsePhoneNumber from 'libphonenumber-js/max';
import { LEVANT_ASIA_AFRICA } from './levant-asia-africa.mjs';
import { ascii } from './random.mjs';
import { SOUTH_AMERICAS_PACIFIC } from './south-americas-pacific.mjs';

const COUNTRIES = { ...LEVANT_ASIA_AFRICA, ...SOUTH_AMERICAS_PACIFIC };
// Regions alternate, so each condition's six cards come from several regions.
export const ORDER = ['LB', 'NI', 'MN', 'RW', 'AD', 'PG', 'KH', 'BS', 'CI', 'BW'];

/** A number on `line` that libphonenumber-js (full metadata) calls valid, printed each way. */
function phone(r, line) {
  for (let tries = 0; tries < 5000; tries += 1) {
    const start = r.pick(line.starts);
    const nsn = start + r.digits(line.nsn - start.length);
    const parsed = parsePhoneNumber(`+${line.cc}${nsn}`);
    if (parsed?.isValid())
      return {
        national: r.pick(line.prints)(line.trunk + nsn),
        international: line.abroad ? `+${line.cc} ${line.abroad(nsn)}` : parsed.formatInternational(),
        e164: parsed.number,
      };
  }
  throw new Error(`no valid number from ${line.starts} (+${line.cc})`);
}

const MAILBOXES = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g[0]}.${f}`,
  (g, f) => `${f}${g[0]}`,
  (g) => g,
  (g, f) => `${g}_${f}`,
];

/** A made-up person of country `code`: what the card prints and the truth. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const given = r.pick(c.given);
  const last = r.pick(c.family);
  const first = given.name;
  const [company, stem] = r.pick(c.firms);
  const domain = `${stem}.${c.tld}`;
  const mailbox = r.pick(MAILBOXES)(ascii(first.split(' ')[0]), ascii(last.split(' ')[0]));
  const email = `${mailbox}@${r.coin(0.3) ? r.pick(c.webmail) : domain}`;
  const website = r.pick([`www.${domain}`, domain, `www.${domain}`, `http://www.${domain}`]);
  const kinds = r.coin(0.5) ? [0, 1] : [r.pick([0, 1, 1])];
  const numbers = kinds.map((k) => phone(r, c.lines[k]));
  const abroad = r.coin(0.35);
  const labelled = r.coin(0.6);
  const phoneLines = numbers.map((n, i) => {
    const text = abroad ? n.international : n.national;
    return labelled ? `${r.pick(c.labels[kinds[i]])} ${text}` : text;
  });
  const addressLines = c.address(r);
  const shownName = c.surnameFirst && r.coin(0.65) ? `${last.toUpperCase()} ${first}` : `${first} ${last}`;
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
