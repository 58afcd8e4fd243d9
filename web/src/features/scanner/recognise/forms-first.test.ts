import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import type { OcrLine } from './text';

/** Lines as the engine gives them: text, height and confidence. */
const lines = (...rows: [string, number?, number?][]): OcrLine[] =>
  rows.map(([text, height = 30, confidence = 92]) => ({ text, height, confidence }));

describe('recogniseCard on legal forms before the name and titles in sentence case (session 14)', () => {
  it('keeps a legal form printed before the company’s name, and still drops a logo’s letters there', () => {
    const company = (text: string) =>
      recogniseCard(lines(['Dewi Lestari', 60], [text], ['dewi@merapienergi.co.id'])).company;
    expect(company('PT Merapi Energi')).toBe('PT Merapi Energi');
    expect(company('CV Merapi Energi')).toBe('CV Merapi Energi');
    expect(company('Al Merapi Energi')).toBe('Merapi Energi');
    // Alone, the same letters are no company.
    expect(recogniseCard(lines(['Dewi Lestari', 60], ['PT'])).company).toBe('');
  });

  it('reads an Icelandic "hf." as a legal form', () => {
    expect(recogniseCard(lines(['Einar Jónsson', 60], ['Norðurljós Data hf.'])).company).toBe('Norðurljós Data hf.');
  });

  it('takes a title set in sentence case right under the name, marked, and not a sentence or a name', () => {
    const card = recogniseCard(lines(['Matej Novak', 60], ['Vodja razvoja', 28], ['Triglav Robotics d.o.o.', 34]));
    expect(card.jobTitle).toBe('Vodja razvoja');
    expect(card.unsure).toContain('jobTitle');
    const under = (text: string) => recogniseCard(lines(['Matej Novak', 60], [text, 28])).jobTitle;
    expect(under('Obchodný riaditeľ')).toBe('Obchodný riaditeľ');
    expect(under('We build robots for you.')).toBe('');
    // Set as large as the name, it is no title.
    expect(recogniseCard(lines(['Matej Novak', 60], ['Vodja razvoja', 60])).jobTitle).toBe('');
  });
});
