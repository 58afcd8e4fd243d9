// The sixth generator's wording: made-up people of nine countries none of the earlier generators
// drew from as a whole — Australia, New Zealand, the Netherlands, Portugal, Denmark, Sweden,
// Norway, Poland and Mexico — with their own names (double surnames, particles, letters such as
// ø, å, ł), job titles in their languages, companies with their legal forms, numbers valid in the
// country printed its way, and addresses in its format. The truth is what a person would type in:
// the name as printed, phones in E.164 (a fax is not a phone to save), the address lines joined.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A small seeded generator (mulberry32) with the picks the generator needs. */
export function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
  return r;
}

/** Groups a digit string by sizes: group('12345678', [2, 2, 2, 2], ' ') → '12 34 56 78'. */
const group = (d, sizes, sep = ' ') => {
  const out = [];
  let at = 0;
  for (const s of sizes) {
    out.push(d.slice(at, at + s));
    at += s;
  }
  return out.join(sep);
};

// For each country: its calling code, how a landline and a mobile are made (national digits) and
// printed, labels, names, titles, companies' words and legal forms, streets and towns.
const COUNTRIES = {
  AU: {
    code: '61',
    tld: 'com.au',
    land: (r) => r.pick(['29', '39', '73', '89']) + r.digits(7),
    mobile: (r) => '4' + r.int(0, 9) + r.digits(7),
    printLand: (d) => `(0${d[0]}) ${group(d.slice(1), [4, 4])}`,
    printMobile: (d) => '0' + group(d, [3, 3, 3]),
    labels: [
      ['P', 'M', 'F'],
      ['Ph', 'Mob', 'Fax'],
    ],
    first: ['Lachlan', 'Matilda', 'Hamish', 'Isla', 'Declan', 'Tahlia', 'Brodie', 'Mackenzie'],
    last: ['Whitfield', 'McAllister', "O'Loughlin", 'Pemberton', 'Nguyen', 'Kowalczyk', 'Fairbairn'],
    titles: [
      'Regional Sales Manager',
      'Principal Consultant',
      'Operations Lead',
      ['Head of', 'Partnerships & Alliances'],
    ],
    words: ['Southern Cross', 'Blue Gum', 'Kookaburra', 'Harbourline', 'Red Centre'],
    forms: ['Pty Ltd', 'Pty. Ltd.', 'Group'],
    address: (r) => [
      `${r.chance(0.5) ? `Level ${r.int(2, 28)}, ` : ''}${r.int(10, 480)} ${r.pick(['Collins Street', 'George St', 'Queen Street', 'Hay Street', 'Flinders Lane'])}`,
      r.pick(['Melbourne VIC 3000', 'Sydney NSW 2000', 'Brisbane QLD 4000', 'Perth WA 6000']),
    ],
    country: 'Australia',
  },
  NZ: {
    code: '64',
    tld: 'co.nz',
    land: (r) => r.pick(['9', '4', '3']) + r.int(2, 9) + r.digits(6),
    mobile: (r) => '21' + r.digits(7),
    printLand: (d) => `0${d[0]} ${group(d.slice(1), [3, 4])}`,
    printMobile: (d) => '0' + group(d, [2, 3, 4]),
    labels: [
      ['DDI', 'Mob', 'Fax'],
      ['T', 'M', 'F'],
    ],
    first: ['Aroha', 'Nikau', 'Ruby', 'Finn', 'Mereana', 'Tama', 'Georgia'],
    last: ['Te Whata', 'Ngata', 'Henderson', 'MacKenzie', 'Rangihuna', 'Beaumont', 'Patel'],
    titles: [
      'Kaiwhakahaere Matua',
      'Senior Account Director',
      'Practice Manager',
      ['Team Lead,', 'Customer Experience'],
    ],
    words: ['Kauri', 'Tasman', 'Pohutukawa', 'Southern Alps', 'Harbourview'],
    forms: ['Limited', 'Ltd'],
    address: (r) => [
      `${r.int(1, 220)} ${r.pick(['Customs Street East', 'Lambton Quay', 'Cashel Street', 'Ponsonby Road'])}`,
      r.pick(['Auckland 1010', 'Wellington 6011', 'Christchurch 8011', 'Auckland 1011']),
    ],
    country: 'New Zealand',
  },
  NL: {
    code: '31',
    tld: 'nl',
    land: (r) => r.pick(['20', '10', '30']) + r.int(2, 8) + r.digits(6),
    mobile: (r) => '6' + r.int(1, 5) + r.digits(7),
    printLand: (d) => `0${d.slice(0, 2)} ${group(d.slice(2), [3, 4])}`,
    printMobile: (d) => '06 ' + group(d.slice(1), [2, 2, 2, 2]),
    labels: [
      ['T', 'M', 'F'],
      ['tel', 'mob', 'fax'],
    ],
    first: ['Jeroen', 'Sanne', 'Maarten', 'Floor', 'Bram', 'Lieke', 'Joost'],
    last: ['van der Linden', 'de Groot', 'Bakker', 'van den Heuvel', 'Visser', 'ter Horst', 'Dijkstra'],
    titles: ['Accountmanager', 'Projectleider Infra', 'Directeur', ['Senior adviseur', 'Duurzame Energie']],
    words: ['Grachtzicht', 'Polderwerk', 'Molenaar', 'Dijkhuis', 'Noordlicht'],
    forms: ['B.V.', 'BV', 'N.V.'],
    address: (r) => [
      `${r.pick(['Keizersgracht', 'Coolsingel', 'Oudegracht', 'Herengracht', 'Stationsplein'])} ${r.int(2, 480)}${r.chance(0.3) ? '-A' : ''}`,
      r.pick(['1016 DZ Amsterdam', '3011 AD Rotterdam', '3511 AL Utrecht', '1017 CX Amsterdam']),
    ],
    country: 'Nederland',
  },
  PT: {
    code: '351',
    tld: 'pt',
    land: (r) => r.pick(['21', '22']) + r.digits(7),
    mobile: (r) => r.pick(['91', '93', '96']) + r.digits(7),
    printLand: (d) => group(d, [3, 3, 3]),
    printMobile: (d) => group(d, [3, 3, 3]),
    labels: [
      ['Tel.', 'Tlm.', 'Fax'],
      ['T', 'M', 'F'],
    ],
    first: ['João', 'Inês', 'Tiago', 'Beatriz', 'Rui', 'Mariana', 'Gonçalo'],
    last: ['Gonçalves', 'Ferreira da Silva', 'dos Santos', 'Magalhães', 'Carvalho', 'Sousa Pinto'],
    titles: ['Diretora Comercial', 'Gestor de Projeto', 'Administrador', ['Responsável de', 'Recursos Humanos']],
    words: ['Atlântico', 'Ribeira', 'Azulejo', 'Tejo', 'Cortiça'],
    forms: ['Lda.', 'S.A.', 'Lda'],
    address: (r) => [
      `${r.pick(['Rua Augusta', 'Av. da Liberdade', 'Rua de Santa Catarina', 'Rua do Ouro'])}, ${r.int(2, 240)}${r.chance(0.5) ? `, ${r.int(1, 6)}.º ${r.pick(['Esq.', 'Dto.'])}` : ''}`,
      r.pick(['1100-053 Lisboa', '1250-096 Lisboa', '4000-443 Porto', '1100-271 Lisboa']),
    ],
    country: 'Portugal',
  },
  DK: {
    code: '45',
    tld: 'dk',
    land: (r) => r.pick(['33', '35', '38', '70']) + r.digits(6),
    mobile: (r) => r.pick(['20', '22', '28', '40', '51', '61']) + r.digits(6),
    printLand: (d) => group(d, [2, 2, 2, 2]),
    printMobile: (d) => group(d, [4, 4]),
    labels: [
      ['Tlf.', 'Mobil', 'Fax'],
      ['T', 'M', 'F'],
    ],
    first: ['Søren', 'Mette', 'Rasmus', 'Line', 'Anders', 'Signe', 'Mikkel'],
    last: ['Østergaard', 'Bjørnholm', 'Kjær', 'Nørgaard', 'Lund', 'Holm Jensen'],
    titles: ['Salgschef', 'Administrerende direktør', 'Projektleder', ['Chefkonsulent,', 'Digital Transformation']],
    words: ['Nordhavn', 'Bølge', 'Lindegaard', 'Fjordlys', 'Havnefront'],
    forms: ['ApS', 'A/S', 'I/S'],
    address: (r) => [
      `${r.pick(['Vesterbrogade', 'Nørregade', 'Strandvejen', 'Store Kongensgade'])} ${r.int(2, 160)}${r.chance(0.5) ? `, ${r.int(1, 5)}. sal` : ''}`,
      r.pick(['1620 København V', '1165 København K', '2100 København Ø', '8000 Aarhus C']),
    ],
    country: 'Danmark',
  },
  SE: {
    code: '46',
    tld: 'se',
    land: (r) => '8' + r.int(4, 7) + r.digits(6),
    mobile: (r) => '7' + r.pick(['0', '2', '3', '6']) + r.digits(7),
    printLand: (d) => `08-${group(d.slice(1), [3, 2, 2])}`,
    printMobile: (d) => `0${d.slice(0, 2)}-${group(d.slice(2), [3, 2, 2])}`,
    labels: [
      ['Tel', 'Mobil', 'Fax'],
      ['T', 'M', 'F'],
    ],
    first: ['Åsa', 'Linnea', 'Oskar', 'Elin', 'Gustav', 'Maja', 'Viktor'],
    last: ['Sjöberg', 'Lindholm', 'Åkesson', 'Bergqvist', 'Nordström', 'Ekdahl'],
    titles: ['Verkställande direktör', 'Försäljningschef', 'Konsult', ['Ansvarig för', 'Kundrelationer']],
    words: ['Skärgård', 'Granlund', 'Älvkraft', 'Norrsken', 'Björkhaga'],
    forms: ['AB', 'Aktiebolag', 'HB'],
    address: (r) => [
      `${r.pick(['Drottninggatan', 'Sveavägen', 'Kungsgatan', 'Götgatan'])} ${r.int(2, 140)}`,
      r.pick(['111 21 Stockholm', '113 59 Stockholm', '411 05 Göteborg', '211 22 Malmö']),
    ],
    country: 'Sverige',
  },
  NO: {
    code: '47',
    tld: 'no',
    land: (r) => '2' + r.int(1, 4) + r.digits(6),
    mobile: (r) => r.pick(['9', '4']) + r.digits(7),
    printLand: (d) => group(d, [2, 2, 2, 2]),
    printMobile: (d) => group(d, [3, 2, 3]),
    labels: [
      ['Tlf', 'Mob', 'Faks'],
      ['T', 'M', 'F'],
    ],
    first: ['Eirik', 'Ingrid', 'Sindre', 'Solveig', 'Håkon', 'Tuva'],
    last: ['Haugland', 'Bråthen', 'Solberg', 'Fjeldstad', 'Myhre', 'Aasen'],
    titles: ['Daglig leder', 'Salgssjef', 'Prosjektingeniør', ['Leder for', 'Forretningsutvikling']],
    words: ['Fjellvik', 'Nordlys', 'Bryggen', 'Vinterhavn', 'Skogheim'],
    forms: ['AS', 'ASA'],
    address: (r) => [
      `${r.pick(['Karl Johans gate', 'Storgata', 'Bryggen', 'Kongens gate'])} ${r.int(2, 90)}`,
      r.pick(['0159 Oslo', '0154 Oslo', '5003 Bergen', '7011 Trondheim']),
    ],
    country: 'Norge',
  },
  PL: {
    code: '48',
    tld: 'pl',
    land: (r) => r.pick(['22', '12', '71']) + r.int(2, 8) + r.digits(6),
    mobile: (r) => r.pick(['50', '60', '69', '79', '88']) + r.digits(7),
    printLand: (d) => `${d.slice(0, 2)} ${group(d.slice(2), [3, 2, 2])}`,
    printMobile: (d) => group(d, [3, 3, 3]),
    labels: [
      ['tel.', 'kom.', 'faks'],
      ['T', 'M', 'F'],
    ],
    first: ['Paweł', 'Agnieszka', 'Tomasz', 'Katarzyna', 'Michał', 'Zofia', 'Krzysztof'],
    last: ['Wiśniewska', 'Zieliński', 'Nowak', 'Kamińska', 'Wójcik', 'Lewandowski', 'Grabowska'],
    titles: ['Dyrektor Handlowy', 'Kierownik Projektu', 'Prezes Zarządu', ['Specjalista ds.', 'Obsługi Klienta']],
    words: ['Wisła', 'Bursztyn', 'Tatry', 'Polna', 'Kopernik'],
    forms: ['sp. z o.o.', 'S.A.', 'Sp. z o.o.'],
    address: (r) => [
      `ul. ${r.pick(['Marszałkowska', 'Grodzka', 'Świdnicka', 'Prosta', 'Złota'])} ${r.int(2, 120)}${r.chance(0.4) ? `/${r.int(1, 40)}` : ''}`,
      r.pick(['00-514 Warszawa', '31-006 Kraków', '50-066 Wrocław', '00-838 Warszawa']),
    ],
    country: 'Polska',
  },
  MX: {
    code: '52',
    tld: 'com.mx',
    land: (r) => '55' + r.int(1, 9) + r.digits(7),
    mobile: (r) => r.pick(['33', '81']) + r.int(1, 9) + r.digits(7),
    printLand: (d) => group(d, [2, 4, 4]),
    printMobile: (d) => group(d, [2, 4, 4], '-'),
    labels: [
      ['Tel.', 'Cel.', 'Fax'],
      ['T', 'C', 'F'],
    ],
    first: ['María', 'Alejandro', 'Ximena', 'Rodrigo', 'Valeria', 'Emiliano'],
    last: ['Ortiz Garza', 'Hernández', 'de la Fuente', 'Villaseñor', 'Ramírez Treviño', 'Cárdenas'],
    titles: [
      'Directora de Operaciones',
      'Gerente Comercial',
      'Coordinador de Ventas',
      ['Subdirectora de', 'Finanzas Corporativas'],
    ],
    words: ['Sierra Madre', 'Jacaranda', 'Alebrije', 'Talavera', 'Xochimilco'],
    forms: ['S.A. de C.V.', 'S. de R.L.', 'S.A.P.I. de C.V.'],
    address: (r) => [
      `${r.pick(['Av. Paseo de la Reforma', 'Av. Insurgentes Sur', 'Calle Durango', 'Av. Presidente Masaryk'])} ${r.int(20, 980)}${r.chance(0.5) ? `, Piso ${r.int(2, 22)}` : ''}`,
      `Col. ${r.pick(['Juárez', 'Roma Norte', 'Polanco', 'Del Valle'])}, ${r.pick(['06600', '06700', '11560', '03100'])} Ciudad de México`,
    ],
    country: 'México',
  },
};
export const COUNTRY_CODES = Object.keys(COUNTRIES);

/** A number valid in `country` drawn by `make` (drawn again until libphonenumber agrees): national digits and E.164. */
function number(r, country, make) {
  for (;;) {
    const digits = make(r);
    const parsed = parsePhoneNumberFromString(`+${COUNTRIES[country].code}${digits}`);
    if (parsed?.isValid()) return { digits, e164: parsed.number };
  }
}

/** Letters a mail address or a file name can carry: ø → o, æ → ae, ł → l, accents dropped. */
export const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[åÅ]/g, 'a')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** One made-up card: what it prints (lines by role) and its truth. */
export function makeCard(r, country = r.pick(COUNTRY_CODES)) {
  const c = COUNTRIES[country];
  const first = r.pick(c.first);
  const last = r.pick(c.last);
  const titleLines = [r.pick(c.titles)].flat();
  const word = r.pick(c.words);
  const company = `${word} ${r.pick(['Studio', 'Logistics', 'Partners', 'Consulting', 'Systems', 'Labs', 'Group'].filter((w) => !c.forms.includes(w)))} ${r.pick(c.forms)}`;
  const domain = `${slug(word)}${r.chance(0.4) ? slug(company.split(' ')[1]) : ''}.${c.tld}`;
  const email = `${r.pick([`${slug(first)}.${slug(last)}`, `${slug(first)[0]}.${slug(last)}`, slug(first), `${slug(first)}${slug(last)[0]}`])}@${domain}`;
  const site = r.pick([domain, `www.${domain}`, `https://${domain}`, `https://www.${domain}`]);
  const labels = r.pick(c.labels);
  const intl = r.chance(0.35);
  const print = (e164, national) => (intl ? parsePhoneNumberFromString(e164).formatInternational() : national);
  const phones = [];
  const land = number(r, country, c.land);
  const mobile = number(r, country, c.mobile);
  const which = r.pick(['both', 'both', 'mobile', 'land']);
  if (which !== 'mobile')
    phones.push({ label: labels[0], text: print(land.e164, c.printLand(land.digits)), e164: land.e164 });
  if (which !== 'land')
    phones.push({ label: labels[1], text: print(mobile.e164, c.printMobile(mobile.digits)), e164: mobile.e164 });
  const fax = r.chance(0.2) ? number(r, country, c.land) : null;
  if (fax) phones.push({ label: labels[2], text: print(fax.e164, c.printLand(fax.digits)), e164: null });
  const address = c.address(r);
  if (r.chance(0.3)) address.push(c.country);
  const tagline = r.chance(0.3)
    ? r.pick(['Since 1998', 'Good work, well made', 'Trusted by 400+ clients', 'Think ahead'])
    : null;
  return {
    country,
    first,
    last,
    titleLines,
    company,
    email,
    site,
    phones,
    address,
    tagline,
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
