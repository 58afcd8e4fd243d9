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

  it('knows the Ukrainian street kind "vul."', () => {
    expect(card('vul. Shevchenka, 12, office 3', 'Lviv').address).toBe('vul. Shevchenka, 12, office 3, Lviv');
  });
});
