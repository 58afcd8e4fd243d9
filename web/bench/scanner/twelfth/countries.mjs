// The twelfth generator's people (session 15): ten countries no earlier set drew from — Serbia,
// Jamaica, Qatar, Bulgaria, Sri Lanka, Panama, the Dominican Republic, Uganda, Pakistan and
// Senegal — in Latin letters as their cards print them (ć/č/š/ž/đ, Bulgarian transliterated with
// the woman's -a, `Al-` names, Spanish and French accents), titles in English, Serbian, Spanish or
// French (some on two lines), the countries' legal forms (`d.o.o.`, `W.L.L.`, `EOOD`, `(Pvt) Ltd`,
// `S.R.L.`, `SARL`…), and addresses in their own shape: Serbian `Bulevar … 73` / `11000 Beograd`,
// Kingston's postal districts and `Jamaica W.I.`, Qatar's zone / street / building numbers and
// P.O. boxes, Bulgarian `ul.` / `bul.` with `et.` (floor), Sri Lankan `No. 42, … Mawatha` and
// `Colombo 03`, Panama's towers, floors and `Ciudad de Panamá`, Santo Domingo's `No.` and `D.N.`,
// Ugandan plots and P.O. boxes, Pakistani house / street / sector (`F-7/3`) and DHA phases, Dakar's
// `Immeuble`, `Villa n°` and `BP`. Numbers (`kinds`): national digits = `start` + random digits up
// to `length`, valid once `trunk` is dropped after +`code` (checked by wording.mjs), printed the
// country's way (`print`) or abroad (`abroad`, else libphonenumber-js's international form).
const cut =
  (sizes, sep = ' ') =>
  (d) => {
    const out = [];
    let at = 0;
    for (const n of sizes) {
      out.push(d.slice(at, at + n));
      at += n;
    }
    return out.join(sep);
  };

const female = (names) => names.map((n) => [n, true]);
const male = (names) => names.map((n) => [n, false]);

export const COUNTRIES = {
  RS: {
    given: [...male(['Marko', 'Nikola', 'Stefan', 'Dragan']), ...female(['Jelena', 'Milica', 'Ivana', 'Snežana'])],
    family: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Pavlović'],
    roles: [['Direktor prodaje'], ['Menadžer projekta'], ['Senior Software Engineer'], ['Generalni direktor']],
    names: ['Sava Softver', 'Dunav Logistika', 'Fruška Vina', 'Zlatibor Agrar'],
    forms: ['d.o.o.', 'a.d.'],
    domain: 'rs',
    mail: ['gmail.com', 'yahoo.com'],
    kinds: [
      {
        start: '06',
        length: 10,
        code: '381',
        trunk: '0',
        print: (d) => `${d.slice(0, 3)}/${d.slice(3, 6)}-${d.slice(6)}`,
      },
      {
        start: '011',
        length: 10,
        code: '381',
        trunk: '0',
        print: (d) => `${d.slice(0, 3)}/${d.slice(3, 7)}-${d.slice(7)}`,
      },
    ],
    labels: [
      ['Mob.', 'M:', 'Mobilni'],
      ['Tel.', 'T:', 'Tel/Fax'],
    ],
    address: (r) => [
      r.one([
        `Bulevar kralja Aleksandra ${r.int(2, 300)}`,
        `Knez Mihailova ${r.int(1, 50)}/${r.int(1, 9)}`,
        `Bulevar Mihajla Pupina ${r.int(2, 180)}`,
        `Cara Dušana ${r.int(3, 90)}`,
      ]),
      r.one(['11000 Beograd', '11070 Novi Beograd', '21000 Novi Sad', '18000 Niš']),
      r.one(['Srbija', 'Serbia']),
    ],
  },
  JM: {
    given: [...male(['Andre', 'Kemar', 'Damion', 'Omari']), ...female(['Shanice', 'Tameka', 'Kimberley', 'Latoya'])],
    family: ['Campbell', 'McKenzie', 'Grant', 'Thompson', 'Bailey', 'Clarke', 'Henry', 'Reid'],
    roles: [['Managing Director'], ['Business Development', 'Officer'], ['Senior Accountant'], ['Operations Manager']],
    names: ['Blue Mountain Traders', 'Reef Logistics', 'Cockpit Country Foods', 'Port Royal Media'],
    forms: ['Limited', 'Ltd.'],
    domain: 'com.jm',
    mail: ['gmail.com', 'hotmail.com'],
    kinds: [
      {
        start: '876',
        length: 10,
        code: '1',
        trunk: '',
        print: (d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
        abroad: (n) => `1-${cut([3, 3, 4], '-')(n)}`,
      },
      { start: '876', length: 10, code: '1', trunk: '', print: cut([3, 3, 4], '-') },
    ],
    labels: [
      ['Cell:', 'C:', 'Mobile'],
      ['Tel:', 'O:', 'Office'],
    ],
    address: (r) =>
      r.one([
        () => [`${r.int(2, 60)} Trafalgar Road`, `Kingston ${r.one(['5', '10'])}`, 'Jamaica W.I.'],
        () => [`Shop ${r.int(3, 40)}, ${r.int(10, 90)} Constant Spring Road`, 'Kingston 10', 'Jamaica'],
        () => [`Unit ${r.int(1, 12)}, Fairview Business Park`, 'Montego Bay, St. James', 'Jamaica W.I.'],
      ])(),
  },
  QA: {
    given: [...male(['Khalid', 'Hamad', 'Abdulla', 'Jassim']), ...female(['Aisha', 'Maryam', 'Noora', 'Hessa'])],
    family: ['Al-Kuwari', 'Al-Marri', 'Al-Sulaiti', 'Al-Emadi', 'Al-Mannai', 'Al-Kaabi'],
    roles: [['Business Development Manager'], ['Head of Procurement'], ['Senior Legal Counsel'], ['General Manager']],
    names: ['Pearl Gulf Trading', 'Dukhan Engineering', 'Lusail Facilities', 'Zubarah Holding'],
    forms: ['W.L.L.', 'LLC'],
    domain: 'com.qa',
    kinds: [
      { start: '5', length: 8, code: '974', trunk: '', print: cut([4, 4]) },
      { start: '44', length: 8, code: '974', trunk: '', print: cut([4, 4]) },
    ],
    labels: [
      ['Mob:', 'M', 'Mobile:'],
      ['Tel:', 'T', 'Direct:'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Office ${r.int(3, 30)}${r.int(1, 9)}, ${r.int(3, 30)}th Floor, Tornado Tower`,
          'West Bay, Doha',
          'Qatar',
        ],
        () => [`Building ${r.int(2, 90)}, Street ${r.int(200, 980)}, Zone ${r.int(20, 69)}`, 'Doha, State of Qatar'],
        () => [`P.O. Box ${r.int(1000, 39999)}`, 'C-Ring Road, Doha', 'Qatar'],
      ])(),
  },
  BG: {
    given: [
      ...male(['Georgi', 'Dimitar', 'Ivan', 'Nikolay']),
      ...female(['Maria', 'Elena', 'Desislava', 'Tsvetelina']),
    ],
    family: ['Georgiev', 'Dimitrov', 'Ivanov', 'Petrov', 'Stoyanov', 'Todorov', 'Kolev', 'Angelov'],
    surname: (family, isFemale) => (isFemale ? `${family}a` : family),
    roles: [
      ['Managing Director'],
      ['Sales Manager'],
      ['Chief Accountant'],
      ['Head of Marketing', 'and Communications'],
    ],
    names: ['Rila Soft', 'Balkan Agro', 'Vitosha Consult', 'Black Sea Freight'],
    forms: ['EOOD', 'OOD', 'AD'],
    domain: 'bg',
    mail: ['abv.bg', 'gmail.com'],
    kinds: [
      { start: '08', length: 10, code: '359', trunk: '0', print: cut([4, 3, 3]) },
      { start: '02', length: 9, code: '359', trunk: '0', print: cut([2, 3, 2, 2]) },
    ],
    labels: [
      ['GSM', 'Mob.', 'M:'],
      ['Tel.', 'T:', 'Office'],
    ],
    address: (r) => [
      r.one([
        `${r.int(2, 120)} Tsar Samuil Str., et. ${r.int(1, 8)}`,
        `bul. Vitosha ${r.int(2, 150)}, et. ${r.int(1, 6)}`,
        `ul. Oborishte ${r.int(1, 90)}`,
        `bul. Knyaz Boris I ${r.int(10, 200)}`,
      ]),
      r.one(['1000 Sofia', '1504 Sofia', '9000 Varna', '4000 Plovdiv']),
      'Bulgaria',
    ],
  },
  LK: {
    given: [...male(['Nuwan', 'Kasun', 'Ruwan', 'Tharindu']), ...female(['Chamari', 'Dilani', 'Ishara', 'Nadeesha'])],
    family: ['Perera', 'Fernando', 'Jayasinghe', 'Wickramasinghe', 'Bandara', 'Gunawardena', 'Rathnayake'],
    roles: [['Assistant Manager', 'Finance'], ['Senior Software Engineer'], ['Head of Sales'], ['Director']],
    names: ['Lanka Spice Exports', 'Serendib Apparel', 'Ceylon Tea Brokers', 'Kelani Solar'],
    forms: ['(Pvt) Ltd', 'PLC'],
    domain: 'lk',
    kinds: [
      { start: '07', length: 10, code: '94', trunk: '0', print: cut([3, 3, 4]) },
      { start: '0112', length: 10, code: '94', trunk: '0', print: cut([3, 7], '-') },
    ],
    labels: [
      ['Mobile', 'M:', 'Hotline'],
      ['Tel', 'T:', 'General'],
    ],
    address: (r) => [
      r.one([
        `No. ${r.int(2, 480)}, Galle Road`,
        `No. ${r.int(10, 99)}/${r.int(1, 9)}, Dharmapala Mawatha`,
        `No. ${r.int(5, 220)}, Sir Chittampalam A. Gardiner Mawatha`,
        `No. ${r.int(3, 140)}, Kandy Road`,
      ]),
      r.one(['Colombo 03', 'Colombo 07', 'Colombo 02', 'Kadawatha']),
      'Sri Lanka',
    ],
  },
  PA: {
    given: [
      ...male(['Ricardo', 'Aníbal', 'Eduardo', 'Rogelio']),
      ...female(['Itzel', 'Yaritza', 'Marisol', 'Yamileth']),
    ],
    family: ['Batista', 'Castillo', 'Pinzón', 'Quintero', 'Vásquez', 'Arosemena', 'Delgado'],
    roles: [['Gerente General'], ['Ejecutiva de Cuentas'], ['Jefe de Logística'], ['Abogado Asociado']],
    names: ['Canal Logística', 'Istmo Seguros', 'Chiriquí Café', 'Pacífico Legal'],
    forms: ['S.A.', 'Inc.'],
    domain: 'com.pa',
    kinds: [
      {
        start: '6',
        length: 8,
        code: '507',
        trunk: '',
        print: cut([4, 4], '-'),
        abroad: (n) => `(+507) ${cut([4, 4], '-')(n)}`,
      },
      {
        start: '2',
        length: 7,
        code: '507',
        trunk: '',
        print: cut([3, 4], '-'),
        abroad: (n) => `(+507) ${cut([3, 4], '-')(n)}`,
      },
    ],
    labels: [
      ['Cel.', 'Móvil', 'C.'],
      ['Tel.', 'Ofic.', 'T.'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Calle 50, Torre Global, Piso ${r.int(3, 40)}, Oficina ${r.int(1, 40)}0${r.int(1, 9)}`,
          'Obarrio, Ciudad de Panamá',
          'Panamá',
        ],
        () => [
          `Av. Balboa, PH Bay Point, Piso ${r.int(2, 30)}`,
          'Bella Vista, Ciudad de Panamá',
          'República de Panamá',
        ],
        () => [`Edificio ${r.int(100, 900)}, Ciudad del Saber`, 'Clayton, Panamá'],
      ])(),
  },
  DO: {
    given: [
      ...male(['Ramón', 'Wilfredo', 'Franklin', 'Ángel']),
      ...female(['Altagracia', 'Yokasta', 'Mildred', 'Rosanna']),
    ],
    family: ['Peña', 'Almonte', 'Rosario', 'Núñez', 'Cabrera', 'Santana', 'Mejía'],
    roles: [['Gerente de Negocios'], ['Gerente de Compras'], ['Director Ejecutivo'], ['Asesor Legal', 'Corporativo']],
    names: ['Cibao Tabacalera', 'Quisqueya Digital', 'Caribe Cementos', 'Ozama Seguros'],
    forms: ['S.R.L.', 'S.A.S.'],
    domain: 'com.do',
    mail: ['gmail.com', 'hotmail.com'],
    kinds: [
      {
        start: '829',
        length: 10,
        code: '1',
        trunk: '',
        print: (d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
        abroad: (n) => `+1 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
      },
      {
        start: '809',
        length: 10,
        code: '1',
        trunk: '',
        print: cut([3, 3, 4], '-'),
        abroad: (n) => `+1 ${cut([3, 3, 4], '-')(n)}`,
      },
    ],
    labels: [
      ['Cel.', 'Móvil:', 'C:'],
      ['Tel.', 'Of.', 'T:'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Av. Winston Churchill No. ${r.int(90, 1800)}`,
          `Torre Acrópolis, Piso ${r.int(2, 20)}`,
          'Santo Domingo, D.N.',
        ],
        () => [`Calle El Conde #${r.int(10, 500)}, Zona Colonial`, 'Santo Domingo', 'República Dominicana'],
        () => [`Av. 27 de Febrero No. ${r.int(20, 900)}`, 'Santiago de los Caballeros', 'República Dominicana'],
      ])(),
  },
  UG: {
    given: [...male(['Moses', 'Brian', 'Ronald', 'Isaac']), ...female(['Grace', 'Esther', 'Florence', 'Doreen'])],
    family: ['Mugisha', 'Okello', 'Nakato', 'Ssemwogerere', 'Tumusiime', 'Byaruhanga', 'Namubiru'],
    roles: [
      ['Chief Executive Officer'],
      ['Procurement Officer'],
      ['Head of Finance'],
      ['Field Programmes', 'Coordinator'],
    ],
    names: ['Nile Agro Processors', 'Pearl Coffee Exporters', 'Rwenzori Solar', 'Kampala Courier'],
    forms: ['Ltd', 'Limited'],
    domain: 'co.ug',
    kinds: [
      { start: '07', length: 10, code: '256', trunk: '0', print: cut([4, 3, 3]) },
      { start: '0414', length: 10, code: '256', trunk: '0', print: cut([4, 3, 3]) },
    ],
    labels: [
      ['Mob:', 'Cell', 'M.'],
      ['Tel:', 'Office', 'T.'],
    ],
    address: (r) =>
      r.one([
        () => [`Plot ${r.int(2, 90)}, Kampala Road`, `P.O. Box ${r.int(1000, 39000)}, Kampala`, 'Uganda'],
        () => [`Plot ${r.int(1, 40)}, Lumumba Avenue, Nakasero`, 'Kampala, Uganda'],
        () => [`Plot ${r.int(5, 120)}, Jinja Road`, `P.O. Box ${r.int(100, 9000)}, Jinja`, 'Uganda'],
      ])(),
  },
  PK: {
    given: [...male(['Ahmed', 'Bilal', 'Usman', 'Fahad']), ...female(['Ayesha', 'Sana', 'Hira', 'Mahnoor'])],
    family: ['Qureshi', 'Siddiqui', 'Malik', 'Chaudhry', 'Butt', 'Sheikh', 'Raza'],
    roles: [['Regional Sales Manager'], ['Head of HR'], ['Senior Associate'], ['Chief Operating Officer']],
    names: ['Indus Textile Mills', 'Karakoram Digital', 'Ravi Foods', 'Margalla Pharma'],
    forms: ['(Pvt.) Ltd.', '(Private) Limited'],
    domain: 'com.pk',
    kinds: [
      {
        start: '030',
        length: 11,
        code: '92',
        trunk: '0',
        print: cut([4, 7], '-'),
        abroad: (n) => `+92-${cut([3, 7], '-')(n)}`,
      },
      {
        start: '042',
        length: 11,
        code: '92',
        trunk: '0',
        print: (d) => `(${d.slice(0, 3)}) ${d.slice(3, 7)} ${d.slice(7)}`,
      },
    ],
    labels: [
      ['Cell:', 'Mob:', 'M:'],
      ['Ph:', 'Tel:', 'UAN'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Office ${r.int(1, 9)}0${r.int(1, 9)}, ${r.int(2, 9)}th Floor, Al-Hafeez Heights`,
          'Gulberg III, Lahore',
          'Pakistan',
        ],
        () => [`Plot ${r.int(2, 90)}-C, Khayaban-e-Ittehad`, `DHA Phase VI, Karachi ${r.one(['75500', '75290'])}`],
        () => [`House ${r.int(1, 60)}, Street ${r.int(1, 40)}, F-${r.int(6, 8)}/${r.int(1, 4)}`, 'Islamabad, Pakistan'],
      ])(),
  },
  SN: {
    given: [...male(['Mamadou', 'Cheikh', 'Ousmane', 'Ibrahima']), ...female(['Aminata', 'Fatou', 'Awa', 'Mariama'])],
    family: ['Diop', 'Ndiaye', 'Sow', 'Diallo', 'Sarr', 'Mbaye', 'Gueye', 'Faye'],
    roles: [['Directeur Général'], ['Responsable Commercial'], ['Responsable', 'Communication'], ['Chef Comptable']],
    names: ['Teranga Digital', 'Sahel Agro', 'Gorée Conseil', 'Casamance Logistique'],
    forms: ['SARL', 'SA', 'SAS'],
    domain: 'sn',
    mail: ['yahoo.fr', 'gmail.com'],
    kinds: [
      {
        start: '77',
        length: 9,
        code: '221',
        trunk: '',
        print: cut([2, 3, 2, 2]),
        abroad: (n) => `(+221) ${cut([2, 3, 2, 2])(n)}`,
      },
      { start: '33', length: 9, code: '221', trunk: '', print: cut([2, 3, 2, 2]) },
    ],
    labels: [
      ['Cel.', 'Port.', 'Mob.'],
      ['Tél.', 'Fixe', 'Bur.'],
    ],
    address: (r) =>
      r.one([
        () => [
          `Immeuble Fahd, ${r.int(2, 9)}e étage`,
          'Boulevard Djily Mbaye',
          `BP ${r.int(1000, 45000)} Dakar`,
          'Sénégal',
        ],
        () => [`Route des Almadies, Villa n° ${r.int(2, 90)}`, 'Dakar, Sénégal'],
        () => [`Sacré-Cœur 3, Villa ${r.int(8000, 9999)}`, 'Dakar, Sénégal'],
      ])(),
  },
};
