// The nineteenth generator's wording (session 22): a made-up person of one of ten countries no
// earlier set drew from, what the card prints and the truth a person would type from it: phones in
// E.164, the web address as printed, the address lines joined by ", ".
import parsePhoneNumber from 'libphonenumber-js/max';
import { AMERICAS_ASIA_PACIFIC } from './americas-asia-pacific.mjs';
import { EUROPE_AFRICA } from './europe-africa.mjs';
import { asciiLetters } from './random.mjs';

const COUNTRIES = { ...EUROPE_AFRICA, ...AMERICAS_ASIA_PACIFIC };
// Countries take turns round the set, so each condition's six cards come from six of them.
export const ROTA = ['XK', 'SV', 'BF', 'VU', 'FO', 'TL', 'DZ', 'GD', 'LS', 'MM'];

const KINDS = { mobile: ['MOBILE', 'FIXED_LINE_OR_MOBILE'], fixed: ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'] };

/** A number of `kind` in country `c`, valid by libphonenumber-js's full metadata. */
function dialable(r, c, kind) {
  const plan = c[kind];
  for (let attempt = 0; attempt < 5000; attempt += 1) {
    const start = r.choose(plan.starts);
    const length = r.choose(plan.lengths);
    const parsed = parsePhoneNumber(`+${c.cc}${start}${r.numerals(length - start.length)}`);
    if (parsed?.isValid() && KINDS[kind].includes(parsed.getType())) return parsed;
  }
  throw new Error(`no valid ${kind} number for +${c.cc}`);
}

const MAILBOX = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g[0]}.${f}`,
  (g, f) => `${g}${f}`,
  (g, f) => `${f}${g[0]}`,
  (g) => g,
];

/** A made-up person of country `code`: { code, family, name, title, company, lines…, truth }. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const woman = r.chance();
  const given = r.choose(woman ? c.women : c.men);
  const family = r.choose(c.family);
  const [company, stem] = r.choose(c.firms);
  const domain = `${stem}.${c.tld}`;
  const mailbox = r.choose(MAILBOX)(asciiLetters(given), asciiLetters(family));
  const email = `${mailbox}@${r.chance(0.2) ? r.choose(c.webmail) : domain}`;
  const website = r.chance(0.65) ? `www.${domain}` : domain;
  const kinds = r.chance(0.45) ? ['mobile', 'fixed'] : [r.chance(0.7) ? 'mobile' : 'fixed'];
  const numbers = kinds.map((kind) => dialable(r, c, kind));
  const abroad = r.chance(0.5);
  const labelled = r.chance(0.55);
  const phoneLines = numbers.map((n, i) => {
    const printed = abroad ? n.formatInternational() : n.formatNational();
    return labelled ? `${r.choose(c.labels[kinds[i]])} ${printed}` : printed;
  });
  const addressLines = c.address(r);
  const held = r.choose(c.roles);
  const title = Array.isArray(held) ? held : held[woman ? 'w' : 'm'];
  return {
    code,
    family,
    name: `${given} ${family}`,
    title,
    company,
    email,
    website,
    phoneLines,
    addressLines,
    truth: {
      firstName: given,
      lastName: family,
      jobTitle: title.join(' '),
      company,
      emails: [email],
      phones: numbers.map((n) => n.number),
      website,
      address: addressLines.join(', '),
    },
  };
}

/** The contact lines a card prints, in its order: phones, email, website, address. */
export const contactLines = (p) => [...p.phoneLines, p.email, p.website, ...p.addressLines];
