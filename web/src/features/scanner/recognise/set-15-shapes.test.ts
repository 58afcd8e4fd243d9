import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const card = (...rows: string[]) =>
  recogniseCard(lines(['Farzana Ahmed', 60], ['Managing Director'], ...rows.map((r): [string] => [r])));

describe('recogniseCard on shapes sets 14 and 15 showed (session 17)', () => {
  it("keeps a Bangladeshi town joined to its code as the address's last line", () => {
    expect(card('Level 10, 40 Kemal Ataturk Avenue', 'Dhaka-1213', 'Phone: 02-51044133').address).toBe(
      'Level 10, 40 Kemal Ataturk Avenue, Dhaka-1213',
    );
    // A code in capitals is a product's or a licence's, not a town's.
    expect(card('Licence ABC-1234').address).toBe('');
  });

  it("reads a bare site's country letters cut off by a space after a second-level ending", () => {
    expect(card('oleksandr.shevchenko@bondarenkopartners.com.ua', 'bondarenkopartners.com ua')).toMatchObject({
      emails: ['oleksandr.shevchenko@bondarenkopartners.com.ua'],
      website: 'bondarenkopartners.com.ua',
    });
    // Two letters that are no country stay apart ("com zz"), and so does a word after a sentence's end.
    expect(card('acme.com zz').website).toBe('acme.com');
  });

  it('ends a Caribbean address with its country and "W.I.", as the engine misreads it too', () => {
    expect(card('Unit 2, Fairview Business Park', 'Montego Bay, St. James', 'Jamaica W.I.').address).toBe(
      'Unit 2, Fairview Business Park, Montego Bay, St. James, Jamaica W.I.',
    );
    expect(card('39 Trafalgar Road', 'Kingston 5', 'Jamaica W.L').address).toBe(
      '39 Trafalgar Road, Kingston 5, Jamaica W.I.',
    );
    expect(card('39 Trafalgar Road', 'Kingston 5', 'Jamaica W.1.').address).toBe(
      '39 Trafalgar Road, Kingston 5, Jamaica W.I.',
    );
    // A London district after a town is its postcode, not "W.I.".
    expect(card('1 Oxford Street', 'London W1D 1BS').address).toBe('1 Oxford Street, London W1D 1BS');
  });
});
