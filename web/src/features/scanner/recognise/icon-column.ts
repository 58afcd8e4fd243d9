import type { CardLine } from './text';

/** An icon the engine read as a character before its line: a pin, a phone or an envelope as "8", "B" or "#8". */
const ICON = /^(?:#?8|B)\s+(?=\S)/;
const CONTACT = /@|www|\d{3}/;
const GLUED = /^B(?=\d{1,4}\s+\p{L})/u;

/**
 * The lines without the icons printed down their left side ("8 Tel: 497-243", "8 www…", "8 Henck
 * Arronstraat 58", "8 Paramaribo"). Only a column of them is one: three or more lines open with the
 * same kind of mark and two of them hold an email, a site or a number. One line opening with "8 "
 * is a house number ("8 Rue de la Paix").
 */
export function withoutIconColumn(lines: readonly CardLine[]): CardLine[] {
  const marked = lines.filter((line) => ICON.test(line.text));
  if (marked.length < 3 || marked.filter((line) => CONTACT.test(line.text)).length < 2) return [...lines];
  // In such a column a "B" glued to a house number is the icon too ("B15 rue Colbert").
  return lines.map((line) =>
    ICON.test(line.text) || GLUED.test(line.text)
      ? { ...line, text: line.text.replace(ICON, '').replace(GLUED, '') }
      : line,
  );
}
