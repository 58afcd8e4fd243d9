// The nineteenth generator's people of El Salvador, Grenada, Vanuatu, Timor-Leste and Myanmar
// (session 22), in Latin letters as their cards print them: Salvadoran names with two surnames,
// Spanish titles by gender, `S.A. de C.V.` and a colonia; Grenadian names and `Ltd.` with St.
// George's; ni-Vanuatu names, English or French titles, a Port Vila box; Timorese Portuguese names
// with lower-case particles (`da Costa`), Portuguese titles, `Lda.`; Burmese names of two or three
// syllables, `Co., Ltd.` and a township. `fixed`/`mobile`: where the national number starts and
// how many digits it has.

export const AMERICAS_ASIA_PACIFIC = {
  SV: {
    men: ['José', 'Carlos', 'Roberto', 'Mauricio', 'Óscar'],
    women: ['Karla', 'Gabriela', 'Sofía', 'Claudia', 'Andrea'],
    family: ['Hernández Flores', 'Martínez Rivas', 'Alvarenga', 'Portillo Cruz', 'Menjívar', 'Castaneda'],
    roles: [
      ['Gerente General'],
      { m: ['Jefe de Ventas'], w: ['Jefa de Ventas'] },
      { m: ['Coordinador de Proyectos'], w: ['Coordinadora de Proyectos'] },
      { m: ['Ejecutivo de Cuentas', 'Banca Empresarial'], w: ['Ejecutiva de Cuentas', 'Banca Empresarial'] },
    ],
    firms: [
      ['Cafés Apaneca, S.A. de C.V.', 'cafesapaneca'],
      ['Izalco Logística S.A. de C.V.', 'izalcologistica'],
      ['Textiles Cuscatlán S.A.', 'textilescuscatlan'],
      ['Volcán Digital S.A. de C.V.', 'volcandigital'],
    ],
    tld: 'com.sv',
    webmail: ['gmail.com', 'hotmail.com'],
    cc: '503',
    fixed: { starts: ['22', '25'], lengths: [8] },
    mobile: { starts: ['7'], lengths: [8] },
    labels: { fixed: ['Tel.', 'PBX:'], mobile: ['Cel.', 'Móvil:'] },
    address: (r) =>
      r.choose([
        () => [`Colonia Escalón, Pasaje ${r.whole(1, 9)} #${r.whole(10, 250)}`, 'San Salvador, El Salvador'],
        () => [`Blvd. del Hipódromo #${r.whole(100, 700)}`, 'Colonia San Benito, San Salvador'],
        () => [`Av. Independencia Sur #${r.whole(1, 60)}`, 'Santa Ana, El Salvador'],
      ])(),
  },
  GD: {
    men: ['Devon', 'Marcus', 'Kerron', 'Shem', 'Jamal'],
    women: ['Keisha', 'Natasha', 'Shanice', 'Renée', 'Kimone'],
    family: ['Mitchell', 'Charles', 'Francis', 'Noel', 'Baptiste', 'Antoine', 'Frederick'],
    roles: [
      ['General Manager'],
      ['Operations Supervisor'],
      ['Chief Executive Officer'],
      ['Marketing Coordinator', 'Caribbean Sales'],
    ],
    firms: [
      ['Spice Isle Agro Ltd.', 'spiceisleagro'],
      ['Grand Anse Dive Co.', 'grandansedive'],
      ['Carriacou Ferries Ltd', 'carriacouferries'],
      ['Nutmeg Bay Villas', 'nutmegbay'],
    ],
    tld: 'gd',
    webmail: ['gmail.com', 'spiceisle.com'],
    cc: '1',
    fixed: { starts: ['473440', '473444', '473439'], lengths: [10] },
    mobile: { starts: ['47341', '473405', '473533'], lengths: [10] },
    labels: { fixed: ['Tel:', 'Office:'], mobile: ['Cell:', 'Mobile:'] },
    address: (r) =>
      r.choose([
        () => [`P.O. Box ${r.whole(100, 3999)}, Lagoon Road`, "St. George's, Grenada"],
        () => ['Grand Anse Main Road', 'St. George, Grenada, W.I.'],
        () => [`${r.whole(1, 40)} Main Street, Hillsborough`, 'Carriacou, Grenada'],
      ])(),
  },
  VU: {
    men: ['Joe', 'Willie', 'Kalo', 'Ralph', 'Jean-Marc'],
    women: ['Anna', 'Roselyn', 'Lina', 'Mireille', 'Esline'],
    family: ['Kalsakau', 'Tabi', 'Molisa', 'Toara', 'Bule', 'Vira', 'Naupa'],
    roles: [
      ['Manager'],
      { m: ['Directeur'], w: ['Directrice'] },
      ['Tourism Officer', 'Shefa Province'],
      ['Finance Manager'],
    ],
    firms: [
      ['Efate Fresh Ltd', 'efatefresh'],
      ['Port Vila Marine Services', 'pvmarine'],
      ['Tanna Coffee Ltd', 'tannacoffee'],
      ['Santo Adventures Ltd', 'santoadv'],
    ],
    tld: 'vu',
    webmail: ['vanuatu.com.vu', 'gmail.com'],
    cc: '678',
    fixed: { starts: ['22', '23', '24'], lengths: [5] },
    mobile: { starts: ['5', '7'], lengths: [7] },
    labels: { fixed: ['Ph:', 'Tel:'], mobile: ['Mob:', 'Cell:'] },
    address: (r) =>
      r.choose([
        () => [`Lini Highway, PO Box ${r.whole(100, 1999)}`, 'Port Vila, Vanuatu'],
        () => ['Rue Pasteur, Nambatu', 'Port Vila, Efate'],
        () => [`Unity Park, Main Street, Lot ${r.whole(1, 90)}`, 'Luganville, Espiritu Santo'],
      ])(),
  },
  TL: {
    men: ['João', 'Mateus', 'Agostinho', 'Jacinto', 'Francisco'],
    women: ['Maria', 'Ermelinda', 'Filomena', 'Joana', 'Natália'],
    family: ['da Costa', 'Soares', 'Ximenes', 'Belo', 'Guterres', 'dos Santos', 'Pereira'],
    roles: [
      { m: ['Diretor Executivo'], w: ['Diretora Executiva'] },
      { m: ['Gestor de Projetos'], w: ['Gestora de Projetos'] },
      { m: ['Técnico Superior', 'Departamento Comercial'], w: ['Técnica Superior', 'Departamento Comercial'] },
      ['Country Manager'],
    ],
    firms: [
      ['Tasi Mane Logística, Lda.', 'tasimane'],
      ['Café Ermera, Lda.', 'cafeermera'],
      ['Dili Digital Unipessoal, Lda.', 'dilidigital'],
      ['Ataúro Eco Tours', 'atauroeco'],
    ],
    tld: 'tl',
    webmail: ['gmail.com', 'timortelecom.tl'],
    cc: '670',
    fixed: { starts: ['331', '332', '333'], lengths: [7] },
    mobile: { starts: ['77', '78', '76'], lengths: [8] },
    labels: { fixed: ['Tel.', 'Telefone:'], mobile: ['Telem.', 'Móvel:'] },
    address: (r) =>
      r.choose([
        () => [`Avenida Presidente Nicolau Lobato, No. ${r.whole(2, 120)}`, 'Díli, Timor-Leste'],
        () => [`Rua de Balide ${r.whole(1, 80)}`, 'Díli'],
        () => [`Rua Jacinto Cândido ${r.whole(3, 60)}`, 'Vila Verde, Díli'],
      ])(),
  },
  MM: {
    men: ['Kyaw Min', 'Zaw Win', 'Aung Ko', 'Htet Naing', 'Min Thu'],
    women: ['Thandar', 'Aye Chan', 'Su Mon', 'Hnin Wai', 'May Thu'],
    family: ['Htut', 'Oo', 'Lwin', 'Aung', 'Myint', 'Soe', 'Tun'],
    roles: [
      ['Managing Director'],
      ['Assistant Manager', 'Import and Export'],
      ['Senior Sales Executive'],
      ['Chief Engineer'],
    ],
    firms: [
      ['Golden Ayeyar Trading Co., Ltd.', 'goldenayeyar'],
      ['Shwe Pyi Logistics Co., Ltd.', 'shwepyi'],
      ['Inle Heritage Travels', 'inletravels'],
      ['Mandalay Tech Solutions Co., Ltd.', 'mdytech'],
    ],
    tld: 'com.mm',
    webmail: ['gmail.com', 'myanmar.com.mm'],
    cc: '95',
    fixed: { starts: ['1'], lengths: [7, 8] },
    mobile: { starts: ['94', '97', '96', '98'], lengths: [10, 9] },
    labels: { fixed: ['Ph:', 'Tel:'], mobile: ['Mobile:', 'Viber:'] },
    address: (r) =>
      r.choose([
        () => [`No. ${r.whole(2, 300)}, Pyay Road, Kamayut Township`, 'Yangon, Myanmar'],
        () => [`No. ${r.whole(1, 150)}, 78th Street, Chanayethazan Tsp.`, 'Mandalay, Myanmar'],
        () => [`No. ${r.whole(1, 90)}, Kabar Aye Pagoda Road`, 'Bahan Township, Yangon 11201'],
      ])(),
  },
};
