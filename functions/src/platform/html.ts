/**
 * Writing HTML (and SVG) by hand on the server: escaping, links that only open what the contract
 * lets in, and the colours that read on a brand colour (WCAG contrast). The card page, the lead form, the
 * providers' own pages and the share kit's pictures all draw with these.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: string | null | undefined) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Only the schemes the contract lets in; anything else becomes inert. */
export function href(url: string | null | undefined): string {
  if (!url) return '#';
  if (url.startsWith('/') && !url.startsWith('//')) return esc(url);
  try {
    const { protocol } = new URL(url);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(protocol) ? esc(url) : '#';
  } catch {
    return '#';
  }
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast between two `#rrggbb` colours (1 to 21): the share kit puts brand colours on
 * white (signature links) and on each other (pass labels), and uses one only where it reads.
 */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Large text and UI parts need 3:1, body text 4.5:1. */
export const READABLE = { large: 3, text: 4.5 } as const;

/** Black or white, whichever reads better on the colour. */
export function onColor(hex: string): string {
  return contrast(hex, '#000000') > contrast(hex, '#ffffff') ? '#000000' : '#ffffff';
}
