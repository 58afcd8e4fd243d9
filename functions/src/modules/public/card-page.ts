import { createHash } from 'node:crypto';
import type { PublicProfile } from '../../contract/profiles';
import { companyParts } from './card-page-company';
import { feedParts, type CardFeed } from '../integrations';

/**
 * The public card page as one HTML document: critical CSS inline, no framework, one tiny
 * inline script for the analytics beacon, the QR code as inline SVG. Everything a visitor
 * sees arrives in this one response; the photo and cover are the only other requests.
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

const telOf = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Counts the view, and clicks on anything marked data-s, with navigator.sendBeacon (a text/plain
 * POST that survives leaving the page); navigation is never delayed. Browsers only: crawlers
 * and link previews rarely run it, and the server drops bot user agents anyway.
 */
const BEACON_SCRIPT =
  "(()=>{const b=document.body.dataset,s=d=>{d.profileId=b.p;if(b.v)d.via=b.v;navigator.sendBeacon('/v1/public/events',JSON.stringify(d))};" +
  "s({type:'view'});addEventListener('click',e=>{const a=e.target.closest?.('a[data-s]');if(a)s({type:'click',serviceId:a.dataset.s})})})()";
const BEACON_HASH = sha256(BEACON_SCRIPT);

/**
 * Critical CSS, in parts: a page carries only the rules for what it shows (a card without a
 * cover or links does not pay for their styles).
 */
const CSS = {
  base:
    '*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 var(--font)}' +
    'main{max-width:30rem;margin:0 auto;padding:0 1rem 2rem}a{color:inherit}.muted{opacity:.75}' +
    'h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0 .25rem}h2{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;margin:1.75rem 0 .5rem;opacity:.7}' +
    'p{margin:.25rem 0}ul{list-style:none;margin:0;padding:0}header{padding-top:1.5rem}.role{font-weight:600}' +
    '.btn{display:block;text-align:center;padding:.75rem;border-radius:var(--r);text-decoration:none;font-weight:600;border:2px solid var(--p);color:var(--p)}' +
    '.btn.primary{background:var(--p);color:var(--on-p)}a:focus-visible{outline:3px solid var(--p);outline-offset:2px}' +
    'footer{margin-top:2.5rem;text-align:center;font-size:.8rem;opacity:.7}',
  actions: '.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.25rem}.actions .btn{flex:1 1 9rem}',
  centered: 'header,.actions{text-align:center}',
  cover: '.cover{display:block;width:calc(100% + 2rem);margin:0 -1rem;max-height:14rem;object-fit:cover}.l-cover .cover{max-height:20rem}',
  photo: '.photo{width:7rem;height:7rem;border-radius:50%;object-fit:cover;border:3px solid var(--bg)}.has-cover .photo{margin-top:-3.5rem}',
  logo: '.logo{max-height:2.5rem;max-width:8rem;float:right;margin-top:.5rem}',
  contact: '.contact li{padding:.35rem 0;overflow-wrap:anywhere}.label{font-size:.85rem;opacity:.7;margin-left:.4rem}',
  links:
    '.links li{margin:.5rem 0}.links a{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;border-radius:var(--r);' +
    'background:color-mix(in srgb,var(--p) 10%,var(--bg));text-decoration:none;font-weight:600;min-height:3rem}',
  socials:
    '.socials{display:flex;flex-wrap:wrap;gap:.5rem}.socials a{display:flex;align-items:center;gap:.4rem;padding:.45rem .9rem;border-radius:999px;border:1px solid color-mix(in srgb,var(--fg) 25%,transparent);text-decoration:none}',
  thumbs: '.links img{width:2.5rem;height:2.5rem;border-radius:.4rem;object-fit:cover}.socials img{width:1.5rem;height:1.5rem;border-radius:50%;object-fit:cover}',
  qr: '.qr{margin:2rem auto 0;max-width:11rem;text-align:center}.qr svg{display:block;width:100%;height:auto}.qr figcaption{font-size:.8rem;opacity:.7}',
  video: '.bgv{position:fixed;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1;opacity:.25}@media (prefers-reduced-motion:reduce){.bgv{display:none}}',
  notice: '.notice{text-align:center;padding-top:18vh}.notice .btn{display:inline-block;margin-top:1.5rem}',
};

const FONTS: Record<string, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  serif: 'Georgia,"Times New Roman",serif',
  rounded: 'ui-rounded,"SF Pro Rounded",system-ui,sans-serif',
};
const RADII: Record<string, string> = { rounded: '.6rem', pill: '999px', square: '0' };

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function onColor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

const HEX = /^#[0-9a-f]{6}$/i;

function themeCss(theme: PublicProfile['config']['theme'] | undefined): string {
  const p = theme && HEX.test(theme.primaryColor) ? theme.primaryColor : '#1f6feb';
  const bg = theme && HEX.test(theme.backgroundColor) ? theme.backgroundColor : '#ffffff';
  const fg = theme && HEX.test(theme.textColor) ? theme.textColor : '#111827';
  const font = FONTS[theme?.font ?? 'system'] ?? FONTS.system;
  const radius = RADII[theme?.buttonStyle ?? 'rounded'] ?? RADII.rounded;
  return `:root{--p:${p};--on-p:${onColor(p)};--bg:${bg};--fg:${fg};--font:${font};--r:${radius}}`;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  canonical?: string;
  image?: { url: string; alt: string; large: boolean };
  noindex: boolean;
  profileNames?: { firstName: string; lastName: string };
}

export interface RenderedPage {
  html: string;
  /** The Content-Security-Policy that lets exactly this page's inline style and script run. */
  csp: string;
}

function htmlDocument(meta: PageMeta, body: string, options: { css: string; bodyAttrs?: string; script: boolean; https: boolean }): RenderedPage {
  const tags = [
    `<meta property="og:site_name" content="Everlink">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(meta.canonical ?? meta.url)}">`,
    `<meta property="og:type" content="${meta.profileNames ? 'profile' : 'website'}">`,
    ...(meta.profileNames
      ? [
          meta.profileNames.firstName ? `<meta property="profile:first_name" content="${esc(meta.profileNames.firstName)}">` : '',
          meta.profileNames.lastName ? `<meta property="profile:last_name" content="${esc(meta.profileNames.lastName)}">` : '',
        ]
      : []),
    ...(meta.image ? [`<meta property="og:image" content="${esc(meta.image.url)}">`, `<meta property="og:image:alt" content="${esc(meta.image.alt)}">`] : []),
    // X reads og:title, og:description and og:image when its own tags are absent.
    `<meta name="twitter:card" content="${meta.image?.large ? 'summary_large_image' : 'summary'}">`,
  ].filter(Boolean);
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(meta.title)}</title><meta name="description" content="${esc(meta.description)}">` +
    (meta.noindex ? '<meta name="robots" content="noindex">' : '') +
    (meta.canonical ? `<link rel="canonical" href="${esc(meta.canonical)}">` : '') +
    // No favicon request: the page is complete in one response.
    '<link rel="icon" href="data:,">' +
    tags.join('') +
    `<style>${options.css}</style></head><body${options.bodyAttrs ?? ''}>${body}` +
    (options.script ? `<script>${BEACON_SCRIPT}</script>` : '') +
    '</body></html>';
  const csp = [
    "default-src 'none'",
    `style-src ${sha256(options.css)}`,
    `script-src ${options.script ? BEACON_HASH : "'none'"}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return { html, csp };
}

export interface ProfilePageInput {
  profile: PublicProfile;
  /** Absolute URL of this page, and the profile's own page (canonical). */
  pageUrl: string;
  canonicalUrl: string | null;
  /** Absolute URL of the image for link previews (JPEG). */
  previewImage: { url: string; large: boolean } | null;
  qrSvg: string | null;
  vcardPath: string;
  exchangePath: string;
  /** `card:{id}` or `link:{slug}`, sent with the beacon. */
  via: string;
  /** A card's own URL duplicates its profile's page: only the profile page is indexed. */
  noindex: boolean;
  https: boolean;
  /** The owner's connected feeds shown on this profile (latest posts, tweets, videos). */
  feeds?: CardFeed[];
}

function roleLine(p: PublicProfile): string {
  const role = [p.jobTitle, p.company].filter(Boolean).join(' at ');
  return role ? `<p class="role">${esc(role)}${p.department ? ` <span class="muted">· ${esc(p.department)}</span>` : ''}</p>` : '';
}

function descriptionOf(p: PublicProfile): string {
  const role = [p.jobTitle, p.company].filter(Boolean).join(' at ');
  return [role, p.headline].filter(Boolean).join(' — ') || `${p.displayName} on Everlink`;
}

export function renderProfilePage(input: ProfilePageInput): RenderedPage {
  const { profile: p } = input;
  const { sections } = p.config;
  const hasCover = !!p.images.cover?.url || !!p.coverUrl;
  const coverUrl = p.images.cover?.url ?? p.coverUrl;
  const photoUrl = p.images.photo?.url ?? p.photoUrl;
  // An employee's card: the company's logo, background and links (card-page-company.ts).
  const company = p.companyBrand ? companyParts(p.companyBrand, esc, href) : null;
  const logoUrl = p.companyBrand?.logoUrl ?? p.images.logo?.url ?? p.logoUrl;
  const parts: string[] = [];
  const css = [themeCss(p.config.theme), CSS.base];
  if (p.config.layout !== 'classic') css.push(CSS.centered);
  if (company) css.push(company.css);
  if (company?.background) parts.push(company.background);

  if (p.backgroundVideo) {
    css.push(CSS.video);
    parts.push(`<video class="bgv" autoplay muted loop playsinline preload="metadata" aria-hidden="true" src="${href(p.backgroundVideo.url)}"></video>`);
  }
  const cover = p.images.cover;
  if (coverUrl) {
    css.push(CSS.cover);
    parts.push(`<img class="cover" src="${href(coverUrl)}" alt="" width="${cover?.width ?? 1200}" height="${cover?.height ?? 400}" fetchpriority="high">`);
  }
  if (photoUrl) css.push(CSS.photo);
  if (logoUrl) css.push(CSS.logo);
  parts.push(
    '<header>' +
      (logoUrl ? `<img class="logo" src="${href(logoUrl)}" alt="${esc(p.companyBrand?.name || p.company || 'Logo')}">` : '') +
      (photoUrl ? `<img class="photo" src="${href(photoUrl)}" alt="Photo of ${esc(p.displayName)}" width="112" height="112">` : '') +
      `<h1>${esc(p.displayName)}</h1>` +
      (p.pronouns ? `<p class="muted">${esc(p.pronouns)}</p>` : '') +
      roleLine(p) +
      (p.headline ? `<p class="headline">${esc(p.headline)}</p>` : '') +
      '</header>',
  );

  const actions: string[] = [];
  if (sections.saveContact) actions.push(`<a class="btn primary" href="${esc(input.vcardPath)}" download>Save contact</a>`);
  if (sections.exchangeContact && p.config.leadCapture.enabled) actions.push(`<a class="btn" href="${esc(input.exchangePath)}" data-s="exchange-contact">Exchange contact</a>`);
  if (p.bookingUrl) actions.push(`<a class="btn" href="${href(p.bookingUrl)}" target="_blank" rel="noopener" data-s="booking">Book a meeting</a>`);
  if (actions.length) css.push(CSS.actions);
  if (actions.length) parts.push(`<nav class="actions" aria-label="Actions">${actions.join('')}</nav>`);

  if (p.bio) parts.push(`<section aria-labelledby="h-about"><h2 id="h-about">About</h2><p>${esc(p.bio).replace(/\n/g, '<br>')}</p></section>`);

  const contact: string[] = [];
  const emails = [...(p.email ? [{ label: '', email: p.email }] : []), ...p.emails].filter((e, i, all) => all.findIndex((o) => o.email === e.email) === i);
  for (const phone of p.phoneNumbers) {
    contact.push(`<li><a href="${esc(telOf(phone.number))}" data-s="phone">${esc(phone.number)}</a>${phone.label ? `<span class="label">${esc(phone.label)}</span>` : ''}</li>`);
  }
  for (const e of emails)
    contact.push(`<li><a href="mailto:${esc(e.email)}" data-s="email">${esc(e.email)}</a>${e.label ? `<span class="label">${esc(e.label)}</span>` : ''}</li>`);
  for (const w of p.websites) {
    contact.push(
      `<li><a href="${href(w.url)}" target="_blank" rel="noopener">${esc(w.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''))}</a>${w.label ? `<span class="label">${esc(w.label)}</span>` : ''}</li>`,
    );
  }
  for (const a of p.addresses) {
    const line = [a.street, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(', ');
    if (line) contact.push(`<li>${esc(line)}${a.label ? `<span class="label">${esc(a.label)}</span>` : ''}</li>`);
  }
  if (contact.length) css.push(CSS.contact);
  if (contact.length) parts.push(`<section aria-labelledby="h-contact"><h2 id="h-contact">Contact</h2><ul class="contact">${contact.join('')}</ul></section>`);

  if (p.everlinks.some((e) => e.thumbnailUrl) || p.socials.some((s) => s.mediaUrl)) css.push(CSS.thumbs);
  if (p.everlinks.length || company?.links) css.push(CSS.links);
  if (company?.links) parts.push(company.links);
  if (p.everlinks.length) {
    const items = p.everlinks.map(
      (e) =>
        `<li><a href="${href(e.url)}" target="_blank" rel="noopener" data-s="link:${esc(e.id)}">` +
        (e.thumbnailUrl ? `<img src="${href(e.thumbnailUrl)}" alt="" width="40" height="40" loading="lazy">` : '') +
        `<span>${esc(e.title)}</span></a></li>`,
    );
    parts.push(`<section aria-labelledby="h-links"><h2 id="h-links">Links</h2><ul class="links">${items.join('')}</ul></section>`);
  }

  if (p.socials.length) {
    css.push(CSS.socials);
    const items = p.socials.map(
      (s) =>
        `<li><a href="${href(s.url)}" target="_blank" rel="noopener me" data-s="social:${esc(s.network)}">` +
        (s.mediaUrl ? `<img src="${href(s.mediaUrl)}" alt="" width="24" height="24" loading="lazy">` : '') +
        `${esc(s.name)}</a></li>`,
    );
    parts.push(`<section aria-labelledby="h-socials"><h2 id="h-socials">Social</h2><ul class="socials">${items.join('')}</ul></section>`);
  }
  const feeds = sections.socials && input.feeds?.length ? feedParts(input.feeds, esc, href) : null;
  if (feeds) {
    css.push(feeds.css);
    parts.push(feeds.html);
  }

  if (sections.qrCode && input.qrSvg) {
    css.push(CSS.qr);
    parts.push(`<figure class="qr">${input.qrSvg.replace('<svg ', `<svg role="img" aria-label="QR code for this card" `)}<figcaption>Scan to open this card</figcaption></figure>`);
  }
  parts.push('<footer>Powered by <a href="/">Everlink</a></footer>');

  const layout = `l-${p.config.layout}`;
  const name = p.displayName;
  const meta: PageMeta = {
    title: [name, [p.jobTitle, p.company].filter(Boolean).join(' at ')].filter(Boolean).join(' – '),
    description: descriptionOf(p),
    url: input.pageUrl,
    canonical: input.canonicalUrl ?? undefined,
    image: input.previewImage ? { ...input.previewImage, alt: `Photo of ${name}` } : undefined,
    noindex: input.noindex,
    profileNames: { firstName: p.firstName, lastName: p.lastName },
  };
  return htmlDocument(meta, `<main class="${layout}${hasCover ? ' has-cover' : ''}">${parts.join('')}</main>`, {
    css: css.join(''),
    bodyAttrs: ` data-p="${esc(p.id)}" data-v="${esc(input.via)}"`,
    script: true,
    https: input.https,
  });
}

export interface NoticeInput {
  title: string;
  message: string;
  action?: { label: string; href: string };
  url: string;
  https: boolean;
}

/** The one-message pages: activation, unavailable, not found. */
export function renderNotice(input: NoticeInput): RenderedPage {
  const body =
    `<main class="notice"><h1>${esc(input.title)}</h1><p>${esc(input.message)}</p>` +
    (input.action ? `<a class="btn primary" href="${esc(input.action.href)}">${esc(input.action.label)}</a>` : '') +
    '<footer>Powered by <a href="/">Everlink</a></footer></main>';
  return htmlDocument({ title: `${input.title} | Everlink`, description: input.message, url: input.url, noindex: true }, body, {
    css: themeCss(undefined) + CSS.base + CSS.notice,
    script: false,
    https: input.https,
  });
}
