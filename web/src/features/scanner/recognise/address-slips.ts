import { countryAtEnd } from './country';
import { STREET_WORDS, UK_POSTCODE_SLIP } from './address';
import { withPostcodeShapes } from './postcode-shapes';
import { lettersApart, withUmlauts } from './text';

/** A street kind's abbreviation before its dot, where an "l" may have been read as "I", "1" or "|" ("JI.", "J1.", "BIvd."). */
const KIND_ABBREVIATION = /(?<![\p{L}\d])\p{L}[\p{L}1|]{1,3}(?=\.)/gu;

const TYPED_STREET_WORD = /^\d{1,5}[a-z]?,?\s+(\p{Ll}{5,})\s/u;

/**
 * OCR's slips inside an address that can only be slips: "ß" read as "B", "lB", "BB", "lle" or "3"
 * ("StraBe", "AlexanderstralBBe", "Stra3e"), the French article "l'" read as "I'" ("cours de I'Intendance"),
 * a street's kind one letter off a known one ("29 houlevard Voltaire") or its abbreviation's "l" read as
 * "I" or "1" ("JI. Gatot Subroto", "BIvd."), a UK district digit read
 * as a letter ("DET 3AF"), an office's or a P.O. box's O read as a zero ("0f. 1069", "P.0. Box"),
 * on a German, Austrian or Swiss card, "ü" read as "ii" ("Miinchen"), and on a Faroese one "gøta" read "gota".
 */
export function withoutAddressSlips(line: string, country?: string): string {
  let text = line
    .replace(/(?<=[Ss]tra)(?:l?BB?|ll|3|R)e(?![\p{L}])/gu, 'ße')
    .replace(/(?<=^|[\s(])I(?=['’]\p{Lu})/gu, 'l')
    .replace(/\bP\.\s?0\.(?=\s?Box\b)/g, 'P.O.')
    // An "E." read as "£." ("Zhongxiao £. Rd."): no address prints a price.
    .replace(/£(?=\.)/g, 'E')
    // A street's Roman numeral read as "111" before a month or a name and the house number ("Via 111
    // Settembre 46" for Via III Settembre): no day or number is 111 there.
    .replace(new RegExp(`(?<=^(?:${STREET_WORDS})\\s)111(?=\\s\\p{Lu}\\p{Ll}+\\s\\d)`, 'iu'), 'III')
    // A Malagasy lot's Roman numeral read as "11" or "Il", and a place's "I" as "l" before a consonant
    // no word starts with ("Lot Il J 144 lvandry").
    .replace(/(?<=^Lot\s)(?:11|Il|lI|ll)(?=\s?[A-Z]{1,3}\s?\d)/u, 'II')
    .replace(/(?<=^Lot\s.*\s)l(?=[bcdfgkmnpqstvwxz]\p{Ll})/u, 'I')
    .replace(/(?<=^|,\s)0f\.(?=\s?\d)/g, 'Of.')
    // A box's district printed again after the town ("01 BP 3669 Ouagadougou 01", French-speaking
    // West Africa) read as letters at the line's end ("Ouagadougou ox"): the one before the box.
    .replace(/^(\d{2})(\s+B\.?P\.?\s+\d+\s+\p{Lu}[\p{L}-]+\s+)(?!\d{2}$)[\p{L}\d]{2}$/u, '$1$2$1')
    // "W.I." after a Caribbean country, its I read as 1, l or IL.
    .replace(/(?<=\p{L},?\s)W\.\s?(?:1|l|L|\||IL|Il)\.?$/u, (slip) => (countryAtEnd(line) ? 'W.I.' : slip))
    // A Roman "II" after a name read as "Il" ("Avenue Jean-Paul Il, Carré 706"): the article "Il" has a word after it.
    .replace(/(?<=\p{Lu}\p{Ll}+\s)Il(?=,)/gu, 'II');
  text = text.replace(KIND_ABBREVIATION, (word: string) => {
    // The first letter stays: "IN." (Indiana) is no "ln." (lane).
    const kind = word[0] + word.slice(1).replace(/[I1|]/g, 'l');
    const kinds = STREET_WORDS.split('|');
    return kind !== word && kinds.includes(kind.toLowerCase()) && !kinds.includes(word.toLowerCase()) ? kind : word;
  });
  const typed = text.match(TYPED_STREET_WORD);
  if (typed) {
    const word = typed[1];
    const kinds = STREET_WORDS.split('|');
    const known = !kinds.includes(word) && kinds.find((w) => w.length >= 5 && lettersApart(w, word) === 1);
    if (known) text = text.replace(word, known);
  }
  // The Faroese street's "gøta", its "ø" read as "o", "g" or "p": no other word reads so after a street's name.
  if (country === 'FO') text = text.replace(/(?<=\p{L}\s)g[ogp]ta(?=\s\d)/u, 'gøta');
  text = withPostcodeShapes(text);
  if (UK_POSTCODE_SLIP.test(text)) text = text.replace(/(?<=\s[A-Z]{2})[TIlY|](?=\s\d[A-Z]{2}$)/, '1');
  return withUmlauts(text, country).replace(/(?<=\b\d{4,5}\s+)\p{L}+/u, (town) => UMLAUT_TOWNS.get(town) ?? town);
}

/**
 * German, Austrian and Swiss towns with an umlaut, as the English model misreads them after their
 * postcode ("80331 Minchen", "8001 Zirich", "8001 Zlirich", "50667 Kéln"): its "ü" read as "i", "ii" or "li", its "ö" as
 * "é" or "6". Read without the dots ("Munchen") they already match, accents aside.
 */
const UMLAUT_TOWNS = new Map(
  (
    'München Köln Düsseldorf Nürnberg Zürich Münster Lübeck Göttingen Würzburg Saarbrücken Osnabrück ' +
    'Mönchengladbach Gütersloh Fürth Tübingen Lüneburg Jülich Bückeburg Völklingen Lörrach Schwäbisch Füssen'
  )
    .split(' ')
    .flatMap((town) =>
      [
        ['ü', 'i'],
        ['ü', 'ii'],
        ['ü', 'li'],
        ['ö', 'é'],
        ['ö', '6'],
      ]
        .filter(([umlaut]) => town.includes(umlaut))
        .map(([umlaut, misread]) => [town.replaceAll(umlaut, misread), town] as const),
    ),
);
