// The sixteenth generator's people of Madagascar, Zimbabwe, Belize, Suriname and Liechtenstein
// (session 19), in Latin letters as their cards print them: long Malagasy family names, often
// first in capitals, with French titles; Shona names; Belizean Creole and Spanish names; Surinamese
// Dutch, Hindustani and Javanese names with Dutch titles; German titles with the legal forms
// `AG`, `Anstalt`, `GmbH`. `lines` as in asia-gulf-pacific.mjs.
import { blocks } from './random.mjs';

const men = (...names) => names.map((name) => ({ name, woman: false }));
const women = (...names) => names.map((name) => ({ name, woman: true }));

export const AFRICA_AMERICAS_ALPS = {
  MG: {
    given: [...men('Haja', 'Tiana', 'Rivo', 'Andry'), ...women('Voahangy', 'Hanitra', 'Lalao', 'Fanja')],
    family: ['Rakotomalala', 'Randrianarisoa', 'Rasoanaivo', 'Andriamanantena', 'Razafindrakoto', 'Ravelojaona'],
    familyFirst: 0.6,
    roles: [['Directeur Général'], ['Responsable Commercial'], ['Chargée de Clientèle', 'Entreprises'], ['Gérant']],
    firms: [
      ['Vanille Sambava SARL', 'vanillesambava'],
      ['Madagascar Épices S.A.', 'madaepices'],
      ['Tana Logistique', 'tanalogistique'],
      ['Nosy Be Océan SARLU', 'nosybeocean'],
    ],
    tld: 'mg',
    webmail: ['moov.mg', 'yahoo.fr'],
    lines: [
      { cc: '261', trunk: '0', starts: ['2022'], nsn: 9, prints: [blocks([3, 2, 3, 2])] },
      {
        cc: '261',
        trunk: '0',
        starts: ['32', '33', '34', '38'],
        nsn: 9,
        prints: [blocks([3, 2, 3, 2]), blocks([3, 7])],
      },
    ],
    labels: [
      ['Tél. :', 'Fixe :'],
      ['Mob. :', 'Cel :'],
    ],
    address: (r) =>
      r.pick([
        () => [`Lot II J ${r.int(10, 240)} Ivandry`, 'Antananarivo 101, Madagascar'],
        () => ['Immeuble Fitaratra, Ankorondrano', `BP ${r.int(100, 8999)}, Antananarivo 101`],
        () => [`${r.int(2, 60)} rue Colbert, Antaninarenina`, '101 Antananarivo, Madagascar'],
      ])(),
  },
  ZW: {
    given: [...men('Tendai', 'Farai', 'Tatenda', 'Blessing'), ...women('Rutendo', 'Chipo', 'Nyasha', 'Rumbidzai')],
    family: ['Moyo', 'Ncube', 'Chikwanha', 'Mutasa', 'Dube', 'Mapfumo'],
    roles: [
      ['Managing Director'],
      ['Finance Manager'],
      ['Business Development Executive', 'Agribusiness'],
      ['Chief Operations Officer'],
    ],
    firms: [
      ['Zambezi Agro (Pvt) Ltd', 'zambeziagro'],
      ['Great Zimbabwe Minerals', 'gzminerals'],
      ['Harare Print Solutions', 'hararprint'],
      ['Msasa Engineering (Pvt) Ltd', 'msasaeng'],
    ],
    tld: 'co.zw',
    webmail: ['gmail.com', 'zol.co.zw'],
    lines: [
      { cc: '263', trunk: '0', starts: ['242'], nsn: 9, prints: [blocks([4, 3, 3]), blocks([3, 6])] },
      { cc: '263', trunk: '0', starts: ['71', '73', '77', '78'], nsn: 9, prints: [blocks([3, 3, 4]), blocks([4, 6])] },
    ],
    labels: [
      ['Tel:', 'Landline:'],
      ['Cell:', 'Mobile:'],
    ],
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 120)} Samora Machel Avenue`, 'Harare, Zimbabwe'],
        () => [`Stand ${r.int(1000, 9999)}, Msasa Industrial`, 'Harare'],
        () => [`${r.int(2, 90)} Fife Street`, 'Bulawayo, Zimbabwe'],
      ])(),
  },
  BZ: {
    given: [...men('Luis', 'Kareem', 'Dwayne', 'José'), ...women('Shanelle', 'Marisol', 'Yolanda', 'Keisha')],
    family: ['Gillett', 'Castillo', 'Usher', 'Flowers', 'Bardalez', 'Ramírez'],
    roles: [
      ['General Manager'],
      ['Gerente de Ventas'],
      ['Reservations Manager', 'Ambergris Caye'],
      ['Director of Operations'],
    ],
    firms: [
      ['Barrier Reef Adventures Ltd.', 'barrierreefadv'],
      ['Cayo Citrus Company Limited', 'cayocitrus'],
      ['Maya Mountain Lodge', 'mayamountain'],
      ['Belize Logistics Ltd.', 'belizelogistics'],
    ],
    tld: 'bz',
    webmail: ['btl.net', 'yahoo.com'],
    lines: [
      { cc: '501', trunk: '', starts: ['22', '82'], nsn: 7, prints: [blocks([3, 4], '-')] },
      { cc: '501', trunk: '', starts: ['60', '61', '62', '65'], nsn: 7, prints: [blocks([3, 4], '-'), blocks([3, 4])] },
    ],
    labels: [
      ['Tel:', 'Ph:'],
      ['Cell:', 'Cel.'],
    ],
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 80)} Regent Street`, 'Belize City, Belize, C.A.'],
        () => ['Mile 3 1/2 George Price Highway', 'Belize City, Belize'],
        () => ['Coconut Drive, San Pedro Town', 'Ambergris Caye, Belize'],
      ])(),
  },
  SR: {
    given: [...men('Ricardo', 'Sunil', 'Marlon', 'Raoul'), ...women('Sharda', 'Chantal', 'Ingrid', 'Priya')],
    family: ['Ramdin', 'Jodjana', 'Pinas', 'Sewdien', 'Kromodihardjo', 'Eersel'],
    roles: [['Directeur'], ['Hoofd Verkoop'], ['Accountmanager', 'Zakelijke Markt'], ['Bedrijfsleider']],
    firms: [
      ['Suriname Rijst N.V.', 'surinamerijst'],
      ['Paramaribo Houtindustrie N.V.', 'parbohout'],
      ['Commewijne Agro B.V.', 'commewijneagro'],
      ['Saramacca Logistics N.V.', 'saramaccalog'],
    ],
    tld: 'sr',
    webmail: ['sr.net', 'yahoo.com'],
    lines: [
      { cc: '597', trunk: '', starts: ['40', '42', '47', '49'], nsn: 6, prints: [blocks([3, 3], '-'), blocks([3, 3])] },
      { cc: '597', trunk: '', starts: ['81', '85', '86', '87', '88'], nsn: 7, prints: [blocks([3, 4], '-')] },
    ],
    labels: [
      ['Tel.', 'Tel:'],
      ['Mob.', 'GSM'],
    ],
    address: (r) =>
      r.pick([
        () => [`Kernkampweg ${r.int(2, 90)}`, 'Paramaribo, Suriname'],
        () => [`Henck Arronstraat ${r.int(2, 140)}`, 'Paramaribo, Suriname'],
        () => [`Verlengde Gemenelandsweg ${r.int(2, 200)}`, 'Paramaribo'],
      ])(),
  },
  LI: {
    given: [...men('Thomas', 'Markus', 'Lukas', 'Reto'), ...women('Sabine', 'Nadine', 'Corinne', 'Jasmin')],
    family: ['Frick', 'Büchel', 'Marxer', 'Ospelt', 'Wohlwend', 'Negele'],
    roles: [
      ['Mitglied der Geschäftsleitung'],
      ['Prokurist'],
      ['Senior Relationship Manager', 'Private Banking'],
      ['Leiter Vertrieb'],
    ],
    firms: [
      ['Rheintal Treuhand AG', 'rheintal-treuhand'],
      ['Alpenblick Vermögensverwaltung AG', 'alpenblick'],
      ['Frick & Büchel Anstalt', 'frickbuechel'],
      ['Gutenberg Präzision GmbH', 'gutenberg-praezision'],
    ],
    tld: 'li',
    webmail: ['adon.li', 'gmx.ch'],
    lines: [
      { cc: '423', trunk: '', starts: ['23', '26', '39'], nsn: 7, prints: [blocks([3, 2, 2])] },
      { cc: '423', trunk: '', starts: ['78', '79'], nsn: 7, prints: [blocks([3, 2, 2])] },
    ],
    labels: [
      ['T', 'Tel.'],
      ['M', 'Mobil'],
    ],
    address: (r) =>
      r.pick([
        () => [`Städtle ${r.int(2, 40)}`, '9490 Vaduz, Liechtenstein'],
        () => [`Landstrasse ${r.int(2, 160)}`, 'FL-9495 Triesen'],
        () => [`Im Alten Riet ${r.int(2, 120)}`, '9494 Schaan, Liechtenstein'],
      ])(),
  },
};
