// What a card of the third generator (draw.mjs here) says, made up from these pools by a seeded
// draw: a person, a job, a company, its domain, a number in the card's country and an address in
// that country's format. Written apart from cards.mjs and photos/*.mjs (other names, streets,
// titles and companies), so the set measures the recogniser on wording it was not written for.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const COUNTRIES = {
  US: {
    first: ['Marcus', 'Tamara', 'Derek', 'Lena', 'Jordan', 'Priya', 'Caleb', 'Monica'],
    last: ['Whitaker', 'Delgado', 'McAllister', 'Nguyen', 'Pruitt', 'Okonkwo', 'Hensley', 'Castellano'],
    suffix: ['Inc.', 'LLC', 'Group', 'Partners'],
    tld: 'com',
    phone: () => `${pick(['312', '617', '415', '206', '303'])}555${digits(4, '01')}`,
    address: (r) => {
      const street = `${r.int(12, 4800)} ${r.pick(['N Clark St', 'Boylston Street', 'Mission Street', 'Pine Avenue', 'Larimer St', 'E 14th Street'])}`;
      const city = r.pick([
        'Chicago, IL 60610',
        'Boston, MA 02116',
        'San Francisco, CA 94103',
        'Seattle, WA 98101',
        'Denver, CO 80202',
      ]);
      return r.chance(0.5) ? [street, city] : [`${street}, ${city}`];
    },
  },
  GB: {
    first: ['Harriet', 'Callum', 'Imogen', 'Rhys', 'Eleanor', 'Niall'],
    last: ['Pemberton', "O'Sullivan", 'MacKinnon', 'Ashworth', 'Fairbairn', 'Lockwood'],
    suffix: ['Ltd', 'LLP', '& Co.'],
    tld: 'co.uk',
    phone: () => `${pick(['20', '161', '113', '117'])}${digits(7, '4960')}`,
    address: (r) => [
      `${r.int(2, 220)} ${r.pick(['Deansgate', 'Whitechapel Road', 'Park Row', 'Corn Street', 'Bold Lane'])}`,
      r.pick(['Manchester M3 4LQ', 'London E1 1DU', 'Leeds LS1 5HD', 'Bristol BS1 1JA', 'Derby DE1 3AF']),
    ],
  },
  DE: {
    first: ['Johannes', 'Katrin', 'Lukas', 'Anja', 'Florian', 'Sabine'],
    last: ['von Hagen', 'Hartmann', 'Zimmermann', 'Vogt', 'Kessler', 'Brandt'],
    suffix: ['GmbH', 'AG', 'KG'],
    tld: 'de',
    phone: () => `${pick(['30', '40', '89', '69'])}${digits(8)}`,
    address: (r) => [
      `${r.pick(['Lindenallee', 'Marktplatz', 'Hafenweg', 'Gartenstr.', 'Schillerplatz'])} ${r.int(1, 90)}`,
      r.pick(['20095 Hamburg', '80331 München', '60311 Frankfurt am Main', '10115 Berlin', '70173 Stuttgart']),
    ],
  },
  FR: {
    first: ['Margaux', 'Thibault', 'Élodie', 'Mathieu', 'Camille', 'Julien'],
    last: ['Lefèvre', 'de la Croix', 'Marchand', 'Rousseau', 'Fontaine', 'Chevalier'],
    suffix: ['SARL', 'SAS', 'SA'],
    tld: 'fr',
    phone: () => `${pick(['1', '4', '5'])}${digits(8)}`,
    address: (r) => [
      `${r.int(1, 120)} ${r.pick(['rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'place Bellecour', 'rue Sainte-Catherine'])}`,
      r.pick(['69002 Lyon', '75011 Paris', '33000 Bordeaux', '13001 Marseille', '31000 Toulouse']),
    ],
  },
  ES: {
    first: ['Lucía', 'Alejandro', 'Carmen', 'Javier', 'Marta', 'Sergio'],
    last: ['de la Fuente', 'Navarro', 'Ibáñez', 'Castillo', 'Moreno', 'Ortega'],
    suffix: ['S.L.', 'S.A.'],
    tld: 'es',
    phone: () => `${pick(['91', '93', '96'])}${digits(7)}`,
    address: (r) => [
      `${r.pick(['Calle de Alcalá', 'Avenida Diagonal', 'Calle Colón', 'Paseo de Gracia', 'Calle Mayor'])} ${r.int(3, 240)}`,
      r.pick(['28014 Madrid', '08008 Barcelona', '46004 Valencia', '41001 Sevilla', '48001 Bilbao']),
    ],
  },
  IE: {
    first: ['Aoife', 'Cian', 'Siobhan', 'Declan'],
    last: ['McGrath', "O'Donnell", 'Fitzgerald', 'Kavanagh'],
    suffix: ['Ltd', 'DAC'],
    tld: 'ie',
    phone: () => `1${digits(7)}`,
    address: (r) => [
      `${r.int(1, 80)} ${r.pick(['Dawson Street', 'Harcourt Road', 'Patrick Street'])}`,
      r.pick(['Dublin 2', 'Cork T12 X8N2', 'Dublin D02 YX88']),
    ],
  },
  NL: {
    first: ['Daan', 'Femke', 'Sander', 'Lotte'],
    last: ['van der Berg', 'de Vries', 'Jansen', 'van Leeuwen'],
    suffix: ['B.V.', 'N.V.'],
    tld: 'nl',
    phone: () => `${pick(['20', '10', '30'])}${digits(7)}`,
    address: (r) => [
      `${r.pick(['Keizersgracht', 'Coolsingel', 'Oudegracht', 'Stationsplein'])} ${r.int(2, 400)}`,
      r.pick(['1015 CS Amsterdam', '3011 AD Rotterdam', '3511 AL Utrecht']),
    ],
  },
};

const TITLES = [
  ['Operations Manager'],
  ['Head of Partnerships'],
  ['Senior Software Engineer'],
  ['Chief Financial Officer'],
  ['Regional Sales Director'],
  ['Marketing Coordinator'],
  ['Director of Customer Success', 'EMEA Region'],
  ['Principal Consultant', 'Supply Chain & Logistics'],
  ['Product Designer'],
  ['Managing Partner'],
  ['Business Development', 'Manager'],
  ['Lead Data Scientist'],
  ['Office Manager'],
  ['Technical Account Manager'],
];
const WORDS = [
  'Bluepeak',
  'Copperline',
  'Fernhill',
  'Quarry Lane',
  'Silverbirch',
  'Tidewater',
  'Oakridge',
  'Brightwell',
  'Kestrel',
  'Larkspur',
  'Meridian',
  'Stonebridge',
];
const KINDS = [
  'Analytics',
  'Logistics',
  'Architects',
  'Consulting',
  'Studio',
  'Labs',
  'Energy',
  'Legal',
  'Foods',
  'Systems',
];

/** A seeded draw (mulberry32), so the same seed gives the same cards. */
export function random(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => a + Math.floor(next() * (b - a + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
  return r;
}
/** The draw the country pools' number makers use: the one `person` was called with. */
let current = random(1);
const pick = (list) => current.pick(list);
const digits = (n, start = '') => start + Array.from({ length: n - start.length }, () => current.int(0, 9)).join('');
const slug = (s) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');

/** A number valid in `country`: printed as the card prints it, and its E.164 for the truth. */
function phone(r, country, spec) {
  for (let tries = 0; ; tries += 1) {
    if (tries > 500) throw new Error(`No valid ${country} number drawn`);
    const parsed = parsePhoneNumberFromString(spec.phone(), country);
    if (!parsed?.isValid()) continue;
    const printed = r.chance(0.5) ? parsed.formatNational() : parsed.formatInternational();
    const label = r.pick(['', '', 'T ', 'Tel ', 'Phone: ', 'M: ', 'Office ']);
    return { line: `${label}${printed}`, e164: parsed.number };
  }
}

/** One made-up card: what it prints (`name`, `title` lines, `company`, `contacts`, `address` lines) and its truth. */
export function person(r) {
  current = r;
  const country = r.pick(Object.keys(COUNTRIES));
  const spec = COUNTRIES[country];
  const first = r.pick(spec.first);
  const last = r.pick(spec.last);
  const honour = r.chance(0.15) ? r.pick(['Dr. ', 'Prof. ', 'Dr ']) : '';
  const title = r.pick(TITLES);
  const company = `${r.pick(WORDS)} ${r.pick(KINDS)}${r.chance(0.5) ? ` ${r.pick(spec.suffix)}` : ''}`;
  const domain = `${slug(company.split(' ').slice(0, 2).join(''))}.${spec.tld}`;
  const mailbox = r.pick([`${slug(first)}.${slug(last)}`, slug(first), `${slug(first)[0]}${slug(last)}`]);
  const email = `${mailbox}@${domain}`;
  const call = phone(r, country, spec);
  const website = r.chance(0.5) ? `www.${domain}` : domain;
  const emailLine = r.chance(0.3) ? `${r.pick(['E ', 'Email: ', 'e-mail '])}${email}` : email;
  const address = r.chance(0.85) ? spec.address(r) : [];
  return {
    country,
    name: `${honour}${first} ${last}`,
    title,
    company,
    contacts: [call.line, emailLine, website],
    address,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: title.join(' '),
      company,
      emails: [email],
      phones: [call.e164],
      website: domain,
      address: address.join(', '),
    },
  };
}
