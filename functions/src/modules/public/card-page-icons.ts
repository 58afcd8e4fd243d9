import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { genericGlyphOf, SOCIAL_ICON_SLUGS } from '../../contract/social-icons';

/**
 * The social networks' brand marks for the card page, as inline SVG (contract/social-icons.ts).
 * Each mark is read from its own file in the pinned `simple-icons` package the first time a
 * page shows it, never the package's index of some 3,000 marks, so the function starts as fast
 * as before and a page carries only the marks it shows.
 */

const require = createRequire(import.meta.url);
const marks = new Map<string, string | null>();

function markPath(slug: string): string | null {
  if (!marks.has(slug)) {
    const svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
    marks.set(slug, svg.match(/<path d="([^"]+)"/)?.[1] ?? null);
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
