import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

describe('recogniseCard on fields sets 15–18 lost with their lines read (session 21)', () => {
  it('takes no title from a tagline in quotation marks, its first word misread', () => {
    const read = recogniseCard(
      lines(
        ['“Four partner in growth”', 24, 64],
        ['Madina Zhaks', 58, 92],
        ['Head of Department', 23, 94],
        ['Corporate Finance', 24, 96],
        ['Steppe Logistics LLP', 36, 96],
        ['madina@steppelogisties.kz', 24, 77],
      ),
    );
    expect(read.jobTitle).toBe('Head of Department Corporate Finance');
  });

  it('reads the Spanish and Andorran "S.L." and "S.L.U." as legal forms', () => {
    const read = recogniseCard(
      lines(
        ['Grandvalira Serveis S.L.', 88, 78],
        ['Nuria Riba', 54, 94],
        ['Cap de Vendes', 30, 93],
        ['www.gvserveis.ad', 29, 91],
      ),
    );
    expect(read.company).toBe('Grandvalira Serveis S.L.');
  });
});
