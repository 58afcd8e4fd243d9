// What a card of the fifth generator (draw.mjs here) says: made-up people of eleven countries
// (the US, Canada, the UK, Ireland, Germany, Austria, Switzerland, France, Belgium, Spain and
// Italy), job titles in the country's language or English, some on two lines, companies with
// their country's legal form, mail addresses of several shapes, web addresses with or without
// www, numbers printed the country's way (national, international, with dots or slashes),
// labelled or not, and addresses in each country's format. Every pool is new: no name, street,
// brand, title or town is taken from cards.mjs, photos/, fresh/ or fourth/. Numbers come from
// ranges set aside for fiction where the country has them (US/Canada 555-01xx, the UK's drama
// ranges for fixed lines, France's ARCEP ones); elsewhere they are random digits checked by libphonenumber.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded draw (mulberry32), so a seed always gives the same cards. */
export function draw(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const d = (r, n) => Array.from({ length: n }, () => r.int(0, 9)).join('');

const EN_TITLES = [
  ['Regional Sales Director'],
  ['Head of Customer Success'],
  ['Lead Data Engineer'],
  ['Procurement Specialist'],
  ['Practice Manager'],
  ['Creative Director'],
  ['Operations Coordinator'],
  ['Senior Tax Adviser'],
  ['Director of', 'Strategic Partnerships'],
  ['Senior Manager,', 'Risk & Compliance'],
  ['Founder & Principal'],
];

/** Each country: people, titles, companies, numbers as printed, addresses as printed. */
const COUNTRIES = {
  US: {
    first: ['Jolene', 'Marcus', 'Renata', 'Everett', 'Priya', 'Caleb', 'Delphine', 'Quentin'],
    last: ['McGowan', "O'Hara", 'Castellanos', 'Okafor', 'Lindqvist', 'DeLuca', 'Whitaker-Hayes'],
    titles: EN_TITLES,
    forms: ['Inc.', 'LLC', 'Corp.'],
    kinds: ['Analytics', 'Builders', 'Health', 'Outfitters', 'Robotics'],
    tld: 'com',
    fixed: (r) => `${r.pick(['303', '312', '503', '512', '919'])}55501${d(r, 2)}`,
    mobile: (r) => `${r.pick(['720', '773', '971', '737'])}55501${d(r, 2)}`,
    labels: { fixed: ['O ', 'Office: ', 'tel ', ''], mobile: ['C ', 'Cell: ', 'mobile ', ''] },
    print: (n, r) => {
      const [a, b, c] = [n.nationalNumber.slice(0, 3), n.nationalNumber.slice(3, 6), n.nationalNumber.slice(6)];
      return r.pick([`(${a}) ${b}-${c}`, `${a}.${b}.${c}`, `${a}-${b}-${c}`, `+1 ${a} ${b} ${c}`]);
    },
    address: (r) => {
      const street = `${r.int(100, 4800)} ${r.pick(['Larkspur Avenue', 'N Halsted St', 'Cedar Crest Rd', 'W Colfax Ave', 'SE Belmont St'])}`;
      const suite = r.chance(0.35) ? `, ${r.pick(['Suite', 'Ste.', 'Floor'])} ${r.int(2, 40)}` : '';
      return [
        `${street}${suite}`,
        r.pick([
          'Denver, CO 80204',
          'Chicago, IL 60642',
          'Portland, OR 97214',
          'Austin, TX 78702',
          'Raleigh, NC 27601',
        ]),
      ];
    },
    country: 'USA',
  },
  CA: {
    first: ['Geneviève', 'Mathieu', 'Siobhan', 'Darnell', 'Anika'],
    last: ['Tremblay', 'Bouchard', 'MacAulay', 'Okonkwo', 'Gagnon-Leroux'],
    titles: EN_TITLES,
    forms: ['Inc.', 'Ltd.'],
    kinds: ['Forestry', 'Systems', 'Marine', 'Advisory'],
    tld: 'ca',
    fixed: (r) => `${r.pick(['514', '613', '604', '416'])}55501${d(r, 2)}`,
    mobile: (r) => `${r.pick(['438', '343', '778', '647'])}55501${d(r, 2)}`,
    labels: { fixed: ['T ', 'Tel. ', 'Office '], mobile: ['M ', 'Cell '] },
    print: (n) => n.formatNational(),
    address: (r) =>
      r.pick([
        [`${r.int(100, 2200)} Rue Saint-Denis`, 'Montréal QC H2X 3K8'],
        [`${r.int(10, 480)} Sparks Street`, 'Ottawa ON K1P 5B5'],
        [`${r.int(100, 1200)} West Pender St`, 'Vancouver BC V6E 2P4'],
        [`${r.int(10, 400)} Queens Quay W`, 'Toronto ON M5J 2G8'],
      ]),
    country: 'Canada',
  },
  GB: {
    first: ['Imogen', 'Callum', 'Freya', 'Declan', 'Harriet', 'Rhys'],
    last: ['Pennington', 'MacAskill', 'Ashworth', 'Threlfall', 'Llewellyn', 'Fitzgerald-Hay'],
    titles: EN_TITLES,
    forms: ['Ltd', 'plc', 'LLP'],
    kinds: ['Surveyors', 'Interiors', 'Consulting', 'Engineering', 'Media'],
    tld: 'co.uk',
    fixed: (r) => r.pick([`1134960${d(r, 3)}`, `1174960${d(r, 3)}`, `2920180${d(r, 3)}`, `1414960${d(r, 3)}`]),
    mobile: (r) => `7${r.pick(['400', '520', '893'])}${d(r, 6)}`,
    labels: { fixed: ['T: ', 'Tel ', 'Direct ', ''], mobile: ['M: ', 'Mob ', 'Mobile '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatInternational(), `+44 (0)${n.formatNational().slice(1)}`]),
    address: (r) =>
      r.pick([
        [`${r.int(1, 80)} Park Row`, 'Leeds LS1 5HD'],
        [`${r.int(1, 60)} Corn Street`, 'Bristol BS1 1HT'],
        [`Unit ${r.int(1, 12)}, Bothwell Street`, 'Glasgow G2 6LU'],
        [`${r.int(2, 90)} Colegate`, 'Norwich NR3 1BN'],
        [`${r.int(1, 40)} Mount Stuart Square`, 'Cardiff CF10 5EE'],
      ]),
    country: 'United Kingdom',
  },
  IE: {
    first: ['Aoife', 'Cian', 'Niamh', 'Oisín', 'Róisín'],
    last: ['Ó Briain', 'Fitzpatrick', 'Brennan', 'MacNamara', 'Ní Dhonnchadha'],
    titles: EN_TITLES,
    forms: ['Ltd', 'DAC'],
    kinds: ['Pharma', 'Software', 'Architects', 'Foods'],
    tld: 'ie',
    fixed: (r) => r.pick([`1${d(r, 7)}`, `21${d(r, 7)}`, `91${d(r, 7)}`]),
    mobile: (r) => `8${r.pick(['5', '6', '7'])}${d(r, 7)}`,
    labels: { fixed: ['T ', 'Ph: ', ''], mobile: ['M ', 'Mob: '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatInternational()]),
    address: (r) =>
      r.pick([
        [`${r.int(1, 40)} Merchants Quay`, 'Cork T12 WK20'],
        [`${r.int(1, 30)} Eyre Square`, 'Galway H91 E2KX'],
        [`${r.int(2, 60)} Fitzwilliam Place`, 'Dublin 2 D02 XE80'],
      ]),
    country: 'Ireland',
  },
  DE: {
    first: ['Wolfgang', 'Henrike', 'Jannik', 'Svenja', 'Ludger', 'Carolin'],
    last: ['Schwarzkopf', 'Lindemann', 'von Eichendorff', 'Großmann', 'Pfeiffer', 'Kästner'],
    titles: [
      ['Vertriebsleiterin'],
      ['Geschäftsführender Gesellschafter'],
      ['Leiter Qualitätssicherung'],
      ['Projektingenieur'],
      ['Kundenberaterin'],
      ['Referentin', 'Unternehmenskommunikation'],
    ],
    forms: ['GmbH', 'AG', 'KG'],
    kinds: ['Antriebstechnik', 'Immobilien', 'Verpackung', 'Beratung'],
    tld: 'de',
    fixed: (r) => r.pick([`221${d(r, 7)}`, `711${d(r, 7)}`, `40${d(r, 8)}`, `351${d(r, 7)}`]),
    mobile: (r) => `1${r.pick(['52', '57', '62', '73'])}${d(r, 8)}`,
    labels: { fixed: ['Tel.: ', 'Fon ', 'T. ', ''], mobile: ['Mobil: ', 'Mob. ', 'M. '] },
    print: (n, r) => {
      const national = n.formatNational();
      return r.pick([national, national.replace(' ', '-'), n.formatInternational(), `+49 ${national.slice(1)}`]);
    },
    address: (r) =>
      r.pick([
        [`Hohenzollernring ${r.int(1, 120)}`, '50672 Köln'],
        [`Schillerplatz ${r.int(1, 20)}`, '70173 Stuttgart'],
        [`Lange Reihe ${r.int(1, 140)}`, '20099 Hamburg'],
        [`Prager Straße ${r.int(1, 90)}`, '01069 Dresden'],
      ]),
    country: 'Germany',
  },
  AT: {
    first: ['Florian', 'Theresa', 'Leopold', 'Valentina'],
    last: ['Hofbauer', 'Moser', 'Edlinger', 'Pichler'],
    titles: [['Prokurist'], ['Leiterin Finanzen'], ['Technischer Leiter'], ['Key Account Managerin']],
    forms: ['GmbH', 'OG', 'AG'],
    kinds: ['Holzbau', 'Elektrotechnik', 'Reisen', 'Software'],
    tld: 'at',
    fixed: (r) => r.pick([`1${d(r, 7)}`, `662${d(r, 6)}`, `316${d(r, 6)}`]),
    mobile: (r) => `664${d(r, 7)}`,
    labels: { fixed: ['Tel. ', 'T ', ''], mobile: ['Mobil ', 'M '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatInternational()]),
    address: (r) =>
      r.pick([
        [`Mariahilfer Straße ${r.int(1, 120)}`, '1070 Wien'],
        [`Getreidegasse ${r.int(1, 50)}`, '5020 Salzburg'],
        [`Herrengasse ${r.int(1, 30)}`, '8010 Graz'],
      ]),
    country: 'Österreich',
  },
  CH: {
    first: ['Reto', 'Corinne', 'Urs', 'Nadine'],
    last: ['Brunner', 'Zürcher', 'Baumgartner', 'Gerber'],
    titles: [['Leiter Verkauf'], ['Mitglied der Geschäftsleitung'], ['Directrice financière'], ['Senior Consultant']],
    forms: ['AG', 'GmbH', 'SA'],
    kinds: ['Treuhand', 'Uhren', 'Medtech', 'Versicherungen'],
    tld: 'ch',
    fixed: (r) => r.pick([`44${d(r, 7)}`, `31${d(r, 7)}`, `22${d(r, 7)}`]),
    mobile: (r) => `7${r.pick(['6', '8', '9'])}${d(r, 7)}`,
    labels: { fixed: ['T ', 'Tel. ', ''], mobile: ['M ', 'Mobile '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatInternational()]),
    address: (r) =>
      r.pick([
        [`Bahnhofstrasse ${r.int(1, 100)}`, '8001 Zürich'],
        [`Marktgasse ${r.int(1, 60)}`, '3011 Bern'],
        [`Rue du Rhône ${r.int(1, 100)}`, '1204 Genève'],
      ]),
    country: 'Schweiz',
  },
  FR: {
    first: ['Marguerite', 'Thibault', 'Capucine', 'Aurélien', 'Ophélie'],
    last: ['Delacroix', 'Rousseau-Martin', 'de Montfort', 'Lefebvre', 'Chevallier'],
    titles: [
      ['Directrice commerciale'],
      ['Responsable des achats'],
      ['Chargé de clientèle'],
      ["Ingénieur d'études"],
      ['Responsable', 'Ressources Humaines'],
    ],
    forms: ['SAS', 'SARL', 'SA'],
    kinds: ['Habitat', 'Transports', 'Numérique', 'Paysage'],
    tld: 'fr',
    fixed: (r) => r.pick([`536490${d(r, 3)}`, `465710${d(r, 3)}`, `19900${d(r, 4)}`]),
    mobile: (r) => `6399${d(r, 5)}`,
    labels: { fixed: ['Tél. ', 'T ', 'Bureau ', ''], mobile: ['Mobile ', 'Port. ', 'M '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatNational().replace(/ /g, '.'), n.formatInternational()]),
    address: (r) =>
      r.pick([
        [`${r.int(1, 40)} place Bellecour`, '69002 Lyon'],
        [`${r.int(1, 90)} rue Sainte-Catherine`, '33000 Bordeaux'],
        [`${r.int(1, 120)} avenue Jean Jaurès`, '31000 Toulouse'],
        [`${r.int(1, 60)} boulevard de la Liberté`, '59000 Lille'],
      ]),
    country: 'France',
  },
  BE: {
    first: ['Wout', 'Elke', 'Maxime', 'Lotte'],
    last: ['Vermeulen', 'Dubois', 'Van Damme', 'De Smet'],
    titles: [['Zaakvoerder'], ['Projectleider'], ['Accountverantwoordelijke'], ['Directeur général']],
    forms: ['NV', 'BV', 'SRL'],
    kinds: ['Logistics', 'Bouwwerken', 'Consult', 'Design'],
    tld: 'be',
    fixed: (r) => r.pick([`2${d(r, 7)}`, `3${d(r, 7)}`, `9${d(r, 7)}`]),
    mobile: (r) => `4${r.pick(['75', '77', '86', '95'])}${d(r, 6)}`,
    labels: { fixed: ['T ', 'Tel. ', ''], mobile: ['GSM ', 'M '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatInternational()]),
    address: (r) =>
      r.pick([
        [`Meir ${r.int(1, 100)}`, '2000 Antwerpen'],
        [`Rue Royale ${r.int(1, 200)}`, '1000 Bruxelles'],
        [`Veldstraat ${r.int(1, 120)}`, '9000 Gent'],
      ]),
    country: 'Belgique',
  },
  ES: {
    first: ['Maite', 'Joaquín', 'Ainhoa', 'Sergio', 'Leire'],
    last: ['Iglesias Prat', 'Ortega', 'de Castro', 'Sáenz Vidal', 'Montero'],
    titles: [['Directora de Marketing'], ['Responsable de Compras'], ['Jefe de Obra'], ['Técnico Comercial']],
    forms: ['S.L.', 'S.A.'],
    kinds: ['Reformas', 'Asesores', 'Renovables', 'Alimentación'],
    tld: 'es',
    fixed: (r) => `${r.pick(['91', '93', '94', '96'])}${d(r, 7)}`,
    mobile: (r) => `6${d(r, 8)}`,
    labels: { fixed: ['Tel. ', 'T. ', ''], mobile: ['Móvil ', 'M. '] },
    print: (n, r) => {
      const s = n.nationalNumber;
      return r.pick([
        `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`,
        `${s.slice(0, 3)} ${s.slice(3, 5)} ${s.slice(5, 7)} ${s.slice(7)}`,
        n.formatInternational(),
      ]);
    },
    address: (r) =>
      r.pick([
        [`Calle Mayor, ${r.int(1, 90)}`, '28013 Madrid'],
        [`Carrer de Balmes, ${r.int(1, 300)}`, '08008 Barcelona'],
        [`Gran Vía, ${r.int(1, 80)}`, '48011 Bilbao'],
        [`Avenida del Puerto, ${r.int(1, 200)}`, '46023 Valencia'],
      ]),
    country: 'España',
  },
  IT: {
    first: ['Lorenzo', 'Chiara', 'Matteo', 'Giulia', 'Federica'],
    last: ['De Santis', 'Bianchi', 'Esposito', 'Lo Russo', 'Marchetti'],
    titles: [['Responsabile Vendite'], ['Direttore Tecnico'], ['Consulente Senior'], ['Amministratore Unico']],
    forms: ['S.r.l.', 'S.p.A.'],
    kinds: ['Meccanica', 'Arredamenti', 'Servizi', 'Tessile'],
    tld: 'it',
    fixed: (r) => r.pick([`02${d(r, 8)}`, `06${d(r, 8)}`, `011${d(r, 7)}`]),
    mobile: (r) => `3${r.pick(['33', '35', '40', '47'])}${d(r, 7)}`,
    labels: { fixed: ['Tel. ', 'T ', ''], mobile: ['Cell. ', 'M '] },
    print: (n, r) => r.pick([n.formatNational(), n.formatInternational()]),
    address: (r) =>
      r.pick([
        [`Via Torino ${r.int(1, 120)}`, '20123 Milano'],
        [`Corso Vinzaglio ${r.int(1, 40)}`, '10121 Torino'],
        [`Via dei Coronari ${r.int(1, 200)}`, '00186 Roma'],
      ]),
    country: 'Italia',
  },
};

const BRANDS = [
  'Tidewater',
  'Quarrystone',
  'Larchfield',
  'Emberline',
  'Silverbirch',
  'Coldharbour',
  'Marigold',
  'Orchardgate',
  'Halcyon',
  'Juniper',
];

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A number valid in the country, as the card prints it (with its label) and as E.164. */
function number(r, code, kind) {
  const c = COUNTRIES[code];
  for (let tries = 0; tries < 500; tries += 1) {
    const parsed = parsePhoneNumberFromString(c[kind](r), code);
    if (!parsed?.isValid()) continue;
    return { line: `${r.pick(c.labels[kind])}${c.print(parsed, r)}`, e164: parsed.number };
  }
  throw new Error(`No valid ${code} ${kind} number drawn`);
}

/** One made-up card: what is printed and the truth (what the scanner should find). */
export function makeCard(r) {
  const code = r.pick(Object.keys(COUNTRIES));
  const c = COUNTRIES[code];
  const first = r.pick(c.first);
  const last = r.pick(c.last);
  const title = r.chance(0.75) ? r.pick(c.titles) : r.pick(EN_TITLES);
  const brand = r.pick(BRANDS);
  const kind = r.pick(c.kinds);
  const company = `${brand} ${kind} ${r.pick(c.forms)}`;
  const domain = r.chance(0.5) ? `${slug(brand)}.${c.tld}` : `${slug(brand)}${slug(kind)}.${c.tld}`;
  const mailbox = r.pick([
    `${slug(first)}`,
    `${slug(first)[0]}${slug(last)}`,
    `${slug(last)}`,
    `${slug(first)}_${slug(last)}`,
  ]);
  const email = `${mailbox}@${domain}`;
  const phones = r.chance(0.5) ? [number(r, code, 'fixed')] : [number(r, code, 'fixed'), number(r, code, 'mobile')];
  const site = r.pick([domain, `www.${domain}`, `www.${domain}/`]);
  const address = r.chance(0.85) ? c.address(r) : [];
  if (address.length && r.chance(0.2)) address.push(c.country);
  return {
    country: code,
    first,
    last,
    title,
    company,
    brand,
    phones,
    email,
    site,
    address,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: title.join(' '),
      company,
      emails: [email],
      phones: phones.map((p) => p.e164),
      website: domain,
      address: address.join(', '),
    },
  };
}
