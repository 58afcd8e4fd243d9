// The seventh generator's wording: made-up people of nine countries no earlier generator drew
// from — South Africa, Singapore, India, Czechia, Finland, Hungary, Brazil, Argentina and Turkey —
// with their own names (van der, du, double first names and surnames, letters such as ř, ő, ş, ı),
// job titles in their languages, companies with their legal forms, numbers valid in the country
// printed its way, and addresses in its format (PIN codes, CEPs, CPAs, postcodes before or after
// the town). The truth is what a person would type in: the name as printed, phones in E.164 (a fax
// is not a phone to save), the web address as printed, the address lines joined by ", ".
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded generator (xorshift128+ folded to 32 bits) and the picks the generator needs. */
export function randomFrom(seed) {
  let s0 = (seed * 2654435761) >>> 0 || 1;
  let s1 = (seed ^ 0x9e3779b9) >>> 0 || 2;
  const next = () => {
    let x = s0;
    const y = s1;
    s0 = y;
    x ^= x << 23;
    x ^= x >>> 17;
    x ^= y ^ (y >>> 26);
    s1 = x >>> 0;
    return ((s0 + s1) >>> 0) / 4294967296;
  };
  for (let i = 0; i < 20; i += 1) next();
  return {
    next,
    between: (lo, hi) => lo + (hi - lo) * next(),
    whole: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    maybe: (p) => next() < p,
    one: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
}

/** Splits a digit string at the given sizes: split('1234567', [3, 4], '-') → '123-4567'. */
const split = (d, sizes, sep = ' ') => {
  const parts = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(d.slice(at, at + size));
    at += size;
  }
  return parts.join(sep);
};

// For each country: calling code and top-level domain, how a landline and a mobile are drawn
// (national significant digits) and printed at home, the labels printed before them, the people,
// titles, company words and legal forms, and addresses.
const COUNTRIES = {
  ZA: {
    code: '27',
    tld: 'co.za',
    landline: (r) => r.one(['11', '21', '31', '12']) + r.whole(2, 8) + r.digits(6),
    mobile: (r) => r.one(['82', '83', '72', '76', '61']) + r.digits(7),
    printLandline: (d) => '0' + split(d, [2, 3, 4]),
    printMobile: (d) => '0' + split(d, [2, 3, 4]),
    labels: [
      ['Tel', 'Cell', 'Fax'],
      ['T:', 'C:', 'F:'],
    ],
    people: [
      ['Thabo', 'Nkosi'],
      ['Naledi', 'Mokoena'],
      ['Pieter', 'van der Merwe'],
      ['Anri', 'du Plessis'],
      ['Sipho', 'Dlamini'],
      ['Zanele', 'Ndlovu'],
      ['Johan', 'Botha'],
    ],
    titles: ['Key Account Manager', 'Chief Financial Officer', ['Senior Associate', 'Corporate & Commercial']],
    words: ['Protea', 'Table Bay', 'Highveld', 'Baobab'],
    forms: ['(Pty) Ltd', 'Holdings'],
    address: (r) =>
      r.one([
        [`${r.whole(2, 90)} Loop Street`, `Cape Town, ${r.one(['8001', '8000'])}`],
        [`Unit ${r.whole(1, 20)}, ${r.whole(10, 60)} Fricker Road`, 'Illovo, Johannesburg, 2196'],
        [`${r.whole(100, 400)} Florida Road`, 'Morningside, Durban 4001'],
      ]),
    country: 'South Africa',
  },
  SG: {
    code: '65',
    tld: 'com.sg',
    landline: (r) => '6' + r.whole(2, 8) + r.digits(6),
    mobile: (r) => r.one(['8', '9']) + r.whole(1, 8) + r.digits(6),
    printLandline: (d) => split(d, [4, 4]),
    printMobile: (d) => split(d, [4, 4]),
    labels: [
      ['DID', 'HP', 'Fax'],
      ['Office', 'Mobile', 'Fax'],
    ],
    people: [
      ['Rachel', 'Tan'],
      ['Marcus', 'Lim'],
      ['Priya', 'Nair'],
      ['Darren', 'Goh'],
      ['Amanda', 'Ong'],
      ['Siti', 'Rahman'],
    ],
    titles: ['Assistant Vice President', 'Business Development Executive', 'Senior Software Engineer'],
    words: ['Merlion', 'Straits', 'Orchid Bay', 'Lion City'],
    forms: ['Pte. Ltd.', 'Pte Ltd'],
    address: (r) =>
      r.one([
        [
          `${r.whole(10, 90)} Robinson Road, #${r.whole(5, 30)}-0${r.whole(1, 9)}`,
          `Singapore 0${r.whole(68, 69)}${r.digits(3)}`,
        ],
        [`${r.whole(1, 9)} Raffles Place, #${r.whole(10, 50)}-${r.whole(10, 20)}`, `Singapore 048${r.digits(3)}`],
      ]),
    // "Singapore" is already on the postcode's line.
    country: null,
  },
  IN: {
    code: '91',
    tld: 'co.in',
    landline: (r) => r.one(['11', '22', '80']) + r.one(['2', '4']) + r.digits(7),
    mobile: (r) => r.one(['98', '99', '97', '81', '70']) + r.digits(8),
    printLandline: (d) => '0' + split(d, [2, 4, 4]),
    printMobile: (d) => split(d, [5, 5]),
    labels: [
      ['Ph', 'Mob', 'Fax'],
      ['Off.', 'Cell', 'Fax'],
    ],
    people: [
      ['Ananya', 'Iyer'],
      ['Rohan', 'Mehta'],
      ['Vikram', 'Reddy'],
      ['Kavya', 'Krishnan'],
      ['Arjun', 'Malhotra'],
      ['Sneha', 'Kulkarni'],
    ],
    titles: ['Deputy General Manager', 'Chartered Accountant', ['Vice President', 'Technology & Operations']],
    words: ['Kaveri', 'Sahyadri', 'Indigo Peak', 'Lotus'],
    forms: ['Pvt. Ltd.', 'LLP', 'Private Limited'],
    address: (r) =>
      r.one([
        [
          `${r.one(['2nd', '3rd', '4th', '7th', '11th'])} Floor, Prestige Tower`,
          `${r.whole(10, 99)} MG Road, Bengaluru 560001`,
        ],
        [`${r.whole(100, 999)}, Udyog Vihar Phase ${r.whole(1, 5)}`, 'Gurugram, Haryana 122016'],
        [`B-${r.whole(10, 99)}, Bandra Kurla Complex`, 'Mumbai 400051'],
      ]),
    country: 'India',
  },
  CZ: {
    code: '420',
    tld: 'cz',
    landline: (r) => '2' + r.whole(2, 9) + r.digits(7),
    mobile: (r) => r.one(['60', '72', '73', '77']) + r.whole(1, 9) + r.digits(6),
    printLandline: (d) => split(d, [3, 3, 3]),
    printMobile: (d) => split(d, [3, 3, 3]),
    labels: [
      ['Tel.', 'Mobil', 'Fax'],
      ['T', 'M', 'F'],
    ],
    people: [
      ['Jiří', 'Dvořák'],
      ['Kateřina', 'Nováková'],
      ['Tomáš', 'Černý'],
      ['Lucie', 'Procházková'],
      ['Ondřej', 'Kučera'],
    ],
    titles: ['Obchodní ředitel', 'Projektová manažerka', 'Vedoucí účetnictví'],
    words: ['Vltava', 'Krkonoše', 'Morava'],
    forms: ['s.r.o.', 'a.s.'],
    address: (r) =>
      r.one([
        [`Národní ${r.whole(2, 60)}`, '110 00 Praha 1'],
        [`Vinohradská ${r.whole(10, 200)}/${r.whole(2, 40)}`, '130 00 Praha 3'],
        [`Masarykova ${r.whole(2, 90)}`, '602 00 Brno'],
      ]),
    country: 'Česká republika',
  },
  FI: {
    code: '358',
    tld: 'fi',
    landline: (r) => '9' + r.whole(2, 8) + r.digits(6),
    mobile: (r) => r.one(['40', '50', '44']) + r.digits(7),
    printLandline: (d) => '0' + split(d, [1, 4, 3]),
    printMobile: (d) => '0' + split(d, [2, 3, 4]),
    labels: [
      ['Puh.', 'GSM', 'Faksi'],
      ['p.', 'm.', 'f.'],
    ],
    people: [
      ['Mikko', 'Virtanen'],
      ['Aino', 'Mäkinen'],
      ['Juha', 'Heikkinen'],
      ['Sanna', 'Järvinen'],
      ['Eetu', 'Kärkkäinen'],
    ],
    titles: ['Myyntipäällikkö', 'Toimitusjohtaja', 'Asiakkuusjohtaja'],
    words: ['Revontuli', 'Saimaa', 'Kuusi'],
    forms: ['Oy', 'Oyj'],
    address: (r) =>
      r.one([
        [`Mannerheimintie ${r.whole(2, 60)} ${r.one(['A', 'B', 'C'])}`, '00100 Helsinki'],
        [`Hämeenkatu ${r.whole(2, 40)}`, '33100 Tampere'],
        [`Keilaranta ${r.whole(1, 20)}`, '02150 Espoo'],
      ]),
    country: 'Finland',
  },
  HU: {
    code: '36',
    tld: 'hu',
    landline: (r) => '1' + r.whole(2, 4) + r.digits(6),
    mobile: (r) => r.one(['20', '30', '70']) + r.whole(2, 9) + r.digits(6),
    printLandline: (d) => `(${d[0]}) ${split(d.slice(1), [3, 4])}`,
    printMobile: (d) => '06 ' + split(d, [2, 3, 4]),
    labels: [
      ['Tel.:', 'Mobil:', 'Fax:'],
      ['T', 'M', 'F'],
    ],
    people: [
      ['Péter', 'Nagy'],
      ['Zsófia', 'Kovács'],
      ['Gábor', 'Szőke'],
      ['Eszter', 'Tóth'],
      ['Bence', 'Horváth'],
    ],
    titles: ['Ügyvezető igazgató', 'Értékesítési vezető', 'Pénzügyi igazgató'],
    words: ['Duna', 'Tisza', 'Balaton'],
    forms: ['Kft.', 'Zrt.'],
    address: (r) =>
      r.one([
        [`Andrássy út ${r.whole(2, 120)}.`, '1062 Budapest'],
        [`Váci utca ${r.whole(2, 80)}.`, '1052 Budapest'],
      ]),
    country: 'Magyarország',
  },
  BR: {
    code: '55',
    tld: 'com.br',
    landline: (r) => r.one(['11', '21']) + r.one(['3', '2']) + r.digits(7),
    mobile: (r) => r.one(['11', '21']) + '9' + r.whole(6, 9) + r.digits(7),
    printLandline: (d) => `(${d.slice(0, 2)}) ${split(d.slice(2), [4, 4], '-')}`,
    printMobile: (d) => `(${d.slice(0, 2)}) ${split(d.slice(2), [5, 4], '-')}`,
    labels: [
      ['Tel.', 'Cel.', 'Fax'],
      ['Fone', 'WhatsApp', 'Fax'],
    ],
    people: [
      ['Ana Clara', 'Ribeiro'],
      ['Mariana', 'Costa'],
      ['Thiago', 'Nascimento'],
      ['Camila', 'Rodrigues'],
      ['Luiz Fernando', 'Oliveira'],
    ],
    titles: ['Gerente Comercial', 'Diretora de Operações', ['Analista de', 'Sistemas Sênior']],
    words: ['Ipê', 'Guanabara', 'Cerrado'],
    forms: ['Ltda.', 'S.A.'],
    address: (r) =>
      r.one([
        [
          `Av. Paulista, ${r.whole(100, 2500)} - cj. ${r.whole(11, 99)}`,
          `Bela Vista, São Paulo - SP`,
          `01310-${r.digits(3)}`,
        ],
        [`Rua da Assembleia, ${r.whole(10, 99)}`, `Centro, Rio de Janeiro - RJ, 20011-${r.digits(3)}`],
      ]),
    country: 'Brasil',
  },
  AR: {
    code: '54',
    tld: 'com.ar',
    landline: (r) => '11' + r.one(['4', '5']) + r.digits(7),
    mobile: (r) => '911' + r.one(['5', '6', '3']) + r.digits(7),
    printLandline: (d) => `(011) ${split(d.slice(2), [4, 4], '-')}`,
    printMobile: (d) => `+54 9 11 ${split(d.slice(3), [4, 4], '-')}`,
    labels: [
      ['Tel.', 'Cel.', 'Fax'],
      ['T', 'M', 'F'],
    ],
    people: [
      ['Martín', 'Fernández'],
      ['Lucía', 'Gómez'],
      ['Santiago', 'Pereyra Iraola'],
      ['Florencia', 'Díaz'],
      ['Federico', 'Acosta'],
    ],
    titles: ['Gerente de Ventas', 'Directora de Marketing', 'Contador Público'],
    words: ['Pampa', 'Andes Sur', 'Río Plata'],
    forms: ['S.R.L.', 'S.A.'],
    address: (r) =>
      r.one([
        [`Av. Corrientes ${r.whole(300, 2800)}, Piso ${r.whole(2, 14)}`, 'C1043AAZ CABA'],
        [`Florida ${r.whole(100, 900)}, Of. ${r.whole(100, 900)}`, 'C1005AAQ Buenos Aires'],
      ]),
    country: 'Argentina',
  },
  TR: {
    code: '90',
    tld: 'com.tr',
    landline: (r) => r.one(['212', '216', '312']) + r.whole(2, 6) + r.digits(6),
    mobile: (r) => r.one(['532', '533', '542', '555']) + r.digits(7),
    printLandline: (d) => `0 (${d.slice(0, 3)}) ${split(d.slice(3), [3, 2, 2])}`,
    printMobile: (d) => '0' + split(d, [3, 3, 2, 2]),
    labels: [
      ['Tel', 'GSM', 'Faks'],
      ['T', 'M', 'F'],
    ],
    people: [
      ['Mehmet', 'Yılmaz'],
      ['Elif', 'Şahin'],
      ['Burak', 'Öztürk'],
      ['Zeynep', 'Çelik'],
      ['Ayşe', 'Doğan'],
    ],
    titles: ['Satış Müdürü', 'Genel Müdür Yardımcısı', 'İnsan Kaynakları Uzmanı'],
    words: ['Boğaziçi', 'Ege', 'Anatolia'],
    forms: ['A.Ş.', 'Ltd. Şti.'],
    address: (r) =>
      r.one([
        [`Büyükdere Cad. No: ${r.whole(10, 200)}`, '34394 Levent / İstanbul'],
        [`Atatürk Bulvarı No: ${r.whole(10, 200)}/${r.whole(1, 9)}`, '06680 Çankaya / Ankara'],
      ]),
    country: 'Türkiye',
  },
};
export const COUNTRY_KEYS = Object.keys(COUNTRIES);

/** Drawn again until libphonenumber takes it as a valid number of the country: national digits and E.164. */
function valid(r, key, draw) {
  for (;;) {
    const digits = draw(r);
    const parsed = parsePhoneNumberFromString(`+${COUNTRIES[key].code}${digits}`);
    if (parsed?.isValid()) return { digits, e164: parsed.number };
  }
}

/** What a mailbox or domain can hold: accents dropped, ı → i, lower case, letters only. */
export const plain = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const NOUNS = ['Advisory', 'Engineering', 'Analytics', 'Trading', 'Design', 'Software', 'Ventures', 'Health'];
const TAGLINES = ['Est. 2004', 'Engineering with care', 'Your partner in growth', 'Member of the Chamber of Commerce'];

/** One made-up person's card: what it prints and its truth. */
export function personCard(r, key = r.one(COUNTRY_KEYS)) {
  const c = COUNTRIES[key];
  const [first, last] = r.one(c.people);
  const titleLines = [r.one(c.titles)].flat();
  const word = r.one(c.words);
  const noun = r.one(NOUNS);
  const company = r.maybe(0.3) ? `${word} ${r.one(c.forms)}` : `${word} ${noun} ${r.one(c.forms)}`;
  const domain = `${plain(word)}${r.maybe(0.5) ? plain(noun) : ''}.${c.tld}`;
  const mailbox = r.one([`${plain(first)}.${plain(last)}`, plain(first), `${plain(first)[0]}${plain(last)}`]);
  const email = `${mailbox}@${domain}`;
  const site = r.one([`www.${domain}`, domain, `https://www.${domain}`]);
  const labels = r.one(c.labels);
  const abroad = r.maybe(0.4);
  const show = (e164, home) => (abroad ? parsePhoneNumberFromString(e164).formatInternational() : home);
  const landline = valid(r, key, c.landline);
  const mobile = valid(r, key, c.mobile);
  const which = r.one(['both', 'mobile', 'both', 'landline']);
  const phones = [];
  if (which !== 'mobile')
    phones.push({ label: labels[0], text: show(landline.e164, c.printLandline(landline.digits)), e164: landline.e164 });
  if (which !== 'landline')
    phones.push({ label: labels[1], text: show(mobile.e164, c.printMobile(mobile.digits)), e164: mobile.e164 });
  if (r.maybe(0.15)) {
    const fax = valid(r, key, c.landline);
    phones.push({ label: labels[2], text: show(fax.e164, c.printLandline(fax.digits)), e164: null });
  }
  const address = c.address(r);
  if (c.country && r.maybe(0.35)) address.push(c.country);
  return {
    key,
    first,
    last,
    titleLines,
    company,
    email,
    site,
    phones,
    address,
    tagline: r.maybe(0.25) ? r.one(TAGLINES) : null,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: titleLines.join(' '),
      company,
      emails: [email],
      phones: phones.filter((p) => p.e164).map((p) => p.e164),
      website: site,
      address: address.join(', '),
    },
  };
}
