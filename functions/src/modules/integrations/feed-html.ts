import type { CardFeed } from '../../contract/public-view';

/**
 * The connected feeds on the server-rendered card: a small section each, under the socials.
 * Pure markup (the card page passes in its own escaping and link check) and only the CSS the
 * feeds need, so a card without feeds pays nothing and one with them stays small: pictures are
 * our 320 px copies, lazy-loaded, and at most six of them or three posts of text a feed.
 */

const PICTURES_SHOWN = 6;
const POSTS_SHOWN = 3;
const ALT_LENGTH = 120;

const CSS =
  '.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:.35rem}.grid a{display:block}.grid img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:.4rem}' +
  '.posts li{padding:.5rem 0;border-bottom:1px solid color-mix(in srgb,var(--fg) 15%,transparent)}.posts a{text-decoration:none}.posts time{display:block;font-size:.8rem;opacity:.7}.more{margin:.5rem 0 0;font-size:.9rem}';

/** The page's words for the feeds, in its language; `network` is the provider's name. */
export interface FeedTexts {
  language: string;
  latestOn(network: string): string;
  accountOn(username: string, network: string): string;
  post(network: string): string;
}

// English dates stay day-first ("5 Nov 2026"), as the card has always shown them.
const day = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

export function feedParts(
  feeds: CardFeed[],
  esc: (value: string) => string,
  href: (url: string) => string,
  texts: FeedTexts,
): { html: string; css: string } | null {
  const sections = feeds.flatMap((feed) => {
    const link = (url: string, inner: string) => `<a href="${href(url)}" target="_blank">${inner}</a>`;
    let list: string;
    if (feed.kind === 'tweets') {
      const posts = feed.items.slice(0, POSTS_SHOWN);
      if (!posts.length) return [];
      list = `<ul class="posts">${posts.map((p) => `<li>${link(p.url, esc(p.text))}${p.publishedAt ? `<time datetime="${esc(p.publishedAt)}">${esc(day(p.publishedAt, texts.language))}</time>` : ''}</li>`).join('')}</ul>`;
    } else {
      const pictures = feed.items.filter((item) => item.imageUrl).slice(0, PICTURES_SHOWN);
      if (!pictures.length) return [];
      list = `<ul class="grid">${pictures
        .map(
          (p) =>
            `<li>${link(p.url, `<img src="${href(p.imageUrl!)}" alt="${esc(clip(p.text, ALT_LENGTH) || texts.post(feed.name))}" width="96" height="96" loading="lazy">`)}</li>`,
        )
        .join('')}</ul>`;
    }
    const more = feed.account.url
      ? `<p class="more">${link(feed.account.url, esc(texts.accountOn(feed.account.username, feed.name)))}</p>`
      : '';
    return [`<h2>${esc(texts.latestOn(feed.name))}</h2>${list}${more}`];
  });
  return sections.length ? { html: sections.join(''), css: CSS } : null;
}
