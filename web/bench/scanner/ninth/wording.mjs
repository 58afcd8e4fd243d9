// The ninth generator's wording (session 11): made-up people of nine countries no earlier set drew
// from — Greece, Israel, Ghana, Peru, Vietnam, Thailand, Croatia, Estonia and Lithuania — in Latin
// letters as their cards print them (č/ć/š/ž, õ/ä, ą/ė/ū, Greek and Thai names transliterated,
// Vietnamese given name first as on an English card), titles in English or the country's language
// (some on two lines), legal forms before or after the name (`UAB …`, `… d.o.o.`, `… OÜ`,
// `… S.A.C.`, `… JSC`, `… Co., Ltd.`, `… IKE`), numbers valid in the country (checked with
// libphonenumber-js) printed nationally or internationally, and addresses in the country's order
// (`115 26 Athina`, `LT-01103 Vilnius`, Ghana's digital address, Thai districts, Lima's districts).
// The truth is what a person would type: phones in E.164, the address lines joined by ", ".
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A seeded source (xorshift32 over a splitmix-style start) with the picks the generator needs. */
export function randomSource(seed) {
  let s = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    range: (lo, hi) => lo + (hi - lo) * next(),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}

/** Letters without accents, for mail and web addresses. */
export const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .toLowerCase();

/** Cuts a digit string into groups: cut('912345678', [3, 3, 3]) → ['912', '345', '678']. */
const cut = (d, sizes) => {
  let at = 0;
  return sizes.map((n) => {
    const part = d.slice(at, at + n);
    at += n;
    return part;
  });
};

// A number kind: `national` digits (with the trunk prefix where the country has one) drawn from
// `start` + random digits, printed the country's way; `cc` its calling code; `trunk` the prefix
// dropped in international print. `labels`: the mobile's, then the office line's.
const COUNTRIES = {
  GR: {
    first: ['Giorgos', 'Eleni', 'Dimitris', 'Katerina', 'Nikos', 'Sofia', 'Vasiliki', 'Stavros'],
    last: ['Papadopoulos', 'Konstantinou', 'Georgiou', 'Alexiou', 'Karagianni', 'Nikolaidis', 'Vlachou'],
    titles: [['Commercial Director'], ['Naval Architect'], ['Head of Chartering'], ['Export Manager', 'Balkans']],
    stems: ['Aegean Shipbrokers', 'Olympos Foods', 'Kyklades Energy', 'Pelion Software'],
    forms: ['S.A.', 'IKE', 'A.E.'],
    tld: 'gr',
    numbers: [
      { start: '69', len: 10, cc: '30', trunk: '', print: (d) => cut(d, [3, 3, 4]).join(' ') },
      { start: '210', len: 10, cc: '30', trunk: '', print: (d) => cut(d, [3, 7]).join(' ') },
    ],
    labels: [
      ['Mob', 'Kin.', 'M'],
      ['Tel', 'T', 'Office'],
    ],
    address: (r) => [
      r.pick([`Leoforos Kifisias ${r.int(10, 280)}`, `Ermou ${r.int(2, 90)}`, `Akti Miaouli ${r.int(5, 95)}`]),
      r.pick([`${r.int(104, 185)} ${r.int(10, 99)} Athina`, `${r.int(540, 564)} ${r.int(10, 99)} Thessaloniki`]),
      'Greece',
    ],
  },
  IL: {
    first: ['Noa', 'Yossi', 'Tamar', 'Avi', 'Shira', 'Eitan', 'Michal', 'Oren'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Ben-David', 'Friedman', 'Peretz', 'Avraham', 'Shapiro'],
    titles: [
      ['VP Product'],
      ['Chief Technology Officer'],
      ['Algorithm Team Lead'],
      ['Business Development', 'Manager'],
    ],
    stems: ['Carmel Optics', 'Negev Solar', 'Yarden Cyber', 'Galil Medical'],
    forms: ['Ltd.', 'Ltd'],
    tld: 'co.il',
    numbers: [
      { start: '05', len: 10, cc: '972', trunk: '0', print: (d) => cut(d, [3, 3, 4]).join('-') },
      { start: '03', len: 9, cc: '972', trunk: '0', print: (d) => cut(d, [2, 3, 4]).join('-') },
    ],
    labels: [
      ['Mobile', 'M', 'Cell'],
      ['Office', 'Tel', 'T'],
    ],
    address: (r) => [
      r.pick([
        `${r.int(2, 120)} Rothschild Blvd.`,
        `${r.int(2, 40)} HaBarzel St.`,
        `${r.int(3, 60)} Derech Menachem Begin`,
      ]),
      `Tel Aviv 6${r.digits(6)}`,
      'Israel',
    ],
  },
  GH: {
    first: ['Kwame', 'Ama', 'Kofi', 'Abena', 'Yaw', 'Efua', 'Akosua', 'Kwabena'],
    last: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Agyeman-Duah', 'Osei', 'Appiah', 'Darko'],
    titles: [
      ['Managing Partner'],
      ['Head of Operations'],
      ['Senior Auditor'],
      ['Relationship Manager', 'Corporate Banking'],
    ],
    stems: ['Volta Cocoa Traders', 'Adinkra Creative', 'Ashanti Gold Logistics', 'Labadi Fintech'],
    forms: ['Ltd', 'Limited'],
    tld: 'com.gh',
    numbers: [
      { start: '024', len: 10, cc: '233', trunk: '0', print: (d) => cut(d, [3, 3, 4]).join(' ') },
      { start: '0302', len: 10, cc: '233', trunk: '0', print: (d) => cut(d, [4, 3, 3]).join(' ') },
    ],
    labels: [
      ['Cell', 'Mobile', 'M'],
      ['Tel', 'Office', 'T'],
    ],
    address: (r) => [
      r.pick([
        `No. ${r.int(3, 40)} Liberation Road`,
        `${r.int(5, 60)} Oxford Street, Osu`,
        'Plot 12, Airport Residential Area',
      ]),
      `GA-${r.int(100, 599)}-${r.int(1000, 9999)}, Accra`,
      'Ghana',
    ],
  },
  PE: {
    first: ['Lucía', 'Renzo', 'Rosa', 'Diego', 'Valeria', 'Jorge', 'Milagros', 'César'],
    last: ['Quispe Mamani', 'Huamán Torres', 'Castillo', 'Paredes Ríos', 'Condori', 'Salazar Vega'],
    titles: [['Gerente General'], ['Jefa de Ventas'], ['Analista de Riesgos'], ['Coordinador de', 'Proyectos Mineros']],
    stems: ['Inca Textiles', 'Andes Minería', 'Pacífico Seguros', 'Cusco Travel'],
    forms: ['S.A.C.', 'S.A.A.', 'E.I.R.L.'],
    tld: 'com.pe',
    numbers: [
      { start: '9', len: 9, cc: '51', trunk: '', print: (d) => cut(d, [3, 3, 3]).join(' ') },
      { start: '01', len: 9, cc: '51', trunk: '0', print: (d) => `(01) ${cut(d.slice(2), [3, 4]).join('-')}` },
    ],
    labels: [
      ['Cel.', 'Móvil', 'Celular'],
      ['Telf.', 'T.', 'Central'],
    ],
    address: (r) => [
      r.pick([
        `Av. José Larco ${r.int(100, 1400)}, Of. ${r.int(2, 12)}0${r.int(1, 9)}`,
        `Jr. de la Unión ${r.int(200, 900)}`,
        `Calle Las Begonias ${r.int(400, 800)}`,
      ]),
      r.pick(['Miraflores, Lima 15074', 'San Isidro, Lima 15073', 'Cercado de Lima 15001']),
      'Perú',
    ],
  },
  VN: {
    first: ['Lan', 'Duc', 'Thu', 'Quang', 'Hoa', 'Tuan', 'Linh', 'Minh'],
    last: ['Nguyen', 'Tran', 'Pham', 'Le', 'Vo', 'Dang', 'Bui', 'Hoang'],
    titles: [['Sales Director'], ['Chief Accountant'], ['Factory Manager'], ['Deputy General', 'Director']],
    stems: ['Mekong Seafood', 'Saigon Garment', 'Hanoi Lacquer', 'Red River Logistics'],
    forms: ['JSC', 'Co., Ltd.'],
    tld: 'com.vn',
    numbers: [
      { start: '09', len: 10, cc: '84', trunk: '0', print: (d) => cut(d, [4, 3, 3]).join(' ') },
      {
        start: '028',
        len: 11,
        cc: '84',
        trunk: '0',
        print: (d) => `(${d.slice(0, 3)}) ${cut(d.slice(3), [4, 4]).join(' ')}`,
      },
    ],
    labels: [
      ['Mobile', 'M', 'Mob'],
      ['Tel', 'Office', 'T'],
    ],
    address: (r) => [
      r.pick([`${r.int(2, 20)}th Floor, ${r.int(5, 120)} Nguyen Hue Street`, `${r.int(10, 300)} Le Thanh Ton Street`]),
      r.pick(['Ben Nghe Ward, District 1', 'Ward 6, District 3']),
      'Ho Chi Minh City, Vietnam',
    ],
  },
  TH: {
    first: ['Somchai', 'Nattaya', 'Pimchanok', 'Anan', 'Kanya', 'Thanawat', 'Siriporn', 'Chaiwat'],
    last: ['Srisuk', 'Wongsawat', 'Chaiyaporn', 'Rattanakorn', 'Sukprasert', 'Boonmee', 'Thongchai'],
    titles: [['Marketing Manager'], ['Plant Engineer'], ['Assistant Vice President'], ['Head of', 'Digital Banking']],
    stems: ['Siam Rubber', 'Chao Phraya Foods', 'Lanna Craft', 'Andaman Resorts'],
    forms: ['Co., Ltd.', 'Public Company Limited'],
    tld: 'co.th',
    numbers: [
      { start: '08', len: 10, cc: '66', trunk: '0', print: (d) => cut(d, [3, 3, 4]).join('-') },
      { start: '02', len: 9, cc: '66', trunk: '0', print: (d) => cut(d, [2, 3, 4]).join(' ') },
    ],
    labels: [
      ['Mobile', 'M.', 'Mob.'],
      ['Tel.', 'Office', 'T.'],
    ],
    address: (r) => [
      r.pick([`${r.int(10, 999)} Sukhumvit Soi ${r.int(2, 63)}`, `${r.int(10, 400)}/${r.int(1, 99)} Silom Road`]),
      r.pick(['Khlong Toei Nuea, Watthana', 'Suriyawong, Bang Rak']),
      `Bangkok ${r.pick(['10110', '10500'])}`,
    ],
  },
  HR: {
    first: ['Ivana', 'Marko', 'Petra', 'Luka', 'Ana', 'Tomislav', 'Maja', 'Krešimir'],
    last: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković'],
    titles: [
      ['Direktorica prodaje'],
      ['Voditelj projekta'],
      ['Key Account Manager'],
      ['Voditeljica', 'ljudskih potencijala'],
    ],
    stems: ['Jadran Marine', 'Dalmacija Vino', 'Zagorje Drvo', 'Istra Tech'],
    forms: ['d.o.o.', 'd.d.'],
    tld: 'hr',
    numbers: [
      { start: '091', len: 10, cc: '385', trunk: '0', print: (d) => cut(d, [3, 3, 4]).join(' ') },
      {
        start: '01',
        len: 9,
        cc: '385',
        trunk: '0',
        print: (d) => `${d.slice(0, 2)} ${cut(d.slice(2), [4, 3]).join(' ')}`,
      },
    ],
    labels: [
      ['Mob.', 'M', 'Mobitel'],
      ['Tel.', 'T', 'Ured'],
    ],
    address: (r) => [
      r.pick([`Ilica ${r.int(2, 260)}`, `Savska cesta ${r.int(10, 140)}`, `Ulica grada Vukovara ${r.int(200, 280)}`]),
      r.pick(['10000 Zagreb', '21000 Split', '51000 Rijeka']),
      'Hrvatska',
    ],
  },
  EE: {
    first: ['Kadri', 'Mart', 'Liis', 'Tõnu', 'Kristi', 'Rein', 'Triin', 'Jaanus'],
    last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Rebane', 'Ilves', 'Kuusk'],
    titles: [['Juhatuse liige'], ['Projektijuht'], ['Lead Software Engineer'], ['Head of Customer', 'Success']],
    stems: ['Toompea Digital', 'Pärnu Timber', 'Saaremaa Dairy', 'Emajõe Analytics'],
    forms: ['OÜ', 'AS'],
    tld: 'ee',
    numbers: [
      { start: '5', len: 8, cc: '372', trunk: '', print: (d) => cut(d, [4, 4]).join(' ') },
      { start: '6', len: 7, cc: '372', trunk: '', print: (d) => cut(d, [3, 4]).join(' ') },
    ],
    labels: [
      ['Mob', 'M', 'Mobiil'],
      ['Tel', 'T', 'Telefon'],
    ],
    address: (r) => [
      r.pick([`Narva mnt ${r.int(3, 40)}`, `Tartu mnt ${r.int(10, 80)}`, `Pärnu mnt ${r.int(10, 150)}`]),
      `${r.pick(['10117', '10128', '10145'])} Tallinn`,
      'Estonia',
    ],
  },
  LT: {
    first: ['Rūta', 'Tomas', 'Eglė', 'Mantas', 'Greta', 'Darius', 'Jurgita', 'Paulius'],
    last: ['Kazlauskas', 'Petrauskienė', 'Jankauskas', 'Žukauskaitė', 'Balčiūnas', 'Stankevičius'],
    titles: [['Direktorius'], ['Projektų vadovė'], ['Finance Controller'], ['Pardavimų', 'skyriaus vadovas']],
    stems: ['Baltic Amber', 'Neris Robotics', 'Kuršių Logistika', 'Vilnius Lasers'],
    forms: ['UAB', 'AB'],
    formFirst: true,
    tld: 'lt',
    numbers: [
      {
        start: '86',
        len: 9,
        cc: '370',
        trunk: '8',
        print: (d) => `${d.slice(0, 1)} ${cut(d.slice(1), [3, 5]).join(' ')}`,
      },
      { start: '85', len: 9, cc: '370', trunk: '8', print: (d) => `(8 5) ${cut(d.slice(2), [3, 4]).join(' ')}` },
    ],
    labels: [
      ['Mob.', 'M', 'Mob. tel.'],
      ['Tel.', 'T', 'Biuras'],
    ],
    address: (r) => [
      r.pick([`Gedimino pr. ${r.int(1, 60)}`, `Konstitucijos pr. ${r.int(2, 30)}`, `Savanorių pr. ${r.int(10, 200)}`]),
      `LT-${r.int(10, 99)}${r.int(100, 999)} Vilnius`,
      'Lietuva',
    ],
  },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES);

/** A valid number of `kind`: { printed, international, e164 }. */
function number(r, kind) {
  for (;;) {
    const national = kind.start + r.digits(kind.len - kind.start.length);
    const e164 = `+${kind.cc}${national.slice(kind.trunk.length)}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (!parsed?.isValid()) continue;
    return { printed: kind.print(national), international: parsed.formatInternational(), e164 };
  }
}

const SHAPES = [
  (f, l) => `${f}.${l}`,
  (f) => f,
  (f, l) => `${f[0]}.${l}`,
  (f, l) => `${f}${l}`,
  (f, l) => `${f}_${l}`,
  (f, l) => `${f[0]}${l}`,
];

/** A made-up person of `code` (or a random country): what the card prints and its truth. */
export function person(r, code = r.pick(COUNTRY_CODES)) {
  const c = COUNTRIES[code];
  const first = r.pick(c.first);
  const last = r.pick(c.last);
  const title = r.pick(c.titles);
  const stem = r.pick(c.stems);
  const form = r.pick(c.forms);
  const company = c.formFirst ? `${form} ${stem}` : `${stem} ${form}`;
  const domain = `${plain(stem).replace(/[^a-z]/g, '')}.${c.tld}`;
  const mailbox = r.pick(SHAPES)(plain(first).replace(/[^a-z]/g, ''), plain(last).replace(/[^a-z-]/g, ''));
  const email = `${mailbox}@${domain}`;
  const website = r.pick([`www.${domain}`, domain, `https://${domain}`]);
  const international = r.chance(0.45);
  const kinds = r.chance(0.7) ? [0, 1] : [r.int(0, 1)];
  const phones = kinds.map((k) => number(r, c.numbers[k]));
  const label = r.chance(0.6);
  const phoneLines = phones.map((p, i) => {
    const text = international ? p.international : p.printed;
    return label ? `${r.pick(c.labels[kinds[i]])} ${text}` : text;
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
