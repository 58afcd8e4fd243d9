import { describe, expect, it } from 'vitest';
import { splitName } from './name-split';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(34);

describe('recogniseCard on addresses set 19 lost with their lines read (session 21)', () => {
  it("reads Guyana's plot, estate and ward over the town alone, a crop mark before it or not", () => {
    const read = recogniseCard(
      lines(
        ['KAIETEUR DIGITAL INC', 42, 94],
        ['Tamika Baksh', 61, 96],
        ['Operations Supervisor', 38, 95],
        ['Ph: 220-0855', 36, 96],
        ['baksht@networksgy.com', 35, 91],
        ['kaieteurdigital.gy', 35, 90],
        ['Lot 7 Industrial Site, Ruimveldt', 32, 94],
        ['L Georgetown', 34, 82],
      ),
    );
    expect(read.address).toBe('Lot 7 Industrial Site, Ruimveldt, Georgetown');
    const plain = recogniseCard(
      lines(['Devon DeFreitas', 55], ['Lot 12 Industrial Site, Ruimveldt', 34, 94], ['Georgetown', 34, 95]),
    );
    expect(plain.address).toBe('Lot 12 Industrial Site, Ruimveldt, Georgetown');
  });

  it('reads a place named in words over places and the country as an address with no street', () => {
    const seychelles = recogniseCard(
      lines(
        ['Patrick Morel', 70, 95],
        ['Guest Relations Manager', 38, 95],
        ['Victoria Freight Services (Pty) Ltd', 44, 96],
        ['p.morel@victoriafreight.sc', 33, 71],
        ['Baie Sainte Anne', 32, 95],
        ['Praslin, Seychelles', 34, 89],
      ),
    );
    expect(seychelles.address).toBe('Baie Sainte Anne, Praslin, Seychelles');
    const caboVerde = recogniseCard(
      lines(['Ivone Fortes', 57], ['Achada Santo António', 35, 84], ['Praia, Cabo Verde', 35, 96]),
    );
    expect(caboVerde.address).toBe('Achada Santo António, Praia, Cabo Verde');
  });

  it('reads places and "Kingdom of …" under an office\'s number', () => {
    const read = recogniseCard(
      lines(['Maryam Al Sayed', 74], ['Office 201, Seef Tower', 34, 94], ['Seef District, Kingdom of Bahrain', 33, 95]),
    );
    expect(read.address).toBe('Office 201, Seef Tower, Seef District, Kingdom of Bahrain');
  });

  it("reads a boîte postale (BP) as a box, with the street over it, a crop mark's L left out", () => {
    const read = recogniseCard(
      lines(
        ['LOME PORT TRANSIT SARL', 44, 94],
        ['Komlan Agbodjan', 67, 90],
        ['komlan_agbodjan@lometransit.tg', 36, 59],
        ['Zone Portuaire, avenue de la Libération', 32, 95],
        ['L BP 677 Lomé', 34, 84],
      ),
    );
    expect(read.address).toBe('Zone Portuaire, avenue de la Libération, BP 677 Lomé');
    // A building and places over the box (Madagascar) stay with it.
    const box = recogniseCard(
      lines(
        ['Andry Rakotomalala', 75],
        ['Immeuble Fitaratra, Ankorondrano', 28, 68],
        ['BP 5306, Antananarivo 101', 30, 70],
      ),
    );
    expect(box.address).toBe('Immeuble Fitaratra, Ankorondrano, BP 5306, Antananarivo 101');
  });

  it('ends an address at "Brunei Darussalam" past a line of the other column', () => {
    const read = recogniseCard(
      lines(
        ['Khairul Abdullah', 78],
        ['Gadong', 46, 88],
        ['www.gadongdigital.com.bn', 32, 67],
        ['Digital', 66, 96],
        ['No. 8. Simpang 83, Jalan Gadong', 34, 89],
        ['Solutions', 41, 96],
        ['BE4119, Brunei Darussalam', 33, 85],
      ),
    );
    expect(read.address).toBe('No. 8. Simpang 83, Jalan Gadong, BE4119, Brunei Darussalam');
  });

  it("reads places and the country, or a street named by its kind, under a plot's or a floor's number", () => {
    const fiji = recogniseCard(
      lines(['Priya Prasad', 92, 96], ['Lot 68, Namaka Industrial Subdivision', 32, 94], ['Nadi, Fiji', 43, 96]),
    );
    expect(fiji.address).toBe('Lot 68, Namaka Industrial Subdivision, Nadi, Fiji');
    const honduras = recogniseCard(
      lines(
        ['Carlos Castellanos Andino', 70, 92],
        ['www.mejiaasociados.hn', 46, 80],
        ['Edificio Torre Alianza, Piso 14', 44, 94],
        ['Blvd. Juan Pablo II, Tegucigalpa', 46, 95],
      ),
    );
    expect(honduras.address).toBe('Edificio Torre Alianza, Piso 14, Blvd. Juan Pablo II, Tegucigalpa');
  });

  it('reads Nicaraguan blocks from a landmark, a French floor ("8e étage") and places of seven words', () => {
    const nicaragua = recogniseCard(
      lines(
        ['Roger Gutiérrez Téllez', 53, 65],
        ['gutierrezr@translago.com.ni', 27, 85],
        ['Costado norte del Parque Central, 1 c. al este', 21, 95],
        ['Leon, Nicaragua', 28, 77],
      ),
    );
    expect(nicaragua.address).toBe('Costado norte del Parque Central, 1 c. al este, Leon, Nicaragua');
    const abidjan = recogniseCard(
      lines(
        ['KOUAME Ibrahim', 66, 93],
        ['Tél. 27.20.23', 29, 92],
        ['495', 20, 67],
        ['ibrahim@ivoirecacao.ci', 28, 91],
        ['Rue des Jardins, Immeuble Nour Al Hayat, 8e étage', 28, 94],
        ['Plateau, Abidjan', 26, 96],
      ),
    );
    // The number's cut tail, read before contact lines, is no house number.
    expect(abidjan.address).toBe('Rue des Jardins, Immeuble Nour Al Hayat, 8e étage, Plateau, Abidjan');
    const phnomPenh = recogniseCard(
      lines(
        ['Sovann Sok', 51],
        ['#4A, St. 185', 30, 93],
        ['Sangkat Chey Chumneas, Khan Daun Penh, Phnom Penh', 29, 94],
      ),
    );
    expect(phnomPenh.address).toBe('4A, St. 185, Sangkat Chey Chumneas, Khan Daun Penh, Phnom Penh');
  });

  it("keeps places with a Nepalese ward's number over the postcode's line", () => {
    const read = recogniseCard(
      lines(
        ['Managing Director', 31, 77],
        ['bikash@shresthatraders.com.np', 30, 86],
        ['Jhamsikhel, Lalitpur-4', 28, 87],
        ['Lalitpur 44700, Nepal', 30, 95],
      ),
    );
    expect(read.address).toBe('Jhamsikhel, Lalitpur-4, Lalitpur 44700, Nepal');
  });

  it('takes no house number "0" after a street word in specks ("tia tn 0 i Bi")', () => {
    const read = recogniseCard(
      lines(
        ['tia tn 0 i Bi', 20, 31],
        ['Nelson Fortes', 40, 96],
        ['nelson@salreiturismo.cv', 19, 89],
        ['Rua de Lisboa. 7', 21, 90],
        ['Mindelo, Sao Vicente', 22, 94],
      ),
    );
    expect(read.address).toBe('Rua de Lisboa. 7, Mindelo, Sao Vicente');
  });
});

describe('recogniseCard on titles set 19 lost with their lines read (session 21)', () => {
  const title = (...rows: [string, number?, number?][]) => recogniseCard(lines(...rows)).jobTitle;

  it('joins a second line naming a region, a field, a private bank or tourism and transport', () => {
    expect(
      title(['Elena Petrovska', 58], ['Head of Finance', 39], ['Western Balkans', 39], ['Skopje Lab DOO', 56]),
    ).toBe('Head of Finance Western Balkans');
    expect(
      title(['Devon DeFreitas', 55], ['Senior Geologist', 37], ['Exploration', 36], ['Kaieteur Digital Inc.', 41]),
    ).toBe('Senior Geologist Exploration');
    expect(
      title(
        ['Olivier Lorenzi', 67, 79],
        ["Chargé d'Affaires", 35, 87],
        ['Banque Privée', 34, 96],
        ['Riviera Yachting S.A.M.', 42],
      ),
    ).toBe("Chargé d'Affaires Banque Privée");
    expect(
      title(
        ['lvone Fortes', 57, 71],
        ['Técnica Superior', 36, 96],
        ['Turismo e Transportes', 37, 78],
        ['Atlantico Pescas, SA.', 36],
      ),
    ).toBe('Técnica Superior Turismo e Transportes');
  });

  it("joins a title word's last letters the engine read as a line under it", () => {
    expect(
      title(
        ['Biljana R', 61, 82],
        ['Software Archite', 28, 93],
        ['ct', 24, 60],
        ['075 437 995', 27, 76],
        ['ohridtekstil.mk'],
      ),
    ).toBe('Software Architect');
  });

  it("joins a place the card's address names, alone under a title, as the area it covers", () => {
    expect(
      title(
        ['Patrick Morel', 70, 95],
        ['Guest Relations Manager', 38, 95],
        ['Praslin', 33, 89],
        ['Victoria Freight Services (Pty) Ltd', 44, 96],
        ['p.morel@victoriafreight.sc', 33, 71],
        ['Baie Sainte Anne', 32, 95],
        ['Praslin, Seychelles', 34, 89],
      ),
    ).toBe('Guest Relations Manager Praslin');
    // A place the address does not name stays apart.
    expect(
      title(
        ['Patrick Morel', 70],
        ['Guest Relations Manager', 38],
        ['Praslin', 33],
        ['Victoria Freight Services (Pty) Ltd', 44],
      ),
    ).toBe('Guest Relations Manager');
  });

  it('knows Portuguese "Gestor" and Malay "Pengurus" (manager) as title words, never a name', () => {
    expect(title(['Nelson Fortes', 40, 96], ['nelson@salreiturismo.cv', 19], ['Gestor de Clientes', 23, 95])).toBe(
      'Gestor de Clientes',
    );
    const read = recogniseCard(lines(['Kampong Ayer Crafts', 27, 85], ['Pengurus Jualan', 21, 91], ['LIM J', 46, 92]));
    expect(read.jobTitle).toBe('Pengurus Jualan');
    expect(read.firstName).not.toBe('Pengurus');
  });
});

describe('recogniseCard on companies set 19 lost or misread with their lines read (session 21)', () => {
  const company = (...rows: [string, number?, number?][]) => recogniseCard(lines(...rows)).company;

  it('joins a name set on two lines, its legal form with one word of it on the second', () => {
    expect(
      company(
        ['Ermek Sadyrbaev', 74, 91],
        ['Head of Sales', 36, 95],
        ['e.sadyrbaev@kghoney.kg', 36, 91],
        ['Kyrgyz Honey', 45, 96],
        ['www.kghoney.kg', 36, 90],
        ['Export LLC', 44, 96],
      ),
    ).toBe('Kyrgyz Honey Export LLC');
    expect(
      company(['Shire Highlands', 51, 95], ['Tea Ltd', 36, 76], ['Tiwonge Mwale', 70, 89], ['www.shiretea.co.mw', 29]),
    ).toBe('Shire Highlands Tea Ltd');
    // A title's second line over the company is no part of it.
    expect(
      company(['Elena Petrovska', 58], ['Head of Finance', 39], ['Western Balkans', 39], ['Skopje Lab DOO', 56]),
    ).toBe('Skopje Lab DOO');
  });

  it('keeps the comma before a legal form alone after it, and reads the Macedonian and Kyrgyz forms', () => {
    expect(company(['Fogo Vinhos, Lda,', 20, 86], ['Hélder Andrade', 31, 92], ['Técnico Superior', 16, 91])).toBe(
      'Fogo Vinhos, Lda',
    );
    expect(
      company(
        ['Stefan Ristevski', 75],
        ['stefan.ristevski@skopjelab.mk', 38],
        ['Skopje Lab', 42, 95],
        ['Bul. Partizanski odredi 126', 33, 92],
        ['DOO', 45, 94],
        ['1000 Skopje', 35, 96],
      ),
    ).toBe('Skopje Lab DOO');
    expect(company(['Nazira Asanalieva', 70], ['General Director', 39], ['Bishkek Soft 0sO0', 49, 85])).toBe(
      'Bishkek Soft OsOO',
    );
  });

  it("joins a logo's word and the rest of the name when only both spell the card's domain", () => {
    expect(
      company(
        ['Temuulen Sukhbat', 52, 90],
        ['ALTAN', 30, 92],
        ['GOBI CASHMERE LLC', 30, 93],
        ['Marketing Manager', 31, 95],
        ['t.sukhbat@altangobi.mn', 29, 86],
      ),
    ).toBe('ALTAN GOBI CASHMERE LLC');
    expect(
      company(
        ['Dwayne Sawyer', 94, 96],
        ['Branch Manager', 41, 96],
        ['ANDROS', 54, 95],
        ['242.422.5200', 41, 94],
        ['FREIGHT', 54, 96],
        ['androsfreight.bs', 40, 89],
      ),
    ).toBe('ANDROS FREIGHT');
    expect(company(['Noura Al-Rashed', 58], ['Gulf Pearl Trading Co. W.LL.', 89, 74])).toBe(
      'Gulf Pearl Trading Co. W.L.L.',
    );
  });

  it('takes "Villas" as a company word, so a resort is no name', () => {
    const read = recogniseCard(
      lines(['Danielle Barbe', 66], ['La Digue Villas', 37, 94], ['Directrice Commerciale', 33]),
    );
    expect(read.company).toBe('La Digue Villas');
    expect(read.lastName).toBe('Barbe');
  });

  it('takes no company from a legal form with specks alone ("Bhd", "4 NV"), nor a site from ".com.bn" alone', () => {
    expect(company(['Siti Aminah Abdullah', 53], ['Bhd!', 34, 69], ['Maned)ig Difector', 41, 43])).toBe('');
    expect(company(['Kwame Persaud', 71], ['Senior Geologist', 37], ['\\ 4 NV', 86, 53])).toBe('');
    expect(company(['3M Company', 30], ['Ada Lovelace', 44])).toBe('3M Company');
    const read = recogniseCard(
      lines(['Kampong Ayer Crafts', 27, 85], ['Pengurus Jual', 21, 91], ['com.|', 17, 89], ['.com.bn', 22, 84]),
    );
    expect(read.website).toBe('');
    expect(read.company).toBe('Kampong Ayer Crafts');
  });
});

describe('recogniseCard on names and mailboxes set 19 lost with their lines read (session 21)', () => {
  it("leaves a mailbox of the surname and the given name's initial as printed", () => {
    const read = recogniseCard(
      lines(
        ['Tian Shan Logistics wc', 19, 83],
        ['Gulnara Abdrakhmanova', 33, 90],
        ['General Director', 16, 96],
        ['abdrakhmanovag@gmail.com', 24, 79],
      ),
    );
    expect(read.emails).toEqual(['abdrakhmanovag@gmail.com']);
    expect(recogniseCard(lines(['Fotso Emmanuel', 60], ['fotso.e@yahoo.fr', 30, 70])).emails).toEqual([
      'fotso.e@yahoo.fr',
    ]);
  });

  it('reads three words whose mailbox is the last alone as two given names and the surname', () => {
    const read = recogniseCard(
      lines(['Siti Aminah Abdullah', 53, 93], ['Accountant', 30, 96], ['abdullahs@gadongdigital.com.bn', 37, 62]),
    );
    expect([read.firstName, read.lastName]).toEqual(['Siti Aminah', 'Abdullah']);
    // With the mailbox naming the middle word, the middle word starts the surname, as before.
    const spanish = recogniseCard(lines(['Sofía Martínez García', 53], ['sofia.martinez@acme.es', 30]));
    expect([spanish.firstName, spanish.lastName]).toEqual(['Sofía', 'Martínez García']);
  });
});

describe('recogniseCard on numbers set 19 read wrongly (session 21)', () => {
  it('takes no number from a row of printed dots read as zeros', () => {
    const read = recogniseCard(
      lines(
        ['Ravindra Fraser', 33, 96],
        ['200000', 21, 47],
        ['Mobil', 20, 94],
        ['aser@demeraratimbers.gy', 23, 66],
        ['6000000,', 22, 39],
      ),
    );
    expect(read.phones).toEqual([]);
    // A number among them is still read.
    expect(
      recogniseCard(
        lines(['Ravindra Fraser', 33], ['6000000,', 22, 39], ['Mobile: 623-2367'], ['www.demeraratimbers.gy']),
      ).phones,
    ).toEqual(['+592 623 2367']);
  });
});

describe('splitName on double given names (session 21, sets 9, 16 and 17)', () => {
  it('reads the commonest double given names before one surname', () => {
    expect(splitName('Ana Paula Nhantumbo')).toEqual({ firstName: 'Ana Paula', lastName: 'Nhantumbo' });
    expect(splitName('Jean Paul Uwimana')).toEqual({ firstName: 'Jean Paul', lastName: 'Uwimana' });
    expect(splitName('Luiz Fernando Oliveira')).toEqual({ firstName: 'Luiz Fernando', lastName: 'Oliveira' });
    // Any other first word and second word are a given name and the first of two surnames.
    expect(splitName('Sofía Martínez García')).toEqual({ firstName: 'Sofía', lastName: 'Martínez García' });
    expect(splitName('Ana Silva Santos')).toEqual({ firstName: 'Ana', lastName: 'Silva Santos' });
  });
});
