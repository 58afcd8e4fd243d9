// The eighteenth generator's people of Benin, Angola, Haiti and Saint Lucia (session 21), as their
// cards print them: Beninese names with French titles, `SARL` and a `01 BP` box; Angolan names
// with Portuguese titles, `Lda.` and `S.A.`; Haitian hyphenated names, French titles and
// Pétion-Ville; Saint Lucian names, `Ltd` and `Inc.` and the North American number plan.
// `fixed`/`mobile`: the national number's first digits and its length.

export const AFRICA_CARIBBEAN = {
  BJ: {
    men: ['Romuald', 'Codjo', 'Sèdjro', 'Arnaud', 'Gildas'],
    women: ['Fifamè', 'Nadège', 'Rachidatou', 'Euphrasie', 'Blandine'],
    family: ['Houngbédji', 'Adjovi', 'Dossou', 'Agbodjan', 'Zinsou', 'Gnonlonfoun', 'Akpaki'],
    roles: [
      { m: ['Directeur Général'], w: ['Directrice Générale'] },
      ['Chef Comptable'],
      ['Responsable Logistique', 'Port de Cotonou'],
      ['Chargé de Clientèle'],
    ],
    firms: [
      ['Cotonou Transit SARL', 'cotonoutransit'],
      ['Ouidah Agro SA', 'ouidahagro'],
      ['Dantokpa Négoce SARL', 'dantokpanegoce'],
      ['Porto-Novo Imprimerie', 'pnimprimerie'],
    ],
    tld: 'bj',
    webmail: ['gmail.com', 'yahoo.fr'],
    cc: '229',
    fixed: { start: '012', nsn: 10, second: ['1', '2'] },
    mobile: { start: '019', nsn: 10, second: ['6', '7', '5'] },
    labels: { fixed: ['Tél.:', 'Bureau:'], mobile: ['Cel.:', 'Mobile:'] },
    address: (r) =>
      r.pick([
        () => [`Lot ${r.int(100, 2999)}, Quartier Haie Vive`, `01 BP ${r.int(1000, 8999)} Cotonou, Bénin`],
        () => [`Rue ${r.int(100, 999)}, Akpakpa`, 'Cotonou, Bénin'],
        () => [`Avenue Jean-Paul II, Carré ${r.int(10, 900)}`, `08 BP ${r.int(100, 999)} Cotonou`],
      ])(),
  },
  AO: {
    men: ['Adilson', 'Mateus', 'Domingos', 'Osvaldo', 'Nelson'],
    women: ['Luzia', 'Edna', 'Conceição', 'Teresa', 'Isabel'],
    family: ['Kiala', 'Tchipa', 'Nzinga', 'Lourenço', 'Mabiala', 'Sebastião', 'Cassoma'],
    roles: [
      { m: ['Director Comercial'], w: ['Directora Comercial'] },
      ['Gestor de Projectos', 'Obras Públicas'],
      { m: ['Técnico de Recursos Humanos'], w: ['Técnica de Recursos Humanos'] },
      ['Country Manager'],
    ],
    firms: [
      ['Kwanza Logística, Lda.', 'kwanzalog'],
      ['Benguela Pescas, S.A.', 'benguelapescas'],
      ['Luanda Engenharia, Lda.', 'luandaeng'],
      ['Huambo Café Exportação', 'huambocafe'],
    ],
    tld: 'co.ao',
    webmail: ['gmail.com', 'hotmail.com'],
    cc: '244',
    fixed: { start: '222', nsn: 9 },
    mobile: { start: '9', nsn: 9, second: ['23', '12', '24', '41'] },
    labels: { fixed: ['Tel.:', 'Telefone:'], mobile: ['Tlm.:', 'Móvel:'] },
    address: (r) =>
      r.pick([
        () => [`Rua Rainha Ginga ${r.int(2, 180)}, Ingombota`, 'Luanda, Angola'],
        () => [`Avenida 4 de Fevereiro ${r.int(10, 120)}`, 'Luanda'],
        () => [`Rua Sacadura Cabral ${r.int(1, 90)}`, 'Benguela, Angola'],
      ])(),
  },
  HT: {
    men: ['Jean-Robert', 'Wilner', 'Frantz', 'Stanley', 'Ricardo'],
    women: ['Marie-Carmel', 'Nadège', 'Fabiola', 'Guerline', 'Widline'],
    family: ['Pierre-Louis', 'Joseph', 'Saint-Fleur', 'Desrosiers', 'Jean-Baptiste', 'Célestin', 'Augustin'],
    roles: [
      { m: ['Directeur des Opérations'], w: ['Directrice des Opérations'] },
      ['Responsable Marketing'],
      ['Ingénieur Civil', 'Chef de Chantier'],
      ['Program Officer'],
    ],
    firms: [
      ['Ayiti Solar S.A.', 'ayitisolar'],
      ['Jacmel Artisanat', 'jacmelartisanat'],
      ['Kreyòl Média S.A.', 'kreyolmedia'],
      ['Cap-Haïtien Logistique', 'caplogistique'],
    ],
    tld: 'ht',
    webmail: ['gmail.com', 'hotmail.com'],
    cc: '509',
    fixed: { start: '2', nsn: 8, second: ['2', '8', '9'] },
    mobile: { start: '3', nsn: 8, second: ['1', '4', '6', '7'] },
    labels: { fixed: ['Tél:', 'Bureau:'], mobile: ['Cell:', 'Portable:'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 120)}, Rue Lamarre`, 'Pétion-Ville, Haiti'],
        () => [`${r.int(1, 60)}, Rue Grégoire`, 'Pétion-Ville, HT6140'],
        () => [`Route de Delmas ${r.int(10, 95)}`, 'Port-au-Prince, Haiti'],
      ])(),
  },
  LC: {
    men: ['Kervin', 'Shem', 'Dwayne', 'Marcus', 'Jerome'],
    women: ['Shernell', 'Kimberly', 'Alicia', 'Tricia', 'Natasha'],
    family: ['Joseph', 'Charlemagne', 'Emmanuel', 'Auguste', 'Alexander', 'Felicien', 'Mathurin'],
    roles: [
      ['Operations Manager'],
      ['Senior Accountant'],
      ['Business Development Officer'],
      ['Head Chef', 'Pitons Restaurant'],
    ],
    firms: [
      ['Castries Marine Supplies Ltd', 'castriesmarine'],
      ['Pitons Eco Resort Inc.', 'pitonseco'],
      ['Helen Island Realty Ltd', 'helenrealty'],
      ['Soufriere Cocoa Estates', 'soufrierecocoa'],
    ],
    tld: 'lc',
    webmail: ['gmail.com', 'candw.lc'],
    cc: '1',
    fixed: { start: '7584', nsn: 10, second: ['52', '53', '50'] },
    mobile: { start: '758', nsn: 10, second: ['48', '71', '72', '28'] },
    labels: { fixed: ['Tel:', 'Office:'], mobile: ['Cell:', 'Mobile:'] },
    address: (r) =>
      r.pick([
        () => [`${r.int(2, 60)} Jeremie Street`, 'Castries, Saint Lucia'],
        () => ['Rodney Bay Marina', 'Gros Islet, St. Lucia, W.I.'],
        () => [`${r.int(1, 40)} Bridge Street`, 'Soufriere, Saint Lucia'],
      ])(),
  },
};
