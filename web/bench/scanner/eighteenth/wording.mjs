// The eighteenth generator's wording (session 21): a made-up person of one of ten countries no
// earlier set drew from, what the card prints and the truth a person would type from it (phones
// in E.164, the web address as printed, the address lines joined by ", ").
import parsePhoneNumber from 'libphonenumber-js/max';
import { AFRICA_CARIBBEAN } from './africa-caribbean.mjs';
import { EUROPE_ASIA_PACIFIC } from './europe-asia-pacific.mjs';
import { plainLetters } from './random.mjs';

const PEOPLE = { ...EUROPE_ASIA_PACIFIC, ...AFRICA_CARIBBEAN };
// Regions take turns, so each condition's six cards come from several of them.
export const TURNS = ['BA', 'BJ', 'TW', 'HT', 'TO', 'SM', 'AO', 'MV', 'LC', 'TJ'];

/** A number of `plan` valid by libphonenumber-js's full metadata: { national, international, e164 }. */
function phoneNumber(r, plan, cc) {
  for (let tries = 0; tries < 4000; tries += 1) {
    const start = plan.start + (plan.second ? r.pick(plan.second) : '');
    const parsed = parsePhoneNumber(`+${cc}${start}${r.digits(plan.nsn - start.length)}`);
    if (parsed?.isValid()) {
      return { national: parsed.formatNational(), international: parsed.formatInternational(), e164: parsed.number };
    }
  }
  throw new Error(`no valid number from +${cc} ${plan.start}`);
}

const MAILBOXES = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g}${f[0]}`,
  (g, f) => `${g[0]}${f}`,
  (g) => g,
  (g, f) => `${f}.${g}`,
];

/** A made-up person of country `code`: what the card prints and its truth. */
export function person(r, code) {
  const c = PEOPLE[code];
  const woman = r.coin();
  const first = r.pick(woman ? c.women : c.men);
  const family = r.pick(c.family);
  const last = Array.isArray(family) ? family[woman ? 1 : 0] : family;
  const [company, stem] = r.pick(c.firms);
  const domain = `${stem}.${c.tld}`;
  const email = `${r.pick(MAILBOXES)(plainLetters(first), plainLetters(last))}@${r.coin(0.25) ? r.pick(c.webmail) : domain}`;
  const website = r.coin(0.7) ? `www.${domain}` : domain;
  const kinds = r.coin(0.5) ? ['mobile', 'fixed'] : [r.pick(['mobile', 'fixed', 'mobile'])];
  const numbers = kinds.map((kind) => phoneNumber(r, c[kind], c.cc));
  const international = r.coin(0.45);
  const labelled = r.coin(0.6);
  const phoneLines = numbers.map((n, i) => {
    const shown = international ? n.international : n.national;
    return labelled ? `${r.pick(c.labels[kinds[i]])} ${shown}` : shown;
  });
  const addressLines = c.address(r);
  const familyFirst = c.familyFirst && r.coin(c.familyFirst);
  const shownName = familyFirst ? `${last.toUpperCase()} ${first}` : `${first} ${last}`;
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
