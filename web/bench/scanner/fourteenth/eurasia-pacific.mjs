// The fourteenth generator's people of Moldova, Kazakhstan, Nepal, Oman and Fiji (session 17), in
// Latin letters as their cards print them: Moldovan Romanian with ă, â, î and the cedilla ş/ţ of
// most printers' fonts, Kazakh names with the woman's -a, Omani Al- names.
import { grouped, names } from './groups.mjs';

export const EURASIA_PACIFIC = {
  MD: {
    given: names(['Ion', 'Vasile', 'Andrei', 'Mihai'], ['Ana', 'Natalia', 'Elena', 'Cristina']),
    family: ['Rusu', 'Ciobanu', 'Ceban', 'Munteanu', 'Lungu', 'Cojocaru', 'Roşca', 'Bălan'],
    roles: [
      ['Director general'],
      ['Manager vânzări'],
      ['Contabil-şef'],
      ['Director', 'Dezvoltare afaceri'],
      ['Head of IT'],
    ],
    firms: [
      ['Nistru Logistic S.R.L.', 'nistrulogistic'],
      ['Vinăria Codru S.A.', 'vinariacodru'],
      ['MOLDAGROTEHNICA', 'moldagrotehnica'],
      ['Ceban & Partenerii', 'cebanpartners'],
    ],
    tld: 'md',
    webmail: ['gmail.com', 'mail.ru'],
    lines: [
      { start: '022', length: 9, cc: '373', trunk: '0', print: grouped([3, 3, 3]) },
      { start: '069', length: 9, cc: '373', trunk: '0', print: grouped([3, 3, 3]) },
    ],
    labels: [
      ['Tel.', 'Tel:', 'T.'],
      ['Mob.', 'Mobil:', 'GSM'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `str. Ştefan cel Mare şi Sfânt ${r.int(2, 190)}, of. ${r.int(2, 60)}`,
          `MD-20${r.int(10, 69)}, Chişinău`,
        ],
        () => [`bd. Dacia ${r.int(2, 60)}/${r.int(1, 4)}`, `Chişinău MD-20${r.int(10, 69)}, Republica Moldova`],
        () => [`str. Alexandru cel Bun ${r.int(2, 90)}`, `MD-20${r.int(10, 69)} Chişinău`],
      ])(),
  },
  KZ: {
    given: names(['Nurlan', 'Daniyar', 'Yerlan', 'Askar'], ['Aigerim', 'Dana', 'Madina', 'Saule']),
    family: ['Serikbayev', 'Ospanov', 'Baimukhanov', 'Kassymov', 'Zhaksylykov', 'Nurpeisov', 'Abenov', 'Temirov'],
    feminine: (s) => `${s}a`,
    roles: [
      ['Commercial Director'],
      ['Key Account Manager'],
      ['Chief Engineer'],
      ['Head of Department', 'Corporate Finance'],
    ],
    firms: [
      ['Steppe Logistics LLP', 'steppelogistics'],
      ['Altyn Dala JSC', 'altyndala'],
      ['ASTANA DIGITAL', 'astanadigital'],
      ['Kaspiy Engineering TOO', 'kaspiyeng'],
    ],
    tld: 'kz',
    webmail: ['mail.ru', 'gmail.com'],
    lines: [
      {
        start: '8727',
        length: 11,
        cc: '7',
        trunk: '8',
        print: (d) => `8 (${d.slice(1, 4)}) ${grouped([3, 2, 2], '-')(d.slice(4))}`,
      },
      { start: '8701', length: 11, cc: '7', trunk: '8', print: grouped([1, 3, 3, 2, 2]) },
    ],
    labels: [
      ['Tel.:', 'Office', 'T'],
      ['Mob.:', 'Mobile', 'M'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `${r.pick(['Dostyk Ave.', 'Abai Ave.', 'Al-Farabi Ave.'])} ${r.int(2, 190)}, office ${r.int(100, 900)}`,
          `Almaty 0500${r.int(10, 69)}, Kazakhstan`,
        ],
        () => [`Mangilik El Ave. ${r.int(2, 60)}/${r.int(1, 20)}`, `Astana 0100${r.int(10, 20)}`],
      ])(),
  },
  NP: {
    given: names(['Sushil', 'Rajesh', 'Bikash', 'Prakash'], ['Anjali', 'Sunita', 'Pooja', 'Srijana']),
    family: ['Shrestha', 'Gurung', 'Tamang', 'Adhikari', 'Karki', 'Maharjan', 'Thapa', 'Bhattarai'],
    roles: [
      ['Managing Director'],
      ['Senior Software Engineer'],
      ['Marketing Officer'],
      ['Manager', 'Trekking Operations'],
    ],
    firms: [
      ['Himalayan Trails Pvt. Ltd.', 'himalayantrails'],
      ['Everest Infotech Pvt. Ltd.', 'everestinfotech'],
      ['Shrestha Traders', 'shresthatraders'],
      ['Annapurna Hydro Power Ltd.', 'annapurnahydro'],
    ],
    tld: 'com.np',
    webmail: ['gmail.com', 'yahoo.com'],
    lines: [
      { start: '014', length: 9, cc: '977', trunk: '0', print: (d) => `${d.slice(0, 2)}-${d.slice(2)}` },
      { start: '985', length: 10, cc: '977', trunk: '', print: (d) => d },
    ],
    labels: [
      ['Ph.', 'Tel:', 'Office:'],
      ['Cell:', 'Mob.', 'M:'],
    ],
    address: (r) =>
      r.pick([
        () => [`${r.pick(['Durbar Marg', 'Lazimpat', 'Baluwatar'])}-${r.int(1, 9)}, Kathmandu 44600`, 'Nepal'],
        () => [`Jhamsikhel, Lalitpur-${r.int(1, 9)}`, `Lalitpur 44700, Nepal`],
        () => [`P.O. Box ${r.int(1000, 9999)}`, `${r.pick(['Thamel', 'New Baneshwor'])}, Kathmandu`],
      ])(),
  },
  OM: {
    given: names(['Said', 'Khalid', 'Hamood', 'Salim'], ['Fatma', 'Muna', 'Shamsa', 'Maryam']),
    family: ['Al-Balushi', 'Al-Hinai', 'Al-Habsi', 'Al-Rawahi', 'Al-Lawati', 'Al-Saadi', 'Al-Kindi', 'Al-Harthy'],
    roles: [
      ['General Manager'],
      ['Business Development Manager'],
      ['HSE Officer'],
      ['Senior Manager', 'Oil & Gas Projects'],
    ],
    firms: [
      ['Muscat Marine Services LLC', 'muscatmarine'],
      ['Al Rawahi Trading & Contracting', 'alrawahitrading'],
      ['Dhofar Cables SAOG', 'dhofarcables'],
      ['Sohar Steel L.L.C.', 'soharsteel'],
    ],
    tld: 'om',
    webmail: ['omantel.net.om', 'gmail.com'],
    lines: [
      { start: '24', length: 8, cc: '968', trunk: '', print: grouped([4, 4]) },
      { start: '9', length: 8, cc: '968', trunk: '', print: grouped([4, 4]) },
    ],
    labels: [
      ['Tel:', 'T', 'Office'],
      ['GSM:', 'Mobile', 'M'],
    ],
    address: (r) =>
      r.pick([
        () => [
          `P.O. Box ${r.int(100, 3999)}, P.C. ${r.pick(['112', '130', '133'])}`,
          `${r.pick(['Ruwi', 'Al Khuwair', 'Qurum'])}, Sultanate of Oman`,
        ],
        () => [`Way ${r.int(2000, 4999)}, Building ${r.int(100, 2999)}`, `Al Khuwair, Muscat`],
      ])(),
  },
  FJ: {
    given: names(['Josefa', 'Sakiusa', 'Vijay', 'Ilaisa'], ['Litia', 'Priya', 'Mereoni', 'Salote']),
    family: ['Vuniwaqa', 'Naidu', 'Ravuvu', 'Prasad', 'Koroi', 'Lal', 'Nawalowalo', 'Chand'],
    roles: [['Operations Manager'], ['Tour Coordinator'], ['Partner'], ['Senior Officer', 'Customer Relations']],
    firms: [
      ['Coral Coast Tours Pte Limited', 'coralcoasttours'],
      ['Pacific Freight (Fiji) Ltd', 'pacificfreight'],
      ['Naidu & Lal Lawyers', 'naidulal'],
      ['BULA ENERGY', 'bulaenergy'],
    ],
    tld: 'com.fj',
    webmail: ['connect.com.fj', 'gmail.com'],
    lines: [
      { start: '33', length: 7, cc: '679', trunk: '', print: grouped([3, 4]) },
      { start: '99', length: 7, cc: '679', trunk: '', print: grouped([3, 4]) },
    ],
    labels: [
      ['Ph:', 'Tel', 'Office'],
      ['Mob:', 'Cell', 'Vodafone'],
    ],
    address: (r) =>
      r.pick([
        () => [`Level ${r.int(1, 6)}, ${r.pick(['Dominion House', 'Garden City'])}, Thomson Street`, 'Suva, Fiji'],
        () => [`Lot ${r.int(2, 80)}, Namaka Industrial Subdivision`, 'Nadi, Fiji'],
        () => [`GPO Box ${r.int(100, 9999)}`, 'Suva, Fiji Islands'],
      ])(),
  },
};
