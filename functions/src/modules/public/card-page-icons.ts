import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import svgpath from 'svgpath';
import { genericGlyphOf, SOCIAL_ICON_SLUGS } from '../../contract/social-icons';

/**
 * The social networks' brand marks for the card page, as inline SVG (contract/social-icons.ts).
 * Each mark is read from its own file in the pinned `simple-icons` package the first time a
 * page shows it, never the package's index of some 3,000 marks, so the function starts as fast
 * as before and a page carries only the marks it shows.
 */

/**
 * Simple Icons draws with four decimals on a 24-unit box; a mark is shown 24 CSS px wide, so two
 * decimals stay within 0.005 px of it (svgpath carries the rounding error along relative moves)
 * and the page's marks are a quarter lighter.
 */
const DECIMALS = 2;

/**
 * svgpath writes `M1 0.5 -0.25 0.3`; a path needs no leading zero, no space around a command
 * letter or before a minus, nor between two numbers when the second starts with a point after
 * one that has its own (`M1 .5-.25.3`). Arc flags (`0 1 .5`) keep their spaces.
 */
const compactPath = (d: string) =>
  d
    .replace(/(^|[^\d.])0\./g, '$1.')
    .replace(/ ?([A-Za-z]) ?/g, '$1')
    .replace(/ (?=-)/g, '')
    .replace(/(\.\d+) (?=\.)/g, '$1');

const require = createRequire(import.meta.url);
const marks = new Map<string, string | null>();

function markPath(slug: string): string | null {
  if (!marks.has(slug)) {
    const svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
    const path = svg.match(/<path d="([^"]+)"/)?.[1];
    // A mark drawn with repeated implicit commands can come out longer: then it stays as drawn.
    const rounded = path ? compactPath(svgpath(path).round(DECIMALS).toString()) : null;
    marks.set(slug, rounded && path && rounded.length < path.length ? rounded : (path ?? null));
  }
  return marks.get(slug) ?? null;
}

/** The network's icon, decorative (the link it sits in carries the network's name). */
export function socialIconSvg(network: string): string {
  const slug = SOCIAL_ICON_SLUGS[network];
  const path = slug ? markPath(slug) : null;
  if (path) return `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"/></svg>`;
  return `<svg class="g" viewBox="0 0 24 24" aria-hidden="true"><path d="${genericGlyphOf(network)}"/></svg>`;
}
