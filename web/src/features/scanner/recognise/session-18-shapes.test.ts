import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const card = (...rows: string[]) =>
  recogniseCard(lines(['Lucía Herrera', 60], ['Gerente General'], ...rows.map((r): [string] => [r])));

describe('recogniseCard on addresses sets 1–15 lost with their lines read (session 18)', () => {
  it('takes a house number written with "#" after the street\'s name', () => {
    expect(card('Calle El Conde #28, Zona Colonial', 'Santo Domingo', 'República Dominicana').address).toBe(
      'Calle El Conde #28, Zona Colonial, Santo Domingo, República Dominicana',
    );
    // A rank is no house number: no street's kind before it.
    expect(card('Ranked #1 in Service').address).toBe('');
  });

  it("takes a street named by its kind with a floor's or an office's number on its line", () => {
    expect(
      card('Av. Balboa, PH Bay Point, Piso 7', 'Bella Vista, Ciudad de Panamá', 'República de Panamá').address,
    ).toBe('Av. Balboa, PH Bay Point, Piso 7, Bella Vista, Ciudad de Panamá, República de Panamá');
    // A floor's number alone, without a street, is not yet an address.
    expect(card('Oficina 12, Equipo Comercial').address).toBe('');
  });

  it("takes places in the address's size past a title of the other column at its end", () => {
    const read = (between: string) =>
      recogniseCard(
        lines(['Wilfredo Santana', 60], ['Av. Winston Churchill No. 1105'], [between], ['Santo Domingo, D.N.']),
      );
    expect(read('Gerente de Compras').address).toBe('Av. Winston Churchill No. 1105, Santo Domingo, D.N.');
    expect(read('Gerente de Compras').jobTitle).toBe('Gerente de Compras');
    // Past a line that is no title, the address has ended.
    expect(read('Ozama Seguros S.R.L.').address).toBe('Av. Winston Churchill No. 1105');
  });

  it('knows the Ukrainian street kind "vul."', () => {
    expect(card('vul. Shevchenka, 12, office 3', 'Lviv').address).toBe('vul. Shevchenka, 12, office 3, Lviv');
  });

  it("keeps a town with its district's number between the street and the country, past the other column", () => {
    const read = recogniseCard(
      lines(
        ['Andre Henry', 60],
        ['Shop 35, 54 Constant Spring Road'],
        ['Operations Manager'],
        ['Kingston 10'],
        ['Jamaica'],
      ),
    );
    expect(read.address).toBe('Shop 35, 54 Constant Spring Road, Kingston 10, Jamaica');
    expect(read.jobTitle).toBe('Operations Manager');
    const places = recogniseCard(
      lines(
        ['Latoya Bailey', 60],
        ['Unit 5, Fairview Business Park'],
        ['Senior Accountant'],
        ['Montego Bay, St. James'],
        ['Jamaica W.I.'],
      ),
    );
    expect(places.address).toBe('Unit 5, Fairview Business Park, Montego Bay, St. James, Jamaica W.I.');
    // A title with its region, read between, is no place.
    const region = recogniseCard(
      lines(
        ['Andre Henry', 60],
        ['Shop 35, 54 Constant Spring Road'],
        ['Operations Manager'],
        ['Sales Director, Caribbean'],
        ['Jamaica'],
      ),
    );
    expect(region.address).toBe('Shop 35, 54 Constant Spring Road, Jamaica');
  });
});

describe('recogniseCard on names sets 1–15 lost with their lines read (session 18)', () => {
  it("joins a name set large on two lines with the other column's smaller lines read between", () => {
    const read = recogniseCard(
      lines(
        ['Latoya', 71],
        ['Ad', 20, 37],
        ['latoya@cockpitfoods.com', 30],
        ['www.cockpitfoods.com', 36],
        ['Bailey', 71],
        ['Senior Accountant', 30],
      ),
    );
    expect([read.firstName, read.lastName]).toEqual(['Latoya', 'Bailey']);
    // Past the other column, a line of two words is more likely a heading than a surname.
    const heading = recogniseCard(
      lines(['Latoya', 71], ['Ad', 20, 37], ['Cockpit Foods', 71], ['Senior Accountant', 30]),
    );
    expect(heading.lastName).not.toBe('Cockpit Foods');
  });

  it("reads a name's I read as l before an l, and a hyphen read with a space after it", () => {
    const read = (name: string) => recogniseCard(lines([name, 60], ['Project Manager']));
    expect([read('Jelena llic').firstName, read('Jelena llic').lastName]).toEqual(['Jelena', 'Ilic']);
    expect([read('Hessa Al- Kuwari').firstName, read('Hessa Al- Kuwari').lastName]).toEqual(['Hessa', 'Al-Kuwari']);
    // A dash between two words is no hyphen of a name.
    expect(read('Hessa Kuwari - Doha').lastName).not.toBe('Kuwari-Doha');
  });

  it('names the person from a "first-last@" mailbox, also in place of a name read too unsurely', () => {
    const read = (...rows: [string, number?, number?][]) =>
      recogniseCard(lines(...rows, ['Gerente General'], ['marisol-vasquez@canal.com.pa']));
    expect(read()).toMatchObject({ firstName: 'Marisol', lastName: 'Vasquez' });
    const unsure = read(['Marisol Visquey', 72, 43]);
    expect(unsure).toMatchObject({ firstName: 'Marisol', lastName: 'Vasquez' });
    expect(unsure.unsure).toContain('name');
    // A role's mailbox names no one: the unsure name is left out, as before.
    const role = recogniseCard(lines(['Marisol Visquey', 72, 43], ['Gerente General'], ['info-desk@canal.com.pa']));
    expect([role.firstName, role.lastName]).toEqual(['', '']);
  });
});

describe('recogniseCard on numbers sets 1–15 lost with their lines read (session 18)', () => {
  it('keeps a number labelled for both the telephone and the fax', () => {
    expect(card('Tel/Fax +381 11 6512259').phones).toEqual(['+381 11 6512259']);
    expect(card('Tel/Fax', '+381 11 6512259').phones).toEqual(['+381 11 6512259']);
    // The Finnish words for both, as FAX_LABEL knows "Faksi" alone (session 19).
    expect(card('Puh./Faksi +358 9 3605795').phones).toEqual(['+358 9 3605795']);
    expect(card('Puh/Faksi', '+358 9 3605795').phones).toEqual(['+358 9 3605795']);
    // A fax's own number is still left out.
    expect(card('Fax +381 11 6512259').phones).toEqual([]);
  });

  it('leaves out a fax labelled in Finnish ("Faksi")', () => {
    expect(card('GSM +358 40 2816410 | Faksi +358 9 3605795').phones).toEqual(['+358 40 2816410']);
  });

  it('reads past a phone icon read as "0" before a whole number', () => {
    expect(card('0 044 173 16 07', 'lucia@acme.ch').phones).toEqual(['+41 44 173 16 07']);
    expect(card('0 77000 90 19', 'lucia@acme.sn').phones).toEqual(['+221 77 000 90 19']);
    // A "0" that makes the number whole stays its part.
    expect(card('0 20 7946 0958', 'lucia@acme.co.uk').phones).toEqual(['+44 20 7946 0958']);
  });
});

describe('recogniseCard on titles and sites sets 1–15 lost with their lines read (session 18)', () => {
  it("never takes a phone's label left of its number into the title above", () => {
    const read = recogniseCard(
      lines(['Kateryna Polishchuk', 65], ['mM +380 67 774 4216'], ['Head of Sales'], ['kp@dniproagro.com.ua']),
    );
    expect(read.jobTitle).toBe('Head of Sales');
    // A line of words above still joins ("Senior Account" / "Manager").
    expect(recogniseCard(lines(['Ada Byron', 60], ['Senior Account'], ['Manager'])).jobTitle).toBe(
      'Senior Account Manager',
    );
  });

  it('puts back the dot after "www" when it was lost', () => {
    expect(card('wwwcibaotabacalera.com.do').website).toBe('www.cibaotabacalera.com.do');
    expect(card('www.cibaotabacalera.com.do').website).toBe('www.cibaotabacalera.com.do');
  });
});

describe('recogniseCard on companies and titles in words it did not know (session 18)', () => {
  it('takes a family firm named for its brothers or sons as the company, not as the name', () => {
    const read = recogniseCard(
      lines(['Lagesse Fréres', 23], ['Priya', 23], ['Lagesse', 23], ['Chief Executive Officer', 20]),
    );
    expect(read).toMatchObject({ firstName: 'Priya', lastName: 'Lagesse', company: 'Lagesse Fréres' });
    expect(recogniseCard(lines(['Tomás Ruiz', 60], ['Ruiz Hermanos'], ['Gerente'])).company).toBe('Ruiz Hermanos');
  });

  it('knows the Serbian legal form "a.d." with its last dot read or not', () => {
    expect(card('Dunav Logistika a.d').company).toBe('Dunav Logistika a.d');
    expect(card('Sava Softver a.d.', 'Srbija').company).toBe('Sava Softver a.d.');
  });

  it('knows Serbian and Slovene title words', () => {
    const title = (text: string) =>
      recogniseCard(lines(['Ivana Nikolić', 60], [text], ['Dunav Logistika a.d.'])).jobTitle;
    expect(title('Menadžer projekta')).toBe('Menadžer projekta');
    expect(title('Menadzer projekta')).toBe('Menadzer projekta');
    expect(title('Vodja razvoja')).toBe('Vodja razvoja');
  });
});

describe('recogniseCard on Bulgarian legal forms (session 18)', () => {
  it('takes "EOOD" and "OOD" as legal forms, not those letters inside a word', () => {
    expect(card('Black Sea Freight EOOD').company).toBe('Black Sea Freight EOOD');
    expect(card('Rila Soft OOD').company).toBe('Rila Soft OOD');
    expect(card('Sofia Good Food').company).not.toBe('Sofia Good Food');
  });
});

describe('recogniseCard on domains whose last dot was lost (session 18)', () => {
  it("puts the dot back before the card's own country's letters when the company spells the brand", () => {
    const read = (...rows: string[]) =>
      recogniseCard(
        lines(['Desislava Koleva', 63], ['Head of Marketing'], ...rows.map((r): [string] => [r]), [
          'Black Sea Freight EOOD',
        ]),
      );
    expect(read('+359 85 224 9512', '~ dkoleva@blackseafreightbg', '@ wwwblackseafreightbg')).toMatchObject({
      emails: ['dkoleva@blackseafreight.bg'],
      website: 'www.blackseafreight.bg',
      unsure: expect.arrayContaining(['emails', 'website']),
    });
    // No country of the card's to tell the ending: left alone.
    expect(read('dkoleva@blackseafreightbg').emails).toEqual([]);
    // Another country's letters are no ending of this card's.
    expect(read('+359 85 224 9512', 'wwwblackseafreightde').website).toBe('');
  });
});

describe("recogniseCard on a country's name in Latin letters where its language has another script (session 18)", () => {
  it('reads "Srbija" as Serbia, so the numbers are read there', () => {
    const read = card('M: 064/333-7797', 'Bulevar kralja Aleksandra 211', '18000 Nis', 'Srbija');
    expect(read.phones).toEqual(['+381 64 3337797']);
    expect(read.address).toBe('Bulevar kralja Aleksandra 211, 18000 Nis, Srbija');
  });
});

describe('recogniseCard on a company set large over its legal form alone (session 18)', () => {
  it('never takes the line over a lone legal form as the name', () => {
    const read = recogniseCard(lines(['Quarrystone Robotics', 72], ['Inc.', 64], ['Director of Partnerships']));
    expect(read).toMatchObject({ firstName: '', lastName: '', company: 'Quarrystone Robotics Inc.' });
    // A name with the company's line and its form under it is still the name.
    const named = recogniseCard(lines(['Quentin DeLuca', 60], ['Quarrystone Robotics'], ['Inc.']));
    expect([named.firstName, named.lastName, named.company]).toEqual([
      'Quentin',
      'DeLuca',
      'Quarrystone Robotics Inc.',
    ]);
  });
});
