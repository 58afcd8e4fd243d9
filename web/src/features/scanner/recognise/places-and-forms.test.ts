import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import type { OcrLine } from './text';

/** Lines as the engine gives them: text, height and confidence. */
const lines = (...rows: [string, number?, number?][]): OcrLine[] =>
  rows.map(([text, height = 34, confidence = 92]) => ({ text, height, confidence }));

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
});
