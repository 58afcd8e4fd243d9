import { qrPng } from './card-qr';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { gone, notFound } from '../../platform/errors';
import { CARD_ID_PATTERN, type PublicCardStatus } from '../../contract/cards';
import { PROFILE_MESSAGES } from '../../contract/profiles';
import type { Profile } from '../../contract/profiles';
import { absoluteUrl, loadProfile, profileUrl, profileVCard, displayNameOf } from '../profiles';
import { cardUrl, loadCard } from '../cards';
import { slugTarget } from '../links';
import { socialCatalogue } from '../socials';
import { encodePage, renderNotice, renderProfilePage, type EncodedPage } from './card-page';
import { loadCardView, publicViewOfProfile, type CardView } from './public-view.service';
import { renderedOnce } from './card-page-cache';
import { DEFAULT_LANGUAGE, type CardLanguage, type Language } from '../../contract/i18n/languages';
import {
  cardText,
  choseExplicitly,
  followsAcceptLanguage,
  HL,
  pageLanguage,
  type CardText,
  type VisitorLanguage,
} from './card-text';

/**
 * What /card/{key} shows. The key is a card id (a physical card) or `@slug` (a short link:
 * a profile's page, or a redirect elsewhere).
 */

/**
 * Cards are read far more than edited, so the CDN keeps them, but a deactivated or deleted card
 * must be gone everywhere within 60 s (docs/operations.md, "Card pages and the CDN"): at most 30 s
 * at the edge plus at most 30 s in a browser that took it from there, and no stale serving.
 */
export const PAGE_CACHE = 'public, max-age=30, s-maxage=30';
/**
 * The redirect that puts the visitor's language into a card's address depends on nothing stored,
 * only on the address and Accept-Language (it varies by it): kept a day at the edge, an hour in a browser.
 */
export const LANGUAGE_REDIRECT_CACHE = 'public, max-age=3600, s-maxage=86400';
/** A state the visitor is about to change (activating a card), or a click that must reach us to count. */
export const NO_STORE = 'private, no-store';

export type CardPageResult =
  | {
      kind: 'page';
      status: number;
      page: EncodedPage;
      cacheControl: string;
      /** The language the page is in (Content-Language), and whether Accept-Language chose it (Vary). */
      language: Language;
      variesByAcceptLanguage: boolean;
      /** A profile's page: its validator, for the CDN's and browsers' conditional requests (304). */
      etag?: string;
      /** A profile's page drawn before this request (card-page-cache.ts), which the fast path answers (card-fast-path.ts). */
      cached?: boolean;
    }
  | { kind: 'redirect'; url: string; linkId: string }
  /** An old slug (an alias, links/slugs.ts) to the link's current one: the page there counts the visit. */
  | { kind: 'moved'; url: string };

const QR_CACHE_SIZE = 500;
const qrCache = new Map<string, ReturnType<typeof qrPng>>();

/** The QR code of a URL for the card page; the few hundred most recent are kept, since pages repeat. */
function qrOf(url: string): ReturnType<typeof qrPng> {
  const hit = qrCache.get(url);
  if (hit) return hit;
  const qr = qrPng(url);
  if (qrCache.size >= QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value!);
  qrCache.set(url, qr);
  return qr;
}

const https = (ctx: AppContext) => ctx.config.publicUrl.startsWith('https://');

/**
 * The page's words: the visitor's choice, the owner's setting once the page's profile is known
 * (a notice about a card without one follows the visitor), then the visitor's preferences.
 */
interface PageLanguage {
  text: CardText;
  variesByAcceptLanguage: boolean;
  /**
   * What the lead form's address tells it: `lang=` the page's language, unless it is English that
   * nobody asked for, which the form arrives at by the same rule; else the visitor's `hl=`, so
   * the form needs no language redirect of its own.
   */
  toCarry: string | null;
}
function languageFor(visitor: VisitorLanguage, owner?: CardLanguage): PageLanguage {
  const language = pageLanguage(visitor, owner);
  return {
    text: cardText(language),
    variesByAcceptLanguage: followsAcceptLanguage(visitor, owner),
    toCarry:
      language !== DEFAULT_LANGUAGE || choseExplicitly(visitor)
        ? `lang=${language}`
        : visitor.fromHeader
          ? null
          : `${HL}=${visitor.preferences[0]}`,
  };
}

type NoticeKey = 'notFound' | 'pageNotFound' | 'deactivated' | 'profileGone';

function notice(
  ctx: AppContext,
  status: number,
  url: string,
  { text, variesByAcceptLanguage }: PageLanguage,
  words: { title: string; message: string; action?: { label: string; href: string } },
  cacheControl = PAGE_CACHE,
): CardPageResult {
  const page = encodePage(renderNotice({ ...words, url, https: https(ctx), text }));
  return { kind: 'page', status, cacheControl, page, language: text.language, variesByAcceptLanguage };
}

/** A notice whose words are all the catalogue's. */
const plainNotice = (
  ctx: AppContext,
  status: number,
  url: string,
  language: PageLanguage,
  key: NoticeKey,
): CardPageResult =>
  notice(ctx, status, url, language, {
    title: language.text.t(`notice.${key}.title`),
    message: language.text.t(`notice.${key}.message`),
  });

/** The link-preview picture: the JPEG photo, else the JPEG cover, as an absolute URL. */
function previewImage(ctx: AppContext, profile: Profile): { url: string; large: boolean } | null {
  const photo = profile.images.photo?.fallbackUrl ?? profile.photoUrl;
  if (photo) return { url: absoluteUrl(ctx.config.publicUrl, photo), large: false };
  const cover = profile.images.cover?.fallbackUrl ?? profile.coverUrl;
  return cover ? { url: absoluteUrl(ctx.config.publicUrl, cover), large: true } : null;
}

async function profilePage(
  ctx: AppContext,
  card: Extract<CardView, { kind: 'card' }>,
  pageUrl: string,
  via: string,
  noindex: boolean,
  language: PageLanguage,
): Promise<CardPageResult> {
  const { profile } = card;
  const canonicalUrl = profile.slug ? profileUrl(ctx.config.publicUrl, profile.slug) : null;
  // The card's own lead form (lead-form.routes.ts), beside the page it belongs to.
  const exchangePath = `${new URL(pageUrl).pathname}/contact${language.toCarry ? `?${language.toCarry}` : ''}`;
  // The owner's choice (off unless allowed), on the pages that may be indexed at all.
  const hidden = noindex || !profile.indexable;
  const key = [card.key, language.text.language, pageUrl, via, hidden, exchangePath].join('|');
  // Encoded once a render (card-page-cache.ts): the answer sends the cached bytes.
  const { page, hit } = await renderedOnce(ctx.store, key, async () => {
    const pub = card.view();
    return renderProfilePage({
      profile: pub,
      text: language.text,
      pageUrl,
      canonicalUrl,
      previewImage: previewImage(ctx, profile),
      qr: pub.config.sections.qrCode ? qrOf(canonicalUrl ?? pageUrl) : null,
      vcardPath: `/v1/public/profiles/${profile.id}/vcard`,
      exchangePath,
      via,
      noindex: hidden,
      https: https(ctx),
    });
  });
  return {
    kind: 'page',
    status: 200,
    page,
    etag: page.etag,
    cached: hit,
    cacheControl: PAGE_CACHE,
    language: language.text.language,
    variesByAcceptLanguage: language.variesByAcceptLanguage,
  };
}

async function cardKeyPage(ctx: AppContext, rawId: string, visitor: VisitorLanguage): Promise<CardPageResult> {
  const visitorOnly = languageFor(visitor);
  const id = rawId.toUpperCase();
  const pageUrl = cardUrl(ctx, id);
  const card = CARD_ID_PATTERN.test(id) ? await loadCard(ctx, id) : null;
  if (!card) return plainNotice(ctx, 404, pageUrl, visitorOnly, 'notFound');
  if (card.status === 'deactivated') return plainNotice(ctx, 410, pageUrl, visitorOnly, 'deactivated');
  // Someone holding a card signs in straight away (the landing page would only be a detour).
  const signInTo = (path: string) => `/auth/sign-in?redirect=${encodeURIComponent(path)}`;
  if (card.status === 'unassigned') {
    const { t } = visitorOnly.text;
    const words = {
      title: t('activation.title'),
      message: t('activation.signInMessage', { cardId: id }),
      action: { label: t('activation.action'), href: signInTo(`/card/${id}`) },
    };
    return notice(ctx, 200, pageUrl, visitorOnly, words, NO_STORE);
  }
  const found: CardView = card.profileId ? await loadCardView(ctx, card.profileId) : { kind: 'off', profile: null };
  const profile = found.profile;
  if (!profile || profile.status === 'deleted') {
    const { t } = visitorOnly.text;
    const words = {
      title: t('notice.noProfile.title'),
      message: t('notice.noProfile.message'),
      action: { label: t('notice.noProfile.action'), href: signInTo(`/cards/${id}`) },
    };
    return notice(ctx, 404, pageUrl, visitorOnly, words);
  }
  const language = languageFor(visitor, profile.cardLanguage);
  if (found.kind === 'off') return plainNotice(ctx, 410, pageUrl, language, 'profileGone');
  return profilePage(ctx, found, pageUrl, `card:${id}`, true, language);
}

/** Where a slug leads, from its claim alone when it names the profile (links' slugTarget). */
async function slugDestination(
  ctx: AppContext,
  slug: string,
): Promise<CardPageResult | { slug: string; profileId: string | null } | null> {
  const target = await slugTarget(ctx, slug);
  if (!target) return null;
  if (target.kind === 'profile') return { slug: target.slug, profileId: target.profileId };
  const { link } = target;
  if (link.slug !== slug) return { kind: 'moved', url: profileUrl(ctx.config.publicUrl, link.slug) };
  if (link.targetType === 'url' && link.url) return { kind: 'redirect', url: link.url, linkId: link.id };
  return { slug: link.slug, profileId: link.profileId };
}

async function slugPage(ctx: AppContext, slug: string, visitor: VisitorLanguage): Promise<CardPageResult> {
  const pageUrl = profileUrl(ctx.config.publicUrl, slug);
  const link = await slugDestination(ctx, slug.toLowerCase());
  if (!link) return plainNotice(ctx, 404, pageUrl, languageFor(visitor), 'pageNotFound');
  if ('kind' in link) return link;
  const found: CardView = link.profileId ? await loadCardView(ctx, link.profileId) : { kind: 'off', profile: null };
  const profile = found.profile;
  if (!profile || profile.status === 'deleted')
    return plainNotice(ctx, 404, pageUrl, languageFor(visitor), 'pageNotFound');
  const language = languageFor(visitor, profile.cardLanguage);
  if (found.kind === 'off') return plainNotice(ctx, 410, pageUrl, language, 'profileGone');
  // A campaign link shows the profile but is not its address: only the profile's own slug is indexed.
  return profilePage(ctx, found, pageUrl, `link:${link.slug}`, profile.slug !== link.slug, language);
}

/** GET /card/{key}, in the language the visitor and the owner choose (docs/i18n.md). */
export async function cardPage(ctx: AppContext, key: string, visitor: VisitorLanguage): Promise<CardPageResult> {
  if (key.startsWith('@')) return slugPage(ctx, key.slice(1), visitor);
  return cardKeyPage(ctx, key, visitor);
}

/**
 * GET /v1/public/cards/{cardId}: the card page's facts as JSON for the web app's own
 * /card/:cardId route. Unknown cards are 404; every known state is answered with what to show.
 */
export async function cardStatus(ctx: AppContext, rawId: string, caller?: AuthUser): Promise<PublicCardStatus> {
  const id = rawId.toUpperCase();
  const card = CARD_ID_PATTERN.test(id) ? await loadCard(ctx, id) : null;
  if (!card) throw notFound();
  // isOwner is a fact for the page ("this is your card"), not a permission: a superadmin is no owner.
  const base = {
    card: { id, status: card.status, url: cardUrl(ctx, id) },
    ...(caller ? { viewer: { isOwner: card.userId === caller.uid } } : {}),
  };
  if (card.status !== 'active')
    return { ...base, profile: null, state: card.status === 'deactivated' ? 'deactivated' : 'unassigned' };
  const profile = card.profileId ? await loadProfile(ctx, card.profileId) : null;
  if (!profile || profile.status === 'deleted') return { ...base, profile: null, state: 'no-profile' };
  if (profile.status !== 'active') return { ...base, profile: null, state: 'profile-deactivated' };
  return { ...base, profile: await publicViewOfProfile(ctx, profile), state: 'profile' };
}

/** "Save contact": the active profile as a .vcf file, its photo embedded when there is one. */
export async function vcardFile(
  ctx: AppContext,
  profileId: string,
): Promise<{ filename: string; body: string; profileId: string }> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  if (profile.status !== 'active') throw gone(PROFILE_MESSAGES.profileUnavailable);
  const jpegPath = profile.mediaPaths.photo?.find((p) => p.endsWith('.jpg'));
  const blob = jpegPath ? await ctx.blobs.get(jpegPath).catch(() => null) : null;
  const body = profileVCard(ctx, profile, {
    networks: await socialCatalogue(ctx),
    photo: blob ? { bytes: blob.bytes, mediaType: blob.contentType } : undefined,
  });
  const name =
    displayNameOf(profile)
      .replace(/[^\p{L}\p{N} .'-]/gu, '')
      .trim() || 'contact';
  return { filename: `${name}.vcf`, body, profileId: profile.id };
}
