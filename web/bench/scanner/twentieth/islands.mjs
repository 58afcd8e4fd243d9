// People of five island and small territories no earlier set drew from: Cuba (Spanish, two
// surnames), Greenland (Danish titles, Greenlandic and Danish names), Dominica, the Solomon
// Islands and Gibraltar (English). The same shape as west-africa.mjs.
const EN_TITLES = [
  'Managing Director',
  'Senior Compliance Officer',
  'Head of Operations',
  'Fund Administrator',
  'Relationship Manager',
  'Project Engineer',
  'Office Manager',
  'Marketing Coordinator',
  'Chief Executive Officer',
  'Finance Officer',
  'Site Supervisor',
];

const ES_TITLES = [
  ['Especialista Comercial', 'Especialista Comercial'],
  ['Director General', 'Directora General'],
  ['Jefe de Ventas', 'Jefa de Ventas'],
  ['Gerente de Operaciones', 'Gerente de Operaciones'],
  ['Diseñador Gráfico', 'Diseñadora Gráfica'],
  ['Especialista en Recursos Humanos', 'Especialista en Recursos Humanos'],
  ['Administrador', 'Administradora'],
  ['Programador', 'Programadora'],
];

export const CUBA = {
  code: 'CU',
  language: 'es',
  first: {
    f: ['Yaimara', 'Dayana', 'Mayelín', 'Arianna', 'Yanet', 'Odalys', 'Lisandra', 'Yudith'],
    m: ['Yoandri', 'Osvaldo', 'Yusniel', 'Lázaro', 'Reinier', 'Alexis', 'Ernesto', 'Yasmany'],
  },
  last: [
    'González',
    'Rodríguez',
    'Pérez',
    'Hernández',
    'Díaz',
    'Fernández',
    'Cabrera',
    'Valdés',
    'Castellanos',
    'Mesa',
  ],
  twoSurnames: true,
  titles: (gender) => ES_TITLES.map(([m, f]) => (gender === 'f' ? f : m)),
  brands: ['Habana Código', 'Malecón', 'Vedado', 'Ceiba', 'Varadero', 'Guajira'],
  trades: ['Soluciones', 'Diseño', 'Servicios Técnicos', 'Construcciones', 'Alimentos'],
  forms: ['S.R.L.', 'S.A.', 'MIPYME'],
  tld: ['.cu', '.co.cu'],
  webmail: ['nauta.cu', 'infomed.sld.cu', 'gmail.com'],
  mobile: { prefixes: ['52', '53', '54', '55', '56', '58'], length: 8 },
  fixed: { prefixes: ['72', '78', '79'], length: 8 },
  labels: { mobile: ['Móvil:', 'Cel.:', 'Móvil', ''], fixed: ['Telf.:', 'Tel.:', 'Oficina:', ''] },
  international: 0.35,
  addresses: (r) =>
    r.pick([
      () => [
        `Calle ${r.pick(['23', '19', 'L', 'G'])} No. ${r.int(101, 999)}, e/ ${r.pick(['N y O', 'J e I', '10 y 12'])}`,
        'Vedado, Plaza, La Habana',
      ],
      () => [`Ave. ${r.pick(['5ta', '3ra', '7ma'])} No. ${r.int(1000, 9000)}, Miramar`, 'Playa, La Habana'],
      () => [`Calle Obispo No. ${r.int(100, 560)}, Habana Vieja`, 'La Habana, CP 10100'],
      () => [`Calle ${r.pick(['Enramadas', 'Heredia', 'Aguilera'])} No. ${r.int(10, 400)}`, 'Santiago de Cuba'],
    ])(),
};

export const GREENLAND = {
  code: 'GL',
  language: 'da',
  first: {
    f: ['Aviaja', 'Pipaluk', 'Naja', 'Ivalo', 'Paninnguaq', 'Sara', 'Mette', 'Karen'],
    m: ['Nuka', 'Malik', 'Aqqaluk', 'Inuk', 'Kasper', 'Søren', 'Hans', 'Jens'],
  },
  last: [
    'Lynge',
    'Kleemann',
    'Berthelsen',
    'Heilmann',
    'Petersen',
    'Kristiansen',
    'Olsen',
    'Rosing',
    'Kreutzmann',
    'Mølgaard',
  ],
  titles: () => [
    'Direktør',
    'Salgschef',
    'Projektleder',
    'Ingeniør',
    'Konsulent',
    'Økonomichef',
    'Afdelingsleder',
    'Kontorassistent',
    'Tømrermester',
    'Sagsbehandler',
  ],
  brands: ['Nuuk', 'Qajaq', 'Sermeq', 'Kangerlussuaq', 'Polar', 'Ilulissat'],
  trades: ['Tømrerfirma', 'Rådgivning', 'Fiskeeksport', 'El-service', 'Rejser', 'Transport'],
  forms: ['ApS', 'A/S', 'I/S'],
  tld: ['.gl'],
  webmail: ['greennet.gl', 'gmail.com'],
  mobile: {
    prefixes: ['22', '23', '24', '25', '26', '27', '29', '52', '53', '54', '55', '56', '57', '58', '59'],
    length: 6,
  },
  fixed: { prefixes: ['31', '32', '34', '35', '36', '38', '86', '89', '94', '96', '98'], length: 6 },
  labels: { mobile: ['Mobil', 'Mobil:', 'Mob.', ''], fixed: ['Tlf.', 'Tlf.:', 'Direkte:', ''] },
  international: 0.55,
  addresses: (r) =>
    r.pick([
      () => [
        `${r.pick(['Aqqusinersuaq', 'Imaneq', 'Issortarfimmut', 'Jens Kreutzmannip Aqqutaa'])} ${r.int(1, 40)}`,
        '3900 Nuuk',
      ],
      () => [`Postboks ${r.int(100, 1999)}`, '3900 Nuuk'],
      () => [`${r.pick(['Fredericiap Aqq.', 'Kussangajannguaq'])} ${r.int(1, 25)}`, '3952 Ilulissat'],
      () => [`Aqqusinersuaq ${r.int(1, 60)}, 3911 Sisimiut`],
    ])(),
};

export const DOMINICA = {
  code: 'DM',
  language: 'en',
  first: {
    f: ['Melissa', 'Anique', 'Sherma', 'Celia', 'Marvlyn', 'Gemma', 'Nadia', 'Kerry-Ann'],
    m: ['Curtis', 'Kendell', 'Delroy', 'Lennox', 'Irvin', 'Gregory', 'Ronald', 'Jermaine'],
  },
  last: [
    'Joseph',
    'Charles',
    'Baptiste',
    'Lawrence',
    'Williams',
    'Thomas',
    'John',
    'Frederick',
    'Laville',
    'Shillingford',
  ],
  titles: () => EN_TITLES,
  brands: ['Nature Isle', 'Morne Diablotin', 'Roseau Valley', 'Trafalgar', 'Kalinago', 'Layou'],
  trades: ['Eco Tours', 'Hardware', 'Agencies', 'Engineering', 'Insurance', 'Bottling'],
  forms: ['Ltd.', 'Inc.', 'Co. Ltd.'],
  tld: ['.dm', '.com'],
  webmail: ['cwdom.dm', 'yahoo.com', 'gmail.com'],
  mobile: {
    prefixes: ['767225', '767235', '767245', '767275', '767276', '767277', '767315', '767316', '767317'],
    length: 10,
  },
  fixed: { prefixes: ['767440', '767445', '767448', '767449'], length: 10 },
  labels: { mobile: ['Cell:', 'Mobile:', 'C:', ''], fixed: ['Tel:', 'Office:', 'T:', ''] },
  international: 0.4,
  addresses: (r) =>
    r.pick([
      () => [
        `${r.int(2, 60)} ${r.pick(['Great Marlborough Street', 'King George V Street', 'Kennedy Avenue', 'Independence Street'])}`,
        'Roseau, Dominica',
      ],
      () => [`${r.pick(['Bath Estate', 'Goodwill Road', 'Canefield Industrial Estate'])}`, 'Roseau'],
      () => ['Bay Street, Portsmouth', 'Commonwealth of Dominica'],
    ])(),
};

export const SOLOMON_ISLANDS = {
  code: 'SB',
  language: 'en',
  first: {
    f: ['Florence', 'Mary', 'Grace', 'Ruth', 'Lency', 'Doreen', 'Ethel', 'Joanne'],
    m: ['John', 'Joseph', 'Samson', 'Peter', 'Derek', 'Wilson', 'Clement', 'Hudson'],
  },
  last: ['Wale', 'Maelasi', 'Tuhaika', 'Rakei', 'Pitakaka', 'Riumana', 'Kuve', 'Haomae', 'Tovua', 'Fugui'],
  titles: () => EN_TITLES,
  brands: ['Guadalcanal', 'Honiara Bay', 'Marovo', 'Tulagi', 'Lengakiki', 'Ranadi'],
  trades: ['Shipping', 'Timber', 'Plantations', 'Builders', 'Electrical', 'Consultants'],
  forms: ['Limited', 'Ltd', '(SI) Ltd'],
  tld: ['.com.sb', '.sb'],
  webmail: ['solomon.com.sb', 'gmail.com', 'yahoo.com'],
  mobile: { prefixes: ['74', '75', '76', '77', '78', '84', '85', '86', '87', '88'], length: 7 },
  fixed: { prefixes: ['20', '21', '22', '23', '24', '25', '30'], length: 5 },
  labels: { mobile: ['Mobile:', 'Mob:', 'M:', ''], fixed: ['Ph:', 'Tel:', 'Phone:', ''] },
  international: 0.5,
  addresses: (r) =>
    r.pick([
      () => [`PO Box ${r.int(100, 2999)}`, 'Honiara, Solomon Islands'],
      () => ['Mendana Avenue, Point Cruz', `PO Box ${r.int(100, 1999)}, Honiara`],
      () => [`${r.pick(['Kukum Highway', 'Hibiscus Avenue', 'Ranadi Industrial Area'])}`, 'Honiara'],
      () => ['Lot 12, Gizo Town', 'Western Province'],
    ])(),
};

export const GIBRALTAR = {
  code: 'GI',
  language: 'en',
  first: {
    f: ['Sarah', 'Kelly', 'Carmen', 'Louise', 'Samantha', 'Nadine', 'Rebecca', 'Charlotte'],
    m: ['Nicholas', 'Dylan', 'Julian', 'Mark', 'Christian', 'Adrian', 'Kevin', 'Stuart'],
  },
  last: [
    'Bossano',
    'Caruana',
    'Montegriffo',
    'Sacramento',
    'Linares',
    'Bautista',
    'Vinet',
    'Pizzarello',
    'Navas',
    'Chipolina',
  ],
  titles: () => EN_TITLES,
  brands: ['Europa Point', 'Calpe', 'Rock', 'Ocean Village', 'Strait', 'Catalan Bay'],
  trades: ['Fiduciary Services', 'Insurance', 'Shipping', 'Gaming', 'Trust Company', 'Legal'],
  forms: ['Limited', 'Ltd', '(Gibraltar) Limited', 'PCC Limited'],
  tld: ['.gi', '.com'],
  webmail: ['gibtelecom.net', 'gmail.com'],
  mobile: { prefixes: ['54', '56', '57', '58', '60'], length: 8 },
  fixed: { prefixes: ['200', '222'], length: 8 },
  labels: { mobile: ['Mobile:', 'M:', 'Mob', ''], fixed: ['Tel:', 'T:', 'Direct:', ''] },
  international: 0.8,
  addresses: (r) =>
    r.pick([
      () => [`Suite ${r.int(1, 12)}, ${r.int(2, 90)} Line Wall Road`, 'Gibraltar GX11 1AA'],
      () => [`Europort, Building ${r.int(1, 9)}`, 'Gibraltar'],
      () => [`${r.int(1, 30)} Main Street`, 'Gibraltar GX11 1AA'],
      () => [`Unit ${r.int(1, 20)}, Ocean Village Business Centre`, 'Gibraltar'],
    ])(),
};
