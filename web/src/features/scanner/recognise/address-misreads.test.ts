import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const cardOf = (...rows: [string, number?, number?][]) =>
  recogniseCard(lines(['Elena Vidal', 60], ['Head of Operations'], ...rows));
const addressOf = (...rows: string[]) => cardOf(...rows.map((r): [string] => [r])).address;

describe('recogniseCard on postcodes and street kinds the engine misreads (session 16)', () => {
  it('knows a UK postcode whose inward "J" was read as "]", and puts the "J" back', () => {
    expect(addressOf('14 Castle Street', 'Leeds LS1 4]P')).toBe('14 Castle Street, Leeds LS1 4JP');
    expect(addressOf('3 Mill Lane', 'Bristol BS1 6]Q', 'United Kingdom')).toBe(
      '3 Mill Lane, Bristol BS1 6JQ, United Kingdom',
    );
    // A bracket that is no postcode's letter stays as printed, and does not make a line an address.
    expect(addressOf('[Design] 4 U')).toBe('');
  });

  it('knows an Argentine postcode whose "1" was read as "I" or "l" among its digits', () => {
    expect(addressOf('Av. Santa Fe 2450, Piso 7', 'CI425BGN CABA', 'Argentina')).toBe(
      'Av. Santa Fe 2450, Piso 7, C1425BGN CABA, Argentina',
    );
    expect(addressOf('Av. Santa Fe 2450', 'Cl425BGN CABA')).toBe('Av. Santa Fe 2450, C1425BGN CABA');
    // Letters alone, or one digit among them, are a word or a code, not a postcode.
    expect(addressOf('BILLING ABC')).toBe('');
    expect(addressOf('KIlI9ABC')).toBe('');
  });

  it('puts back the "ß" of "Straße" read as "R", and marks the address for a check', () => {
    const card = cardOf(['KaiserstraRe 5'], ['60311 Frankfurt am Main']);
    expect(card.address).toBe('Kaiserstraße 5, 60311 Frankfurt am Main');
    expect(card.unsure).toContain('address');
    // Only "Stra" with "Re" after it at a word's end: other words keep their letters.
    expect(addressOf('Stratford Road 12', 'Birmingham B11 1AA')).toBe('Stratford Road 12, Birmingham B11 1AA');
  });

  it('takes a Hungarian street by its kind ("utca", "körút"), even with its first letter read small', () => {
    expect(addressOf('Kossuth Lajos utca 12.', '1053 Budapest')).toBe('Kossuth Lajos utca 12., 1053 Budapest');
    expect(addressOf('Szent István krt. 3', '1137 Budapest', 'Hungary')).toBe(
      'Szent István krt. 3, 1137 Budapest, Hungary',
    );
    expect(addressOf('kossuth utca 7.', '1053 Budapest')).toBe('kossuth utca 7., 1053 Budapest');
  });
});
