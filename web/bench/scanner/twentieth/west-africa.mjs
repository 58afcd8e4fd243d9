// People of five West and Central African countries no earlier set drew from: Sierra Leone,
// Liberia and the Gambia (English cards), Gabon and Burundi (French). Each country gives names,
// titles as its cards print them, its legal forms, webmail, the shape of its addresses (lines as
// printed) and the leading digits of its numbers (checked against libphonenumber-js when drawn).
const EN_TITLES = [
  'Managing Director',
  'Procurement Officer',
  'Chief Accountant',
  'Field Coordinator',
  'Legal Counsel',
  'Logistics Supervisor',
  'Country Representative',
  'Human Resources Manager',
  'Senior Agronomist',
  'Business Development Manager',
  'Operations Manager',
  'Principal Consultant',
];

export const SIERRA_LEONE = {
  code: 'SL',
  language: 'en',
  first: {
    f: ['Fatmata', 'Isatu', 'Mariama', 'Christiana', 'Kadiatu', 'Hawa', 'Aminata', 'Zainab'],
    m: ['Mohamed', 'Alusine', 'Ibrahim', 'Samuel', 'Abu Bakarr', 'Sorie', 'Foday', 'Augustine'],
  },
  last: ['Kamara', 'Sesay', 'Conteh', 'Bangura', 'Koroma', 'Jalloh', 'Turay', 'Kargbo', 'Mansaray', 'Fofanah'],
  titles: () => EN_TITLES,
  brands: ['Lion Mountain', 'Salone', 'Freetown Harbour', 'Tagrin', 'Sewa River', 'Bintumani'],
  trades: ['Agro', 'Freight', 'Engineering', 'Mining Services', 'Pharmacy', 'Consultancy'],
  forms: ['Ltd.', '(SL) Ltd.', 'Limited', 'Enterprises'],
  tld: ['.sl', '.com.sl', '.com'],
  webmail: ['sierratel.sl', 'yahoo.com', 'gmail.com'],
  mobile: { prefixes: ['76', '77', '78', '79', '88', '99', '30', '33', '34'], length: 8 },
  fixed: { prefixes: ['22'], length: 8 },
  labels: { mobile: ['Mobile:', 'Cell:', 'M:', ''], fixed: ['Tel:', 'Office:', 'T:', ''] },
  international: 0.5,
  addresses: (r) =>
    r.pick([
      () => [
        `${r.int(2, 68)} ${r.pick(['Siaka Stevens Street', 'Wilkinson Road', 'Lightfoot Boston Street', 'Pademba Road', 'Main Motor Road, Congo Cross'])}`,
        'Freetown',
      ],
      () => [`${r.int(1, 40)} Hangha Road`, 'Kenema'],
      () => [`${r.int(3, 25)} ${r.pick(['Tikonko Road', 'Dambara Road'])}, Bo`],
    ])(),
};

export const LIBERIA = {
  code: 'LR',
  language: 'en',
  first: {
    f: ['Comfort', 'Mercy', 'Esther', 'Patience', 'Musu', 'Hawa', 'Bendu', 'Josephine'],
    m: ['Emmanuel', 'Prince', 'Joseph', 'Amos', 'Varney', 'Moses', 'Samuel', 'Augustine'],
  },
  last: ['Kollie', 'Dolo', 'Tarr', 'Flomo', 'Gbollie', 'Kpoto', 'Tokpa', 'Zwuogbo', 'Kerkula', 'Wesseh'],
  titles: () => EN_TITLES,
  brands: ['St. Paul River', 'Mesurado', 'Cape Mount', 'Lone Star', 'Nimba', 'Sinkor'],
  trades: ['Logistics', 'Timber', 'Construction', 'Microfinance', 'Shipping Agency', 'Solar'],
  forms: ['Inc.', 'LLC', 'Corporation', 'Ltd.'],
  tld: ['.com.lr', '.com', '.lr'],
  webmail: ['yahoo.com', 'gmail.com', 'lonestarcell.com'],
  mobile: { prefixes: ['77', '88', '55'], length: 9 },
  fixed: { prefixes: ['22'], length: 8 },
  labels: { mobile: ['Cell:', 'Mobile:', 'Cell #', ''], fixed: ['Tel:', 'Office:', ''] },
  international: 0.6,
  addresses: (r) =>
    r.pick([
      () => [`${r.pick(['Tubman Boulevard', 'Russell Avenue', 'Coleman Avenue'])}, Sinkor`, 'Monrovia, Liberia'],
      () => [
        `${r.int(10, 120)} ${r.pick(['Broad Street', 'Randall Street', 'Carey Street', 'Benson Street'])}`,
        'Monrovia',
      ],
      () => ['Old Road, Congo Town', 'Monrovia, Liberia'],
      () => [`${r.int(1, 30)} Water Street, Buchanan`, 'Grand Bassa County'],
    ])(),
};

export const GAMBIA = {
  code: 'GM',
  language: 'en',
  first: {
    f: ['Fatou', 'Isatou', 'Awa', 'Haddy', 'Mariama', 'Ndey', 'Binta', 'Kumba'],
    m: ['Lamin', 'Ousman', 'Modou', 'Ebrima', 'Alieu', 'Pa Musa', 'Omar', 'Bakary'],
  },
  last: ['Jallow', 'Ceesay', 'Touray', 'Njie', 'Jobe', 'Sowe', 'Sanneh', 'Jatta', 'Bojang', 'Darboe'],
  titles: () => EN_TITLES,
  brands: ['Kairaba', 'Smiling Coast', 'Kombo', 'Gambia River', 'Banjul Bay', 'Kotu'],
  trades: ['Tours', 'Fisheries', 'Trading', 'Printing Press', 'Hardware', 'Insurance Brokers'],
  forms: ['Company Ltd', 'Ltd', 'Enterprise'],
  tld: ['.gm', '.com'],
  webmail: ['qanet.gm', 'gmail.com', 'yahoo.co.uk'],
  mobile: { prefixes: ['70', '77', '78', '99', '30', '36'], length: 7 },
  fixed: { prefixes: ['44', '43', '42'], length: 7 },
  labels: { mobile: ['Mob:', 'Mobile:', 'M:', ''], fixed: ['Tel:', 'Tel.', ''] },
  international: 0.5,
  addresses: (r) =>
    r.pick([
      () => [`${r.int(2, 90)} Kairaba Avenue`, 'Serrekunda, KSMD'],
      () => [`${r.int(1, 40)} Marina Parade`, 'Banjul'],
      () => ['Bertil Harding Highway', 'Kololi, The Gambia'],
      () => [`${r.int(3, 60)} ${r.pick(['Liberation Avenue', 'Independence Drive'])}, Banjul`],
    ])(),
};

const FR_TITLES = [
  ['Directeur commercial', 'Directrice commerciale'],
  ['Chargé de clientèle', 'Chargée de clientèle'],
  ['Responsable des achats', 'Responsable des achats'],
  ['Ingénieur géomètre', 'Ingénieure géomètre'],
  ['Chef de projet', 'Cheffe de projet'],
  ['Comptable principal', 'Comptable principale'],
  ['Directeur général', 'Directrice générale'],
  ['Conseiller juridique', 'Conseillère juridique'],
  ['Responsable logistique', 'Responsable logistique'],
  ['Gérant', 'Gérante'],
];

export const GABON = {
  code: 'GA',
  language: 'fr',
  first: {
    f: ['Sylvie', 'Prisca', 'Nadège', 'Flore', 'Ginette', 'Murielle', 'Laetitia', 'Edwige'],
    m: ['Jean-Pierre', 'Ghislain', 'Arsène', 'Brice', 'Landry', 'Hervé', 'Rodrigue', 'Serge'],
  },
  last: ['Mba', 'Nzé', 'Ondo', 'Obame', 'Moussavou', 'Mabika', 'Nguema', 'Ella', 'Mintsa', 'Boussougou'],
  titles: (gender) => FR_TITLES.map(([m, f]) => (gender === 'f' ? f : m)),
  brands: ['Ogooué', 'Estuaire', 'Okoumé', 'Komo', 'Lopé', 'Akanda'],
  trades: ['Bois', 'Transit', 'Bâtiment', 'Conseil', 'Services Pétroliers', 'Imprimerie'],
  forms: ['SARL', 'SA', 'SAS'],
  tld: ['.ga', '.com'],
  webmail: ['yahoo.fr', 'gmail.com', 'hotmail.fr'],
  mobile: { prefixes: ['062', '065', '066', '074', '077'], length: 8 },
  fixed: { prefixes: ['011', '014', '015'], length: 8 },
  labels: { mobile: ['Cel. :', 'Mob. :', 'Portable :', ''], fixed: ['Tél. :', 'Fixe :', 'Bureau :', ''] },
  international: 0.45,
  addresses: (r) =>
    r.pick([
      () => [`BP ${r.int(1000, 9999)} Libreville`, 'Gabon'],
      () => ['Boulevard Triomphal Omar Bongo', `Quartier ${r.pick(['Louis', 'Batterie IV', 'Glass'])}, Libreville`],
      () => [
        `Immeuble ${r.pick(['Le Narval', 'Les Arcades', 'Concorde'])}, ${r.pick(['Centre-ville', 'Quartier Grand Village'])}`,
        'Port-Gentil',
      ],
      () => [`BP ${r.int(100, 999)}, Franceville`],
    ])(),
};

export const BURUNDI = {
  code: 'BI',
  language: 'fr',
  first: {
    f: ['Claudine', 'Josiane', 'Annick', 'Gloriose', 'Bella', 'Nadine', 'Ange', 'Diane'],
    m: ['Aimé', 'Eric', 'Fabrice', 'Déo', 'Pacifique', 'Thierry', 'Olivier', 'Gilbert'],
  },
  last: [
    'Ndayishimiye',
    'Niyonzima',
    'Hakizimana',
    'Nshimirimana',
    'Irakoze',
    'Ndikumana',
    'Bizimana',
    'Nkurikiye',
    'Manirakiza',
    'Ntahompagaze',
  ],
  titles: (gender) => FR_TITLES.map(([m, f]) => (gender === 'f' ? f : m)),
  brands: ['Tanganyika', 'Rusizi', 'Kibira', 'Mugamba', 'Imbo', 'Ruvubu'],
  trades: ['Café', 'Transport', 'Microfinance', 'Construction', 'Agrobusiness', 'Assurances'],
  forms: ['SPRL', 'SURL', 'SA', 'SM'],
  tld: ['.bi', '.com'],
  webmail: ['yahoo.fr', 'gmail.com', 'usan.bi'],
  mobile: { prefixes: ['79', '71', '76', '61', '68', '69'], length: 8 },
  fixed: { prefixes: ['222'], length: 8 },
  labels: { mobile: ['Tél. :', 'Mob. :', 'GSM :', ''], fixed: ['Tél. :', 'Bureau :', ''] },
  international: 0.55,
  addresses: (r) =>
    r.pick([
      () => [`Avenue de l'Université n° ${r.int(2, 40)}, Rohero I`, 'Bujumbura'],
      () => [`Chaussée Prince Louis Rwagasore n° ${r.int(5, 120)}`, `BP ${r.int(1000, 6999)} Bujumbura`],
      () => [`Boulevard du 28 Novembre, Kigobe`, 'Bujumbura, Burundi'],
      () => [`Quartier Kiriri, Avenue ${r.pick(['Kunkiko', 'Muyinga', 'Bututsi'])} n° ${r.int(1, 30)}`, 'Bujumbura'],
    ])(),
};
