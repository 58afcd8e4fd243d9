// The nineteenth generator's people of Kosovo, the Faroe Islands, Burkina Faso, Algeria and
// Lesotho (session 22), in Latin letters as their cards print them: Albanian names and titles with
// `Sh.p.k.` / `L.L.C.`; Faroese names with ð and ø, titles in Faroese, `P/F` and `Sp/f`; Burkinabè
// and Algerian names with French titles by the holder's gender, `SARL`, `SA`, `EURL`, `SPA` and a
// `BP` box; Basotho names with `(Pty) Ltd` and a Maseru plot. `fixed`/`mobile`: where the national
// number starts and how many digits it has.

export const EUROPE_AFRICA = {
  XK: {
    men: ['Arben', 'Driton', 'Besnik', 'Valon', 'Agron'],
    women: ['Drita', 'Vjosa', 'Arbëresha', 'Teuta', 'Blerta'],
    family: ['Krasniqi', 'Berisha', 'Gashi', 'Hoxha', 'Morina', 'Shala', 'Rexhepi'],
    roles: [
      { m: ['Drejtor Ekzekutiv'], w: ['Drejtoreshë Ekzekutive'] },
      ['Menaxher i Shitjeve'],
      ['Zhvillues Softueri', 'Departamenti i Teknologjisë'],
      ['Country Manager'],
    ],
    firms: [
      ['Dardania Tech Sh.p.k.', 'dardaniatech'],
      ['Rugova Ujë L.L.C.', 'rugovauje'],
      ['Prizren Tekstil Sh.p.k.', 'prizrentekstil'],
      ['Kosova Logjistikë Sh.a.', 'kosovalog'],
    ],
    tld: 'com',
    webmail: ['gmail.com', 'hotmail.com'],
    cc: '383',
    fixed: { starts: ['38'], lengths: [8] },
    mobile: { starts: ['44', '45', '49', '43'], lengths: [8] },
    labels: { fixed: ['Tel:', 'Zyra:'], mobile: ['Mob:', 'Cel:'] },
    address: (r) =>
      r.choose([
        () => [`Rr. Nëna Terezë ${r.whole(2, 90)}`, '10000 Prishtinë'],
        () => [`Bulevardi Bill Klinton ${r.whole(1, 60)}`, '10000 Prishtinë, Kosovë'],
        () => [`Rr. Remzi Ademaj ${r.whole(3, 40)}`, '20000 Prizren, Kosovo'],
      ])(),
  },
  FO: {
    men: ['Jógvan', 'Rógvi', 'Bárður', 'Heðin', 'Sjúrður'],
    women: ['Guðrun', 'Rannvá', 'Sólja', 'Bjørg', 'Ragnhild'],
    family: ['Joensen', 'Hansen', 'Poulsen', 'Jacobsen', 'Dam', 'Petersen', 'Nolsøe'],
    roles: [['Stjóri'], ['Sølustjóri'], ['Verkfrøðingur', 'Útgerðardeildin'], ['Chief Financial Officer']],
    firms: [
      ['Streymoy Fisk P/F', 'streymoyfisk'],
      ['Tórshavnar Tøkni Sp/f', 'thtokni'],
      ['Oyggjar Ráðgeving P/F', 'oyggjar'],
      ['Nólsoy Seafood Sp/f', 'nolsoyseafood'],
    ],
    tld: 'fo',
    webmail: ['olivant.fo', 'gmail.com'],
    cc: '298',
    fixed: { starts: ['31', '32', '35'], lengths: [6] },
    mobile: { starts: ['21', '22', '55', '77'], lengths: [6] },
    labels: { fixed: ['Tlf.', 'Tel.'], mobile: ['Fartlf.', 'Farsími'] },
    address: (r) =>
      r.choose([
        () => [`Niels Finsens gøta ${r.whole(2, 40)}`, 'FO-100 Tórshavn'],
        () => [`Jónas Broncks gøta ${r.whole(1, 30)}`, '100 Tórshavn, Føroyar'],
        () => [`Vágsvegur ${r.whole(3, 60)}`, 'FO-700 Klaksvík'],
      ])(),
  },
  BF: {
    men: ['Ousmane', 'Issouf', 'Boukary', 'Hamidou', 'Salif'],
    women: ['Aminata', 'Mariam', 'Safiatou', 'Rasmata', 'Awa'],
    family: ['Ouédraogo', 'Sawadogo', 'Compaoré', 'Kaboré', 'Zongo', 'Ilboudo', 'Yaméogo'],
    roles: [
      { m: ['Directeur Général'], w: ['Directrice Générale'] },
      { m: ['Responsable Commercial'], w: ['Responsable Commerciale'] },
      ['Chef de Projet', 'Énergies Renouvelables'],
      ['Comptable Principal'],
    ],
    firms: [
      ['Faso Agro Services SARL', 'fasoagro'],
      ['Kadiogo Transports SA', 'kadiogotransports'],
      ['Sahel Solaire SARL', 'sahelsolaire'],
      ['Nakambé BTP SA', 'nakambebtp'],
    ],
    tld: 'bf',
    webmail: ['yahoo.fr', 'fasonet.bf'],
    cc: '226',
    fixed: { starts: ['2530', '2531', '2533'], lengths: [8] },
    mobile: { starts: ['70', '76', '78', '65'], lengths: [8] },
    labels: { fixed: ['Tél.', 'Bureau :'], mobile: ['Cel.', 'Mobile :'] },
    address: (r) =>
      r.choose([
        () => [`Avenue Kwame Nkrumah, Lot ${r.whole(2, 90)}`, `01 BP ${r.whole(100, 4999)} Ouagadougou 01`],
        () => [`Secteur ${r.whole(1, 30)}, Rue ${r.whole(10, 120)}`, 'Bobo-Dioulasso, Burkina Faso'],
        () => [`Ouaga 2000, Villa ${r.whole(1, 400)}`, 'Ouagadougou, Burkina Faso'],
      ])(),
  },
  DZ: {
    men: ['Karim', 'Yacine', 'Rachid', 'Mourad', 'Sofiane'],
    women: ['Amel', 'Nadia', 'Lynda', 'Samira', 'Yasmine'],
    family: ['Benali', 'Hadjadj', 'Belkacem', 'Cherif', 'Mebarki', 'Bensalah', 'Zerrouki'],
    roles: [
      { m: ['Directeur Commercial'], w: ['Directrice Commerciale'] },
      ["Ingénieur d'État", 'Département Maintenance'],
      { m: ['Chargé de clientèle'], w: ['Chargée de clientèle'] },
      { m: ['Gérant'], w: ['Gérante'] },
    ],
    firms: [
      ['Atlas Négoce SARL', 'atlasnegoce'],
      ['Oran Plastiques EURL', 'oranplastiques'],
      ['Tassili Informatique SPA', 'tassiliinfo'],
      ['Djurdjura Agro SARL', 'djurdjuraagro'],
    ],
    tld: 'dz',
    webmail: ['gmail.com', 'yahoo.fr'],
    cc: '213',
    fixed: { starts: ['21', '41'], lengths: [8] },
    mobile: { starts: ['55', '66', '77', '69'], lengths: [9] },
    labels: { fixed: ['Tél :', 'Fixe :'], mobile: ['Mob :', 'Portable :'] },
    address: (r) =>
      r.choose([
        () => [`${r.whole(2, 90)}, rue Didouche Mourad`, '16000 Alger Centre'],
        () => [`Cité ${r.whole(100, 800)} Logements, Bt ${r.whole(1, 40)}`, 'Bab Ezzouar, Alger'],
        () => [`${r.whole(1, 60)}, boulevard de la Soummam`, '31000 Oran, Algérie'],
      ])(),
  },
  LS: {
    men: ['Thabo', 'Teboho', 'Mpho', 'Khotso', 'Katleho'],
    women: ['Palesa', 'Lineo', 'Mamello', 'Limpho', 'Nthabiseng'],
    family: ['Mokhele', 'Letsie', 'Ramakoae', 'Mohapi', 'Sekhesa', 'Thamae', 'Makara'],
    roles: [['Managing Director'], ['Operations Manager'], ['Senior Accountant', 'Finance Department'], ['Molaoli']],
    firms: [
      ['Maloti Water (Pty) Ltd', 'malotiwater'],
      ['Sani Pass Logistics (Pty) Ltd', 'sanipass'],
      ['Thaba Bosiu Crafts', 'thababosiu'],
      ['Maseru Digital (Pty) Ltd', 'maserudigital'],
    ],
    tld: 'co.ls',
    webmail: ['gmail.com', 'leo.co.ls'],
    cc: '266',
    fixed: { starts: ['22'], lengths: [8] },
    mobile: { starts: ['58', '59', '62', '63'], lengths: [8] },
    labels: { fixed: ['Tel:', 'Office:'], mobile: ['Cell:', 'Mobile:'] },
    address: (r) =>
      r.choose([
        () => [`Kingsway, Plot ${r.whole(10, 400)}`, 'Maseru 100, Lesotho'],
        () => [`P.O. Box ${r.whole(100, 9999)}`, 'Maseru West 105'],
        () => [`${r.whole(1, 90)} Moshoeshoe Road`, 'Maseru Industrial Area, Maseru 100'],
      ])(),
  },
};
