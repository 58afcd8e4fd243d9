import { createHash } from 'node:crypto';
import type { PublicProfile } from '../../contract/profiles';
import { LANGUAGES, type Language } from '../../contract/i18n/languages';
import type { CardKey, CardText } from './card-text';
import { esc, onColor } from '../../platform/html';
import { scriptJson } from './card-page-seo';

/**
 * The card page's document (card-page.ts fills it): critical CSS, the theme, the
 * analytics beacon, the footer, the other languages as a `Link` header, and the Content-Security-Policy
 * that lets exactly this page's inline style and script run.
 */

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Counts the view, and clicks on the page's links, with navigator.sendBeacon (a text/plain POST
 * that survives leaving the page); navigation is never delayed. The page's short form of the
 * event (contract/analytics.ts `pageEventQuery`): the profile and the way in as the query, no
 * body for the view, the clicked link's `href` as written for a click. The server works out which
 * service a link is from its address (analytics.address.ts), so the links carry no markup for it.
 * Browsers only: crawlers and link previews rarely run it, and the server drops bot user agents
 * anyway. A block, not a function, keeps `s` off the window; `onclick` is the window's.
 */
export function beaconScript(beacon: { profileId: string; via: string }): string {
  const query = new URLSearchParams({ p: beacon.profileId, v: beacon.via }).toString().replace(/%3A/g, ':');
  return `{let s=h=>navigator.sendBeacon(${scriptJson(`/v1/public/events?${query}`)},h);s();onclick=e=>(e=e.target.closest('a'))&&s(e.getAttribute('href'))}`;
}

/**
 * Critical CSS, in parts: a page carries only the rules for what it draws (a card without a
 * cover, links or a role line does not pay for their styles), minified by hand, each
 * declaration once.
 */
export const CSS = {
  // Every page: the frame, the headings, the footer.
  base:
    '*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 var(--font)}' +
    'main{max-width:30rem;margin:0 auto;padding:0 1rem 2rem}a{color:inherit}a:focus-visible{outline:3px solid var(--p);outline-offset:2px}' +
    'h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0 .25rem}h2{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;margin:1.75rem 0 .5rem;opacity:.7}' +
    'p{margin:.25rem 0}ul{list-style:none;margin:0;padding:0}' +
    'footer{margin-top:2.5rem;text-align:center;font-size:.8rem;opacity:.7}',
  // Pages with a button-like link; `.btn.primary` outranks the lead form's `button.btn`.
  btn: '.btn{display:block;text-align:center;padding:.75rem;border-radius:var(--r);text-decoration:none;font-weight:600;border:2px solid var(--p);color:var(--p)}.btn.primary{background:var(--p);color:var(--on-p)}',
  header: 'header{padding-top:1.5rem}',
  role: '.role{font-weight:600}',
  muted: '.muted{opacity:.75}',
  // Save contact across the card, the other actions sharing the row beneath in equal widths, at every width.
  actions:
    '.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.25rem}.actions a{flex:1 1 0;min-width:8rem}.actions .primary{flex-basis:100%}',
  centered: 'header{text-align:center}.socials{justify-content:center}',
  cover:
    '.cover{display:block;width:calc(100% + 2rem);margin:0 -1rem;max-height:14rem;object-fit:cover}.l-cover .cover{max-height:20rem}.has-cover .photo{margin-top:-3.5rem}',
  photo: '.photo{width:7rem;height:7rem;border-radius:50%;object-fit:cover;border:3px solid var(--bg)}',
  avatar:
    '.avatar{display:inline-grid;place-items:center;background:var(--p);color:var(--on-p);font-size:2.4rem;font-weight:700;letter-spacing:.03em;user-select:none}',
  logo: '.logo{max-height:2.5rem;max-width:8rem;float:right;margin-top:.5rem}',
  contact: '.contact li{padding:.35rem 0;overflow-wrap:anywhere}',
  label: '.label{font-size:.85rem;opacity:.7;margin-left:.4rem}',
  links:
    '.links a{display:block;margin:.5rem 0;padding:.75rem 1rem;border-radius:var(--r);background:color-mix(in srgb,var(--p) 10%,var(--bg));text-decoration:none;font-weight:600}',
  // After `links`: a link with a thumbnail lays the picture beside its title.
  thumbs:
    '.links a{display:flex;align-items:center;gap:.75rem}.links img{width:2.5rem;height:2.5rem;border-radius:.4rem;object-fit:cover}.socials img{width:100%;height:100%;border-radius:50%;object-fit:cover}',
  // Round buttons in the card's colour, the mark in the colour that reads on it (onColor).
  socials:
    '.socials{display:flex;flex-wrap:wrap;gap:.75rem}.socials a{display:grid;place-items:center;width:3rem;height:3rem;border-radius:50%;background:var(--p);color:var(--on-p)}' +
    '.socials svg{width:1.5rem;height:1.5rem;fill:currentColor}',
  // The generic glyph (a network without a brand mark) is drawn with strokes.
  glyph: '.socials .g{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}',
  // The code's own pixels, each module a sharp square however large it is drawn.
  qr: '.qr{margin:2rem auto 0;max-width:11rem;text-align:center}.qr img{display:block;width:100%;height:auto;image-rendering:pixelated}figcaption{font-size:.8rem;opacity:.7}',
  video:
    '.bgv{position:fixed;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1;opacity:.25}@media (prefers-reduced-motion:reduce){.bgv{display:none}}',
  notice: '.notice{text-align:center;padding-top:18vh}.notice .btn{display:inline-block;margin-top:1.5rem}',
};

const FONTS: Record<string, string> = {
  system: 'system-ui,sans-serif',
  serif: 'Georgia,"Times New Roman",serif',
  rounded: 'ui-rounded,"SF Pro Rounded",system-ui,sans-serif',
};
const RADII: Record<string, string> = { rounded: '.6rem', pill: '999px', square: '0' };

const HEX = /^#[0-9a-f]{6}$/i;

/** `#aabbcc` as `#abc` where it can be. */
const shortHex = (hex: string) => hex.toLowerCase().replace(/^#(.)\1(.)\2(.)\3$/, '#$1$2$3');

/** The card's theme, by the names the CSS reads it with (`var(--p)`); `a` is a company's accent. */
export type ThemeValues = Record<'p' | 'on-p' | 'bg' | 'fg' | 'font' | 'r', string> & { a?: string };

export function themeValues(theme: PublicProfile['config']['theme'] | undefined): ThemeValues {
  const p = theme && HEX.test(theme.primaryColor) ? theme.primaryColor : '#1f6feb';
  return {
    p: shortHex(p),
    'on-p': shortHex(onColor(p)),
    bg: shortHex(theme && HEX.test(theme.backgroundColor) ? theme.backgroundColor : '#ffffff'),
    fg: shortHex(theme && HEX.test(theme.textColor) ? theme.textColor : '#111827'),
    font: FONTS[theme?.font ?? 'system'] ?? FONTS.system,
    r: RADII[theme?.buttonStyle ?? 'rounded'] ?? RADII.rounded,
  };
}

const channels = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/** `color-mix(in srgb, a n%, b)` of two opaque colours, worked out here: the same colour, fewer bytes. */
function mixed(a: string, percent: number, b: string): string {
  const [x, y] = [channels(a), channels(b)];
  const rgb = x.map((c, i) => Math.round((c * percent + y[i] * (100 - percent)) / 100));
  return shortHex(`#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
}

/**
 * The page's CSS with its theme written in: the rules read the theme as `var(--p)` and the like,
 * and the page carries the values themselves, not custom properties (each card's CSS is its own
 * anyway, for its hash), with the mixes of two theme colours already mixed.
 */
export function themed(css: string, values: ThemeValues): string {
  return css
    .replace(/var\(--([a-z-]+)\)/g, (whole, name: string) => values[name as keyof ThemeValues] ?? whole)
    .replace(/color-mix\(in srgb,(#[0-9a-f]{3,6}) (\d+)%,(#[0-9a-f]{3,6})\)/gi, (_, a: string, n: string, b: string) =>
      mixed(a, Number(n), b),
    );
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  canonical?: string;
  image?: { url: string; alt: string; large: boolean };
  noindex: boolean;
  /**
   * A person's card: `og:type` profile. Its optional `profile:first_name`/`last_name` are left
   * out (no link preview shows them; an indexable card's JSON-LD carries the names).
   */
  profile?: boolean;
}

export interface RenderedPage {
  html: string;
  /** The Content-Security-Policy that lets exactly this page's inline style and script run. */
  csp: string;
  /** Kept out of search engines: the page says so, and the answer's X-Robots-Tag too. */
  noindex: boolean;
  /** The answer's `Link` header: a card's other languages (`alternatesOf`). */
  link?: string;
}

/** A page as an answer sends it: its bytes and the headers they go with, the HTML string let go. */
export interface EncodedPage extends Omit<RenderedPage, 'html'> {
  body: Buffer;
}

export function encodePage({ html, ...headers }: RenderedPage): EncodedPage {
  return { ...headers, body: Buffer.from(html) };
}

export interface DocumentOptions {
  css: string;
  /** The analytics beacon, for a profile's page: whose page it is and how the visitor came. */
  beacon?: { profileId: string; via: string };
  /** Structured data for search engines (already escaped for a <script> block). */
  jsonLd?: string;
  https: boolean;
  language: Language;
  /** A page of its own that posts forms to this origin (the lead form), with its inline script, which may start a worker from here. */
  form?: { script?: string };
}

export function htmlDocument(meta: PageMeta, body: string, options: DocumentOptions): RenderedPage {
  const beacon = options.beacon && beaconScript(options.beacon);
  const tags = [
    `<meta property="og:site_name" content="Everlink">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(meta.canonical ?? meta.url)}">`,
    `<meta property="og:type" content="${meta.profile ? 'profile' : 'website'}">`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${esc(meta.image.url)}">`,
          `<meta property="og:image:alt" content="${esc(meta.image.alt)}">`,
        ]
      : []),
    // X reads og:title, og:description and og:image when its own tags are absent.
    `<meta name="twitter:card" content="${meta.image?.large ? 'summary_large_image' : 'summary'}">`,
  ];
  const html =
    `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(meta.title)}</title><meta name="description" content="${esc(meta.description)}">` +
    (meta.noindex ? '<meta name="robots" content="noindex">' : '') +
    (meta.canonical ? `<link rel="canonical" href="${esc(meta.canonical)}">` : '') +
    // No favicon request: the page is complete in one response.
    '<link rel="icon" href="data:,">' +
    tags.join('') +
    (options.jsonLd ? `<script type="application/ld+json">${options.jsonLd}</script>` : '') +
    `<style>${options.css}</style></head><body>${body}` +
    (beacon ? `<script>${beacon}</script>` : '') +
    (options.form?.script ? `<script>${options.form.script}</script>` : '') +
    '</body></html>';
  const csp = [
    "default-src 'none'",
    `style-src ${sha256(options.css)}`,
    `script-src ${[...(beacon ? [sha256(beacon)] : []), ...(options.form?.script ? [sha256(options.form.script)] : [])].join(' ') || "'none'"}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "connect-src 'self'",
    "base-uri 'none'",
    `form-action ${options.form ? "'self'" : "'none'"}`,
    ...(options.form?.script ? ["worker-src 'self'"] : []),
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    html,
    csp,
    noindex: meta.noindex,
    ...(meta.profile ? { link: alternatesOf(meta.canonical ?? meta.url) } : {}),
  };
}

/**
 * A text with trusted HTML in its placeholders (a link around the brand): the words are
 * escaped, the HTML goes in as it is, wherever the language puts it.
 */
export function textWithHtml(text: CardText, key: CardKey, html: Record<string, string>): string {
  const marks = Object.fromEntries(Object.keys(html).map((name, i) => [name, `\u0000${i}\u0000`]));
  return Object.values(html).reduce((out, value, i) => out.replace(`\u0000${i}\u0000`, value), esc(text.t(key, marks)));
}

/**
 * Every page's footer: the product's name. The page's language is the visitor's (their browser's
 * preferences, or the owner's fixed one, or `?lang=`), so the footer lists no languages; search
 * engines learn the other languages from the answer's `Link` header (`alternatesOf`).
 */
export function pageFooter(text: CardText): string {
  return `<footer><p>${textWithHtml(text, 'page.poweredBy', { brand: '<a href="/">Everlink</a>' })}</p></footer>`;
}

/**
 * The page in every language, for search engines, as an HTTP `Link` header (which Google reads
 * like `<link rel="alternate" hreflang>` tags, without a byte in the page): `?lang=` for each,
 * and the address alone as `x-default`, which follows the visitor's browser.
 */
export function alternatesOf(url: string): string {
  const at = (language: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
  return [
    ...LANGUAGES.map((language) => `<${at(language)}>; rel="alternate"; hreflang="${language}"`),
    `<${url}>; rel="alternate"; hreflang="x-default"`,
  ].join(', ');
}
