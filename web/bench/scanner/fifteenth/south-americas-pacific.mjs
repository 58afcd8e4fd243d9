// The fifteenth generator's people of Botswana, Nicaragua, the Bahamas, Andorra and Papua New
// Guinea (session 18), as their cards print them: Setswana names, two Spanish surnames, Catalan
// titles and addresses, a Bahamian P.O. Box with its island letter, a PNG section and allotment.
// `lines` as in levant-asia-africa.mjs.
import { groups, people } from './random.mjs';

const nanp = (d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;

export const SOUTH_AMERICAS_PACIFIC = {
  BW: {
    given: people(['Kagiso', 'Tebogo', 'Thabo', 'Onkemetse'], ['Neo', 'Boitumelo', 'Lesedi', 'Masego']),
    family: ['Molefe', 'Sebina', 'Kgosi', 'Mothibi', 'Seretse', 'Moagi', 'Phiri', 'Tau'],
    roles: [
      ['Chief Executive Officer'],
      ['Operations Manager'],
      ['Senior Consultant', 'Tax Advisory'],
      ['Procurement Officer'],
    ],
    firms: [
      ['Kalahari Freight (Pty) Ltd', 'kalaharifreight'],
      ['Okavango Solar (Pty) Ltd', 'okavangosolar'],
      ['Tswelelo Consulting', 'tswelelo'],
      ['Chobe Engineering (Pty) Ltd', 'chobeeng'],
    ],
    tld: 'co.bw',
    webmail: ['gmail.com', 'botsnet.bw'],
    lines: [
      { cc: '267', trunk: '', starts: ['39', '31', '35'], nsn: 7, prints: [groups([3, 4]), groups([3, 4], '-')] },
      { cc: '267', trunk: '', starts: ['71', '72', '74', '75'], nsn: 8, prints: [groups([2, 3, 3]), groups([4, 4])] },
    ],
    labels: [
      ['Tel:', 'T', 'Office'],
      ['Cell:', 'M', 'Mobile'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `Plot ${r.int(1000, 59999)}, Central Business District`,
          `Private Bag ${r.pick(['00', 'B0', 'BR'])}${r.int(100, 499)}, Gaborone, Botswana`,
        ],
        () => [`Unit ${r.int(2, 20)}, Kgale Mews, Plot ${r.int(50, 400)}`, 'Gaborone'],
        () => [`P.O. Box ${r.int(100, 9999)}`, `Francistown, Botswana`],
      ])(),
  },
  NI: {
    given: people(['José', 'Róger', 'Álvaro', 'Francisco'], ['Martha', 'Ingrid', 'Xiomara', 'Luisa']),
    family: [
      'Castillo Obando',
      'Rivas Chamorro',
      'Pérez Solórzano',
      'Gutiérrez Téllez',
      'Mairena Urbina',
      'Largaespada Ruiz',
    ],
    roles: [
      ['Gerente General'],
      ['Jefe de Ventas'],
      ['Gerente de Operaciones', 'Región Pacífico'],
      ['Contador General'],
    ],
    firms: [
      ['Distribuidora Momotombo, S.A.', 'momotombo'],
      ['Café Las Segovias S.A.', 'cafelassegovias'],
      ['Transportes del Lago Cía. Ltda.', 'translago'],
      ['Xolotlán Seguros', 'xolotlan'],
    ],
    tld: 'com.ni',
    webmail: ['yahoo.com', 'hotmail.com'],
    lines: [
      { cc: '505', trunk: '', starts: ['22', '25'], nsn: 8, prints: [groups([4, 4]), groups([4, 4], '-')] },
      { cc: '505', trunk: '', starts: ['88', '86', '84', '57'], nsn: 8, prints: [groups([4, 4]), groups([4, 4], '-')] },
    ],
    labels: [
      ['Tel.', 'PBX:', 'Teléfono:'],
      ['Cel.', 'Móvil:', 'Claro'],
    ],
    address: (r) =>
      r.pick([
        () => [`Del Hotel Intercontinental ${r.int(1, 4)} c. al sur, ${r.int(1, 3)} c. abajo`, 'Managua, Nicaragua'],
        () => [
          `Km ${r.int(3, 9)}.5 Carretera a Masaya, Edificio ${r.pick(['Cobirsa', 'Delta', 'Invercasa'])}, Oficina ${r.int(1, 12)}`,
          'Managua',
        ],
        () => [`Costado norte del Parque Central, ${r.int(1, 3)} c. al este`, 'León, Nicaragua'],
      ])(),
  },
  BS: {
    given: people(['Dwayne', 'Kendal', 'Marvin', 'Philip'], ['Shavonne', 'Lakeisha', 'Tamika', 'Felicia']),
    family: ['Rolle', 'Knowles', 'Ferguson', 'Cartwright', 'Bethel', 'Pinder', 'Sawyer', 'Munnings'],
    roles: [
      ['Vice President'],
      ['Branch Manager'],
      ['Senior Associate', 'Private Client Services'],
      ['Marketing Coordinator'],
    ],
    firms: [
      ['Exuma Marine Services Ltd.', 'exumamarine'],
      ['Lucayan Trust Company Limited', 'lucayantrust'],
      ['Coral Harbour Realty', 'coralharbour'],
      ['ANDROS FREIGHT', 'androsfreight'],
    ],
    tld: 'bs',
    webmail: ['coralwave.com', 'batelnet.bs'],
    lines: [
      {
        cc: '1',
        trunk: '',
        starts: ['242322', '242356', '242394', '242328'],
        nsn: 10,
        prints: [nanp, groups([3, 3, 4], '-')],
      },
      {
        cc: '1',
        trunk: '',
        starts: ['242422', '242455', '242557', '242424'],
        nsn: 10,
        prints: [nanp, groups([3, 3, 4], '.')],
      },
    ],
    labels: [
      ['Tel:', 'Office', 'T:'],
      ['Cell:', 'Mobile', 'C:'],
    ],
    address: (r) =>
      r.pick([
        () => [`East Bay Street, Suite ${r.int(101, 420)}`, `P.O. Box N-${r.int(1000, 9999)}, Nassau, The Bahamas`],
        () => [`#${r.int(2, 40)} Harbour Bay Plaza`, 'Nassau, N.P., Bahamas'],
        () => [`Pioneer's Way, Unit ${r.int(2, 30)}`, `P.O. Box F-${r.int(40000, 44999)}, Freeport, Grand Bahama`],
      ])(),
  },
  AD: {
    given: people(['Jordi', 'Xavier', 'Marc', 'Joan'], ['Núria', 'Montserrat', 'Laia', 'Mireia']),
    family: ['Cerqueda', 'Naudi', 'Riba', 'Puigcercós', 'Pantebre', 'Gispert', 'Armengol', 'Marsal'],
    roles: [['Director General'], ['Cap de Vendes'], ["Responsable d'Administració", 'i Finances'], ['Gerent']],
    firms: [
      ['Pirineus Gestió S.L.', 'pirineusgestio'],
      ['Valira Assegurances S.A.', 'valira'],
      ['Grandvalira Serveis S.L.', 'gvserveis'],
      ['Comapedrosa Tècnic', 'comapedrosa'],
    ],
    tld: 'ad',
    webmail: ['andorra.ad', 'gmail.com'],
    lines: [
      { cc: '376', trunk: '', starts: ['80', '82', '86', '73'], nsn: 6, prints: [groups([3, 3]), groups([6])] },
      { cc: '376', trunk: '', starts: ['3', '6'], nsn: 6, prints: [groups([3, 3]), groups([6])] },
    ],
    labels: [
      ['Tel.', 'T.', 'Telèfon'],
      ['Mòbil', 'M.', 'Mob.'],
    ],
    address: (r) =>
      r.pick([
        () => [`Avinguda Meritxell, ${r.int(2, 120)}, ${r.int(1, 5)}r`, 'AD500 Andorra la Vella'],
        () => [`Carrer de la Unió, ${r.int(2, 40)}, baixos`, 'AD700 Escaldes-Engordany, Andorra'],
        () => [
          `Edifici ${r.pick(['Prat', 'Les Arcades', 'Font'])}, Av. Carlemany ${r.int(2, 90)}`,
          "AD700 Escaldes-Engordany, Principat d'Andorra",
        ],
      ])(),
  },
  PG: {
    given: people(['Michael', 'Joseph', 'Peter', 'Gabriel'], ['Elizabeth', 'Ruth', 'Dorothy', 'Agnes']),
    family: ['Kila', 'Namaliu', 'Kaupa', 'Wari', 'Pundari', 'Korowi', 'Yawari', 'Tamutai'],
    roles: [['General Manager'], ['Project Engineer'], ['Manager', 'Community Affairs'], ['Finance Officer']],
    firms: [
      ['Sepik Timber Limited', 'sepiktimber'],
      ['Hiri Marine Services Ltd', 'hirimarine'],
      ['Kokoda Engineering', 'kokodaeng'],
      ['Highlands Coffee Traders Ltd', 'hlcoffee'],
    ],
    tld: 'com.pg',
    webmail: ['daltron.com.pg', 'gmail.com'],
    lines: [
      { cc: '675', trunk: '', starts: ['32', '30', '47'], nsn: 7, prints: [groups([3, 4]), groups([3, 4], '-')] },
      { cc: '675', trunk: '', starts: ['70', '71', '72', '79'], nsn: 8, prints: [groups([4, 4]), groups([4, 4], '-')] },
    ],
    labels: [
      ['Ph:', 'Tel:', 'T'],
      ['Mob:', 'Digicel', 'M'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `Section ${r.int(2, 90)}, Allotment ${r.int(1, 40)}, Waigani Drive`,
          `P.O. Box ${r.int(100, 2999)}, Boroko, NCD, Papua New Guinea`,
        ],
        () => [`Level ${r.int(2, 9)}, Harbourside East, Stanley Esplanade`, 'Port Moresby 121'],
        () => [`Lot ${r.int(2, 40)}, Section ${r.int(2, 60)}, Markham Road`, 'Lae, Morobe Province, PNG'],
      ])(),
  },
};
