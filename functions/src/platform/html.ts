/**
 * Writing HTML (and SVG) by hand on the server: escaping, links that only open what the contract
 * lets in, and the text colour that reads on a brand colour. The card page, the lead form, the
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

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function onColor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
