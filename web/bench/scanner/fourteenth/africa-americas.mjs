// The fourteenth generator's people of Honduras, Barbados, Cameroon, Ethiopia and Mozambique
// (session 17), as their cards print them: two Spanish surnames, Cameroon's family name first in
// capitals, Ethiopia's father's name as the surname, Portuguese accents, French and Portuguese titles.
import { grouped, names } from './groups.mjs';

export const AFRICA_AMERICAS = {
  HN: {
    given: names(['José Manuel', 'Carlos', 'Luis Fernando', 'Óscar'], ['María Fernanda', 'Karla', 'Gabriela', 'Iris']),
    family: ['Zelaya Rosales', 'Mejía Paz', 'Flores Banegas', 'Castellanos Andino', 'Reyes Zúniga', 'Fúnez Murillo'],
    roles: [['Gerente General'], ['Jefe de Ventas'], ['Gerente de', 'Recursos Humanos'], ['Asesor Legal']],
    firms: [
      ['Inversiones Lempira, S.A. de C.V.', 'invlempira'],
      ['Café Copán S. de R.L.', 'cafecopan'],
      ['Distribuidora Olancho S.A.', 'distolancho'],
      ['Mejía & Asociados', 'mejiaasociados'],
    ],
    tld: 'hn',
    webmail: ['yahoo.com', 'hotmail.com'],
    lines: [
      { start: '22', length: 8, cc: '504', trunk: '', print: grouped([4, 4], '-') },
      { start: '9', length: 8, cc: '504', trunk: '', print: grouped([4, 4], '-') },
    ],
    labels: [
      ['Tel.', 'PBX', 'Tel:'],
      ['Cel.', 'Móvil', 'Cel:'],
    ],
    address: (r) =>
      r.pick([
        () => [`Col. Palmira, Ave. República de Chile #${r.int(100, 900)}`, 'Tegucigalpa, M.D.C., Honduras'],
        () => [`Barrio Los Andes, ${r.int(2, 12)} Calle, ${r.int(2, 20)} Ave. N.O.`, 'San Pedro Sula, Cortés'],
        () => [`Edificio Torre Alianza, Piso ${r.int(2, 14)}`, 'Blvd. Juan Pablo II, Tegucigalpa'],
      ])(),
  },
  BB: {
    given: names(['Marcus', 'Damien', 'Ryan', 'Andre'], ['Shelly', 'Keisha', 'Nicole', 'Tamara']),
    family: ['Greenidge', 'Clarke', 'Worrell', 'Holder', 'Cumberbatch', 'Alleyne', 'Marshall', 'Griffith'],
    roles: [
      ['Managing Director'],
      ['Sales Executive'],
      ['Chartered Accountant'],
      ['Senior Associate', 'Corporate & Commercial'],
    ],
    firms: [
      ['Coral Reef Holdings Ltd.', 'coralreefholdings'],
      ['Alleyne & Associates', 'alleyneassociates'],
      ['Bajan Breeze Inc.', 'bajanbreeze'],
      ['Carlisle Bay Shipping Limited', 'carlislebay'],
    ],
    tld: 'com.bb',
    webmail: ['caribsurf.com', 'gmail.com'],
    lines: [
      {
        start: '24643',
        length: 10,
        cc: '1',
        trunk: '',
        print: (d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
      },
      {
        start: '24625',
        length: 10,
        cc: '1',
        trunk: '',
        print: (d) => `1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
      },
    ],
    labels: [
      ['Tel:', 'Office', 'T'],
      ['Cell:', 'Mobile', 'C'],
    ],
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 60)} Lower Broad Street`, 'Bridgetown, St. Michael BB11000'],
        () => [`#${r.int(2, 40)} Warrens Industrial Park`, 'St. Michael BB22026, Barbados'],
        () => [`Hastings Main Road`, 'Christ Church BB15156'],
      ])(),
  },
  CM: {
    given: names(['Jean-Paul', 'Serge', 'Emmanuel', 'Hervé'], ['Christelle', 'Brigitte', 'Solange', 'Estelle']),
    family: ['Mbarga', 'Nkoulou', 'Ngono', 'Tchoupo', 'Fotso', 'Kamga', 'Essomba', 'Nana'],
    surnameFirst: true,
    roles: [
      ['Directeur Général'],
      ['Chef Comptable'],
      ['Responsable', 'Ressources Humaines'],
      ['Ingénieur Commercial'],
    ],
    firms: [
      ['Douala Port Services SA', 'doualaport'],
      ['Fotso & Fils SARL', 'fotsofils'],
      ['CAMTECH SARL', 'camtech'],
      ['Brasseries du Wouri', 'brasserieswouri'],
    ],
    tld: 'cm',
    webmail: ['yahoo.fr', 'gmail.com'],
    lines: [
      { start: '2223', length: 9, cc: '237', trunk: '', print: grouped([1, 2, 2, 2, 2]) },
      { start: '67', length: 9, cc: '237', trunk: '', print: grouped([3, 2, 2, 2]) },
    ],
    labels: [
      ['Tél. :', 'Bureau', 'Tél'],
      ['Cel. :', 'Mobile', 'Port.'],
    ],
    address: (r) =>
      r.pick([
        () => [`Rue Joss, Bonanjo`, `B.P. ${r.int(1000, 9999)} Douala`],
        () => [
          `Avenue Kennedy, Immeuble ${r.pick(['Hajal', 'Le Bastion'])}, ${r.int(2, 8)}e étage`,
          `B.P. ${r.int(1000, 9999)} Yaoundé, Cameroun`,
        ],
        () => [`Boulevard de la Liberté, Akwa`, `B.P. ${r.int(1000, 9999)} Douala, Cameroun`],
      ])(),
  },
  ET: {
    given: names(['Abebe', 'Dawit', 'Yonas', 'Tesfaye'], ['Tigist', 'Hana', 'Meron', 'Selamawit']),
    family: ['Kebede', 'Haile', 'Bekele', 'Tadesse', 'Girma', 'Alemu', 'Mengistu', 'Wolde'],
    roles: [['General Manager'], ['Export Manager'], ['Civil Engineer'], ['Head of', 'Procurement & Logistics']],
    firms: [
      ['Abyssinia Coffee Exporters PLC', 'abyssiniacoffee'],
      ['Blue Nile Engineering PLC', 'bluenileeng'],
      ['Entoto Software', 'entotosoft'],
      ['Awash Logistics Share Company', 'awashlogistics'],
    ],
    tld: 'com.et',
    webmail: ['ethionet.et', 'gmail.com'],
    lines: [
      { start: '0115', length: 10, cc: '251', trunk: '0', print: grouped([3, 3, 4]) },
      { start: '091', length: 10, cc: '251', trunk: '0', print: grouped([4, 2, 2, 2]) },
    ],
    labels: [
      ['Tel:', 'Office', 'Tel.'],
      ['Mobile:', 'Mob.', 'Cell'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `Bole Road, Friendship Bldg., ${r.pick(['3rd', '5th', '7th'])} Floor`,
          `P.O. Box ${r.int(1000, 99999)}, Addis Ababa`,
        ],
        () => [`Kirkos Sub-City, Woreda 0${r.int(1, 9)}, House No. ${r.int(100, 999)}`, 'Addis Ababa, Ethiopia'],
      ])(),
  },
  MZ: {
    given: names(['João', 'Carlos', 'Armando', 'Nelson'], ['Ana Paula', 'Célia', 'Graça', 'Luísa']),
    family: ['Macuácua', 'Tembe', 'Sitoe', 'Cossa', 'Mabunda', 'Nhantumbo', 'Matsinhe', 'Langa'],
    roles: [['Director Geral'], ['Gestor de Projectos'], ['Contabilista'], ['Técnico Superior de', 'Recursos Humanos']],
    firms: [
      ['Maputo Logística, Lda.', 'maputologistica'],
      ['Índico Seguros, S.A.', 'indicoseguros'],
      ['Tembe & Filhos, Lda.', 'tembefilhos'],
      ['ZAMBEZE TELECOM', 'zambezetelecom'],
    ],
    tld: 'co.mz',
    webmail: ['tvcabo.co.mz', 'gmail.com'],
    lines: [
      { start: '21', length: 8, cc: '258', trunk: '', print: grouped([2, 3, 3]) },
      { start: '84', length: 9, cc: '258', trunk: '', print: grouped([2, 3, 4]) },
    ],
    labels: [
      ['Tel.:', 'Telf.', 'T:'],
      ['Cel.:', 'Tlm.', 'M:'],
    ],
    address: (r) =>
      r.pick([
        () => [`Av. Julius Nyerere, ${r.int(100, 2400)}, ${r.int(1, 9)}.º andar`, 'Maputo, Moçambique'],
        () => [`Rua da Resistência, ${r.int(10, 900)}`, `C.P. ${r.int(1000, 4000)} Maputo`],
        () => [`Av. 25 de Setembro, ${r.int(100, 1800)}`, 'Beira, Moçambique'],
      ])(),
  },
};
