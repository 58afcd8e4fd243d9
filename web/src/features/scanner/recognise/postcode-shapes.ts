/** Characters the engine reads for a digit, and for a capital, where a postcode's shape wants the other kind. */
const AS_DIGIT: Record<string, string> = {
  S: '5',
  O: '0',
  D: '0',
  I: '1',
  l: '1',
  T: '1',
  '|': '1',
  B: '8',
  Z: '2',
  G: '6',
};
const AS_LETTER: Record<string, string> = {
  '5': 'S',
  '0': 'O',
  '1': 'I',
  '8': 'B',
  '6': 'G',
  '2': 'Z',
  ']': 'J',
  '|': 'I',
};
const UK_INWARD_SLIP = /(?<=\s[A-Z]{1,2}[\dTIl|][\dA-Z]?\s)[SODIlT|BZG](?=[A-Z]{2}$)/;
/** An outward code has a digit: "BST 1HT" is "BS1 1HT". */
const UK_OUTWARD_SLIP = /(?<=\s[A-Z]{2})[TIl|](?=\s\d[A-Z]{2}$)/;
/** An inward code's letters: "]" is the "J" it looks like ("NR1 3]D"). */
const UK_INWARD_LETTER = /(?<=\s[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]?)\](?=[A-Z]?$)/;
/** An Argentine postcode, a letter, four digits and three letters, its "1" read as "I", "l" or "|" ("CI043AAZ"). */
const ARGENTINE_DIGITS = /(?<=\b[A-Z])[\dIl|]{4}(?=[A-Z]{3}\b)/g;
const CANADIAN_POSTCODE = /(?<=\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+)(\S{3})\s(\S{3})(?=,\s*Canada$|$)/;

/**
 * A postcode with a mark no postcode has where a character belongs, put back: a UK inward code's "]"
 * (its "J"), an "I", "l" or "|" among an Argentine code's digits (its "1"). Unlike a letter read for a digit,
 * these cannot be a word's letters, so they tell a postcode line before the address is chosen.
 */
export const withPostcodeMarks = (line: string) =>
  line
    .replace(UK_INWARD_LETTER, 'J')
    .replace(ARGENTINE_DIGITS, (digits) => (/\d.*\d/.test(digits) ? digits.replace(/[Il|]/g, '1') : digits));

/**
 * A postcode at the end of a line put back in its shape, one character at a time: a UK inward
 * code is a digit and two letters, an outward one has a digit ("CF10 SEE" → "CF10 5EE", "BST THT" →
 * "BS1 1HT"), a Canadian
 * one letter, digit, letter, digit, letter, digit ("K1P 585" → "K1P 5B5", "M5] 268" → "M5J 2G8").
 */
export function withPostcodeShapes(line: string): string {
  const text = withPostcodeMarks(line)
    .replace(UK_INWARD_SLIP, (c) => AS_DIGIT[c] ?? c)
    .replace(UK_OUTWARD_SLIP, '1');
  return text.replace(CANADIAN_POSTCODE, (_, a: string, b: string) =>
    [...`${a}${b}`]
      .map((c, i) =>
        i % 2 === 0 ? (/[A-Z]/.test(c) ? c : (AS_LETTER[c] ?? c)) : /\d/.test(c) ? c : (AS_DIGIT[c] ?? c),
      )
      .join('')
      .replace(/^(.{3})/, '$1 '),
  );
}
