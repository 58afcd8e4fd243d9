import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';
import { splitName } from './name-split';

const lines = engineLines(30);

describe('recogniseCard on names printed family name first (session 19, sets 16 and 17)', () => {
  it('takes the capitals before the given name for the last name', () => {
    const read = recogniseCard(lines(['NIYONZIMA Claudine', 60], ['Head of Finance'], ['claudine.n@kivucoffee.rw']));
    expect([read.firstName, read.lastName]).toEqual(['Claudine', 'Niyonzima']);
    expect(splitName('DORJ Temuulen')).toEqual({ firstName: 'Temuulen', lastName: 'Dorj' });
    expect(splitName('KONAN Mariam Ange')).toEqual({ firstName: 'Mariam Ange', lastName: 'Konan' });
    expect(splitName('TSOGT BAYAR Batbayar')).toEqual({ firstName: 'Batbayar', lastName: 'Tsogt Bayar' });
  });

  it('leaves a given name first, a name all in capitals and an initial as they were', () => {
    expect(splitName('Jean DUPONT')).toEqual({ firstName: 'Jean', lastName: 'DUPONT' });
    expect(splitName('ANA SILVA SOUZA')).toEqual({ firstName: 'Ana', lastName: 'Silva Souza' });
    expect(splitName('Mark T. Jensen')).toEqual({ firstName: 'Mark T.', lastName: 'Jensen' });
  });
});
