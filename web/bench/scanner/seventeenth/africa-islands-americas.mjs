// The seventeenth generator's people of Malawi, Seychelles, Guyana, Monaco, Cabo Verde and Togo
// (session 20), in Latin letters as their cards print them: Malawian Chewa and Tumbuka names with `Ltd`;
// Seychellois French and Creole names with `(Pty) Ltd` and French titles; Guyanese Indo- and
// Afro-Guyanese names with `Inc.`, numbers printed with dashes; Monegasque names with French titles
// and `S.A.M.`/`SARL`; Cape Verdean Portuguese names with `Lda.`/`S.A.` and Portuguese titles; Togolese
// Ewe and Kabiye names with French titles and `SARL`/`SA`. Fields as in asia-balkans-gulf.mjs.

export const AFRICA_ISLANDS_AMERICAS = {
  MW: {
    men: ['Kondwani', 'Blessings', 'Thokozani', 'Limbani'],
    women: ['Chikondi', 'Tiwonge', 'Thandiwe', 'Alinafe'],
    family: ['Banda', 'Phiri', 'Mwale', 'Chirwa', 'Kachingwe', 'Nyirenda'],
    roles: [
      ['Country Manager'],
      ['Finance & Administration Officer'],
      ['Agronomist', 'Smallholder Programmes'],
      ['Director of Sales'],
    ],
    firms: [
      ['Shire Highlands Tea Ltd', 'shiretea'],
      ['Lilongwe Agro Dealers Ltd', 'lilongweagro'],
      ['Zomba Print Works', 'zombaprint'],
      ['Lake Malawi Lodges Limited', 'lakemalawilodges'],
    ],
    tld: 'co.mw',
    webmail: ['gmail.com', 'malawi.net'],
    cc: '265',
    fixed: { starts: ['1'], nsn: 7 },
    mobile: { starts: ['88', '99'], nsn: 9 },
    labels: { fixed: ['Tel:', 'Office:'], mobile: ['Cell:', 'Mobile:'] },
    address: (r) =>
      r.pick([
        () => [`Plot ${r.int(1, 400)}, Area ${r.int(3, 49)}`, 'Lilongwe, Malawi'],
        () => [`P.O. Box ${r.int(100, 3999)}`, 'Blantyre 3, Malawi'],
        () => [`${r.int(2, 80)} Victoria Avenue`, 'Blantyre, Malawi'],
      ])(),
  },
  SC: {
    men: ['Jean-Paul', 'Marc', 'Terry', 'Patrick'],
    women: ['Marie-Claire', 'Natasha', 'Sabrina', 'Danielle'],
    family: ['Hoareau', 'Payet', 'Pillay', 'Labiche', 'Barbé', 'Morel'],
    roles: [
      ['General Manager'],
      { m: ['Directeur Commercial'], w: ['Directrice Commerciale'] },
      ['Guest Relations Manager', 'Praslin'],
      ['Chief Executive Officer'],
    ],
    firms: [
      ['Praslin Island Charters (Pty) Ltd', 'praslincharters'],
      ['Mahé Fisheries Ltd', 'mahefisheries'],
      ['La Digue Villas', 'ladiguevillas'],
      ['Victoria Freight Services (Pty) Ltd', 'victoriafreight'],
    ],
    tld: 'sc',
    webmail: ['seychelles.net', 'intelvision.sc'],
    cc: '248',
    fixed: { starts: ['42', '43'], nsn: 7 },
    mobile: { starts: ['25', '27'], nsn: 7 },
    labels: { fixed: ['Tel:', 'Tél :'], mobile: ['Cell:', 'Mob:'] },
    address: (r) =>
      r.pick([
        () => [`Unit ${r.int(1, 30)}, Providence Industrial Estate`, 'Mahé, Seychelles'],
        () => [`Suite ${r.int(101, 320)}, Oliaji Trade Centre`, 'Francis Rachel Street, Victoria'],
        () => ['Baie Sainte Anne', 'Praslin, Seychelles'],
      ])(),
  },
  GY: {
    men: ['Devon', 'Ravindra', 'Shawn', 'Kwame'],
    women: ['Shondell', 'Savitri', 'Nadira', 'Tamika'],
    family: ['Persaud', 'Fraser', 'Baksh', 'Ramsaroop', 'DeFreitas', 'Chung'],
    roles: [
      ['Managing Director'],
      ['Operations Supervisor'],
      ['Senior Geologist', 'Exploration'],
      ['Business Manager'],
    ],
    firms: [
      ['Demerara Timbers Inc.', 'demeraratimbers'],
      ['Essequibo Rice Mills Ltd.', 'essequiborice'],
      ['Berbice Marine Services', 'berbicemarine'],
      ['Kaieteur Digital Inc.', 'kaieteurdigital'],
    ],
    tld: 'gy',
    webmail: ['gmail.com', 'networksgy.com'],
    cc: '592',
    fixed: { starts: ['22'], nsn: 7, dashed: true },
    mobile: { starts: ['60', '62', '65', '69'], nsn: 7, dashed: true },
    labels: { fixed: ['Tel:', 'Ph:'], mobile: ['Cell:', 'Mobile:'] },
    address: (r) =>
      r.pick([
        () => [`Lot ${r.int(2, 90)} Main Street`, 'Georgetown, Guyana'],
        () => [`${r.int(2, 120)} Robb Street, Lacytown`, 'Georgetown, Guyana'],
        () => [`Lot ${r.int(1, 30)} Industrial Site, Ruimveldt`, 'Georgetown'],
      ])(),
  },
  MC: {
    men: ['Frédéric', 'Olivier', 'Laurent', 'Stéphane'],
    women: ['Céline', 'Sophie', 'Hélène', 'Virginie'],
    family: ['Vatrican', 'Lorenzi', 'Gastaud', 'Fissore', 'Boisson', 'Cellario'],
    roles: [
      { m: ['Directeur Général'], w: ['Directrice Générale'] },
      { m: ["Chargé d'Affaires", 'Banque Privée'], w: ["Chargée d'Affaires", 'Banque Privée'] },
      { m: ['Responsable Commercial'], w: ['Responsable Commerciale'] },
      { m: ['Associé Gérant'], w: ['Associée Gérante'] },
    ],
    firms: [
      ['Riviera Yachting S.A.M.', 'rivierayachting'],
      ['Monte-Carlo Conseil SARL', 'mcconseil'],
      ['Fontvieille Immobilier S.A.M.', 'fontvieilleimmo'],
      ['Port Hercule Services SARL', 'porthercule'],
    ],
    tld: 'mc',
    webmail: ['monaco.mc', 'orange.fr'],
    cc: '377',
    fixed: { starts: ['92', '93', '97', '98', '99'], nsn: 8 },
    mobile: { starts: ['6'], nsn: 9 },
    labels: { fixed: ['Tél. :', 'T.'], mobile: ['Mob. :', 'Port. :'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 40)} boulevard des Moulins`, '98000 Monaco'],
        () => [`${r.int(2, 50)} avenue de la Costa`, 'MC 98000 Monaco'],
        () => [`Le Thalès, ${r.int(1, 20)} rue du Gabian`, '98000 Monaco'],
      ])(),
  },
  CV: {
    men: ['Edson', 'Nelson', 'Hélder', 'Adilson'],
    women: ['Djamila', 'Sónia', 'Ivone', 'Elisângela'],
    family: ['Tavares', 'Semedo', 'Fortes', 'Lopes', 'Monteiro', 'Andrade'],
    roles: [
      { m: ['Diretor Geral'], w: ['Diretora Geral'] },
      { m: ['Gestor de Clientes'], w: ['Gestora de Clientes'] },
      { m: ['Técnico Superior', 'Turismo e Transportes'], w: ['Técnica Superior', 'Turismo e Transportes'] },
      { m: ['Administrador'], w: ['Administradora'] },
    ],
    firms: [
      ['Sal Rei Turismo, Lda.', 'salreiturismo'],
      ['Atlântico Pescas, S.A.', 'atlanticopescas'],
      ['Mindelo Digital, Lda.', 'mindelodigital'],
      ['Fogo Vinhos, Lda.', 'fogovinhos'],
    ],
    tld: 'cv',
    webmail: ['cvtelecom.cv', 'gmail.com'],
    cc: '238',
    fixed: { starts: ['26', '23'], nsn: 7 },
    mobile: { starts: ['95', '97', '99', '58'], nsn: 7 },
    labels: { fixed: ['Tel.:', 'Telef.:'], mobile: ['Tlm.:', 'Móvel:'] },
    address: (r) =>
      r.pick([
        () => ['Achada Santo António', 'Praia, Cabo Verde'],
        () => [`Avenida Cidade de Lisboa, ${r.int(2, 90)}`, 'Praia, Santiago'],
        () => [`Rua de Lisboa, ${r.int(2, 60)}`, 'Mindelo, São Vicente'],
      ])(),
  },
  TG: {
    men: ['Kodjo', 'Komlan', 'Yao', 'Edem'],
    women: ['Akossiwa', 'Afi', 'Enyonam', 'Ablavi'],
    family: ['Agbodjan', 'Amegah', 'Kpodar', 'Lawson', 'Adjamagbo', 'Tchalla'],
    roles: [
      { m: ['Directeur Général'], w: ['Directrice Générale'] },
      { m: ['Chef Comptable'], w: ['Chef Comptable'] },
      { m: ['Chargé de Projets', 'Agro-industrie'], w: ['Chargée de Projets', 'Agro-industrie'] },
      ['Responsable Logistique'],
    ],
    firms: [
      ['Lomé Port Transit SARL', 'lometransit'],
      ['Kara Agro Industries SA', 'karaagro'],
      ['Togo Café Cacao SARL', 'togocafecacao'],
      ['Bè Numérique SARLU', 'benumerique'],
    ],
    tld: 'tg',
    webmail: ['yahoo.fr', 'gmail.com'],
    cc: '228',
    fixed: { starts: ['222'], nsn: 8 },
    mobile: { starts: ['90', '91', '92', '93', '70', '79', '99'], nsn: 8 },
    labels: { fixed: ['Tél :', 'Bureau :'], mobile: ['Cel :', 'Mob :'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 400)} boulevard du 13 Janvier`, `BP ${r.int(100, 9999)} Lomé, Togo`],
        () => [`Rue ${r.int(100, 290)}, quartier Tokoin`, 'Lomé, Togo'],
        () => ['Zone Portuaire, avenue de la Libération', `BP ${r.int(100, 9999)} Lomé`],
      ])(),
  },
};
