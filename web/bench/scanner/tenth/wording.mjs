// The tenth generator's wording (session 12): made-up people of nine countries no earlier set drew
// from — Iceland, Slovakia, Slovenia, Latvia, Uruguay, Ecuador, Indonesia, Tanzania and Malta — in
// Latin letters as their cards print them (á/ó/í, č/ľ/ž, ā/ē/ī/ņ, Spanish accents), titles in
// English or the country's language (some on two lines), legal forms before or after the name
// (`PT …`, `SIA …`, `… ehf.`, `… s.r.o.`, `… d.o.o.`, `… Cía. Ltda.`, `… p.l.c.`), numbers valid in
// the country (libphonenumber-js) printed its way or internationally, labelled or not, and
// addresses in the country's order (`101 Reykjavík`, `811 06 Bratislava`, `LV-1050`, `Jl.` and
// `Kav.`, Quito's `N34-120`, Malta's `VLT 1170`). The truth is what a person would type: phones in
// E.164, the address lines joined by ", ".
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded stream (a 32-bit linear congruential step, its high bits mixed) with the picks needed. */
export function seeded(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    let x = s ^ (s >>> 16);
    x = Math.imul(x, 0x45d9f3b) >>> 0;
    return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    range: (lo, hi) => lo + (hi - lo) * next(),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}

/** Lower case without accents, for mailboxes and domains. */
export const bare = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ð/g, 'd')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Splits digits into groups of the given sizes. */
const groups = (d, sizes) => {
  const out = [];
  let at = 0;
  for (const n of sizes) {
    out.push(d.slice(at, at + n));
    at += n;
  }
  return out;
};

// Each number kind: national digits = `lead` + random digits up to `len`; `cc` the calling code,
// `trunk` the prefix dropped abroad; `show` prints the national digits the country's way.
const PLACES = {
  IS: {
    first: ['Einar', 'Katrín', 'Ólafur', 'Helga', 'Birgir', 'Sólveig', 'Gunnar', 'Ásta'],
    last: ['Jónsson', 'Magnúsdóttir', 'Gunnarsson', 'Stefánsdóttir', 'Kristjánsson', 'Haraldsdóttir'],
    titles: [['Framkvæmdastjóri'], ['Sales Director'], ['Head of Geothermal', 'Projects'], ['Verkefnastjóri']],
    brands: ['Hekla Seafood', 'Norðurljós Data', 'Vatnajökull Tours', 'Esja Design'],
    forms: ['ehf.', 'hf.'],
    tld: 'is',
    kinds: [
      { lead: '8', len: 7, cc: '354', trunk: '', show: (d) => groups(d, [3, 4]).join(' ') },
      { lead: '5', len: 7, cc: '354', trunk: '', show: (d) => groups(d, [3, 4]).join('-') },
    ],
    labels: [
      ['GSM', 'Farsími', 'M'],
      ['Sími', 'Tel.', 'T'],
    ],
    address: (r) => [
      r.pick([`Laugavegur ${r.int(3, 180)}`, `Borgartún ${r.int(2, 40)}`, `Hafnarstræti ${r.int(2, 99)}`]),
      r.pick(['101 Reykjavík', '105 Reykjavík', '600 Akureyri']),
      'Iceland',
    ],
  },
  SK: {
    first: ['Peter', 'Zuzana', 'Martin', 'Lucia', 'Tomáš', 'Katarína', 'Michal', 'Jana'],
    last: ['Horváth', 'Kováčová', 'Baláž', 'Tóthová', 'Šimko', 'Lukáčová', 'Hudec'],
    titles: [['Obchodný riaditeľ'], ['Project Manager'], ['Vedúca', 'marketingu'], ['Senior Software Engineer']],
    brands: ['Tatra Logistics', 'Danubia Soft', 'Zemplín Agro', 'Devín Energy'],
    forms: ['s.r.o.', 'a.s.'],
    tld: 'sk',
    kinds: [
      { lead: '09', len: 10, cc: '421', trunk: '0', show: (d) => groups(d, [4, 3, 3]).join(' ') },
      {
        lead: '02',
        len: 10,
        cc: '421',
        trunk: '0',
        show: (d) => `${d.slice(0, 2)}/${groups(d.slice(2), [4, 4]).join(' ')}`,
      },
    ],
    labels: [
      ['Mobil', 'M', 'Mob.'],
      ['Tel.', 'T', 'Kancelária'],
    ],
    address: (r) => [
      r.pick([`Obchodná ${r.int(2, 70)}`, `Mlynské nivy ${r.int(5, 80)}`, `Hlavná ${r.int(1, 120)}`]),
      r.pick([`811 0${r.int(1, 9)} Bratislava`, `040 01 Košice`, `821 09 Bratislava`]),
      r.pick(['Slovakia', 'Slovensko']),
    ],
  },
  SI: {
    first: ['Matej', 'Nina', 'Luka', 'Maja', 'Rok', 'Tjaša', 'Jure', 'Urška'],
    last: ['Novak', 'Kranjc', 'Zupančič', 'Horvat', 'Potočnik', 'Kovačič', 'Mlakar'],
    titles: [['Direktor prodaje'], ['Vodja razvoja'], ['Key Account Manager'], ['Chief Financial', 'Officer']],
    brands: ['Triglav Robotics', 'Bled Analytics', 'Soča Outdoor', 'Pohorje Timber'],
    forms: ['d.o.o.', 'd.d.'],
    tld: 'si',
    kinds: [
      { lead: '041', len: 9, cc: '386', trunk: '0', show: (d) => groups(d, [3, 3, 3]).join(' ') },
      {
        lead: '01',
        len: 9,
        cc: '386',
        trunk: '0',
        show: (d) => `(${d.slice(0, 2)}) ${groups(d.slice(2), [3, 2, 2]).join(' ')}`,
      },
    ],
    labels: [
      ['GSM', 'M', 'Mob.'],
      ['Tel.', 'T', 'Telefon'],
    ],
    address: (r) => [
      r.pick([`Slovenska cesta ${r.int(2, 60)}`, `Dunajska cesta ${r.int(5, 190)}`, `Tržaška cesta ${r.int(2, 120)}`]),
      r.pick(['1000 Ljubljana', '2000 Maribor', '4000 Kranj']),
      'Slovenia',
    ],
  },
  LV: {
    first: ['Jānis', 'Līga', 'Andris', 'Ilze', 'Mārtiņš', 'Dace', 'Edgars', 'Kristīne'],
    last: ['Bērziņš', 'Kalniņa', 'Ozols', 'Liepa', 'Krūmiņš', 'Zariņa', 'Vītols'],
    titles: [['Valdes loceklis'], ['Projektu vadītāja'], ['Head of Partnerships'], ['Lead Data', 'Scientist']],
    brands: ['Baltic Amber Works', 'Gauja Mobility', 'Daugava Freight', 'Kurzeme Wood'],
    forms: ['SIA', 'AS'],
    formFirst: true,
    tld: 'lv',
    kinds: [
      { lead: '2', len: 8, cc: '371', trunk: '', show: (d) => groups(d, [3, 2, 3]).join(' ') },
      { lead: '67', len: 8, cc: '371', trunk: '', show: (d) => groups(d, [4, 4]).join(' ') },
    ],
    labels: [
      ['Mob.', 'M', 'Mobile'],
      ['Tālr.', 'T', 'Tel.'],
    ],
    address: (r) => [
      r.pick([
        `Brīvības iela ${r.int(10, 210)}`,
        `Elizabetes iela ${r.int(2, 99)}`,
        `Krišjāņa Valdemāra iela ${r.int(3, 140)}`,
      ]),
      `Rīga, LV-10${r.int(10, 99)}`,
      'Latvia',
    ],
  },
  UY: {
    first: ['Martín', 'Lucía', 'Santiago', 'Valentina', 'Federico', 'Florencia', 'Nicolás', 'Camila'],
    last: ['Pereyra', 'Fernández', 'Olivera', 'Techera', 'Rodríguez', 'Sosa', 'Cabrera'],
    titles: [['Gerente Comercial'], ['Jefa de Proyectos'], ['Director de', 'Operaciones'], ['Product Owner']],
    brands: ['Rambla Software', 'Pocitos Trading', 'Cerro Agrícola', 'Charrúa Media'],
    forms: ['S.A.', 'S.R.L.'],
    tld: 'com.uy',
    kinds: [
      { lead: '09', len: 9, cc: '598', trunk: '0', show: (d) => groups(d, [3, 3, 3]).join(' ') },
      { lead: '2', len: 8, cc: '598', trunk: '', show: (d) => groups(d, [4, 4]).join(' ') },
    ],
    labels: [
      ['Cel.', 'Celular', 'M'],
      ['Tel.', 'T', 'Oficina'],
    ],
    address: (r) => [
      r.pick([
        `Av. 18 de Julio ${r.int(800, 2200)}`,
        `Bulevar Artigas ${r.int(100, 1900)}`,
        `Rincón ${r.int(400, 700)}`,
      ]),
      r.pick(['11100 Montevideo', '11300 Montevideo', '20000 Maldonado']),
      'Uruguay',
    ],
  },
  EC: {
    first: ['Andrés', 'Gabriela', 'Diego', 'Paola', 'Esteban', 'Daniela', 'Javier', 'Carolina'],
    last: ['Cevallos', 'Vásconez', 'Jaramillo', 'Andrade', 'Villacís', 'Salazar', 'Espinosa'],
    titles: [['Gerente General'], ['Coordinadora de', 'Logística'], ['Export Manager'], ['Analista Financiero']],
    brands: ['Cotopaxi Flores', 'Galápagos Marine', 'Andes Cacao', 'Pichincha Digital'],
    forms: ['S.A.', 'Cía. Ltda.'],
    tld: 'com.ec',
    kinds: [
      { lead: '09', len: 10, cc: '593', trunk: '0', show: (d) => groups(d, [3, 3, 4]).join(' ') },
      {
        lead: '02',
        len: 9,
        cc: '593',
        trunk: '0',
        show: (d) => `(${d.slice(0, 2)}) ${groups(d.slice(2), [3, 4]).join('-')}`,
      },
    ],
    labels: [
      ['Cel.', 'Móvil', 'M'],
      ['Telf.', 'T', 'Tel.'],
    ],
    address: (r) => [
      r.pick([
        `Av. Amazonas N${r.int(21, 39)}-${r.int(100, 180)}`,
        `Av. República de El Salvador N${r.int(30, 36)}-${r.int(10, 99)}`,
      ]),
      `Quito 1701${r.int(10, 50)}`,
      'Ecuador',
    ],
  },
  ID: {
    first: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Ayu', 'Hendra', 'Putri'],
    last: ['Santoso', 'Rahmawati', 'Wijaya', 'Lestari', 'Pratama', 'Kusuma', 'Hidayat'],
    titles: [
      ['Business Development', 'Manager'],
      ['Kepala Divisi Pemasaran'],
      ['Direktur Utama'],
      ['IT Infrastructure Lead'],
    ],
    brands: ['Nusantara Data', 'Borobudur Kreatif', 'Merapi Energi', 'Samudra Logistik'],
    forms: ['PT'],
    formFirst: true,
    tld: 'co.id',
    kinds: [
      { lead: '0812', len: 12, cc: '62', trunk: '0', show: (d) => groups(d, [4, 4, 4]).join('-') },
      {
        lead: '021',
        len: 11,
        cc: '62',
        trunk: '0',
        show: (d) => `(${d.slice(0, 3)}) ${groups(d.slice(3), [4, 4]).join(' ')}`,
      },
    ],
    labels: [
      ['HP', 'Mobile', 'M'],
      ['Telp.', 'T', 'Kantor'],
    ],
    address: (r) => [
      r.pick([
        `Jl. Jend. Sudirman Kav. ${r.int(20, 90)}`,
        `Jl. M.H. Thamrin No. ${r.int(1, 60)}`,
        `Jl. Gatot Subroto Kav. ${r.int(10, 70)}`,
      ]),
      r.pick(['Jakarta Selatan 12190', 'Jakarta Pusat 10350', 'Bandung 40115']),
      'Indonesia',
    ],
  },
  TZ: {
    first: ['Baraka', 'Neema', 'Juma', 'Rehema', 'Amani', 'Zawadi', 'Hamisi', 'Upendo'],
    last: ['Mwakyusa', 'Massawe', 'Mrisho', 'Kimaro', 'Mushi', 'Lyimo', 'Mfinanga'],
    titles: [['Country Manager'], ['Chief Accountant'], ['Head of Field', 'Operations'], ['Procurement Officer']],
    brands: ['Kilimanjaro Coffee', 'Serengeti Safaris', 'Zanzibar Spice', 'Msasani Tech'],
    forms: ['Ltd', 'Limited'],
    tld: 'co.tz',
    kinds: [
      { lead: '07', len: 10, cc: '255', trunk: '0', show: (d) => groups(d, [4, 3, 3]).join(' ') },
      { lead: '022', len: 10, cc: '255', trunk: '0', show: (d) => groups(d, [3, 3, 4]).join(' ') },
    ],
    labels: [
      ['Mob', 'Cell', 'M'],
      ['Tel', 'T', 'Office'],
    ],
    address: (r) => [
      r.pick([
        `Plot ${r.int(10, 400)}, Ali Hassan Mwinyi Road`,
        `${r.int(2, 90)} Samora Avenue`,
        `Plot ${r.int(5, 99)}, Haile Selassie Road`,
      ]),
      r.pick(['Dar es Salaam', 'Arusha', 'Dodoma']),
      'Tanzania',
    ],
  },
  MT: {
    first: ['Joseph', 'Maria', 'Mark', 'Rebecca', 'Clayton', 'Sarah', 'Kurt', 'Roberta'],
    last: ['Borg', 'Camilleri', 'Vella', 'Zammit', 'Farrugia', 'Galea', 'Micallef'],
    titles: [
      ['Compliance Officer'],
      ['Managing Director'],
      ['Senior Associate', 'iGaming Licensing'],
      ['Fund Administrator'],
    ],
    brands: ['Valletta Fintech', 'Gozo Yachting', 'Mdina Gaming', 'Sliema Payments'],
    forms: ['Ltd', 'p.l.c.'],
    tld: 'com.mt',
    kinds: [
      { lead: '79', len: 8, cc: '356', trunk: '', show: (d) => groups(d, [4, 4]).join(' ') },
      { lead: '21', len: 8, cc: '356', trunk: '', show: (d) => groups(d, [4, 4]).join(' ') },
    ],
    labels: [
      ['Mob', 'M', 'Mobile'],
      ['Tel', 'T', 'Office'],
    ],
    address: (r) => [
      r.pick([
        `${r.int(2, 90)}, Triq il-Merkanti`,
        `Level ${r.int(1, 6)}, The Penthouse, Tower Road`,
        `${r.int(2, 60)}, Triq San Pawl`,
      ]),
      r.pick([
        `Valletta VLT ${r.int(1000, 1999)}`,
        `Sliema SLM ${r.int(1000, 1999)}`,
        `St Julian's STJ ${r.int(3000, 3999)}`,
      ]),
      'Malta',
    ],
  },
};

export const PLACE_CODES = Object.keys(PLACES);

/** A number of `kind` valid in its country: { national, international, e164 }. */
function phone(r, kind) {
  for (;;) {
    const national = kind.lead + r.digits(kind.len - kind.lead.length);
    const e164 = `+${kind.cc}${national.slice(kind.trunk.length)}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed?.isValid()) return { national: kind.show(national), international: parsed.formatInternational(), e164 };
  }
}

const MAILBOXES = [
  (f, l) => `${f}.${l}`,
  (f, l) => `${f}${l[0]}`,
  (f) => f,
  (f, l) => `${l}.${f}`,
  (f, l) => `${f[0]}${l}`,
];

/** A made-up person of country `code`: what the card prints and the truth a person would type. */
export function personOf(r, code) {
  const c = PLACES[code];
  const first = r.pick(c.first);
  const last = r.pick(c.last);
  const title = r.pick(c.titles);
  const brand = r.pick(c.brands);
  const form = r.pick(c.forms);
  const company = c.formFirst ? `${form} ${brand}` : `${brand} ${form}`;
  const domain = `${bare(brand)}.${c.tld}`;
  const email = `${r.pick(MAILBOXES)(bare(first), bare(last))}@${domain}`;
  const website = r.pick([`www.${domain}`, domain, `www.${domain}`, `https://www.${domain}`]);
  const abroad = r.chance(0.5);
  const which = r.chance(0.65) ? [0, 1] : [r.int(0, 1)];
  const phones = which.map((k) => phone(r, c.kinds[k]));
  const labelled = r.chance(0.65);
  const phoneLines = phones.map((p, i) => {
    const text = abroad ? p.international : p.national;
    return labelled ? `${r.pick(c.labels[which[i]])}: ${text}` : text;
  });
  const addressLines = c.address(r);
  return {
    code,
    first,
    last,
    title,
    company,
    email,
    website,
    phoneLines,
    addressLines,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: title.join(' '),
      company,
      emails: [email],
      phones: phones.map((p) => p.e164),
      website,
      address: addressLines.join(', '),
    },
  };
}
