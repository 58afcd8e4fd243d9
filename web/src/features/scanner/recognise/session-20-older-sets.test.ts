import { describe, expect, it } from 'vitest';
import { withLegalFormSlips } from './company';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

// Sets 15–17's fields lost with their text in the engine's lines, mended in session 20 after set 18's.
const lines = engineLines(34);

describe('recogniseCard on names sets 15–17 lost with their lines read (session 20)', () => {
  it('takes a double first name the mailbox runs together before an underscore', () => {
    const read = recogniseCard(
      lines(
        ['GRUPO QUETZAL'],
        ['Maria José Rodriguez Ordonez', 50],
        ['Director de Operaciones'],
        ['mariajose_rodriguezordonez@grupoquetzal.com.gt'],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Maria José', 'Rodriguez Ordonez']);
    const one = recogniseCard(lines(['Ana Lucia Cifuentes', 50], ['analucia_cifuentes@cafeatitlan.com.gt']));
    expect([one.firstName, one.lastName]).toEqual(['Ana Lucia', 'Cifuentes']);
  });
  it('reads a name with a speck read as a full stop after it', () => {
    const read = recogniseCard(
      lines(
        ['336 6048', 29],
        ['994 9792', 29],
        ['Josefa Lal.', 99, 75],
        ['Partner', 32],
        ['josela@gmail.com', 35],
        ['BULA ENERGY', 50],
        ['www. bulaenergy.com.fj', 30, 28],
        ['Level 5, Dominion House, Thomson Street', 31],
        ['Suva, Fiji', 32],
      ),
    );
    expect([read.firstName, read.lastName, read.company]).toEqual(['Josefa', 'Lal', 'BULA ENERGY']);
  });

  it('reads a name with a mark read as a capital before it ("A Dorothy Pundari")', () => {
    const read = recogniseCard(
      lines(
        ['/ O) Highlands Coffee Traders Led', 81, 63],
        ['A Dorothy Pundari', 39, 88],
        ['dorothy@hicoffee com.', 18, 68],
        ['www hicoffee com', 19, 72],
        ['Port Moresby', 20, 94],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Dorothy', 'Pundari']);
  });

  it('takes four capitalised words with no particle as two given names and two surnames', () => {
    const read = recogniseCard(
      lines(
        ['DISTRIBUIDORA OLANCHO S.A.'],
        ['Luis Fernando Flores Banegas', 50],
        ['Asesor Legal'],
        ['luis@distolancho.hn'],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Luis Fernando', 'Flores Banegas']);
    const particle = recogniseCard(lines(['Fatma Salim Al Balushi', 50], ['Sales Manager']));
    expect([particle.firstName, particle.lastName]).toEqual(['Fatma', 'Salim Al Balushi']);
  });
});

describe('recogniseCard on titles sets 16–17 lost with their lines read (session 20)', () => {
  it('keeps a line in capitals over a title in small letters apart from it (the company)', () => {
    const read = recogniseCard(
      lines(
        ['KAMGA Jean-Paul', 66],
        ['BRASSERIES DU WOURI', 38],
        ['Responsable', 32],
        ['Ressources Humaines', 30],
        ['Boulevard de la Liberté, Akwa', 30],
      ),
    );
    expect(read.jobTitle).toBe('Responsable Ressources Humaines');
  });

  it("knows Catalan 'Gerent' and 'Cap de Vendes', and Portuguese 'Contabilista'", () => {
    const title = (...rows: [string, number?, number?][]) => recogniseCard(lines(...rows)).jobTitle;
    expect(title(['Xavier Marsal', 48], ['Valira Assegurances S.A.'], ['Gerent', 29], ['www.valira.ad'])).toBe(
      'Gerent',
    );
    expect(title(['Nuria Riba', 47], ['Cap de Vendes', 30], ['n.riba@andorra.ad'])).toBe('Cap de Vendes');
    expect(title(['Ana Paula Macuacua', 47], ['Maputo Logistica, Lda.'], ['Contabilista', 16])).toBe('Contabilista');
  });

  it("joins a title's second line naming a region, clients, a trade or a qualifier ('Adjoint')", () => {
    const title = (...rows: [string, number?, number?][]) => recogniseCard(lines(...rows)).jobTitle;
    expect(title(['Solongo Erdene', 68], ['Head of Sales', 32], ['Mining Equipment', 35], ['9161 4772'])).toBe(
      'Head of Sales Mining Equipment',
    );
    expect(title(['Tamika Sawyer', 53], ['Senior Associate', 31], ['Private Client Services', 31])).toBe(
      'Senior Associate Private Client Services',
    );
    expect(
      title(
        ['CAFE LAS SEGOVIAS S.A.', 40],
        ['Martha Castillo Obando', 50],
        ['Gerente de Operaciones', 30],
        ['Region Pacifico', 30],
        ['8885-0492'],
        ['martha.castillo@cafelassegovias.com.ni'],
        ['Managua, Nicaragua'],
      ),
    ).toBe('Gerente de Operaciones Region Pacifico');
    expect(title(['Damien Greenidge', 77], ['Senior Associate', 35], ['Corporate & Commercial', 37])).toBe(
      'Senior Associate Corporate & Commercial',
    );
    expect(
      title(
        ['Konan Eric Konan', 52],
        ['LAGUNE TRANSIT SARL', 34],
        ['Directeur Général', 29],
        ['|', 28, 45],
        ['Adjoint', 32],
      ),
    ).toBe('Directeur Général Adjoint');
  });
});

describe('recogniseCard on addresses sets 16–17 lost with their lines read (session 20)', () => {
  it('takes a general post office\'s box ("GPO Box 675") as a P.O. box', () => {
    const read = recogniseCard(
      lines(
        ['PACIFIC FREIGHT (FIJI) LTD', 26, 67],
        ['Sakiusa Koroi', 41],
        ['Senior Officer', 22],
        ['+679 336 9125', 21],
        ['sakiusa@pacificfreight.com.fj', 22],
        ['GPO Box 675', 20],
        ['Suva, Fiji Islands', 22],
      ),
    );
    expect(read.address).toBe('GPO Box 675, Suva, Fiji Islands');
  });

  it('takes no tagline in quotation marks for the address, its words misread', () => {
    const read = recogniseCard(
      lines(
        ['“Siwee 1998”', 32, 36],
        ['Josefa Nawalowalo', 90],
        ['Operations Manager', 34],
        ['Coral Coast Tours Pte Limited', 46],
        ['992 4958', 27],
        ['coralcoasttours.com.fj', 29, 50],
        ['Level 6, Garden City, Thomson Street', 29],
        ['Suva, Fiji', 29],
      ),
    );
    expect(read.address).toBe('Level 6, Garden City, Thomson Street, Suva, Fiji');
  });

  it("takes a postcode with the country's letters glued to it, before the town or after it", () => {
    const andorra = recogniseCard(
      lines(
        ['Xavier Marsal', 48],
        ['Valira Assegurances S.A.'],
        ['www.valira.ad'],
        ['Avinguda Meritxell, 79, 3r'],
        ['AD500 Andorra la Vella'],
      ),
    );
    expect(andorra.address).toBe('Avinguda Meritxell, 79, 3r, AD500 Andorra la Vella');
    const barbados = recogniseCard(
      lines(
        ['Damien Marshall', 42],
        ['dmarshall@alleyneassociates.com.bb'],
        ['31 Lower Broad Street'],
        ['Bridgetown, St. Michael BB11000'],
      ),
    );
    expect(barbados.address).toBe('31 Lower Broad Street, Bridgetown, St. Michael BB11000');
  });
});

describe('recogniseCard on numbers set 17 lost with their lines read (session 20)', () => {
  it('joins an international number cut after its first digits with the digits on the next line', () => {
    const read = recogniseCard(
      lines(
        ['Tebogo Molefe', 84],
        ['Procurement', 37],
        ['+267 74 3', 38, 82],
        ['53 506', 33, 67],
        ['Private Bag 00278, Gaborone, Botswana'],
      ),
    );
    expect(read.phones).toEqual(['+267 74 353 506']);
    // A whole number on the first line keeps its own digits.
    expect(recogniseCard(lines(['Tebogo Molefe', 84], ['+267 74 353 506'], ['12 345'])).phones).toEqual([
      '+267 74 353 506',
    ]);
  });
});

describe('company legal forms set 17 lost with their lines read (session 20)', () => {
  it('puts back the comma of "Co., Ltd." read as a dot', () => {
    expect(withLegalFormSlips('TONLE SAP LOGISTICS CO.. LTD')).toBe('TONLE SAP LOGISTICS CO., LTD');
    expect(withLegalFormSlips('Angkor Trading Co.. Ltd.')).toBe('Angkor Trading Co., Ltd.');
  });
});
