// The sixteenth generator's people of Uzbekistan, Laos, Kuwait, Bhutan and Samoa (session 19), in
// Latin letters as their cards print them: Uzbek family names by gender (`Yusupov`/`Yusupova`),
// often first in capitals; Lao family names in capitals after the given name; Kuwaiti `Al-` names;
// Bhutanese two given names, the second taken as the last; Samoan names. `lines`: a fixed line
// and a mobile: the trunk a national print starts with, the starts of the national significant
// number, its length and the country's ways of printing it.
import { blocks } from './random.mjs';

const men = (...names) => names.map((name) => ({ name, woman: false }));
const women = (...names) => names.map((name) => ({ name, woman: true }));

export const ASIA_GULF_PACIFIC = {
  UZ: {
    given: [...men('Rustam', 'Sherzod', 'Jasur', 'Bekzod'), ...women('Dilnoza', 'Gulnora', 'Malika', 'Nodira')],
    family: [
      ['Yusupov', 'Yusupova'],
      ['Rakhimov', 'Rakhimova'],
      ['Tursunov', 'Tursunova'],
      ['Abdullayev', 'Abdullayeva'],
      ['Ismoilov', 'Ismoilova'],
    ],
    familyFirst: 0.5,
    roles: [['Bosh direktor'], ['Director General'], ['Head of Export Department', 'Cotton Division'], ['Menejer']],
    firms: [
      ['Silk Road Textile LLC', 'silkroadtextile'],
      ['Chorsu Trade MChJ', 'chorsutrade'],
      ['Navoi Solar JV', 'navoisolar'],
      ['Samarkand Ceramics', 'samarkandceramics'],
    ],
    tld: 'uz',
    webmail: ['mail.ru', 'gmail.com'],
    lines: [
      {
        cc: '998',
        trunk: '',
        starts: ['71'],
        nsn: 9,
        prints: [blocks([2, 3, 2, 2], '-', '(', ')'), blocks([2, 3, 2, 2])],
      },
      { cc: '998', trunk: '', starts: ['90', '91', '93', '94', '97', '99'], nsn: 9, prints: [blocks([2, 3, 2, 2])] },
    ],
    labels: [
      ['Tel.:', 'Ish:'],
      ['Mob.:', 'Mobil:'],
    ],
    address: (r) =>
      r.pick([
        () => [`Amir Temur ko'chasi, ${r.int(2, 120)}`, `Yunusobod tumani, Toshkent ${r.pick(['100000', '100084'])}`],
        () => [`Mustaqillik maydoni ${r.int(1, 9)}, office ${r.int(10, 60)}`, 'Tashkent 100017, Uzbekistan'],
        () => [`Registon ko'chasi, ${r.int(3, 40)}`, 'Samarqand 140100, Uzbekistan'],
      ])(),
  },
  LA: {
    given: [
      ...men('Somphone', 'Bounmy', 'Khamphanh', 'Sisouk'),
      ...women('Vilayvanh', 'Souksavanh', 'Phetsamone', 'Manivone'),
    ],
    family: ['Phommachanh', 'Sengsouliya', 'Vongsavanh', 'Keomany', 'Sayasith', 'Inthavong'],
    capsFamily: 0.7,
    roles: [
      ['Managing Director'],
      ['Directeur Commercial'],
      ['Deputy Director'],
      ['Sales Executive', 'Hotels & Resorts'],
    ],
    firms: [
      ['Mekong Lao Coffee Co., Ltd.', 'mekonglaocoffee'],
      ['Vientiane Logistics Sole Co., Ltd.', 'vtelogistics'],
      ['Champa Trading', 'champatrading'],
      ['Xieng Thong Travel Co., Ltd.', 'xiengthongtravel'],
    ],
    tld: 'com.la',
    webmail: ['laotel.com', 'gmail.com'],
    lines: [
      { cc: '856', trunk: '0', starts: ['21'], nsn: 8, prints: [blocks([3, 3, 3]), blocks([3, 6], '-')] },
      { cc: '856', trunk: '0', starts: ['2055', '2022', '2077', '2099'], nsn: 10, prints: [blocks([3, 2, 3, 3])] },
    ],
    labels: [
      ['Tel:', 'Office:'],
      ['Mobile:', 'H/P:'],
    ],
    address: (r) =>
      r.pick([
        () => [`Unit ${r.int(2, 30)}, Ban Sisaket, Chanthabouly District`, 'Vientiane Capital, Lao PDR'],
        () => ['Lane Xang Avenue, Ban Hatsady', `P.O. Box ${r.int(1000, 9999)}, Vientiane, Lao PDR`],
        () => [`${r.int(10, 99)} Sisavangvong Road, Ban Wat That`, 'Luang Prabang, Lao PDR'],
      ])(),
  },
  KW: {
    given: [...men('Abdullah', 'Fahad', 'Khaled', 'Yousef'), ...women('Noura', 'Dana', 'Fatma', 'Shaikha')],
    family: ['Al-Mutairi', 'Al-Enezi', 'Behbehani', 'Al-Ghanim', 'Al-Rashed', 'Marafie'],
    roles: [
      ['General Manager'],
      ['Senior Relationship Manager', 'Private Banking'],
      ['Business Development Director'],
      ['Chief Executive Officer'],
    ],
    firms: [
      ['Gulf Pearl Trading Co. W.L.L.', 'gulfpearl'],
      ['Al-Rashed United Group K.S.C.C.', 'alrashedunited'],
      ['Kuwait Marine Services', 'kwmarine'],
      ['Fintas Engineering Consultants', 'fintaseng'],
    ],
    tld: 'com.kw',
    webmail: ['hotmail.com', 'yahoo.com'],
    lines: [
      { cc: '965', trunk: '', starts: ['22', '24'], nsn: 8, prints: [blocks([4, 4])] },
      {
        cc: '965',
        trunk: '',
        starts: ['50', '55', '66', '69', '97', '99'],
        nsn: 8,
        prints: [blocks([4, 4]), blocks([3, 5])],
      },
    ],
    labels: [
      ['Tel', 'Direct'],
      ['Mob', 'Mobile'],
    ],
    address: (r) =>
      r.pick([
        () => [`Block ${r.int(1, 9)}, Street ${r.int(2, 40)}, Building ${r.int(2, 60)}`, 'Sharq, Kuwait City, Kuwait'],
        () => [`P.O. Box ${r.int(1000, 29999)}, Safat 13013`, 'Kuwait'],
        () => [`Al Hamra Tower, Floor ${r.int(10, 70)}`, 'Jaber Al-Mubarak St, Sharq, Kuwait'],
      ])(),
  },
  BT: {
    given: [...men('Tshering', 'Sonam', 'Karma', 'Ugyen'), ...women('Pema', 'Dechen', 'Choden', 'Kinley')],
    family: ['Dorji', 'Wangdi', 'Penjor', 'Tenzin', 'Namgyel', 'Rinzin'],
    roles: [
      ['Managing Director'],
      ['Chief Executive Officer'],
      ['Marketing Officer', 'Tourism Division'],
      ['Proprietor'],
    ],
    firms: [
      ['Druk Heritage Tours', 'drukheritage'],
      ['Thunder Dragon Handicrafts', 'thunderdragoncrafts'],
      ['Bhutan Himalaya Ventures Pvt. Ltd.', 'himalayaventures'],
      ['Paro Valley Resorts', 'parovalley'],
    ],
    tld: 'bt',
    webmail: ['druknet.bt', 'gmail.com'],
    lines: [
      { cc: '975', trunk: '', starts: ['2', '8'], nsn: 7, prints: [blocks([1, 3, 3]), blocks([1, 6], '-')] },
      { cc: '975', trunk: '', starts: ['17', '77'], nsn: 8, prints: [blocks([2, 2, 2, 2]), blocks([2, 6])] },
    ],
    labels: [
      ['Ph:', 'Office:'],
      ['Cell:', 'Mobile:'],
    ],
    address: (r) =>
      r.pick([
        () => [`Norzin Lam, Building No. ${r.int(2, 40)}`, 'Thimphu 11001, Bhutan'],
        () => [`Post Box ${r.int(100, 999)}, Chang Lam`, 'Thimphu, Bhutan'],
        () => ['Olathang, Paro', 'Paro 12001, Bhutan'],
      ])(),
  },
  WS: {
    given: [...men('Faamanu', 'Sione', 'Ioane', 'Tavita'), ...women('Lagi', 'Mele', 'Sina', 'Fetu')],
    family: ['Leavasa', 'Tuilagi', 'Faleolo', 'Tuiasosopo', 'Aiono', 'Vaai'],
    roles: [['Managing Director'], ['Sales & Marketing Manager'], ['Pule Sili'], ['Office Manager', 'Export Desk']],
    firms: [
      ['Apia Fresh Produce Ltd', 'apiafresh'],
      ['Vailima Island Tours', 'vailimatours'],
      ['Savaii Coconut Products Ltd', 'savaiicoconut'],
      ['Moana Pacific Freight', 'moanafreight'],
    ],
    tld: 'ws',
    webmail: ['samoa.ws', 'gmail.com'],
    lines: [
      { cc: '685', trunk: '', starts: ['22', '24', '26'], nsn: 5, prints: [blocks([2, 3]), blocks([5])] },
      { cc: '685', trunk: '', starts: ['72', '75', '77'], nsn: 7, prints: [blocks([2, 5]), blocks([3, 4])] },
    ],
    labels: [
      ['Ph', 'Tel:'],
      ['Mob', 'Digicel'],
    ],
    address: (r) =>
      r.pick([
        () => ['Beach Road, Matautu', `PO Box ${r.int(100, 3999)}, Apia, Samoa`],
        () => ['Level 2, SNPF Plaza', 'Apia, Samoa'],
        () => ['Vaitele Industrial Estate', 'Upolu, Samoa'],
      ])(),
  },
};
