// The seventeenth generator's people of Kyrgyzstan, Brunei, North Macedonia and Bahrain (session
// 20), in Latin letters as their cards print them: Kyrgyz names with Russian -ov/-ova endings and
// the legal form `OsOO`; Bruneian Malay names and Chinese names family first, some Malay titles;
// Macedonian -ski/-ska names with titles in Macedonian (`DOO`, `DOOEL`); Bahraini names with
// `W.L.L.` and `B.S.C. (c)`.
// `fixed`/`mobile`: the national number's first digits and length; `dashed` prints it with dashes.

export const ASIA_BALKANS_GULF = {
  KG: {
    men: ['Azamat', 'Nurlan', 'Bakyt', 'Ermek'],
    women: ['Aigul', 'Cholpon', 'Nazira', 'Gulnara'],
    family: [
      ['Abdrakhmanov', 'Abdrakhmanova'],
      ['Toktogulov', 'Toktogulova'],
      ['Sadyrbaev', 'Sadyrbaeva'],
      ['Asanaliev', 'Asanalieva'],
      ['Dzhumabekov', 'Dzhumabekova'],
    ],
    roles: [['General Director'], ['Head of Sales'], ['Project Coordinator', 'Issyk-Kul Region'], ['Chief Accountant']],
    firms: [
      ['Ala-Too Trade OsOO', 'alatootrade'],
      ['Tian Shan Logistics LLC', 'tianshanlog'],
      ['Bishkek Soft OsOO', 'bishkeksoft'],
      ['Kyrgyz Honey Export LLC', 'kghoney'],
    ],
    tld: 'kg',
    webmail: ['mail.ru', 'gmail.com'],
    cc: '996',
    fixed: { starts: ['312'], nsn: 9 },
    mobile: { starts: ['555', '700', '770', '505'], nsn: 9 },
    labels: { fixed: ['Tel.:', 'Office:'], mobile: ['Mob.:', 'Mobile:'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(10, 250)} Chui Avenue`, 'Bishkek 720040, Kyrgyzstan'],
        () => [`ul. Kievskaya ${r.int(2, 140)}, office ${r.int(101, 420)}`, 'Bishkek 720001'],
        () => [`${r.int(2, 90)} Manas Avenue`, 'Bishkek, Kyrgyz Republic'],
      ])(),
  },
  BN: {
    men: ['Khairul', 'Amirul', 'Hazwan', 'Syafiq'],
    women: ['Nurul Ain', 'Rosnah', 'Siti Aminah', 'Hafizah'],
    family: ['Yusof', 'Othman', 'Abdullah', 'Ismail'],
    second: {
      share: 0.35,
      men: ['Wei Ming', 'Kok Leong', 'Jun Hao'],
      women: ['Mei Ling', 'Hui Min', 'Siew Lan'],
      family: ['Lim', 'Chong', 'Goh', 'Wong'],
      familyFirst: true,
    },
    roles: [
      ['Managing Director'],
      ['Pengurus Jualan'],
      ['Senior Executive', 'Corporate Communications'],
      ['Accountant'],
    ],
    firms: [
      ['Seria Energy Services Sdn Bhd', 'seriaenergy'],
      ['Kampong Ayer Crafts', 'kampongayer'],
      ['Temburong Eco Tours Sdn Bhd', 'temburongeco'],
      ['Gadong Digital Solutions', 'gadongdigital'],
    ],
    tld: 'com.bn',
    webmail: ['brunet.bn', 'gmail.com'],
    cc: '673',
    fixed: { starts: ['22', '23', '24'], nsn: 7 },
    mobile: { starts: ['71', '72', '81', '87', '89'], nsn: 7 },
    labels: { fixed: ['Tel:', 'Off:'], mobile: ['H/P:', 'Mobile:'] },
    address: (r) =>
      r.pick([
        () => [`Unit ${r.int(1, 40)}, Block ${r.pick(['A', 'B', 'C'])}, Kiulap Plaza`, 'Bandar Seri Begawan BE1518'],
        () => [`No. ${r.int(2, 60)}, Simpang ${r.int(10, 300)}, Jalan Gadong`, 'BE4119, Brunei Darussalam'],
        () => [`Lot ${r.int(1000, 9999)}, Jalan Maulana`, 'Kuala Belait KA1131, Brunei'],
      ])(),
  },
  MK: {
    men: ['Aleksandar', 'Stefan', 'Goran', 'Dejan'],
    women: ['Marija', 'Elena', 'Biljana', 'Ivana'],
    family: [
      ['Petrovski', 'Petrovska'],
      ['Stojanovski', 'Stojanovska'],
      ['Trajkovski', 'Trajkovska'],
      ['Nikolovski', 'Nikolovska'],
      ['Ristevski', 'Ristevska'],
    ],
    roles: [
      ['Generalen direktor'],
      ['Direktor za finansii'],
      ['Software Architect'],
      ['Head of Finance', 'Western Balkans'],
    ],
    firms: [
      ['Vardar Soft DOOEL', 'vardarsoft'],
      ['Ohrid Tekstil DOO', 'ohridtekstil'],
      ['Pelister Agro DOOEL', 'pelisteragro'],
      ['Skopje Lab DOO', 'skopjelab'],
    ],
    tld: 'mk',
    webmail: ['t-home.mk', 'yahoo.com'],
    cc: '389',
    fixed: { starts: ['23', '24', '46'], nsn: 8 },
    mobile: { starts: ['70', '71', '72', '75', '78'], nsn: 8 },
    labels: { fixed: ['Tel.', 'T:'], mobile: ['Mob.', 'M:'] },
    address: (r) =>
      r.pick([
        () => [`ul. Makedonija br. ${r.int(2, 60)}`, '1000 Skopje, North Macedonia'],
        () => [`Bul. Partizanski odredi ${r.int(2, 150)}`, '1000 Skopje'],
        () => [`ul. Marshal Tito ${r.int(2, 90)}`, '6000 Ohrid, North Macedonia'],
      ])(),
  },
  BH: {
    men: ['Ahmed', 'Hussain', 'Khalid', 'Ali'],
    women: ['Fatima', 'Maryam', 'Noora', 'Zainab'],
    family: ['Al Dossary', 'Kanoo', 'Al Mahmood', 'Fakhro', 'Al Sayed', 'Janahi'],
    roles: [
      ['Managing Director'],
      ['Senior Relationship Manager', 'Corporate Banking'],
      ['Operations Manager'],
      ['Head of Marketing'],
    ],
    firms: [
      ['Dilmun Pearl Trading W.L.L.', 'dilmunpearl'],
      ['Muharraq Marine Services B.S.C. (c)', 'muharraqmarine'],
      ['Seef Digital W.L.L.', 'seefdigital'],
      ['Awali Engineering Co. W.L.L.', 'awalieng'],
    ],
    tld: 'com.bh',
    webmail: ['batelco.com.bh', 'gmail.com'],
    cc: '973',
    fixed: { starts: ['17'], nsn: 8 },
    mobile: { starts: ['33', '36', '39'], nsn: 8 },
    labels: { fixed: ['Tel:', 'T:'], mobile: ['Mob:', 'M:'] },
    address: (r) =>
      r.pick([
        () => [
          `Flat ${r.int(1, 40)}, Bldg ${r.int(100, 2900)}, Road ${r.int(100, 4000)}`,
          `Block ${r.int(300, 440)}, Manama, Bahrain`,
        ],
        () => [`Office ${r.int(101, 2400)}, Seef Tower`, 'Seef District, Kingdom of Bahrain'],
        () => [`Bldg ${r.int(100, 900)}, Road ${r.int(1500, 1800)}`, `Block ${r.int(215, 240)}, Muharraq, Bahrain`],
      ])(),
  },
};
