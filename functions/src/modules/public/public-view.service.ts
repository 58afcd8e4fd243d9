import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context';
import type { DocumentData, Store } from '../../platform/store/types';
import { authorize, type Caller } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { hasFeature } from '../../platform/caps';
import { publicViewOf, type PublicViewContext, type PublicViewFacts } from '../../contract/public-view';
import { publicCompanyBrandOf, type PublicCompanyBrand } from '../../contract/company-brand';
import type { Profile, PublicProfile } from '../../contract/profiles';
import type { SocialNetwork } from '../../contract/socials';
import { loadProfile, normalizeProfile, type StoredProfile } from '../profiles';
import { companyBrandOf } from '../company';
import { companyEverlinksInOrder } from '../company';
import { cardFeedsOf, connectedFeedsOf } from '../integrations';
import { socialCatalogue } from '../socials';
import { type StoredPublicCompany, type StoredPublicView } from './public-view.model';
import { collections } from '../../platform/store/collections';
import { perStore } from '../../platform/store/per-store';

/**
 * The public view's one loader (docs/profiles-and-cards.md, "The public view"): every fact a
 * card shows, gathered from the modules that own them. `publicViewOf` (contract/public-view.ts)
 * turns them into the card. The card page reads the materialized copy (`publicViews/{profileId}`
 * and `publicCompanies/{companyId}`, public-view.model.ts), which the writers of each fact
 * rebuild here; the other public answers gather the facts afresh.
 */

/** What a card shows besides the profile: its owner's company brand and links, feeds and booking. */
async function contextOf(ctx: AppContext, profile: StoredProfile): Promise<PublicViewContext> {
  const [companyBrand, { feeds, connectedBookingUrl }] = await Promise.all([
    companyBrandOf(ctx, profile),
    cardFeedsOf(ctx, profile),
  ]);
  return { companyBrand, feeds, connectedBookingUrl };
}

/** Every fact of an active profile's card. */
export async function loadPublicFacts(ctx: AppContext, profile: StoredProfile): Promise<PublicViewFacts> {
  const { mediaPaths: _storage, ...stored } = profile;
  const [context, networks] = await Promise.all([contextOf(ctx, profile), socialCatalogue(ctx)]);
  return { ...context, profile: stored, networks: [...networks.values()], publicUrl: ctx.config.publicUrl };
}

/** An active profile as anyone sees it. */
export async function publicViewOfProfile(ctx: AppContext, profile: StoredProfile): Promise<PublicProfile> {
  return publicViewOf(await loadPublicFacts(ctx, profile));
}

/**
 * GET /v1/profiles/{id}/public-context: what the editor's preview needs beside its draft, so it
 * draws the card as visitors see it; for those who may edit the profile, 404 for anyone else.
 */
export async function publicContextOf(ctx: AppContext, caller: Caller, profileId: string): Promise<PublicViewContext> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, 'update', 'Profile', profile);
  return contextOf(ctx, profile);
}

// --- the materialized view ---

const digest = (facts: unknown) => createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 22);

/**
 * Builds `publicViews/{profileId}`, or removes it when the profile is off the web. The feeds are
 * read first (the integrations module owns them); the profile is read again inside the
 * transaction, so an edit that lands meanwhile either waits for it or drops what it wrote.
 */
export async function rebuildPublicView(ctx: AppContext, profileId: string): Promise<StoredPublicView | null> {
  const before = await loadProfile(ctx, profileId);
  const ref = collections(ctx).publicViews.doc(profileId);
  if (!before || before.status !== 'active') {
    await ref.delete();
    return null;
  }
  const { feeds, connectedBookingUrl } = await connectedFeedsOf(ctx, before);
  return ctx.store.runTransaction(async (tx) => {
    const raw = (await tx.get(collections(ctx).profiles.doc(profileId))).data();
    const profile = raw ? normalizeProfile(profileId, raw as unknown as DocumentData) : null;
    if (!profile || profile.status !== 'active') {
      tx.delete(ref);
      return null;
    }
    const { mediaPaths: _storage, ...shown } = profile;
    const facts = { profile: shown, feeds, connectedBookingUrl };
    const view: StoredPublicView = { version: digest(facts), ...facts, builtAt: ctx.clock.now().toISOString() };
    tx.set(ref, view);
    return view;
  });
}

/** Builds `publicCompanies/{companyId}`, or removes it when the company is gone. */
export async function rebuildPublicCompany(ctx: AppContext, companyId: string): Promise<StoredPublicCompany | null> {
  const ref = collections(ctx).publicCompanies.doc(companyId);
  const everlinks = await companyEverlinksInOrder(ctx, companyId);
  return ctx.store.runTransaction(async (tx) => {
    const found = (await tx.get(collections(ctx).companies.doc(companyId))).data();
    if (!found) {
      tx.delete(ref);
      return null;
    }
    const facts = {
      company: {
        id: found.id,
        name: found.name,
        logo: found.logo ?? null,
        background: found.background ?? null,
        brand: found.brand,
      },
      everlinks: everlinks.map(({ id, type, title, url, divisionIds }) => ({ id, type, title, url, divisionIds })),
    };
    const doc: StoredPublicCompany = { version: digest(facts), ...facts, builtAt: ctx.clock.now().toISOString() };
    tx.set(ref, doc);
    return doc;
  });
}

/** One build at a time a document and instance: a viral card just edited is built once here, not by each request. */
const buildsOf = perStore(() => new Map<string, Promise<unknown>>());
function once<T>(store: Store, key: string, build: () => Promise<T>): Promise<T> {
  const running = buildsOf({ store });
  const inFlight = running.get(key) as Promise<T> | undefined;
  if (inFlight) return inFlight;
  const started = build().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

/**
 * A card's company part: the materialized brand and links, for the divisions the owner is in while
 * they are an employee. The profile carries `companyId` exactly while its owner is one (joining sets
 * it and leaving removes it, each dropping the view), so the membership itself is read only when
 * the company has links for some divisions alone: most employee cards take two documents and this one.
 */
async function companyPartOf(
  ctx: AppContext,
  profile: Pick<Profile, 'companyId' | 'userId'>,
): Promise<{ brand: PublicCompanyBrand | null; key: string }> {
  const companyId = profile.companyId;
  if (!companyId) return { brand: null, key: '-' };
  const company =
    (await collections(ctx).publicCompanies.doc(companyId).get()).data() ??
    (await once(ctx.store, `company:${companyId}`, () => rebuildPublicCompany(ctx, companyId)));
  if (!company) return { brand: null, key: '-' };
  let divisionIds: string[] = [];
  if (company.everlinks.some((link) => link.divisionIds?.length)) {
    const member = (await collections(ctx).employees(companyId).doc(profile.userId).get()).data();
    if (!member) return { brand: null, key: '-' };
    divisionIds = member.divisionIds ?? [];
  }
  return {
    brand: publicCompanyBrandOf(company.company, company.everlinks, divisionIds),
    key: `${company.version}.${[...divisionIds].sort().join(',')}`,
  };
}

/** A fingerprint of the social catalogue (reloaded each minute), so a page drawn with an older one is not reused. */
const catalogueKeys = new WeakMap<Map<string, SocialNetwork>, string>();
function catalogueKey(networks: Map<string, SocialNetwork>): string {
  let key = catalogueKeys.get(networks);
  if (!key) {
    key = createHash('sha256')
      .update(JSON.stringify([...networks.values()]))
      .digest('base64url')
      .slice(0, 16);
    catalogueKeys.set(networks, key);
  }
  return key;
}

/**
 * Whether the owner's plan shows their feeds and booking. The plan is not a fact of the view (it
 * ends without any write to the profile, and a company's plan covers all its members), so it is
 * read, but once a minute an instance and owner, as the social catalogue is: a viral card with
 * feeds costs no principal read per view, and a plan that ends shows on the card within a minute
 * plus the page's cache time. Only cards with feeds or booking ask.
 */
const PLAN_CHECK_MS = 60_000;
const planChecksOf = perStore(() => new LRUCache<string, { at: number; included: boolean }>({ max: 10_000 }));
async function integrationsIncluded(ctx: AppContext, userId: string): Promise<boolean> {
  const checks = planChecksOf(ctx);
  const now = ctx.clock.now().getTime();
  const known = checks.get(userId);
  if (known && now - known.at < PLAN_CHECK_MS) return known.included;
  const included = await hasFeature(ctx, { uid: userId }, 'integrations');
  checks.set(userId, { at: now, included });
  return included;
}

export type CardView =
  /** `key` names every fact the card was drawn from: equal keys, equal cards (card-page-cache.ts). */
  | { kind: 'card'; profile: Profile; key: string; view: () => PublicProfile }
  /** Not on the web: the profile as stored (deactivated or deleted), or null when there is none. */
  | { kind: 'off'; profile: StoredProfile | null };

/**
 * The views as parsed, a store and profile, with the store's token for the write they were parsed
 * at: the view is still read on every request, so an edit, deactivation or deletion shows at once,
 * but an unchanged one is not parsed again (most of a cached card's own work). Frozen, since
 * every request of that version shares it. The cards an instance answers most are few: 500 views
 * of a few kilobytes are a few megabytes of heap; a card beyond them is parsed, as before.
 */
const MAX_PARSED_VIEWS = 500;
const parsedViewsOf = perStore(
  () => new LRUCache<string, { token: string; view: StoredPublicView }>({ max: MAX_PARSED_VIEWS }),
);
async function readView(ctx: AppContext, profileId: string): Promise<StoredPublicView | undefined> {
  const snap = await collections(ctx).publicViews.doc(profileId).get();
  const token = snap.updateToken;
  if (token === undefined) return undefined;
  const parsed = parsedViewsOf(ctx);
  const known = parsed.get(profileId);
  if (known?.token === token) return known.view;
  const view = deepFreeze(snap.data()!);
  parsed.set(profileId, { token, view });
  return view;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The materialized view; a profile without one (stored before materialization, or whose rebuild
 * was interrupted) gets it built here. Off the web: the profile as stored, or null.
 */
async function storedViewOf(
  ctx: AppContext,
  profileId: string,
): Promise<{ view: StoredPublicView } | { view: null; profile: StoredProfile | null }> {
  const stored = await readView(ctx, profileId);
  if (stored) return { view: stored };
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status !== 'active') return { view: null, profile };
  const built = await once(ctx.store, `profile:${profileId}`, () => rebuildPublicView(ctx, profileId));
  return built ? { view: built } : { view: null, profile: await loadProfile(ctx, profileId) };
}

/**
 * What the stored card shows beside its profile: the company's part, and its feeds and connected
 * booking page while the owner's plan includes integrations. `key` names what it was drawn from.
 */
async function shownBesideOf(
  ctx: AppContext,
  view: StoredPublicView,
): Promise<{ context: PublicViewContext; key: string }> {
  const connected = view.feeds.length > 0 || !!view.connectedBookingUrl;
  const [company, included] = await Promise.all([
    companyPartOf(ctx, view.profile),
    connected ? integrationsIncluded(ctx, view.profile.userId) : false,
  ]);
  const shown = connected && included;
  return {
    context: {
      companyBrand: company.brand,
      feeds: shown ? view.feeds : [],
      connectedBookingUrl: shown ? view.connectedBookingUrl : null,
    },
    key: `${company.key}:${shown ? 'i' : '-'}`,
  };
}

/**
 * A card request's read: the materialized view, one document (an employee's card adds the
 * company's and their membership).
 */
export async function loadCardView(ctx: AppContext, profileId: string): Promise<CardView> {
  const stored = await storedViewOf(ctx, profileId);
  if (!stored.view) return { kind: 'off', profile: stored.profile };
  const { view } = stored;
  const [beside, networks] = await Promise.all([shownBesideOf(ctx, view), socialCatalogue(ctx)]);
  return {
    kind: 'card',
    profile: view.profile,
    key: `${profileId}:${view.version}:${beside.key}:${catalogueKey(networks)}`,
    view: () =>
      publicViewOf({
        ...beside.context,
        profile: view.profile,
        networks: [...networks.values()],
        publicUrl: ctx.config.publicUrl,
      }),
  };
}

/**
 * What a profile's card shows a visitor beside the profile's own links and socials (the company's
 * links, feeds, the booking page), read as the card page reads it (`loadCardView`) but without
 * the social catalogue, which only draws the profile's socials; null when the card is off the
 * web. The analytics flush checks clicks against it.
 */
export async function cardShowsBeside(
  ctx: AppContext,
  profileId: string,
): Promise<Pick<PublicProfile, 'companyBrand' | 'feeds' | 'bookingUrl'> | null> {
  const { view } = await storedViewOf(ctx, profileId);
  if (!view) return null;
  const { context } = await shownBesideOf(ctx, view);
  const { companyBrand, feeds, bookingUrl } = publicViewOf({
    ...context,
    profile: view.profile,
    networks: [],
    publicUrl: ctx.config.publicUrl,
  });
  return { companyBrand, feeds, bookingUrl };
}
