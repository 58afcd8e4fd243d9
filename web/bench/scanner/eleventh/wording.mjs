// The eleventh generator's wording (session 14): made-up people of nine countries no earlier set
// drew from — Luxembourg, Morocco, Tunisia, Bolivia, Paraguay, Costa Rica, Cyprus, Namibia and
// Albania — in Latin letters as their cards print them (é/è, ë/ç, Spanish accents), titles in
// English, French, Spanish or Albanian (some on two lines), legal forms of the country
// (`S.à r.l.`, `SARL`, `SUARL`, `S.R.L.`, `(Pty) Ltd`, `sh.p.k.`…), numbers valid in the country
// (libphonenumber-js) printed its way or internationally, labelled or not, and addresses in the
// country's own shape: Luxembourg's `12, rue …` / `L-1616 Luxembourg`, Moroccan `Bd` and
// `Imm.`, Tunis's `Les Berges du Lac`, Paraguay's `c/` (corner of), Costa Rica's directions from a
// landmark (`del Parque … 200 m al oeste`), Cypriot avenues with the number after the name,
// Namibian plots and erven, Albanian `Rruga …, Nr. 27`. The truth is what a person would type:
// phones in E.164, the address lines joined by ", ".
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded stream (splitmix32) with the picks the generator needs. */
export function stream(seed) {
  let s = seed | 0;
  const next = () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return ((z ^ (z >>> 15)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    real: (lo, hi) => lo + (hi - lo) * next(),
    coin: (p = 0.5) => next() < p,
    one: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}

/** Lower-case ASCII letters only, for mailboxes and domains. */
export const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** `d` cut into pieces of the given lengths, joined by `sep`. */
const cut = (d, sizes, sep = ' ') => {
  const out = [];
  let at = 0;
  for (const n of sizes) {
    out.push(d.slice(at, at + n));
    at += n;
  }
  return out.join(sep);
};

// Per country: the number kinds (national digits = `start` + random digits up to `digits`; `code`
// the calling code; `drop` the trunk prefix left out abroad; `print` the country's grouping).
const COUNTRIES = {
  LU: {
    given: ['Luc', 'Anne', 'Marc', 'Claudine', 'Pol', 'Tessy', 'Gilles', 'Joëlle'],
    family: ['Weber', 'Schmit', 'Hoffmann', 'Wagner', 'Kremer', 'Reuter', 'Thill', 'Muller'],
    roles: [['Directeur Général'], ['Senior Fund Accountant'], ['Responsable', 'Conformité'], ['Associate Partner']],
    names: ['Moselle Capital', 'Kirchberg Advisory', 'Ardennes Fiduciaire', 'Alzette Partners'],
    forms: ['S.à r.l.', 'S.A.'],
    domain: 'lu',
    kinds: [
      { start: '6', digits: 9, code: '352', drop: '', print: (d) => cut(d, [3, 3, 3]) },
      { start: '2', digits: 8, code: '352', drop: '', print: (d) => cut(d, [2, 2, 2, 2]) },
    ],
    labels: [
      ['GSM', 'Mobile', 'M'],
      ['Tél.', 'T', 'Bureau'],
    ],
    address: (r) => [
      r.one([
        `${r.int(2, 90)}, rue de la Gare`,
        `${r.int(5, 70)}, avenue de la Liberté`,
        `${r.int(1, 40)}, boulevard Royal`,
        `${r.int(10, 250)}, route d'Arlon`,
      ]),
      r.one([`L-${r.int(1110, 2990)} Luxembourg`, `L-${r.int(4001, 4499)} Esch-sur-Alzette`, 'L-8070 Bertrange']),
      r.one(['Luxembourg', 'Grand-Duché de Luxembourg']),
    ],
  },
  MA: {
    given: ['Youssef', 'Salma', 'Mehdi', 'Imane', 'Karim', 'Nadia', 'Omar', 'Houda'],
    family: ['El Amrani', 'Benjelloun', 'Tazi', 'Alaoui', 'Bennani', 'Chraibi', 'Idrissi'],
    roles: [['Directeur Commercial'], ['Chef de Projet'], ['Responsable des', 'Achats'], ['Export Sales Manager']],
    names: ['Atlas Textiles', 'Casa Logistique', 'Oasis Argan', 'Maghreb Solaire'],
    forms: ['SARL', 'S.A.'],
    domain: 'ma',
    kinds: [
      { start: '06', digits: 10, code: '212', drop: '0', print: (d) => cut(d, [2, 2, 2, 2, 2]) },
      { start: '0522', digits: 10, code: '212', drop: '0', print: (d) => cut(d, [4, 2, 2, 2], '-') },
    ],
    labels: [
      ['GSM', 'Mob.', 'Portable'],
      ['Tél.', 'Fixe', 'T'],
    ],
    address: (r) => [
      r.one([
        `${r.int(10, 260)}, Boulevard Mohammed V`,
        `Imm. ${r.int(2, 40)}, Rue Ibn Battouta`,
        `${r.int(3, 120)}, Avenue Hassan II`,
      ]),
      r.one(['20000 Casablanca', '20250 Casablanca', '10000 Rabat', '40000 Marrakech']),
      r.one(['Maroc', 'Morocco']),
    ],
  },
  TN: {
    given: ['Mohamed', 'Amira', 'Sami', 'Leila', 'Walid', 'Rania', 'Hichem', 'Ines'],
    family: ['Ben Salah', 'Trabelsi', 'Gharbi', 'Jebali', 'Hammami', 'Mejri', 'Bouaziz'],
    roles: [['Gérant'], ['Ingénieur Commercial'], ['Directrice', 'Administrative et Financière'], ['Head of IT']],
    names: ['Carthage Digital', 'Sfax Olive Export', 'Medina Conseil', 'Djerba Marine'],
    forms: ['SARL', 'SUARL'],
    domain: 'com.tn',
    kinds: [
      { start: '2', digits: 8, code: '216', drop: '', print: (d) => cut(d, [2, 3, 3]) },
      { start: '71', digits: 8, code: '216', drop: '', print: (d) => cut(d, [2, 3, 3]) },
    ],
    labels: [
      ['Mobile', 'GSM', 'M'],
      ['Tél', 'T', 'Bureau'],
    ],
    address: (r) => [
      r.one([
        `Immeuble Le Lac, Rue du Lac ${r.one(['Léman', 'Windermere', 'Turkana'])}`,
        `${r.int(10, 120)}, Avenue Habib Bourguiba`,
        `${r.int(3, 60)}, Rue de Marseille`,
      ]),
      r.one(['Les Berges du Lac, 1053 Tunis', '1000 Tunis', '3000 Sfax']),
      r.one(['Tunisie', 'Tunisia']),
    ],
  },
  BO: {
    given: ['Álvaro', 'Mariela', 'Gonzalo', 'Roxana', 'Marcelo', 'Ximena', 'Rodrigo', 'Paola'],
    family: ['Quispe', 'Mamani', 'Arce', 'Gutiérrez', 'Vargas', 'Choque', 'Rojas'],
    roles: [['Gerente de Ventas'], ['Jefe de', 'Operaciones Mineras'], ['Contadora General'], ['Country Director']],
    names: ['Illimani Minerals', 'Altiplano Café', 'Titicaca Textil', 'Chiquitano Agro'],
    forms: ['S.R.L.', 'S.A.'],
    domain: 'com.bo',
    kinds: [
      { start: '7', digits: 8, code: '591', drop: '', print: (d) => cut(d, [3, 5]) },
      { start: '22', digits: 8, code: '591', drop: '', print: (d) => `(${d[0]}) ${cut(d.slice(1), [3, 4])}` },
    ],
    labels: [
      ['Cel.', 'Celular', 'M'],
      ['Telf.', 'T', 'Of.'],
    ],
    address: (r) => [
      r.one([
        `Av. Arce N° ${r.int(2000, 2900)}, Edif. Illimani, Piso ${r.int(2, 12)}`,
        `Calle ${r.int(10, 21)} de Calacoto N° ${r.int(100, 900)}`,
        `Av. San Martín N° ${r.int(100, 1500)}, Equipetrol`,
      ]),
      r.one(['Zona Sopocachi, La Paz', 'Zona Sur, La Paz', 'Santa Cruz de la Sierra']),
      'Bolivia',
    ],
  },
  PY: {
    given: ['Diego', 'Fátima', 'Hugo', 'Lorena', 'Osvaldo', 'Romina', 'Sergio', 'Belén'],
    family: ['Benítez', 'Giménez', 'Acosta', 'Villalba', 'Cáceres', 'Ortiz', 'Duarte'],
    roles: [['Gerente General'], ['Asesora Comercial'], ['Director de', 'Finanzas'], ['Logistics Coordinator']],
    names: ['Guaraní Soluciones', 'Paraná Granos', 'Itaipú Ingeniería', 'Chaco Ganadera'],
    forms: ['S.A.', 'S.R.L.'],
    domain: 'com.py',
    kinds: [
      { start: '098', digits: 10, code: '595', drop: '0', print: (d) => `${d.slice(0, 4)} ${cut(d.slice(4), [3, 3])}` },
      {
        start: '021',
        digits: 9,
        code: '595',
        drop: '0',
        print: (d) => `(${d.slice(0, 3)}) ${cut(d.slice(3), [3, 3])}`,
      },
    ],
    labels: [
      ['Cel.', 'Celular', 'Móvil'],
      ['Tel.', 'T', 'Línea baja'],
    ],
    address: (r) => [
      r.one([
        `Av. Mariscal López ${r.int(1000, 4200)} c/ ${r.one(['Saravi', 'Lillo', 'Brasilia'])}`,
        `Av. España ${r.int(500, 2800)} c/ Brasil`,
        `Tte. Vera ${r.int(100, 900)} c/ Dr. Morra`,
      ]),
      r.one(['Asunción 1209', 'Asunción', 'Ciudad del Este 7000']),
      'Paraguay',
    ],
  },
  CR: {
    given: ['Andrés', 'Mariana', 'Esteban', 'Natalia', 'Adrián', 'Valeria', 'Mauricio', 'Daniela'],
    family: ['Solís', 'Chaves', 'Araya', 'Mora', 'Jiménez', 'Vindas', 'Alfaro'],
    roles: [
      ['Gerente de Proyectos'],
      ['Ejecutiva de Cuentas'],
      ['Software Engineer'],
      ['Jefe de', 'Mercadeo y Ventas'],
    ],
    names: ['Arenal Tecnología', 'Pura Vida Tours', 'Irazú Consultores', 'Tortuguero Verde'],
    forms: ['S.A.', 'S.R.L.'],
    domain: 'co.cr',
    kinds: [
      { start: '8', digits: 8, code: '506', drop: '', print: (d) => cut(d, [4, 4], '-') },
      { start: '22', digits: 8, code: '506', drop: '', print: (d) => cut(d, [4, 4], '-') },
    ],
    labels: [
      ['Cel.', 'Móvil', 'M'],
      ['Tel.', 'T', 'Oficina'],
    ],
    address: (r) => [
      r.one([
        `Del Parque La Sabana ${r.one([100, 200, 300])} m al oeste`,
        `Oficentro La Virgen, Edificio ${r.int(1, 6)}, Piso ${r.int(1, 4)}`,
        `Avenida ${r.int(1, 10)}, Calles ${r.int(3, 9)} y ${r.int(11, 15)}`,
      ]),
      r.one(['San José 10108', 'Escazú, San José', 'Heredia 40101']),
      'Costa Rica',
    ],
  },
  CY: {
    given: ['Andreas', 'Eleni', 'Christos', 'Maria', 'Nikos', 'Despina', 'Marios', 'Stella'],
    family: ['Georgiou', 'Charalambous', 'Ioannou', 'Constantinou', 'Kyriakou', 'Michael', 'Hadjipavlou'],
    roles: [['Managing Director'], ['Tax Partner'], ['Senior Legal', 'Counsel'], ['Head of Shipping Operations']],
    names: ['Troodos Shipping', 'Kourion Legal', 'Aphrodite Ventures', 'Kyrenia Trust'],
    forms: ['Ltd', 'Limited'],
    domain: 'com.cy',
    kinds: [
      { start: '99', digits: 8, code: '357', drop: '', print: (d) => cut(d, [2, 6]) },
      { start: '22', digits: 8, code: '357', drop: '', print: (d) => cut(d, [2, 6]) },
    ],
    labels: [
      ['Mob', 'Mobile', 'M'],
      ['Tel', 'T', 'Office'],
    ],
    address: (r) => [
      r.one([
        `${r.int(10, 200)} Makarios III Avenue`,
        `Spyrou Kyprianou ${r.int(2, 90)}, Office ${r.int(101, 504)}`,
        `${r.int(2, 40)} Themistokli Dervi Street`,
      ]),
      r.one([`${r.int(1060, 1100)} Nicosia`, `${r.int(3020, 3110)} Limassol`, '6016 Larnaca']),
      'Cyprus',
    ],
  },
  NA: {
    given: ['Johannes', 'Ndapewa', 'Tangeni', 'Selma', 'Pieter', 'Martha', 'Frans', 'Helvi'],
    family: ['Shikongo', 'Nghipondoka', 'van Wyk', 'Amutenya', 'Haufiku', 'Nakale', 'Kambonde'],
    roles: [
      ['Chief Executive Officer'],
      ['Operations Manager'],
      ['Senior Geologist'],
      ['Head of Corporate', 'Banking'],
    ],
    names: ['Etosha Mining', 'Kalahari Freight', 'Namib Solar', 'Skeleton Coast Fisheries'],
    forms: ['(Pty) Ltd', 'CC'],
    domain: 'com.na',
    kinds: [
      { start: '081', digits: 10, code: '264', drop: '0', print: (d) => cut(d, [3, 3, 4]) },
      { start: '061', digits: 9, code: '264', drop: '0', print: (d) => cut(d, [3, 3, 3]) },
    ],
    labels: [
      ['Cell', 'Mobile', 'C'],
      ['Tel', 'T', 'Office'],
    ],
    address: (r) => [
      r.one([
        `Erf ${r.int(1000, 9000)}, Sam Nujoma Drive`,
        `${r.int(10, 300)} Independence Avenue`,
        `Unit ${r.int(1, 30)}, Maerua Park, Robert Mugabe Avenue`,
      ]),
      r.one(['Klein Windhoek, Windhoek', 'Windhoek', 'Walvis Bay']),
      'Namibia',
    ],
  },
  AL: {
    given: ['Arben', 'Elira', 'Gentian', 'Blerta', 'Ilir', 'Anisa', 'Dritan', 'Ermira'],
    family: ['Hoxha', 'Shehu', 'Krasniqi', 'Gjoka', 'Dervishi', 'Marku', 'Leka'],
    roles: [['Drejtor Ekzekutiv'], ['Menaxhere Shitjesh'], ['Project Coordinator'], ['Senior Software', 'Developer']],
    names: ['Dajti Tech', 'Vlora Shipping', 'Butrint Travel', 'Shkodra Energji'],
    forms: ['sh.p.k.', 'sh.a.'],
    domain: 'al',
    kinds: [
      { start: '069', digits: 10, code: '355', drop: '0', print: (d) => cut(d, [3, 3, 4]) },
      { start: '042', digits: 9, code: '355', drop: '0', print: (d) => cut(d, [3, 3, 3]) },
    ],
    labels: [
      ['Cel', 'Mob.', 'M'],
      ['Tel', 'T', 'Zyra'],
    ],
    address: (r) => [
      r.one([
        `Rruga e Kavajës, Nr. ${r.int(2, 120)}`,
        `Bulevardi Dëshmorët e Kombit, Nr. ${r.int(1, 40)}`,
        `Rruga Ismail Qemali ${r.int(2, 60)}`,
      ]),
      r.one(['1001 Tiranë', '1019 Tiranë', '9401 Vlorë']),
      r.one(['Shqipëri', 'Albania']),
    ],
  },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES);

/** A number of `kind` that libphonenumber-js accepts as valid: { national, international, e164 }. */
function number(r, kind) {
  for (let tries = 0; tries < 5000; tries += 1) {
    const national = kind.start + r.digits(kind.digits - kind.start.length);
    const e164 = `+${kind.code}${national.slice(kind.drop.length)}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed?.isValid()) return { national: kind.print(national), international: parsed.formatInternational(), e164 };
  }
  throw new Error(`no valid number for +${kind.code} ${kind.start}`);
}

const MAILBOX = [
  (g, f) => `${g}.${f}`,
  (g, f) => `${g[0]}.${f}`,
  (g) => g,
  (g, f) => `${g}${f}`,
  (g, f) => `${g}_${f[0]}`,
];

/** A made-up person of country `code`: what the card prints and the truth a person would type. */
export function person(r, code) {
  const c = COUNTRIES[code];
  const first = r.one(c.given);
  const last = r.one(c.family);
  const role = r.one(c.roles);
  const name = r.one(c.names);
  const form = r.one(c.forms);
  const company = `${name} ${form}`;
  const domain = `${plain(name)}.${c.domain}`;
  const email = `${r.one(MAILBOX)(plain(first), plain(last))}@${domain}`;
  const website = r.one([`www.${domain}`, domain, `www.${domain}`, `http://${domain}`]);
  const abroad = r.coin(0.45);
  const which = r.coin(0.6) ? [0, 1] : [r.int(0, 1)];
  const phones = which.map((k) => number(r, c.kinds[k]));
  const labelled = r.coin(0.6);
  const phoneLines = phones.map((p, i) => {
    const text = abroad ? p.international : p.national;
    return labelled ? `${r.one(c.labels[which[i]])} ${text}` : text;
  });
  const addressLines = c.address(r);
  return {
    code,
    first,
    last,
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
      phones: phones.map((p) => p.e164),
      website,
      address: addressLines.join(', '),
    },
  };
}
