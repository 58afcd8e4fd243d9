// The eighth generator's wording (session 10): made-up people of nine countries no earlier set drew
// from — Kenya, Egypt, Chile, Colombia, the Philippines, Malaysia, the United Arab Emirates, South
// Korea (in Latin script) and Romania — with names as those cards print them in Latin letters
// (hyphenated Korean given names, `dela`, `El-`, `Al`, two Spanish surnames, ă/ș/ț), titles in
// English, Spanish or Romanian, companies with their legal forms (`Ltd`, `S.A.E.`, `SpA`, `S.A.S.`,
// `Inc.`, `Sdn. Bhd.`, `FZ-LLC`, `DMCC`, `Co., Ltd.`, `S.R.L.`), numbers valid in the country
// (checked with libphonenumber-js) printed its way or internationally, and addresses in its format
// (P.O. boxes, `Calle 93 #11-26`, floor-first Korean lines, Malaysian postcodes before the town,
// Romanian `Str. … nr.`). The truth is what a person would type: phones in E.164 (a fax is left
// out), the web address as printed, the address lines joined by ", ".
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded generator (mulberry32) with the picks the generator needs. */
export function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    num: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
}

/** Groups a digit string: group('0712345678', [4, 3, 3], ' ') → '0712 345 678'. */
const group = (d, sizes, sep = ' ') => {
  const out = [];
  let at = 0;
  for (const size of sizes) {
    out.push(d.slice(at, at + size));
    at += size;
  }
  return out.join(sep);
};

// Each country: names, titles, companies (a stem and legal forms), domain ending, numbers (a
// national prefix and the digits after it, how they are printed nationally and internationally),
// phone labels, and addresses (lines made from the random source).
const COUNTRIES = {
  KE: {
    first: ['Wanjiru', 'Otieno', 'Achieng', 'Kiprop', 'Njeri', 'Mutua', 'Faith', 'Brian', 'Mercy'],
    last: ['Kamau', 'Odhiambo', 'Mwangi', 'Cheruiyot', 'Wambui', 'Kioko', 'Njoroge', 'Chebet'],
    titles: [['Head of Partnerships'], ['Agronomy Lead'], ['Finance Manager'], ['Country Director', 'East Africa']],
    stems: ['Savannah Agritech', 'Rift Valley Logistics', 'Kilimani Health', 'Tana Water Works'],
    forms: ['Ltd', 'Limited', 'Ltd.'],
    tld: 'co.ke',
    numbers: [
      { pre: '07', len: 8, nat: (d) => group(`07${d}`, [4, 3, 3]), cc: '254' },
      { pre: '020', len: 7, nat: (d) => `020 ${group(d, [3, 4])}`, cc: '254' },
    ],
    labels: ['Mobile', 'Tel', 'Cell', 'M', 'Office'],
    address: (r) => [
      r.pick(['ABC Place, Waiyaki Way', `${r.int(2, 9)}th Floor, Delta Corner, Westlands`, 'Ngong Road, Kilimani']),
      `P.O. Box ${r.int(10000, 60000)}-00100, Nairobi`,
    ],
    country: 'Kenya',
  },
  EG: {
    first: ['Ahmed', 'Yasmin', 'Omar', 'Mariam', 'Karim', 'Nour', 'Hany', 'Dina'],
    last: ['Mostafa', 'El-Sayed', 'Farouk', 'Abdel Rahman', 'Soliman', 'Hassan', 'El-Masry', 'Fawzy'],
    titles: [['Senior Project Engineer'], ['Business Unit Manager'], ['Tax Partner'], ['Procurement Specialist']],
    stems: ['Nile Delta Engineering', 'Pharos Digital', 'Giza Cables', 'Red Sea Tourism'],
    forms: ['S.A.E.', 'LLC', 'S.A.E'],
    tld: 'com.eg',
    numbers: [
      { pre: '010', len: 8, nat: (d) => `010 ${group(d, [4, 4])}`, cc: '20' },
      { pre: '02', len: 8, nat: (d) => `(02) ${group(d, [4, 4])}`, cc: '20' },
    ],
    labels: ['Mob.', 'Tel.', 'Mobile', 'Direct'],
    address: (r) => [
      r.pick([
        `${r.int(3, 60)} El Tahrir Street, Dokki`,
        `${r.int(2, 40)} Mohamed Mazhar St., Zamalek`,
        `${r.int(10, 99)} Road 9, Maadi`,
      ]),
      r.pick([`Giza ${r.int(12311, 12599)}`, `Cairo ${r.int(11211, 11599)}`]),
    ],
    country: 'Egypt',
  },
  CL: {
    first: ['Camila', 'Matías', 'Josefa', 'Benjamín', 'Catalina', 'Vicente', 'Antonia'],
    last: ['Rojas Soto', 'Fuentes', 'Muñoz Vera', 'Contreras', 'Sepúlveda', 'Araya', 'Pizarro Lagos'],
    titles: [['Gerente Comercial'], ['Jefa de Operaciones'], ['Subgerente de Finanzas'], ['Ingeniero de Proyectos']],
    stems: ['Cordillera Minería', 'Austral Vinos', 'Pacífico Sur Energía', 'Maule Frutas'],
    forms: ['SpA', 'Ltda.', 'S.A.'],
    tld: 'cl',
    numbers: [
      { pre: '9', len: 8, nat: (d) => `+56 9 ${group(d, [4, 4])}`, cc: '56' },
      { pre: '22', len: 7, nat: (d) => `(2) 2${group(d, [3, 4])}`, cc: '56' },
    ],
    labels: ['Cel.', 'Fono', 'Tel.', 'Móvil'],
    address: (r) => [
      r.pick([
        `Av. Apoquindo ${r.int(3000, 6900)}, Of. ${r.int(201, 1805)}`,
        `Av. Providencia ${r.int(1000, 2600)}, Piso ${r.int(2, 14)}`,
        `Isidora Goyenechea ${r.int(2800, 3600)}`,
      ]),
      r.pick(['Las Condes, Santiago', 'Providencia, Santiago', 'Vitacura, Santiago']),
    ],
    country: 'Chile',
  },
  CO: {
    first: ['Valentina', 'Santiago', 'Daniela', 'Sebastián', 'Mariana', 'Alejandro', 'Laura'],
    last: ['Restrepo Gómez', 'Ospina', 'Cárdenas', 'Vélez Arango', 'Londoño', 'Castaño', 'Quintero Ruiz'],
    titles: [['Directora de Mercadeo'], ['Gerente de Cuenta'], ['Coordinador de Logística'], ['Analista Financiera']],
    stems: ['Cafetera Andina', 'Grupo Llanos', 'Caribe Textiles', 'Antioquia Software'],
    forms: ['S.A.S.', 'S.A.', 'SAS'],
    tld: 'com.co',
    numbers: [
      { pre: '31', len: 8, nat: (d) => group(`31${d}`, [3, 3, 4]), cc: '57' },
      { pre: '601', len: 7, nat: (d) => `(601) ${group(d, [3, 4])}`, cc: '57' },
    ],
    labels: ['Cel.', 'Tel.', 'PBX', 'Celular', 'Móvil'],
    address: (r) => [
      r.pick([
        `Calle ${r.int(26, 120)} #${r.int(7, 19)}-${r.int(10, 90)}, Oficina ${r.int(201, 902)}`,
        `Carrera ${r.int(7, 50)} # ${r.int(1, 99)}-${r.int(10, 90)}`,
        `Cra. 43A # ${r.int(1, 30)} Sur-${r.int(10, 90)}`,
      ]),
      r.pick(['Bogotá D.C.', 'Medellín, Antioquia', 'Barranquilla']),
    ],
    country: 'Colombia',
  },
  PH: {
    first: ['Paolo', 'Kristine', 'Jericho', 'Angelica', 'Ramon', 'Bea', 'Miguel', 'Carla'],
    last: ['Reyes', 'Bautista', 'Villanueva', 'dela Cruz', 'Aquino', 'Santos', 'de Guzman', 'Mendoza'],
    titles: [
      ['Assistant Vice President'],
      ['Operations Supervisor'],
      ['Senior Associate', 'Audit & Assurance'],
      ['Account Manager'],
    ],
    stems: ['Pasig Bay Holdings', 'Visayas Solar', 'Luzon Freight', 'Mabuhay Foods'],
    forms: ['Inc.', 'Corp.', 'Corporation'],
    tld: 'com.ph',
    numbers: [
      { pre: '09', len: 9, nat: (d) => group(`09${d}`, [4, 3, 4]), cc: '63' },
      { pre: '028', len: 7, nat: (d) => `(02) 8${group(d, [3, 4])}`, cc: '63' },
    ],
    labels: ['Mobile', 'Tel. No.', 'Landline', 'Cell'],
    address: (r) => [
      r.pick([
        `Unit ${r.int(1201, 3408)}, The Orient Square`,
        `${r.int(6700, 6899)} Ayala Avenue`,
        `${r.int(20, 40)}F Robinsons Summit Center`,
      ]),
      r.pick(['Ortigas Center, Pasig City 1605', 'Makati City 1226', 'Cebu City 6000']),
    ],
    country: 'Philippines',
  },
  MY: {
    first: ['Jason', 'Michelle', 'Hafiz', 'Aisyah', 'Kumar', 'Mei Ling', 'Farah', 'Darren'],
    last: ['Tan', 'Lim', 'Rahman', 'Ismail', 'Subramaniam', 'Wong', 'Abdullah', 'Chong'],
    titles: [['General Manager'], ['Senior Quantity Surveyor'], ['Regional Sales Lead'], ['Head, Digital Banking']],
    stems: ['Semenanjung Data', 'Klang Valley Engineering', 'Borneo Palm', 'Straits Marine'],
    forms: ['Sdn. Bhd.', 'Sdn Bhd', 'Berhad'],
    tld: 'com.my',
    numbers: [
      { pre: '01', len: 8, nat: (d) => `01${d.slice(0, 1)}-${group(d.slice(1), [3, 4])}`, cc: '60' },
      { pre: '03', len: 8, nat: (d) => `03-${group(d, [4, 4])}`, cc: '60' },
    ],
    labels: ['H/P', 'Tel', 'Mobile', 'Office'],
    address: (r) => [
      r.pick([
        `Level ${r.int(5, 30)}, Menara Binjai, No. 2 Jalan Binjai`,
        `No. ${r.int(2, 60)}, Jalan SS 21/${r.int(30, 60)}, Damansara Utama`,
        `Lot ${r.int(3, 20)}, Jalan Teknologi ${r.int(2, 9)}`,
      ]),
      r.pick(['50450 Kuala Lumpur', '47400 Petaling Jaya, Selangor', '10050 George Town, Penang']),
    ],
    country: 'Malaysia',
  },
  AE: {
    first: ['Fatima', 'Rashid', 'Priya', 'Omar', 'Layla', 'Sameer', 'Hessa'],
    last: ['Al Mansoori', 'Al Falasi', 'Menon', 'Al Hashimi', 'Haddad', 'Qureshi', 'Al Suwaidi'],
    titles: [
      ['Chief Operating Officer'],
      ['Investment Associate'],
      ['Leasing Executive'],
      ['Vice President', 'Corporate Banking'],
    ],
    stems: ['Gulf Horizon Trading', 'Dune Capital', 'Marina Logistics', 'Falcon Ridge Properties'],
    forms: ['LLC', 'FZ-LLC', 'DMCC', 'FZE'],
    tld: 'ae',
    numbers: [
      { pre: '05', len: 8, nat: (d) => `05${d.slice(0, 1)} ${group(d.slice(1), [3, 4])}`, cc: '971' },
      { pre: '04', len: 7, nat: (d) => `04 ${group(d, [3, 4])}`, cc: '971' },
    ],
    labels: ['Mob', 'Tel', 'Direct', 'Mobile'],
    address: (r) => [
      r.pick([
        `Office ${r.int(401, 3108)}, Jumeirah Bay Tower X2, JLT`,
        `Level ${r.int(3, 40)}, Emirates Towers, Sheikh Zayed Road`,
        `P.O. Box ${r.int(10000, 500000)}`,
      ]),
      r.pick(['Dubai', 'Abu Dhabi', 'Dubai, UAE']),
    ],
    country: 'United Arab Emirates',
  },
  KR: {
    first: ['Ji-woo', 'Seo-yeon', 'Hyun-woo', 'Da-eun', 'Min-jun', 'Soo-ah', 'Jae-won'],
    last: ['Park', 'Lee', 'Choi', 'Jung', 'Kang', 'Yoon', 'Han'],
    titles: [
      ['Senior Research Engineer'],
      ['Team Manager', 'Global Sales'],
      ['Principal Designer'],
      ['Executive Director'],
    ],
    stems: ['Hangang Robotics', 'Seoul Bio Materials', 'Daejeon Photonics', 'Busan Ocean Lines'],
    forms: ['Co., Ltd.', 'Inc.', 'Corp.'],
    tld: 'co.kr',
    numbers: [
      { pre: '010', len: 8, nat: (d) => `010-${group(d, [4, 4], '-')}`, cc: '82' },
      { pre: '02', len: 8, nat: (d) => `02-${group(d, [4, 4], '-')}`, cc: '82' },
    ],
    labels: ['M.', 'T.', 'Mobile', 'Tel'],
    address: (r) => [
      r.pick([
        `${r.int(5, 25)}F, ${r.int(100, 520)} Teheran-ro, Gangnam-gu`,
        `${r.int(1, 9)}F, ${r.int(10, 300)} Pangyo-ro, Bundang-gu`,
        `${r.int(10, 200)} Sejong-daero, Jung-gu`,
      ]),
      r.pick([
        `Seoul ${r.int(4500, 6999).toString().padStart(5, '0')}`,
        `Seongnam-si, Gyeonggi-do ${r.int(13400, 13599)}`,
      ]),
    ],
    country: 'Republic of Korea',
  },
  RO: {
    first: ['Andreea', 'Mihai', 'Ioana', 'Radu', 'Alexandra', 'Bogdan', 'Cristina'],
    last: ['Popescu', 'Ionescu', 'Dumitrescu', 'Stănescu', 'Constantinescu', 'Munteanu', 'Țurcanu'],
    titles: [
      ['Director General'],
      ['Manager Vânzări'],
      ['Inginer Software'],
      ['Director Financiar'],
      ['Consultant Senior'],
    ],
    stems: ['Carpați Soft', 'Dunărea Logistic', 'Transilvania Agro', 'Bucovina Mobila'],
    forms: ['S.R.L.', 'S.A.', 'SRL'],
    tld: 'ro',
    numbers: [
      { pre: '07', len: 8, nat: (d) => group(`07${d}`, [4, 3, 3]), cc: '40' },
      { pre: '021', len: 7, nat: (d) => `021 ${group(d, [3, 2, 2])}`, cc: '40' },
    ],
    labels: ['Mobil', 'Tel.', 'Telefon', 'M:'],
    address: (r) => [
      r.pick([
        `Str. Mihai Eminescu nr. ${r.int(2, 120)}, et. ${r.int(1, 6)}`,
        `Bd. Unirii nr. ${r.int(10, 80)}, Sector 3`,
        `Calea Victoriei nr. ${r.int(10, 200)}`,
      ]),
      r.pick([`0${r.int(10000, 39999)} București`, `4006${r.int(10, 99)} Cluj-Napoca`]),
    ],
    country: 'România',
  },
};

export const COUNTRY_KEYS = Object.keys(COUNTRIES);

/** Letters without accents, for mailboxes and ids. */
export const ascii = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .toLowerCase();

/** A number of the country, valid for libphonenumber-js: { text, e164 }. */
function number(r, key, spec, international) {
  for (;;) {
    const d = r.num(spec.len);
    const national = spec.nat(d);
    const parsed = parsePhoneNumberFromString(national, key);
    if (!parsed?.isValid()) continue;
    return { text: international ? parsed.formatInternational() : national, e164: parsed.number };
  }
}

/** One made-up person's card of a country: what is printed and the truth. */
export function person(r, key = r.pick(COUNTRY_KEYS)) {
  const c = COUNTRIES[key];
  const first = r.pick(c.first);
  const last = r.pick(c.last);
  const titleLines = r.pick(c.titles);
  const stem = r.pick(c.stems);
  const company = `${stem} ${r.pick(c.forms)}`;
  const brand = ascii(stem).replace(/[^a-z]/g, '');
  const domain = `${brand}.${c.tld}`;
  const box = ascii(`${first.split(' ')[0]}.${last.split(' ').at(-1)}`).replace(/[^a-z.]/g, '');
  const email = r.chance(0.8) ? `${box}@${domain}` : `${ascii(first).replace(/[^a-z]/g, '')}@${domain}`;
  const site = r.pick([`www.${domain}`, `www.${domain}`, domain === `${brand}.ae` ? `www.${domain}` : `${domain}`]);
  const international = r.chance(0.4);
  const phones = [{ ...number(r, key, c.numbers[0], international), label: r.pick(c.labels) }];
  if (r.chance(0.6)) phones.push({ ...number(r, key, c.numbers[1], international), label: r.pick(c.labels) });
  if (phones.length === 2 && phones[0].label === phones[1].label)
    phones[1].label = c.labels.find((l) => l !== phones[0].label);
  const fax = r.chance(0.12) ? number(r, key, c.numbers[1], international) : null;
  const address = c.address(r);
  if (r.chance(0.35)) address.push(c.country);
  return {
    key,
    first,
    last,
    titleLines,
    company,
    email,
    site,
    phones,
    fax: fax && { ...fax, label: 'Fax' },
    address,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: titleLines.join(' '),
      company,
      emails: [email],
      phones: phones.map((p) => p.e164),
      website: site,
      address: address.join(', '),
    },
  };
}
