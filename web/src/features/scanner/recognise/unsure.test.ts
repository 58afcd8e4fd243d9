import { describe, expect, it } from 'vitest';
import { draftOf } from '../draft';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

describe('fields read too unsurely to keep', () => {
  it('leaves a name, title or company read under confidence 50 empty, and marks it for a check', () => {
    const card = recogniseCard(
      lines(
        ['Stonebridge Energy S.A.', 49, 94],
        ['Sergio Casto', 65, 49],
        ['Teoh Account Manager', 28, 45],
        ['+34 962 55 40 74', 28, 30],
        ['sergio@stonebridgeenergy.es', 28, 35],
      ),
    );
    expect([card.firstName, card.lastName, card.jobTitle, card.company]).toEqual([
      '',
      '',
      '',
      'Stonebridge Energy S.A.',
    ]);
    // Emails and numbers vouch for themselves by their shape: kept, and marked.
    expect(card.emails).toEqual(['sergio@stonebridgeenergy.es']);
    expect(card.phones).toEqual(['+34 962 55 40 74']);
    expect(card.unsure.sort()).toEqual(['emails', 'jobTitle', 'name', 'phones']);
    // The form shows the empty fields as "Check this".
    expect(draftOf(card).check.sort()).toEqual(['emails', 'firstName', 'jobTitle', 'lastName', 'phones']);
  });

  it('keeps what was read at 50 or more, marked when under 80', () => {
    const card = recogniseCard(lines(['Femke Jansen', 44, 53], ['Office Manager', 24, 96]));
    expect([card.firstName, card.lastName, card.jobTitle]).toEqual(['Femke', 'Jansen', 'Office Manager']);
    expect(card.unsure).toEqual(['name']);
  });
});
