// The eighteenth generator's people of Bosnia and Herzegovina, San Marino, Tajikistan, Taiwan, the
// Maldives and Tonga (session 21), in Latin letters as their cards print them: Bosnian -ić names
// with titles in Bosnian and `d.o.o.`; Sammarinese surnames, Italian titles and `S.r.l.`; Tajik
// names with Russian -ov/-ova endings and some Russian titles in Latin letters; Taiwanese names
// hyphenated, some family first; Maldivian names with `Pvt Ltd`; Tongan names and Nuku'alofa.
// `fixed`/`mobile`: the national number's first digits and its length.

export const EUROPE_ASIA_PACIFIC = {
  BA: {
    men: ['Amir', 'Nedim', 'Haris', 'Damir', 'Tarik'],
    women: ['Lejla', 'Emina', 'Selma', 'Jasmina', 'Amra'],
    family: ['Hodžić', 'Begović', 'Kovačević', 'Mujić', 'Šehić', 'Čaušević', 'Karić'],
    roles: [
      { m: ['Direktor'], w: ['Direktorica'] },
      { m: ['Voditelj prodaje'], w: ['Voditeljica prodaje'] },
      ['Menadžer projekta', 'Odjel za izvoz'],
      ['Software Engineer'],
    ],
    firms: [
      ['Bosna Drvo d.o.o.', 'bosnadrvo'],
      ['Una Tours d.o.o.', 'unatours'],
      ['Sarajevo Soft d.o.o.', 'sarajevosoft'],
      ['Neretva Vino d.d.', 'neretvavino'],
    ],
    tld: 'ba',
    webmail: ['gmail.com', 'bih.net.ba'],
    cc: '387',
    fixed: { start: '33', nsn: 8 },
    mobile: { start: '6', nsn: 8, second: ['1', '2', '5'] },
    labels: { fixed: ['Tel:', 'T:'], mobile: ['Mob:', 'M:'] },
    address: (r) =>
      r.pick([
        () => [`Zmaja od Bosne ${r.int(2, 90)}`, '71000 Sarajevo'],
        () => [`Titova ${r.int(1, 60)}`, '88000 Mostar, BiH'],
        () => [`Maršala Tita ${r.int(3, 40)}`, '71000 Sarajevo, Bosna i Hercegovina'],
      ])(),
  },
  SM: {
    men: ['Marco', 'Lorenzo', 'Matteo', 'Davide', 'Filippo'],
    women: ['Giulia', 'Francesca', 'Chiara', 'Elena', 'Sara'],
    family: ['Gasperoni', 'Mularoni', 'Zonzini', 'Ceccoli', 'Beccari', 'Santolini', 'Giardi'],
    roles: [
      ['Amministratore Delegato'],
      ['Responsabile Commerciale', 'Mercati Esteri'],
      { m: ['Direttore Tecnico'], w: ['Direttrice Tecnica'] },
      ['Export Manager'],
    ],
    firms: [
      ['Titano Gioielli S.r.l.', 'titanogioielli'],
      ['Monte Titano Consulting S.p.A.', 'mtconsulting'],
      ['Borgo Maggiore Ceramiche S.r.l.', 'bmceramiche'],
      ['Serravalle Logistica S.r.l.', 'serravallelog'],
    ],
    tld: 'sm',
    webmail: ['libero.it', 'omniway.sm'],
    cc: '378',
    fixed: { start: '0549', nsn: 10 },
    mobile: { start: '66', nsn: 8 },
    labels: { fixed: ['Tel.', 'Ufficio'], mobile: ['Cell.', 'Mobile'] },
    address: (r) =>
      r.pick([
        () => [`Via III Settembre ${r.int(2, 120)}`, '47891 Dogana (RSM)'],
        () => [`Strada Statale ${r.int(10, 72)}`, '47890 San Marino'],
        () => [`Via Ca' dei Lunghi ${r.int(1, 60)}`, '47893 Borgo Maggiore, San Marino'],
      ])(),
  },
  TJ: {
    men: ['Farrukh', 'Rustam', 'Daler', 'Sherzod', 'Bakhtiyor'],
    women: ['Zarina', 'Madina', 'Nigina', 'Firuza', 'Dilnoza'],
    family: [
      ['Rahimov', 'Rahimova'],
      ['Nazarov', 'Nazarova'],
      ['Sharipov', 'Sharipova'],
      ['Davlatov', 'Davlatova'],
      ['Saidov', 'Saidova'],
    ],
    roles: [
      ['Generalnyi direktor'],
      ['Head of Procurement'],
      ['Glavnyi bukhgalter'],
      ['Regional Manager', 'Sughd Region'],
    ],
    firms: [
      ['Pamir Energy Services LLC', 'pamirenergy'],
      ['Dushanbe Textile JSC', 'dushanbetex'],
      ['Somon Trade LLC', 'somontrade'],
      ['Varzob Water Company', 'varzobwater'],
    ],
    tld: 'tj',
    webmail: ['mail.ru', 'gmail.com'],
    cc: '992',
    fixed: { start: '372', nsn: 9 },
    mobile: { start: '9', nsn: 9, second: ['3', '0', '8', '2'] },
    labels: { fixed: ['Tel.:', 'Office:'], mobile: ['Mob.:', 'Cell:'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(3, 140)} Rudaki Avenue`, 'Dushanbe 734025, Tajikistan'],
        () => [`ul. Bokhtar ${r.int(2, 60)}, office ${r.int(10, 312)}`, 'Dushanbe 734013'],
        () => [`${r.int(1, 80)} Lenin Street`, 'Khujand 735700, Tajikistan'],
      ])(),
  },
  TW: {
    men: ['Chih-Wei', 'Yu-Ting', 'Chun-Hao', 'Kuan-Lin', 'Po-Han'],
    women: ['Mei-Ling', 'Hsin-Yi', 'Ya-Chu', 'Shu-Fen', 'Pei-Shan'],
    family: ['Chen', 'Lin', 'Huang', 'Tsai', 'Hsu', 'Cheng', 'Wu'],
    familyFirst: 0.4,
    roles: [
      ['Sales Manager'],
      ['Senior Engineer', 'R&D Division'],
      ['Assistant Vice President'],
      ['Project Manager', 'Overseas Business'],
    ],
    firms: [
      ['Formosa Precision Co., Ltd.', 'formosaprecision'],
      ['Hsinchu Photonics Inc.', 'hcphotonics'],
      ['Taichung Machinery Co., Ltd.', 'tcmachinery'],
      ['Kaohsiung Harbour Foods Corp.', 'khfoods'],
    ],
    tld: 'com.tw',
    webmail: ['gmail.com', 'yahoo.com.tw'],
    cc: '886',
    fixed: { start: '2', nsn: 9, second: ['2', '7', '8'] },
    mobile: { start: '9', nsn: 9, second: ['1', '2', '3', '8'] },
    labels: { fixed: ['Tel:', 'TEL'], mobile: ['Mobile:', 'Cell'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(3, 12)}F., No. ${r.int(10, 300)}, Sec. ${r.int(1, 5)}, Zhongxiao E. Rd.`, 'Taipei City 106'],
        () => [`No. ${r.int(1, 120)}, Lixing 6th Rd., East Dist.`, 'Hsinchu City 300, Taiwan'],
        () => [`No. ${r.int(1, 200)}, Jingke Rd., Nantun Dist.`, 'Taichung City 408'],
      ])(),
  },
  MV: {
    men: ['Ahmed', 'Mohamed', 'Ibrahim', 'Hussain', 'Ali'],
    women: ['Aishath', 'Mariyam', 'Fathimath', 'Hawwa', 'Aminath'],
    family: ['Shifaz', 'Naseem', 'Rasheed', 'Shiuna', 'Zahir', 'Waheed'],
    roles: [['Resort Manager'], ['Director', 'Guest Relations'], ['Marine Biologist'], ['Finance Officer']],
    firms: [
      ['Blue Lagoon Hospitality Pvt Ltd', 'bluelagoonmv'],
      ['Male Seafoods Pvt Ltd', 'maleseafoods'],
      ['Atoll Dive Services', 'atolldive'],
      ['Hulhumale Builders Pvt Ltd', 'hmbuilders'],
    ],
    tld: 'mv',
    webmail: ['gmail.com', 'dhivehinet.net.mv'],
    cc: '960',
    fixed: { start: '33', nsn: 7 },
    mobile: { start: '7', nsn: 7, second: ['7', '9', '5', '6'] },
    labels: { fixed: ['Tel', 'Office'], mobile: ['Mobile', 'Mob'] },
    address: (r) =>
      r.pick([
        () => [`H. Blue Haven, ${r.int(2, 9)}th Floor`, 'Majeedhee Magu, Malé 20094'],
        () => [`M. Fehi Villa, Orchid Magu`, 'Malé 20095, Maldives'],
        () => [`Lot ${r.int(10, 990)}, Nirolhu Magu`, 'Hulhumalé 23000, Maldives'],
      ])(),
  },
  TO: {
    men: ['Sione', 'Viliami', 'Siosaia', 'Tevita', 'Paula'],
    women: ['Mele', 'Losaline', 'Salote', 'Ana', 'Lesieli'],
    family: ['Tupou', 'Fifita', 'Taufa', 'Vaipulu', 'Kioa', 'Havili', 'Moala'],
    roles: [
      ['Operations Manager'],
      ['Chief Executive Officer'],
      ['Senior Accountant'],
      ['Tourism Officer', "Vava'u Office"],
    ],
    firms: [
      ["Nuku'alofa Marine Ltd", 'nukualofamarine'],
      ['Tonga Vanilla Growers Ltd', 'tongavanilla'],
      ['Pacific Royal Freight', 'pacroyalfreight'],
      ["Ha'apai Eco Lodges Ltd", 'haapaieco'],
    ],
    tld: 'to',
    webmail: ['gmail.com', 'kalianet.to'],
    cc: '676',
    fixed: { start: '2', nsn: 5, second: ['3', '4', '5'] },
    mobile: { start: '7', nsn: 7, second: ['7', '8'] },
    labels: { fixed: ['Ph:', 'Tel:'], mobile: ['Mob:', 'Cell:'] },
    address: (r) =>
      r.pick([
        () => ["Taufa'ahau Road", "Nuku'alofa, Tonga"],
        () => [`P.O. Box ${r.int(100, 1999)}`, "Nuku'alofa, Kingdom of Tonga"],
        () => ['Vuna Road, Kolofoou', "Nuku'alofa, Tonga"],
      ])(),
  },
};
