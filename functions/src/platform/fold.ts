import anyAscii from 'any-ascii';

/**
 * One way to turn a name from any language into plain lower-case ASCII, shared by search keys
 * and slugs so "soren" finds Søren and his slug is `soren-…`. Accent stripping alone (NFKD) keeps
 * letters that have no decomposition (ø ł ß ı đ æ), which then never match what people type;
 * any-ascii transliterates them (ø→o, ł→l, ß→ss, ı→i, đ→d, æ→ae) and romanizes other scripts.
 */
export function transliterate(value: string | null | undefined): string {
  return anyAscii((value ?? '').normalize('NFC')).toLowerCase();
}

/** Folded for comparison: transliterated, lower-cased, whitespace collapsed, at most `max` characters. */
export function foldText(value: string | null | undefined, max = Infinity): string {
  return transliterate(value).replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Index entries stay small and comparable: Firestore caps an entry at 1,500 bytes. */
export const KEY_MAX = 100;

/**
 * The key form of a text that lists search and sort by (contacts, employees, divisions, people):
 * case, accents, other scripts and runs of whitespace folded, "Søren  Łukasiewicz" → "soren lukasiewicz".
 */
export function fold(value: string | undefined): string {
  return foldText(value, KEY_MAX);
}

/** Folded for a URL path: runs of anything but a-z and 0-9 become one hyphen, none at the ends. */
export function slugText(value: string | null | undefined, max: number): string {
  return transliterate(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
