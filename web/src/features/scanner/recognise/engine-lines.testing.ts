import type { OcrLine } from './text';

/**
 * Lines as the engine gives them (text, height, confidence), for the recogniser's tests: rows of
 * `[text, height?, confidence?]`, each missing height being `height` (the card's usual line) and
 * each missing confidence 92 (a line read surely).
 */
export const engineLines =
  (height: number) =>
  (...rows: [string, number?, number?][]): OcrLine[] =>
    rows.map(([text, h = height, confidence = 92]) => ({ text, height: h, confidence }));
