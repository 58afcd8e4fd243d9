// The thirteenth generator's people of Guatemala, Venezuela, Trinidad and Tobago, Mauritius and
// Zambia (session 16): see countries.mjs.
import { men, split, women } from './shapes.mjs';

export const AMERICAS_AFRICA = {
  GT: {
    given: [
      ...men(['Carlos', 'Luis Fernando', 'José', 'Rodrigo']),
      ...women(['María José', 'Ana Lucía', 'Andrea', 'Gabriela']),
    ],
    family: [
      'Pérez Morales',
      'López Castillo',
      'Hernández',
      'Rodríguez Ordóñez',
      'Barrios',
      'Cifuentes',
      'Estrada Mejía',
    ],
    roles: [['Gerente General'], ['Jefe de Ventas'], ['Asesora Financiera'], ['Director de Operaciones']],
    firms: [
      ['Café Atitlán, S.A.', 'cafeatitlan'],
      ['Grupo Quetzal', 'grupoquetzal'],
      ['CIFUENTES Y ASOCIADOS', 'cifuentesasociados'],
      ['Inversiones Petén, S.A.', 'inversionespeten'],
    ],
    tld: 'com.gt',
    free: ['gmail.com', 'hotmail.com'],
    kinds: [
      { start: '2', length: 8, code: '502', trunk: '', print: split([4, 4], '-') },
      { start: '5', length: 8, code: '502', trunk: '', print: split([4, 4], '-') },
    ],
    labels: [
      ['PBX', 'Tel.', 'Oficina'],
      ['Cel.', 'Móvil', 'WhatsApp'],
    ],
    address: (r) =>
      r.one([
        () => [
          `${r.int(1, 9)}a. Avenida ${r.int(1, 20)}-${r.int(10, 80)}, Zona ${r.one([4, 9, 10, 14])}`,
          `Ciudad de Guatemala 010${r.int(10, 19)}`,
        ],
        () => [
          `${r.int(1, 20)} Calle ${r.int(1, 9)}-${r.int(10, 60)} Zona 10, Edificio ${r.one(['Tikal Futura', 'Centro Ejecutivo'])}, Of. ${r.int(2, 12)}0${r.int(1, 9)}`,
          'Guatemala, C.A.',
        ],
      ])(),
  },
  VE: {
    given: [
      ...men(['Alejandro', 'Ricardo', 'Daniel', 'Gustavo']),
      ...women(['Valentina', 'Mariana', 'Daniela', 'Carolina']),
    ],
    family: [
      'González Rivas',
      'Rodríguez',
      'Pérez Mendoza',
      'Hernández Silva',
      'Marcano',
      'Blanco',
      'Guerrero Parra',
      'Salazar',
    ],
    roles: [['Gerente de Proyectos'], ['Presidente'], ['Coordinadora de Mercadeo'], ['Contador Público']],
    firms: [
      ['Inversiones Ávila, C.A.', 'inversionesavila'],
      ['Distribuidora Orinoco C.A.', 'orinoco'],
      ['MARCANO & ASOCIADOS', 'marcano'],
      ['Tecnología Caribe', 'tecnocaribe'],
    ],
    tld: 'com.ve',
    free: ['gmail.com', 'hotmail.com'],
    kinds: [
      {
        start: '0212',
        length: 11,
        code: '58',
        trunk: '0',
        print: (d) => `${d.slice(0, 4)}-${split([3, 2, 2], '.')(d.slice(4))}`,
      },
      { start: '0414', length: 11, code: '58', trunk: '0', print: (d) => `${d.slice(0, 4)}-${d.slice(4)}` },
    ],
    labels: [
      ['Telf.', 'Master:', 'Ofic.'],
      ['Cel.', 'Móvil:', 'Cel:'],
    ],
    address: (r) => [
      `Av. ${r.one(['Francisco de Miranda', 'Libertador', 'Principal de Las Mercedes'])}, Torre ${r.one(['Europa', 'Provincial', 'Parque Cristal'])}, Piso ${r.int(2, 15)}, Of. ${r.int(2, 15)}-${r.one(['A', 'B', 'C'])}`,
      `${r.one(['Chacao', 'Las Mercedes', 'El Rosal'])}, Caracas 10${r.int(50, 80)}`,
    ],
  },
  TT: {
    given: [...men(['Kareem', 'Darren', 'Ravi', 'Marcus']), ...women(['Keisha', 'Anjali', 'Shanelle', 'Natasha'])],
    family: ['Ramdass', 'Mohammed', 'Baptiste', 'Charles', 'Persad', 'Joseph', 'Lezama', 'Rampersad'],
    roles: [['Managing Director'], ['Operations Manager'], ['Business Development Executive'], ['Senior Engineer']],
    firms: [
      ['Caroni Holdings Limited', 'caroniholdings'],
      ['PERSAD & SONS', 'persadandsons'],
      ['Maracas Bay Media Ltd.', 'maracasbay'],
      ['Island Energy Services', 'islandenergy'],
    ],
    tld: 'co.tt',
    free: ['gmail.com', 'yahoo.com'],
    kinds: [
      {
        start: '8686',
        length: 10,
        code: '1',
        trunk: '',
        print: (d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
      },
      { start: '8687', length: 10, code: '1', trunk: '', print: split([3, 3, 4], '-') },
    ],
    labels: [
      ['Tel:', 'Office:', 'T'],
      ['Cell:', 'Mobile:', 'C'],
    ],
    address: (r) =>
      r.one([
        () => [
          `#${r.int(2, 120)} ${r.one(['Ariapita Avenue', 'Tragarete Road', 'Maraval Road'])}`,
          `${r.one(['Woodbrook', 'Newtown', 'St. Clair'])}, Port of Spain`,
          'Trinidad & Tobago',
        ],
        () => [
          `Lot ${r.int(2, 90)}, ${r.one(['Southern Main Road', 'Eastern Main Road'])}`,
          `${r.one(['Chaguanas', 'San Fernando', 'Arima'])}, Trinidad W.I.`,
        ],
      ])(),
  },
  MU: {
    given: [
      ...men(['Rajesh', 'Vikash', 'Jean-Marc', 'Kevin']),
      ...women(['Priya', 'Anousha', 'Marie-Claire', 'Vanessa']),
    ],
    family: ['Seetohul', 'Beeharry', 'Lagesse', 'Dookhun', 'Ramdenee', 'Appadoo', 'Li Kwong', 'Jhugroo'],
    roles: [['Chief Executive Officer'], ['Directeur Commercial'], ['Responsable Marketing'], ['Head of Finance']],
    firms: [
      ['Ebène Fintech Ltd', 'ebenefintech'],
      ['Compagnie Sucrière du Nord Ltée', 'csnord'],
      ['BEEHARRY & CO', 'beeharry'],
      ['Lagesse Frères', 'lagessefreres'],
    ],
    tld: 'mu',
    free: ['gmail.com', 'intnet.mu'],
    kinds: [
      { start: '2', length: 7, code: '230', trunk: '', print: split([3, 4]) },
      { start: '5', length: 8, code: '230', trunk: '', print: split([4, 4]) },
    ],
    labels: [
      ['Tél.', 'Tel:', 'Office'],
      ['Mob.', 'Portable', 'Mob:'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Level ${r.int(2, 9)}, ${r.one(['Ebène Heights', 'NeXTeracom Tower', 'The Cyberati Lounge'])}`,
          `${r.int(10, 60)} Cybercity, Ebène 72201`,
          'Mauritius',
        ],
        () => [
          `${r.int(2, 40)}, ${r.one(['Rue Saint Georges', 'Rue du Vieux Conseil', 'Sir William Newton Street'])}`,
          'Port Louis 11328',
        ],
      ])(),
  },
  ZM: {
    given: [...men(['Mwila', 'Mulenga', 'Kabwe', 'Joseph']), ...women(['Natasha', 'Mutinta', 'Thandiwe', 'Precious'])],
    family: ['Banda', 'Phiri', 'Mwansa', 'Tembo', 'Zulu', 'Lungu', 'Mumba', 'Sakala'],
    roles: [['Country Manager'], ['Finance Manager'], ['Mining Engineer'], ['Business Analyst']],
    firms: [
      ['Kafue Copper Limited', 'kafuecopper'],
      ['Zambezi Agro', 'zambeziagro'],
      ['PHIRI & ASSOCIATES', 'phiriassociates'],
      ['Lusaka Fintech Ltd', 'lusakafintech'],
    ],
    tld: 'co.zm',
    free: ['gmail.com', 'yahoo.com'],
    kinds: [
      { start: '0211', length: 10, code: '260', trunk: '0', print: split([4, 3, 3]) },
      { start: '097', length: 10, code: '260', trunk: '0', print: split([4, 6]) },
    ],
    labels: [
      ['Tel:', 'Office:', 'T:'],
      ['Cell:', 'Mobile:', 'M:'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Plot ${r.int(100, 9999)}, ${r.one(['Cairo Road', 'Great East Road', 'Los Angeles Boulevard'])}`,
          `P.O. Box ${r.int(30000, 50999)}`,
          'Lusaka, Zambia',
        ],
        () => [
          `Stand ${r.int(2, 90)}, ${r.one(['Addis Ababa Drive', 'Independence Avenue'])}, ${r.one(['Rhodes Park', 'Longacres'])}`,
          'Lusaka 10101',
        ],
      ])(),
  },
};
