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
});
