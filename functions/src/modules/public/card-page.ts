import type { PublicProfile } from '../../contract/profiles';
import { initialsOf } from '../../contract/social-icons';
import { companyParts } from './card-page-company';
import { socialIconSvg } from './card-page-icons';
import { feedParts } from '../integrations';
import {
  CSS,
  htmlDocument,
  pageFooter,
  themed,
  themeValues,
  type PageMeta,
  type RenderedPage,
} from './card-page-document';
import { esc, href } from '../../platform/html';
import { personJsonLd, scriptJson } from './card-page-seo';
import type { CardText } from './card-text';

export { encodePage, type EncodedPage, type RenderedPage } from './card-page-document';

const telOf = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;

/**
 * The public card page as one HTML document: critical CSS inline, no framework, one tiny
 * inline script for the analytics beacon, the QR code as an inline PNG. Everything a visitor
 * sees arrives in this one response; the photo and cover are the only other requests.
 */

export interface ProfilePageInput {
  profile: PublicProfile;
  /** The words, in the page's language. */
  text: CardText;
  /** Absolute URL of this page, and the profile's own page (canonical). */
  pageUrl: string;
  canonicalUrl: string | null;
  /** Absolute URL of the image for link previews (JPEG). */
  previewImage: { url: string; large: boolean } | null;
  /** The page's QR code (card-qr.ts), one pixel a module. */
  qr: { src: string; modules: number } | null;
  vcardPath: string;
  /** The lead form, told the page's language when it would not arrive at it alone. */
  exchangePath: string;
  /** `card:{id}` or `link:{slug}`, sent with the beacon. */
  via: string;
  /**
   * Kept out of search engines: unless the owner allowed them, and always on a card's own URL
   * (it duplicates the profile's page, the only one indexed).
   */
  noindex: boolean;
  https: boolean;
}

/** "Head of Sales at Acme" in the page's language; either one alone as the owner wrote it. */
function roleOf(p: PublicProfile, text: CardText): string {
  return p.jobTitle && p.company
    ? text.t('profile.role', { jobTitle: p.jobTitle, company: p.company })
    : p.jobTitle || p.company;
}

function roleLine(p: PublicProfile, text: CardText): string {
  const role = roleOf(p, text);
  return role
    ? `<p class="role">${esc(role)}${p.department ? ` <span class="muted">· ${esc(p.department)}</span>` : ''}</p>`
    : '';
}

function descriptionOf(p: PublicProfile, text: CardText): string {
  return (
    [roleOf(p, text), p.headline].filter(Boolean).join(' — ') || text.t('profile.description', { name: p.displayName })
  );
}

export function renderProfilePage(input: ProfilePageInput): RenderedPage {
  const { profile: p, text } = input;
  const { t } = text;
  const { sections } = p.config;
  const hasCover = !!p.images.cover?.url || !!p.coverUrl;
  const coverUrl = p.images.cover?.url ?? p.coverUrl;
  const photoUrl = p.images.photo?.url ?? p.photoUrl;
  // An employee's card: the company's logo, background and links (card-page-company.ts).
  const company = p.companyBrand ? companyParts(p.companyBrand, esc, href) : null;
  const logoUrl = p.companyBrand?.logoUrl ?? p.images.logo?.url ?? p.logoUrl;
  const parts: string[] = [];
  const theme = themeValues(p.config.theme);
  const css = [CSS.base, CSS.header];
  if (p.config.layout !== 'classic') css.push(CSS.centered);
  if (company) css.push(company.css);
  if (company?.background) parts.push(company.background);

  if (p.backgroundVideo) {
    css.push(CSS.video);
    parts.push(
      `<video class="bgv" autoplay muted loop playsinline preload="metadata" aria-hidden="true" src="${href(p.backgroundVideo.url)}"></video>`,
    );
  }
  const cover = p.images.cover;
  if (coverUrl) {
    css.push(CSS.cover);
    parts.push(
      `<img class="cover" src="${href(coverUrl)}" alt="" width="${cover?.width ?? 1200}" height="${cover?.height ?? 400}" fetchpriority="high">`,
    );
  }
  // A card without a photo still has a face: the initials in the card's colour.
  const initials = photoUrl ? '' : initialsOf(p);
  if (photoUrl || initials) css.push(CSS.photo);
  if (initials) css.push(CSS.avatar);
  if (logoUrl) css.push(CSS.logo);
  if (roleOf(p, text)) css.push(CSS.role);
  if (p.pronouns || (p.department && roleOf(p, text))) css.push(CSS.muted);
  parts.push(
    '<header>' +
      (logoUrl
        ? `<img class="logo" src="${href(logoUrl)}" alt="${esc(p.companyBrand?.name || p.company || t('profile.logoAlt'))}">`
        : '') +
      (photoUrl
        ? `<img class="photo" src="${href(photoUrl)}" alt="${esc(t('profile.photoAlt', { name: p.displayName }))}" width="112" height="112">`
        : '') +
      // The letters are decoration: the name is the heading below.
      (initials ? `<span class="photo avatar" aria-hidden="true">${esc(initials)}</span>` : '') +
      `<h1>${esc(p.displayName)}</h1>` +
      (p.pronouns ? `<p class="muted">${esc(p.pronouns)}</p>` : '') +
      roleLine(p, text) +
      (p.headline ? `<p>${esc(p.headline)}</p>` : '') +
      '</header>',
  );

  const actions: string[] = [];
  if (sections.saveContact)
    actions.push(`<a class="btn primary" href="${esc(input.vcardPath)}" download>${esc(t('profile.saveContact'))}</a>`);
  if (sections.exchangeContact && p.config.leadCapture.enabled)
    actions.push(`<a class="btn" href="${esc(input.exchangePath)}">${esc(t('profile.exchangeContact'))}</a>`);
  if (p.bookingUrl)
    actions.push(`<a class="btn" href="${href(p.bookingUrl)}" target="_blank">${esc(t('profile.bookMeeting'))}</a>`);
  if (actions.length) {
    css.push(CSS.btn, CSS.actions);
    parts.push(`<div class="actions">${actions.join('')}</div>`);
  }

  if (p.bio) parts.push(`<h2>${esc(t('profile.about'))}</h2><p>${esc(p.bio).replace(/\n/g, '<br>')}</p>`);

  const contact: string[] = [];
  const emails = [...(p.email ? [{ label: '', email: p.email }] : []), ...p.emails].filter(
    (e, i, all) => all.findIndex((o) => o.email === e.email) === i,
  );
  for (const phone of p.phoneNumbers) {
    contact.push(
      `<li><a href="${esc(telOf(phone.number))}">${esc(phone.number)}</a>${phone.label ? `<span class="label">${esc(phone.label)}</span>` : ''}</li>`,
    );
  }
  for (const e of emails)
    contact.push(
      `<li><a href="mailto:${esc(e.email)}">${esc(e.email)}</a>${e.label ? `<span class="label">${esc(e.label)}</span>` : ''}</li>`,
    );
  for (const w of p.websites) {
    contact.push(
      `<li><a href="${href(w.url)}" target="_blank">${esc(w.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''))}</a>${w.label ? `<span class="label">${esc(w.label)}</span>` : ''}</li>`,
    );
  }
  for (const a of p.addresses) {
    const line = [a.street, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(', ');
    if (line) contact.push(`<li>${esc(line)}${a.label ? `<span class="label">${esc(a.label)}</span>` : ''}</li>`);
  }
  if (contact.length) {
    css.push(CSS.contact);
    if (contact.some((item) => item.includes('class="label"'))) css.push(CSS.label);
    parts.push(`<h2>${esc(t('profile.contact'))}</h2><ul class="contact">${contact.join('')}</ul>`);
  }

  if (p.everlinks.length || company?.links) css.push(CSS.links);
  if (p.everlinks.some((e) => e.thumbnailUrl) || p.socials.some((s) => s.mediaUrl)) css.push(CSS.thumbs);
  if (company?.links) parts.push(company.links);
  if (p.everlinks.length) {
    const items = p.everlinks.map(
      (e) =>
        `<li><a href="${href(e.url)}" target="_blank">` +
        (e.thumbnailUrl ? `<img src="${href(e.thumbnailUrl)}" alt="" width="40" height="40" loading="lazy">` : '') +
        `<span>${esc(e.title)}</span></a></li>`,
    );
    parts.push(`<h2>${esc(t('profile.links'))}</h2><ul class="links">${items.join('')}</ul>`);
  }

  if (p.socials.length) {
    css.push(CSS.socials);
    const items = p.socials.map(
      (s) =>
        `<li><a href="${href(s.url)}" target="_blank" rel="me" title="${esc(s.name)}">` +
        (s.mediaUrl
          ? `<img src="${href(s.mediaUrl)}" alt="" width="48" height="48" loading="lazy">`
          : socialIconSvg(s.network)) +
        '</a></li>',
    );
    if (items.some((item) => item.includes('<svg class="g"'))) css.push(CSS.glyph);
    parts.push(`<h2>${esc(t('profile.social'))}</h2><ul class="socials">${items.join('')}</ul>`);
  }
  // The view already left them out where the socials are hidden.
  const feeds = p.feeds.length
    ? feedParts(p.feeds, esc, href, {
        language: text.language,
        latestOn: (network) => t('feeds.latestOn', { network }),
        accountOn: (username, network) => t('feeds.accountOn', { username, network }),
        post: (network) => t('feeds.post', { network }),
      })
    : null;
  if (feeds) {
    css.push(feeds.css);
    parts.push(feeds.html);
  }

  if (sections.qrCode && input.qr) {
    css.push(CSS.qr);
    parts.push(
      `<figure class="qr"><img src="${input.qr.src}" alt="${esc(t('profile.qrLabel'))}" width="${input.qr.modules}" height="${input.qr.modules}">` +
        `<figcaption>${esc(t('profile.qrCaption'))}</figcaption></figure>`,
    );
  }
  parts.push(pageFooter(text));

  // Classes only where a rule reads them: the cover layout's taller cover, the photo over a cover.
  const mainClass = [p.config.layout === 'cover' && coverUrl ? 'l-cover' : '', hasCover ? 'has-cover' : '']
    .filter(Boolean)
    .join(' ');
  const name = p.displayName;
  const meta: PageMeta = {
    title: [name, roleOf(p, text)].filter(Boolean).join(' – '),
    description: descriptionOf(p, text),
    url: input.pageUrl,
    canonical: input.canonicalUrl ?? undefined,
    image: input.previewImage ? { ...input.previewImage, alt: t('profile.photoAlt', { name }) } : undefined,
    noindex: input.noindex,
    profile: true,
  };
  return htmlDocument(meta, `<main${mainClass ? ` class="${mainClass}"` : ''}>${parts.join('')}</main>`, {
    css: themed(css.join(''), { ...theme, a: company?.accent ?? theme.p }),
    beacon: { profileId: p.id, via: input.via },
    https: input.https,
    language: text.language,
    // Structured data only where search engines may use it: the rest of the cards stay lighter.
    jsonLd: input.noindex
      ? undefined
      : scriptJson(
          personJsonLd({
            profile: p,
            url: input.canonicalUrl ?? input.pageUrl,
            image: input.previewImage?.large === false ? input.previewImage.url : null,
          }),
        ),
  });
}

export interface NoticeInput {
  title: string;
  message: string;
  action?: { label: string; href: string };
  url: string;
  https: boolean;
  /** The words of the page around the message, in its language. */
  text: CardText;
}

/** The one-message pages: activation, unavailable, not found. */
export function renderNotice(input: NoticeInput): RenderedPage {
  const body =
    `<main class="notice"><h1>${esc(input.title)}</h1><p>${esc(input.message)}</p>` +
    (input.action ? `<a class="btn primary" href="${esc(input.action.href)}">${esc(input.action.label)}</a>` : '') +
    `${pageFooter(input.text)}</main>`;
  return htmlDocument(
    { title: `${input.title} | Everlink`, description: input.message, url: input.url, noindex: true },
    body,
    {
      css: themed(CSS.base + CSS.btn + CSS.notice, themeValues(undefined)),
      https: input.https,
      language: input.text.language,
    },
  );
}
