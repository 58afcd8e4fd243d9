import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(34);

describe('recogniseCard on address lines and legal forms that hold in any country (session 12)', () => {
  it('takes a house number with a slash as a street, and numbered places after it as the address', () => {
    const bangkok = recogniseCard(
      lines(['Anan Boonmee', 60], ['393/77 Silom Road'], ['Suriyawong, Bang Rak'], ['Bangkok 10500']),
    );
    expect(bangkok.address).toBe('393/77 Silom Road, Suriyawong, Bang Rak, Bangkok 10500');
    const saigon = recogniseCard(
      lines(['Tran Thi Mai', 60], ['14 Pasteur Street'], ['Ward 6, District 3'], ['Ho Chi Minh City, Vietnam']),
    );
    expect(saigon.address).toBe('14 Pasteur Street, Ward 6, District 3, Ho Chi Minh City, Vietnam');
    const delhi = recogniseCard(
      lines(['Ravi Kumar', 60], ['12/4 Mall Road'], ['Sector 5, Dwarka'], ['New Delhi 110075']),
    );
    expect(delhi.address).toBe('12/4 Mall Road, Sector 5, Dwarka, New Delhi 110075');
  });

  it('leaves a fraction or a title with a number out of the address', () => {
    expect(recogniseCard(lines(['Anan Boonmee', 60], ['24/7 Support Desk'])).address).toBe('');
    const card = recogniseCard(
      lines(['Anan Boonmee', 60], ['393/77 Silom Road'], ['Bangkok 10500'], ['Sales Engineer, Team 12']),
    );
    expect(card.address).toBe('393/77 Silom Road, Bangkok 10500');
  });

  it('drops a logo mark read after a legal form, never a word of the name or another form', () => {
    const company = (text: string) => recogniseCard(lines(['Nguyen Van Minh', 60], [text])).company;
    expect(company('Mekong Freight JSC ill')).toBe('Mekong Freight JSC');
    expect(company('Aegean Foods IKE (5)')).toBe('Aegean Foods IKE');
    expect(company('Adriatic Soft d.d. pp, (7)')).toBe('Adriatic Soft d.d.');
    expect(company('Harbourlight Werkstoffe GmbH & Co. KG')).toBe('Harbourlight Werkstoffe GmbH & Co. KG');
    expect(company('Olympic Marble A.E.')).toBe('Olympic Marble A.E.');
  });

  it('reads a Balkan "d.o.o." whose o’s the engine read as zeros', () => {
    expect(recogniseCard(lines(['Ivana Horvat', 60], ['Dalmacija Soft d.0.0'])).company).toBe('Dalmacija Soft d.o.o.');
    expect(recogniseCard(lines(['Ivana Horvat', 60], ['Dalmacija Soft d.o.0.'])).company).toBe('Dalmacija Soft d.o.o.');
  });

  it('keeps a legal form printed before a name in capitals, and still drops a logo letter there', () => {
    const company = (text: string) =>
      recogniseCard(lines(['Jonas Petraitis', 60], [text], ['jonas@balticamber.lt'])).company;
    expect(company('AB BALTIC AMBER')).toBe('AB BALTIC AMBER');
    expect(company('SA BALTIC AMBER')).toBe('SA BALTIC AMBER');
    expect(company('A BALTIC AMBER')).toBe('BALTIC AMBER');
  });

  it('knows street kinds other countries print in Latin letters, and a two-word town with seven digits', () => {
    const address = (...rows: string[]) =>
      recogniseCard(lines(['Rein Tamm', 60], ...rows.map((r): [string] => [r]))).address;
    expect(address('88 Sukhumvit Soi 21', 'Khlong Toei Nuea, Watthana', 'Bangkok 10110')).toBe(
      '88 Sukhumvit Soi 21, Khlong Toei Nuea, Watthana, Bangkok 10110',
    );
    expect(address('Narva mnt 7', '10117 Tallinn', 'Estonia')).toBe('Narva mnt 7, 10117 Tallinn, Estonia');
    expect(address('Gedimino pr. 9', 'LT-01103 Vilnius')).toBe('Gedimino pr. 9, LT-01103 Vilnius');
    expect(address('7 Derech Hashalom', 'Tel Aviv 6789201', 'Israel')).toBe(
      '7 Derech Hashalom, Tel Aviv 6789201, Israel',
    );
    // One word and seven digits is as often a number to call as a town.
    expect(address('Mobile 8539083')).toBe('');
  });

  it('steps over a number’s label in another language printed between the street and the town', () => {
    const card = recogniseCard(
      lines(['Thijs de Vries', 60], ['Vismarkt 142'], ['Mobiel +31 6 4783 4000'], ['2611 HB Delft']),
    );
    expect(card.phones).toEqual(['+31 6 47834000']);
    expect(card.address).toBe('Vismarkt 142, 2611 HB Delft');
    // Not a line of words: "Sales Team" between them ends the address as before.
    const team = recogniseCard(lines(['Thijs de Vries', 60], ['Vismarkt 142'], ['Sales Team'], ['2611 HB Delft']));
    expect(team.address).toBe('2611 HB Delft');
  });

  it('drops marks after a name in capitals whose legal form comes first, not a word of the name', () => {
    const company = (text: string) =>
      recogniseCard(lines(['Jonas Petraitis', 60], [text], ['jonas@balticamber.lt'])).company;
    expect(company('UAB BALTIC AMBER A')).toBe('UAB BALTIC AMBER');
    expect(company('AB BALTIC AMBER ill As')).toBe('AB BALTIC AMBER');
    expect(company('UAB Baltic Amber Lt')).toBe('UAB Baltic Amber Lt');
  });
});
