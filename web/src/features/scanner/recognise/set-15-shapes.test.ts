import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const card = (...rows: string[]) =>
  recogniseCard(lines(['Farzana Ahmed', 60], ['Managing Director'], ...rows.map((r): [string] => [r])));

describe('recogniseCard on shapes set 15 showed (session 17)', () => {
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
});
