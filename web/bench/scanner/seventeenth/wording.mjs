// The seventeenth generator's wording (session 20): a made-up person of one of ten countries no
// earlier set drew from, what the card prints and the truth a person would type from it (phones
// in E.164, the web address as printed, the address lines joined by ", ").
import parsePhoneNumber from 'libphonenumber-js/max';
import { AFRICA_ISLANDS_AMERICAS } from './africa-islands-americas.mjs';
import { ASIA_BALKANS_GULF } from './asia-balkans-gulf.mjs';
import { asciiLetters } from './random.mjs';

const COUNTRIES = { ...ASIA_BALKANS_GULF, ...AFRICA_ISLANDS_AMERICAS };
// Regions alternate, so each condition's six cards come from several of them.
export const ORDER = ['KG', 'MW', 'GY', 'TG', 'SC', 'MC', 'BN', 'CV', 'MK', 'BH'];

/** A number on `line` that libphonenumber-js (full metadata) calls valid: { home, abroad, e164 }. */
function number(r, line, cc) {
  for (let tries = 0; tries < 5000; tries += 1) {
    const start = r.pick(line.starts);
    const parsed = parsePhoneNumber(`+${cc}${start}${r.digits(line.nsn - start.length)}`);
    if (parsed?.isValid()) {
      const home = parsed.formatNational();
      return {
        home: line.dashed ? home.replace(/ /g, '-') : home,
        abroad: line.dashed ? `+${cc}-${home.replace(/ /g, '-')}` : parsed.formatInternational(),
        e164: parsed.number,
      };
    }
  }
  throw new Error(`no valid number from ${line.starts} (+${cc})`);
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
  const woman = r.coin();
  // Some countries' cards also carry names of a second shape (Brunei's Chinese names, family first).
  const names = c.second && r.coin(c.second.share) ? c.second : c;
  const first = r.pick(woman ? names.women : names.men);
  const family = r.pick(names.family);
  const last = Array.isArray(family) ? family[woman ? 1 : 0] : family;
  const [company, stem] = r.pick(c.firms);
  const domain = `${stem}.${c.tld}`;
  const mailbox = r.pick(MAILBOXES)(asciiLetters(first), asciiLetters(last));
  const email = `${mailbox}@${r.coin(0.3) ? r.pick(c.webmail) : domain}`;
  const website = r.pick([`www.${domain}`, domain, `www.${domain}`]);
  const kinds = r.coin(0.45) ? ['mobile', 'fixed'] : [r.pick(['fixed', 'mobile', 'mobile'])];
  const numbers = kinds.map((k) => number(r, c[k], c.cc));
  const abroad = r.coin(0.4);
  const labelled = r.coin(0.55);
  const phoneLines = numbers.map((n, i) => {
    const text = abroad ? n.abroad : n.home;
    return labelled ? `${r.pick(c.labels[kinds[i]])} ${text}` : text;
  });
  const addressLines = c.address(r);
  const shownName = names.familyFirst ? `${last.toUpperCase()} ${first}` : `${first} ${last}`;
  // A title with a man's and a woman's form is { m, w }.
  const held = r.pick(c.roles);
  const role = Array.isArray(held) ? held : held[woman ? 'w' : 'm'];
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
