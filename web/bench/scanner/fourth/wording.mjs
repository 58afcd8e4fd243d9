// What a card of the fourth generator (draw.mjs here) says: made-up people of six countries with
// particles and prefixes in their names, courtesy titles and letters after the name, job titles in
// the country's language (or English), some on two lines, companies with their legal form, long
// mail addresses, web addresses mostly without www, numbers in the country's own national or
// international print (labelled office, mobile, fax) and addresses in the country's format. Every
// pool is new: no name, street, title or company word is taken from cards.mjs, photos/ or fresh/.
// Numbers come from ranges set aside for fiction where the country has them (US 555-01xx, UK
// Ofcom's drama ranges, France's ARCEP ones); elsewhere they are random digits.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded draw (sfc32 seeded by splitmix32), so a seed always gives the same cards. */
export function seeded(seed) {
  let x = seed >>> 0;
  const split = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let [a, b, c, d] = [split(), split(), split(), split()];
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  return {
    next,
    between: (lo, hi) => lo + (hi - lo) * next(),
    whole: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    one: (list) => list[Math.floor(next() * list.length)],
    odds: (p) => next() < p,
  };
}

const digits = (r, n) => Array.from({ length: n }, () => r.whole(0, 9)).join('');

const PEOPLE = {
  US: {
    first: ['Brandon', 'Whitney', 'Trevor', 'Keisha', 'Dustin', 'Allison', 'Terrence', 'Courtney', 'Gabriel'],
    last: ["O'Malley", 'MacPherson', 'DiNardo', 'LaFleur', 'Rutherford', 'DeMarco', 'Ellison', 'McKinley-Ross'],
    honour: ['Dr. '],
    after: [', PhD', ', MBA', ', CPA'],
  },
  GB: {
    first: ['Alistair', 'Bethany', 'Ewan', 'Georgina', 'Hamish', 'Lydia', 'Rupert', 'Tobias'],
    last: ['McCready', 'MacIntyre', "O'Connell", 'Featherstone', 'Ogilvy', 'Whitcombe', 'Hughes-Whitfield'],
    honour: ['Dr ', 'Prof. '],
    after: [' MRICS', ', MSc', ' FCA'],
  },
  DE: {
    first: ['Hans-Jürgen', 'Annika', 'Matthias', 'Friederike', 'Torsten', 'Ulrike', 'Dominik', 'Mareike'],
    last: ['von Falkenried', 'vom Brocke', 'zur Linden', 'Weißgerber', 'Krüger', 'Oberholzer', 'Bäumler'],
    honour: ['Dr. ', 'Prof. Dr. ', 'Dipl.-Ing. ', 'Dr.-Ing. '],
    after: [],
  },
  FR: {
    first: ['Anne-Sophie', 'Jean-Baptiste', 'Clémence', 'Grégoire', 'Solène', 'Benoît', 'Maëlle', 'Étienne'],
    last: ['Le Goff', "d'Aubigny", 'du Plessis', 'Lemaître', 'de Villeneuve', 'Le Bihan', 'Garnier-Vasseur'],
    honour: ['Dr ', 'Pr '],
    after: [],
  },
  ES: {
    first: ['Íñigo', 'Nuria', 'Rodrigo', 'Begoña', 'Álvaro', 'Pilar', 'Ximena', 'Gonzalo'],
    last: ['Fernández Ruiz', 'de la Torre', 'del Río', 'Echeverría Sanz', 'Quintana Gil', 'Ruiz de Alda'],
    honour: ['Dr. ', 'Dra. '],
    after: [],
  },
  NL: {
    first: ['Jeroen', 'Marloes', 'Bram', 'Ingrid', 'Thijs', 'Sanne', 'Wouter', 'Esmée'],
    last: ['van den Heuvel', 'ter Horst', "van 't Hof", 'de Groot', 'Verhoeven', 'van der Meulen', 'ten Brink'],
    honour: ['ir. ', 'drs. ', 'dr. '],
    after: [' MSc'],
  },
};

const TITLES = {
  en: [
    ['Senior Project Manager'],
    ['Head of Procurement'],
    ['Customer Success Lead'],
    ['Chief Operating Officer'],
    ['Senior Solutions Architect'],
    ['Facilities Coordinator'],
    ['Vice President, Client Services'],
    ['Senior Vice President', 'Global Partnerships'],
    ['Senior Consultant', 'Digital Transformation'],
  ],
  de: [
    ['Geschäftsführer'],
    ['Vertriebsleiterin'],
    ['Leiter Einkauf'],
    ['Projektmanagerin'],
    ['Prokurist'],
    ['Technischer Leiter'],
    ['Referentin', 'Unternehmenskommunikation'],
    ['Leiterin Forschung', 'und Entwicklung'],
  ],
  fr: [
    ['Directrice commerciale'],
    ['Chef de projet'],
    ['Responsable des achats'],
    ["Ingénieur d'études"],
    ['Chargée de communication'],
    ['Directeur général adjoint'],
    ['Responsable Grands Comptes', 'Europe du Sud'],
  ],
  es: [
    ['Director de Operaciones'],
    ['Responsable de Compras'],
    ['Jefa de Ventas'],
    ['Gerente General'],
    ['Técnico de Proyectos'],
    ['Directora de Desarrollo', 'de Negocio'],
  ],
  nl: [
    ['Accountmanager'],
    ['Projectleider'],
    ['Hoofd Inkoop'],
    ['Adviseur Duurzaamheid'],
    ['Teamleider Klantenservice'],
    ['Bedrijfsleider'],
    ['Senior Adviseur', 'Ruimtelijke Ordening'],
  ],
};

/** Per country: language, legal forms, the brand pools' local kinds, domain ending, numbers, labels, address. */
const PLACES = {
  US: {
    lang: 'en',
    forms: ['Inc.', 'LLC', 'Corp.', 'Co.'],
    kinds: ['Robotics', 'Biotech', 'Interiors', 'Capital', 'Engineering', 'Media'],
    tld: 'com',
    fixed: (r) => `${r.one(['503', '512', '919', '720', '612', '404'])}55501${digits(r, 2)}`,
    mobile: (r) => `${r.one(['971', '737', '984', '470'])}55501${digits(r, 2)}`,
    labels: { office: ['', 'T ', 'Office ', 'Direct '], mobile: ['Cell ', 'Mobile ', 'M '], fax: ['Fax ', 'F '] },
    print: (n, r) => {
      const d = n.nationalNumber;
      return r.one([
        n.formatNational(),
        `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
        `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
        n.formatInternational(),
      ]);
    },
    address: (r) => {
      const street = `${r.whole(100, 9800)} ${r.one(['SW Morrison St', 'Congress Avenue', 'Glenwood Ave', 'Blake Street', 'Hennepin Ave S', 'Peachtree St NE'])}`;
      const suite = r.odds(0.4)
        ? [r.one([`Suite ${r.whole(2, 19)}00`, `Floor ${r.whole(2, 30)}`, `Ste ${r.whole(101, 950)}`])]
        : [];
      const city = r.one([
        'Portland, OR 97205',
        'Austin, TX 78701',
        'Raleigh, NC 27601',
        'Denver, CO 80204',
        'Minneapolis, MN 55403',
        'Atlanta, GA 30308',
      ]);
      return r.odds(0.3) ? [`${street}, ${suite.length ? `${suite[0]}, ` : ''}${city}`] : [street, ...suite, city];
    },
    country: 'USA',
  },
  GB: {
    lang: 'en',
    forms: ['Ltd', 'Limited', 'plc', 'LLP'],
    kinds: ['Maritime', 'Surveyors', 'Interiors', 'Engineering', 'Capital', 'Media'],
    tld: 'co.uk',
    fixed: (r) =>
      r.one([
        `2079460${digits(r, 3)}`,
        `1134960${digits(r, 3)}`,
        `1174960${digits(r, 3)}`,
        `1314960${digits(r, 3)}`,
        `1214960${digits(r, 3)}`,
      ]),
    mobile: (r) => `7${r.one(['911', '700', '836', '459'])}${digits(r, 6)}`,
    labels: { office: ['T ', 'Tel ', 'DD ', ''], mobile: ['M ', 'Mob ', 'Mobile '], fax: ['F ', 'Fax '] },
    print: (n, r) => r.one([n.formatNational(), n.formatInternational(), `+44 (0)${n.formatNational().slice(1)}`]),
    address: (r) => {
      const lines = [
        ...(r.odds(0.35)
          ? [r.one([`Unit ${r.whole(2, 14)}, Brindley Court`, `Suite ${r.whole(3, 40)}, Mercer House`, 'Second Floor'])]
          : []),
        `${r.whole(3, 180)} ${r.one(['Castle Street', 'Grainger Street', 'Queen Square', 'St Andrew Square', 'Colmore Row'])}`,
        r.one([
          'Norwich NR1 3JD',
          'Newcastle upon Tyne NE1 5JE',
          'Bath BA1 2AF',
          'Edinburgh EH2 2AD',
          'Birmingham B3 2BJ',
        ]),
      ];
      return lines;
    },
    country: 'United Kingdom',
  },
  DE: {
    lang: 'de',
    forms: ['GmbH', 'AG', 'GmbH & Co. KG', 'e.K.'],
    kinds: ['Maschinenbau', 'Logistik', 'Technik', 'Planung', 'Werkstoffe', 'Medien'],
    tld: 'de',
    fixed: (r) =>
      r.one([`3023125${digits(r, 3)}`, `6990009${digits(r, 3)}`, `4066969${digits(r, 3)}`, `8999998${digits(r, 3)}`]),
    mobile: (r) => `1${r.one(['51', '60', '70', '71', '76'])}${digits(r, 8)}`,
    labels: { office: ['Tel. ', 'Telefon ', 'T ', 'Zentrale '], mobile: ['Mobil ', 'Handy ', 'M '], fax: ['Fax '] },
    print: (n, r) => {
      const national = n.formatNational();
      const [area, ...rest] = national.split(' ');
      return r.one([national, `${area} / ${rest.join(' ')}`, n.formatInternational(), `+49 (0)${national.slice(1)}`]);
    },
    address: (r) => [
      `${r.one(['Kaiserstraße', 'Am Sandtorkai', 'Breite Gasse', 'Königsallee', 'Theresienhöhe', 'Mühlenweg'])} ${r.whole(1, 140)}${r.odds(0.2) ? r.one(['a', 'b']) : ''}`,
      `${r.odds(0.15) ? 'D-' : ''}${r.one(['65183 Wiesbaden', '20457 Hamburg', '90403 Nürnberg', '40212 Düsseldorf', '80339 München', '04109 Leipzig'])}`,
    ],
    country: 'Deutschland',
  },
  FR: {
    lang: 'fr',
    forms: ['SAS', 'SARL', 'SA'],
    kinds: ['Ingénierie', 'Conseil', 'Bâtiment', 'Énergies', 'Design', 'Médias'],
    tld: 'fr',
    fixed: (r) =>
      r.one([`19900${digits(r, 4)}`, `261910${digits(r, 3)}`, `353010${digits(r, 3)}`, `465710${digits(r, 3)}`]),
    mobile: (r) => `6399${digits(r, 5)}`,
    labels: { office: ['Tél. ', 'Tél : ', 'T. ', 'Standard '], mobile: ['Mob. ', 'Portable ', 'M. '], fax: ['Fax '] },
    print: (n, r) =>
      r.one([
        n.formatNational(),
        n.formatNational().replace(/ /g, '.'),
        n.formatInternational(),
        `+33 (0)${n.formatNational().slice(1)}`,
      ]),
    address: (r) => [
      `${r.whole(2, 96)}${r.odds(0.2) ? ' bis' : ''}, ${r.one(['rue des Tanneurs', 'quai de la Fosse', 'cours Mirabeau', 'allée des Tilleuls', 'rue du Faubourg Saint-Antoine'])}`,
      r.one([
        '67000 Strasbourg',
        '44000 Nantes',
        '13100 Aix-en-Provence',
        '92400 Courbevoie Cedex',
        '35000 Rennes',
        '75012 Paris',
      ]),
    ],
    country: 'France',
  },
  ES: {
    lang: 'es',
    forms: ['S.L.', 'S.A.', 'S.L.U.'],
    kinds: ['Ingeniería', 'Consultores', 'Arquitectura', 'Energía', 'Diseño', 'Logística'],
    tld: 'es',
    fixed: (r) => `${r.one(['91', '93', '95', '94'])}${digits(r, 7)}`,
    mobile: (r) => `${r.one(['6', '7'])}${digits(r, 8)}`,
    labels: { office: ['Tel. ', 'Tfno. ', 'T. ', ''], mobile: ['Móvil ', 'M. ', 'Móv. '], fax: ['Fax '] },
    print: (n, r) => {
      const d = n.nationalNumber;
      return r.one([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, n.formatNational(), n.formatInternational()]);
    },
    address: (r) => [
      `${r.one(['C/ San Vicente', 'Avda. de la Constitución', 'Calle Ercilla', 'Paseo de la Castellana', 'Rambla de Catalunya', 'Plaza del Pilar'])}, ${r.whole(1, 220)}`,
      r.one(['46002 Valencia', '41004 Sevilla', '48009 Bilbao', '28046 Madrid', '08007 Barcelona', '50003 Zaragoza']),
    ],
    country: 'España',
  },
  NL: {
    lang: 'nl',
    forms: ['B.V.', 'N.V.'],
    kinds: ['Techniek', 'Advies', 'Installaties', 'Bouw', 'Media', 'Logistiek'],
    tld: 'nl',
    fixed: (r) => `${r.one(['20', '10', '30', '70', '40'])}${digits(r, 7)}`,
    mobile: (r) => `6${digits(r, 8)}`,
    labels: { office: ['T ', 'Tel. ', 'Telefoon '], mobile: ['M ', 'Mobiel '], fax: ['F ', 'Fax '] },
    print: (n, r) => {
      const national = n.formatNational();
      return r.one([national, national.replace(' ', ' - '), n.formatInternational(), `+31 (0)${national.slice(1)}`]);
    },
    address: (r) => [
      `${r.one(['Herengracht', 'Lange Voorhout', 'Vismarkt', 'Stationsweg', 'Oude Delft', 'Markt'])} ${r.whole(2, 320)}${r.odds(0.2) ? '-A' : ''}`,
      r.one(['1016 BR Amsterdam', '2514 ED Den Haag', '9712 HV Groningen', '2611 HB Delft', '5611 EM Eindhoven']),
    ],
    country: 'Nederland',
  },
};

const BRANDS = [
  'Harbourlight',
  'Greystone',
  'Willowmere',
  'Northgate',
  'Ambersky',
  'Redfern',
  'Ironbark',
  'Saltmarsh',
  'Highcliff',
  'Bramblewood',
  'Foxglove',
  'Rivenhall',
];
const TAGLINES = {
  en: ['Built to last since 1987', 'Smarter spaces', 'Engineering what matters'],
  de: ['Qualität seit 1954', 'Wir bewegen Ideen', 'Technik mit Verstand'],
  fr: ['Depuis 1972', "L'avenir se construit", 'Votre partenaire durable'],
  es: ['Desde 1968', 'Construimos confianza', 'Ideas que funcionan'],
  nl: ['Sinds 1961', 'Slim gebouwd', 'Samen verder'],
};
const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A number of `kind` valid in the country, as the card prints it (with its label) and as E.164. */
function number(r, code, kind) {
  const place = PLACES[code];
  for (let tries = 0; tries < 400; tries += 1) {
    const parsed = parsePhoneNumberFromString(kind === 'mobile' ? place.mobile(r) : place.fixed(r), code);
    if (!parsed?.isValid()) continue;
    const label = r.one(place.labels[kind === 'fixed' ? 'office' : kind]);
    return { line: `${label}${place.print(parsed, r)}`, e164: parsed.number, kind };
  }
  throw new Error(`No valid ${code} ${kind} number drawn`);
}

/**
 * One made-up card for `style`: 'back' prints no person (the back of a card: the company and how
 * to reach it), 'dense' an office, a mobile and a fax number; the others one or two numbers.
 * Answers what is printed and the truth (what the scanner should find: never the fax).
 */
export function card(r, style) {
  const code = r.one(Object.keys(PEOPLE));
  const who = PEOPLE[code];
  const place = PLACES[code];
  const first = r.one(who.first);
  const last = r.one(who.last);
  const honour = r.odds(0.2) ? r.one(who.honour) : '';
  const after = who.after.length && r.odds(0.15) ? r.one(who.after) : '';
  const title = r.odds(0.7) ? r.one(TITLES[place.lang]) : r.one(TITLES.en);
  const brand = r.one(BRANDS);
  const kind = r.one(place.kinds);
  const company = `${brand} ${kind} ${r.one(place.forms)}`;
  const domain = r.odds(0.35)
    ? `${slug(brand)}-${slug(kind)}${r.odds(0.4) ? '-group' : ''}.${place.tld}`
    : `${slug(brand)}${slug(kind)}.${place.tld}`;
  const mailbox =
    style === 'back'
      ? r.one(['info', 'hello', 'contact', 'office', 'team'])
      : r.one([
          `${slug(first)}.${slug(last)}`,
          `${slug(first)[0]}.${slug(last)}`,
          `${slug(first)}${slug(last)}`,
          slug(first),
        ]);
  const email = `${mailbox}@${domain}`;
  const phones =
    style === 'dense'
      ? [number(r, code, 'fixed'), number(r, code, 'mobile'), number(r, code, 'fax')]
      : style === 'back' || r.odds(0.6)
        ? [number(r, code, r.odds(0.7) ? 'fixed' : 'mobile')]
        : [number(r, code, 'fixed'), number(r, code, 'mobile')];
  const site = r.odds(0.6) ? domain : r.odds(0.75) ? `www.${domain}` : `https://${domain}`;
  const mailLabel = r.odds(0.3) ? r.one(['E ', 'E-Mail: ', 'Email ', 'e. ', 'Mail ']) : '';
  const address = style === 'back' || style === 'dense' || r.odds(0.8) ? place.address(r) : [];
  if (address.length && r.odds(0.2)) address.push(place.country);
  const person = style !== 'back';
  return {
    country: code,
    name: person ? `${honour}${first} ${last}${after}` : '',
    title: person ? title : [],
    company,
    tagline: r.one(TAGLINES[place.lang]),
    phones,
    email: `${mailLabel}${email}`,
    site,
    address,
    truth: {
      firstName: person ? first : '',
      lastName: person ? last : '',
      jobTitle: person ? title.join(' ') : '',
      company,
      emails: [email],
      phones: phones.filter((p) => p.kind !== 'fax').map((p) => p.e164),
      website: domain,
      address: address.join(', '),
    },
  };
}
