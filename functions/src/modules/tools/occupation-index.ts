/**
 * Prefix and word search over job titles, in memory. Titles are folded (case, accents, spacing)
 * and cut into words; a sorted list of (word, title) pairs gives, by binary search, the range
 * of titles with a word starting with each query word. The smallest range is read, and the
 * other query words are checked on those few titles. "soft dev", "developer soft" and "Développeur" all work.
 */

/** Folds case, accents and runs of spaces: "  Développeur  Web" → "developpeur web". */
export function foldTitle(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface Entry {
  title: string;
  folded: string;
  words: string[];
}

export interface OccupationIndex {
  /** Matching titles, best first: whole-title prefix, then first-word prefix, then shorter, then A→Z. */
  search(query: string, limit: number): string[];
  size: number;
}

/** The first position whose word is not below `prefix` (binary search). */
function lowerBound(pairs: readonly [string, number][], prefix: string): number {
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pairs[mid][0] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function rank(entry: Entry, folded: string, first: string): number {
  if (entry.folded.startsWith(folded)) return 0;
  return entry.words[0]?.startsWith(first) ? 1 : 2;
}

export function buildOccupationIndex(titles: readonly string[]): OccupationIndex {
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const title of titles) {
    const folded = foldTitle(title);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    entries.push({ title: title.trim(), folded, words: wordsOf(folded) });
  }
  const pairs: [string, number][] = entries.flatMap((e, i) => e.words.map((w): [string, number] => [w, i]));
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

  return {
    size: entries.length,
    search(query, limit) {
      const folded = foldTitle(query);
      const words = wordsOf(folded);
      if (!words.length || limit < 1) return [];
      const ranges = words.map((w) => [lowerBound(pairs, w), lowerBound(pairs, `${w}\uffff`)] as const);
      const [from, to] = ranges.reduce((a, b) => (b[1] - b[0] < a[1] - a[0] ? b : a));
      const candidates = new Set<number>();
      for (let k = from; k < to; k++) candidates.add(pairs[k][1]);
      return [...candidates]
        .map((i) => entries[i])
        .filter((e) => words.every((w) => e.words.some((ew) => ew.startsWith(w))))
        .sort(
          (a, b) =>
            rank(a, folded, words[0]) - rank(b, folded, words[0]) ||
            a.folded.length - b.folded.length ||
            (a.folded < b.folded ? -1 : 1),
        )
        .slice(0, limit)
        .map((e) => e.title);
    },
  };
}
