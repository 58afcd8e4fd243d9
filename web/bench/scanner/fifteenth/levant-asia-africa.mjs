// The fifteenth generator's people of Lebanon, Mongolia, Cambodia, Rwanda and Côte d'Ivoire
// (session 18), in Latin letters as their cards print them: Lebanese French and English, Mongolian
// names with the family name first in capitals, Khmer names family first, Rwandan family names
// first, Ivorian two given names. `lines`: a fixed line and a mobile, each a trunk, the starts of
// its national significant number, its length, the printers of the national digits and, where
// libphonenumber-js groups it otherwise than the country's cards, of the number after its code.
import { groups, people } from './random.mjs';

export const LEVANT_ASIA_AFRICA = {
  LB: {
    given: people(['Karim', 'Rami', 'Georges', 'Ziad'], ['Rania', 'Nadine', 'Maya', 'Carla']),
    family: ['Haddad', 'Khoury', 'Nassar', 'Saad', 'Abou Jaoude', 'Frem', 'Chamoun', 'Karam'],
    roles: [
      ['Directeur Général'],
      ['Sales Manager'],
      ['Chef de Projet'],
      ['Senior Account Manager', 'Corporate Banking'],
    ],
    firms: [
      ['Cedar Lines S.A.L.', 'cedarlines'],
      ['Khoury & Frères S.A.R.L.', 'khouryfreres'],
      ['BYBLOS TRADING', 'byblostrading'],
      ['Phoenicia Digital', 'phoeniciadigital'],
    ],
    tld: 'com.lb',
    webmail: ['hotmail.com', 'idm.net.lb'],
    lines: [
      { cc: '961', trunk: '0', starts: ['1', '4', '9'], nsn: 7, prints: [groups([2, 3, 3]), groups([2, 6], '-')] },
      {
        cc: '961',
        trunk: '',
        starts: ['70', '71', '76', '81'],
        nsn: 8,
        prints: [groups([2, 3, 3]), groups([2, 6], '-')],
      },
    ],
    labels: [
      ['Tel:', 'T.', 'Tél.'],
      ['Mob:', 'M.', 'Cell'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `Hamra Street, ${r.pick(['Saroula', 'Piccadilly', 'Gefinor'])} Bldg, Floor ${r.int(2, 9)}`,
          'Ras Beirut, Beirut, Lebanon',
        ],
        () => [
          `Rue Sursock, Imm. ${r.pick(['Tabet', 'Fattal', 'Sabbagh'])}, ${r.int(2, 8)}e étage`,
          'Achrafieh, Beyrouth, Liban',
        ],
        () => [`P.O. Box 11-${r.int(1000, 9999)}`, `Riad El Solh, Beirut 1107 ${r.int(2010, 2190)}, Lebanon`],
      ])(),
  },
  MN: {
    given: people(['Enkhbayar', 'Ganbold', 'Batbayar', 'Temuulen'], ['Oyunchimeg', 'Solongo', 'Ariunaa', 'Nomin']),
    family: ['Dorj', 'Gansukh', 'Tsogt', 'Bayar', 'Purev', 'Erdene', 'Batjargal', 'Sukhbat'],
    surnameFirst: true,
    roles: [['General Director'], ['Marketing Manager'], ['Head of Sales', 'Mining Equipment'], ['Chief Geologist']],
    firms: [
      ['Khangai Mining LLC', 'khangaimining'],
      ['Tuul Logistics', 'tuullogistics'],
      ['Altan Gobi Cashmere LLC', 'altangobi'],
      ['NOMADIC TECH', 'nomadictech'],
    ],
    tld: 'mn',
    webmail: ['gmail.com', 'yahoo.com'],
    lines: [
      { cc: '976', trunk: '0', starts: ['1131', '1132'], nsn: 8, prints: [groups([3, 2, 4]), groups([3, 2, 4], '-')] },
      { cc: '976', trunk: '', starts: ['88', '99', '95', '91'], nsn: 8, prints: [groups([4, 4]), groups([4, 4], '-')] },
    ],
    labels: [
      ['Tel:', 'Office:', 'T'],
      ['Mobile:', 'Cell:', 'M'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `Peace Avenue ${r.int(2, 90)}, khoroo ${r.int(1, 9)}`,
          'Sükhbaatar District, Ulaanbaatar 14200, Mongolia',
        ],
        () => [`Chinggis Avenue ${r.int(2, 40)}, Khan-Uul District`, `Ulaanbaatar 170${r.int(10, 99)}`],
        () => [
          `${r.pick(['Blue Sky Tower', 'Central Tower', 'Shangri-La Office'])}, floor ${r.int(3, 18)}`,
          'Ulaanbaatar, Mongolia',
        ],
      ])(),
  },
  KH: {
    given: people(['Dara', 'Vuthy', 'Rithy', 'Sovann'], ['Sophea', 'Sreymom', 'Channary', 'Bopha']),
    family: ['Sok', 'Chan', 'Heng', 'Lim', 'Meas', 'Chea', 'Ouk', 'Keo'],
    surnameFirst: true,
    roles: [['Managing Director'], ['Country Manager'], ['Business Development', 'Manager'], ['Chief Accountant']],
    firms: [
      ['Mekong Agro Co., Ltd.', 'mekongagro'],
      ['Angkor Build Plc', 'angkorbuild'],
      ['Tonle Sap Logistics Co., Ltd.', 'tonlesaplogistics'],
      ['KROMA DESIGN', 'kromadesign'],
    ],
    tld: 'com.kh',
    webmail: ['gmail.com', 'online.com.kh'],
    lines: [
      { cc: '855', trunk: '0', starts: ['23'], nsn: 8, prints: [groups([3, 3, 3]), groups([3, 6], ' ')] },
      {
        cc: '855',
        trunk: '0',
        starts: ['12', '92', '77', '89', '17'],
        nsn: 8,
        prints: [groups([3, 3, 3]), groups([3, 3, 3], '-')],
      },
    ],
    labels: [
      ['Tel:', 'Office', 'T:'],
      ['H/P:', 'Mobile', 'M:'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `No. ${r.int(2, 180)}, Street ${r.pick(['310', '178', '51', '63'])}, Sangkat Boeung Keng Kang 1`,
          'Khan Chamkar Mon, Phnom Penh, Cambodia',
        ],
        () => [
          `#${r.int(2, 99)}${r.pick(['A', 'B', 'E'])}, St. ${r.int(100, 240)}`,
          'Sangkat Chey Chumneas, Khan Daun Penh, Phnom Penh',
        ],
        () => [`Building ${r.int(2, 60)}, Russian Federation Blvd`, `Phnom Penh 120${r.int(10, 99)}, Cambodia`],
      ])(),
  },
  RW: {
    given: people(['Eric', 'Olivier', 'Patrick', 'Jean Paul'], ['Aline', 'Claudine', 'Diane', 'Grace']),
    family: ['Mugisha', 'Uwimana', 'Niyonzima', 'Habimana', 'Nshimiyimana', 'Uwase', 'Kayitesi', 'Mutabazi'],
    surnameFirst: true,
    roles: [
      ['Managing Director'],
      ['Umuyobozi Mukuru'],
      ['Head of Finance', '& Administration'],
      ['Directeur Commercial'],
    ],
    firms: [
      ['Kivu Coffee Exporters Ltd', 'kivucoffee'],
      ['Mille Collines Tech Ltd', 'millecollinestech'],
      ['Isango Logistics', 'isangologistics'],
      ['Inzira Consulting Ltd', 'inzira'],
    ],
    tld: 'rw',
    webmail: ['gmail.com', 'yahoo.fr'],
    lines: [
      { cc: '250', trunk: '0', starts: ['252'], nsn: 9, prints: [groups([4, 3, 3]), groups([4, 6], ' ')] },
      {
        cc: '250',
        trunk: '0',
        starts: ['788', '783', '722', '738'],
        nsn: 9,
        prints: [groups([4, 3, 3]), groups([4, 3, 3], '-')],
      },
    ],
    labels: [
      ['Tel:', 'Office:', 'T'],
      ['Mob:', 'Cell:', 'M'],
    ],
    address: (r) =>
      r.pick([
        () => [`KG ${r.int(2, 9)} Ave, No. ${r.int(2, 60)}, Kacyiru`, `P.O. Box ${r.int(200, 6999)}, Kigali, Rwanda`],
        () => [`KN ${r.int(2, 9)} St ${r.int(2, 60)}, Nyarugenge`, 'Kigali, Rwanda'],
        () => [
          `${r.pick(['Kigali Heights', 'M. Peace Plaza', 'Grand Pension Plaza'])}, Floor ${r.int(2, 9)}`,
          'KG 7 Ave, Kigali',
        ],
      ])(),
  },
  CI: {
    given: people(['Yao Serge', 'Koffi', 'Ibrahim', 'Konan Éric'], ['Aya', 'Adjoua Marie', 'Mariam', 'Estelle']),
    family: ['Kouassi', 'Konan', 'Traoré', 'Ouattara', 'Kouamé', 'Bamba', 'Yapi', 'Diabaté'],
    surnameFirst: true,
    roles: [['Directeur Commercial'], ['Responsable Logistique'], ['Chef Comptable'], ['Directeur Général', 'Adjoint']],
    firms: [
      ['Ivoire Cacao Négoce SA', 'ivoirecacao'],
      ['Lagune Transit SARL', 'lagunetransit'],
      ['BANCO DIGITAL SAS', 'bancodigital'],
      ['Akwaba Conseil', 'akwabaconseil'],
    ],
    tld: 'ci',
    webmail: ['aviso.ci', 'yahoo.fr'],
    lines: [
      {
        cc: '225',
        trunk: '',
        starts: ['2720', '2722', '2721'],
        nsn: 10,
        prints: [groups([2, 2, 2, 2, 2]), groups([2, 2, 2, 2, 2], '.')],
        abroad: groups([2, 2, 2, 2, 2]),
      },
      {
        cc: '225',
        trunk: '',
        starts: ['07', '05', '01'],
        nsn: 10,
        prints: [groups([2, 2, 2, 2, 2]), groups([2, 2, 2, 2, 2], '.')],
        abroad: groups([2, 2, 2, 2, 2]),
      },
    ],
    labels: [
      ['Tél.', 'Tél :', 'Bur.'],
      ['Cel.', 'Mob. :', 'Cell.'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `Boulevard Latrille, Cocody Deux-Plateaux`,
          `${r.pick(['01', '08', '28'])} BP ${r.int(100, 9999)} Abidjan ${r.pick(['01', '08', '28'])}, Côte d'Ivoire`,
        ],
        () => [
          `Rue des Jardins, Immeuble ${r.pick(['Alpha 2000', 'Les Hévéas', 'Nour Al Hayat'])}, ${r.int(2, 9)}e étage`,
          'Plateau, Abidjan',
        ],
        () => [`Zone 4, Rue du Dr Blanchard, lot ${r.int(2, 300)}`, "Marcory, Abidjan, Côte d'Ivoire"],
      ])(),
  },
};
