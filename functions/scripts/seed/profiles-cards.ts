import { readFile } from 'node:fs/promises';
import type { AppContext } from '../../src/platform/context';
import type { Card, CardBatch } from '../../src/contract/cards';
import type { Link } from '../../src/contract/links';
import type { Everlink, ProfileSocial } from '../../src/contract/profiles';
import { DEFAULT_PROFILE_CONFIG } from '../../src/contract/profiles';
import { normalizeProfile, type StoredProfile } from '../../src/modules/profiles';
import { ensureSocialCatalogue, socialCatalogue, urlForHandle } from '../../src/modules/socials';
import { uploadProfileImage } from '../../src/modules/profiles';
import { collections } from '../../src/platform/store/collections';

/** Fixed ids, so running the seed again rewrites the same documents. */
export const DEMO_PROFILES = { work: 'demo-profile-work', personal: 'demo-profile-personal' } as const;
export const DEMO_ACTIVE_CARD = 'DEMQCARD2345';
export const DEMO_UNASSIGNED_CARDS = ['DEMQNEW23456', 'DEMQNEW23457', 'DEMQNEW23458', 'DEMQNEW23459', 'DEMQNEW2345A'];
const BATCHES = { active: 'demo-batch-1', unassigned: 'demo-batch-2' } as const;

export interface SeededProfilesAndCards {
  defaultProfileId: string;
  profileIds: string[];
  activeCardId: string;
  unassignedCardIds: string[];
  batchId: string;
}

interface ProfileSeed {
  id: string;
  linkId: string;
  slug: string;
  fields: Partial<StoredProfile>;
  everlinks: [string, string, string | null][];
  socials: [string, string][];
  /** A picture in scripts/seed/assets, put through the same upload as the app's (resized, WebP and JPEG). */
  photo?: string;
}

const everlink = (profileId: string, i: number, [title, url, icon]: [string, string, string | null]): Everlink => ({
  id: `${profileId}-link-${i + 1}`,
  type: 'url',
  title,
  url,
  icon,
  thumbnailUrl: null,
  visible: true,
});

/** Two weeks of plausible daily figures, so the dashboard has something to chart. */
const DEMO_DAYS = [12, 18, 9, 22, 30, 14, 7, 11, 25, 19, 16, 28, 21, 13];

/**
 * Demo profiles and cards for `userId` (user@demo.everlink.test in the local demo): a default
 * work profile with a photo and a personal one without (its card shows the initials avatar),
 * both rich, their email and phone shown, with links and socials; one active
 * card on the work profile; a batch of five unassigned cards to try activation with; and two
 * weeks of analytics. The profile the user got at sign-up is replaced. Idempotent: fixed ids,
 * whole documents written in one transaction.
 */
export async function seedProfilesAndCards(
  ctx: AppContext,
  users: { userId: string },
): Promise<SeededProfilesAndCards> {
  const { userId } = users;
  await ensureSocialCatalogue(ctx.store, ctx.clock.now());
  const networks = await socialCatalogue(ctx);
  const now = ctx.clock.now().toISOString();

  const seeds: ProfileSeed[] = [
    {
      id: DEMO_PROFILES.work,
      linkId: 'demo-link-work',
      slug: 'jordan-rivera',
      fields: {
        name: 'Work',
        default: true,
        email: 'jordan@northwind.example',
        firstName: 'Jordan',
        lastName: 'Rivera',
        jobTitle: 'Partnerships Lead',
        company: 'Northwind Labs',
        department: 'Business Development',
        pronouns: 'they/them',
        headline: 'Building partnerships that ship',
        bio: 'I connect product teams with the partners who help them grow. Ten years in SaaS partnerships, from first call to signed deal.\nHappy to talk integrations, co-marketing and resale.',
        phoneNumbers: [
          { label: 'mobile', number: '+1 415 555 0101' },
          { label: 'office', number: '+1 415 555 0199' },
        ],
        emails: [{ label: 'work', email: 'partners@northwind.example' }],
        websites: [{ label: 'company', url: 'https://northwind.example' }],
        addresses: [
          {
            label: 'office',
            street: '500 Howard St',
            city: 'San Francisco',
            region: 'CA',
            postalCode: '94105',
            country: 'USA',
          },
        ],
        bookingUrl: 'https://calendly.com/jordan-rivera',
        // The demo shows the card at its best: contact details published (new profiles start hidden).
        config: { ...DEFAULT_PROFILE_CONFIG, sections: { ...DEFAULT_PROFILE_CONFIG.sections, contact: true } },
      },
      photo: 'jordan-rivera.jpg',
      everlinks: [
        ['Partner programme', 'https://northwind.example/partners', 'handshake'],
        ['Integration docs', 'https://docs.northwind.example', 'book'],
        ['2025 customer stories', 'https://northwind.example/stories', 'star'],
      ],
      socials: [
        ['linkedin', 'jordan-rivera'],
        ['x', 'jordanrivera'],
        ['github', 'jrivera'],
        ['calendly', 'jordan-rivera'],
      ],
    },
    {
      id: DEMO_PROFILES.personal,
      linkId: 'demo-link-personal',
      slug: 'jordan-makes',
      fields: {
        name: 'Personal',
        default: false,
        email: 'jordan.rivera@mail.example',
        firstName: 'Jordan',
        lastName: 'Rivera',
        headline: 'Weekend woodworker and trail runner',
        bio: 'Making furniture from reclaimed wood, one joint at a time.',
        phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }],
        config: {
          ...DEFAULT_PROFILE_CONFIG,
          theme: { ...DEFAULT_PROFILE_CONFIG.theme, primaryColor: '#2f855a' },
          layout: 'centered',
          sections: { ...DEFAULT_PROFILE_CONFIG.sections, contact: true },
        },
      },
      everlinks: [
        ['Workshop journal', 'https://jordan-makes.example', 'hammer'],
        ['Race results', 'https://runs.example/jordan', null],
      ],
      socials: [
        ['instagram', 'jordan.makes'],
        ['youtube', 'jordanmakes'],
        ['whatsapp', '+1 415 555 0101'],
      ],
    },
  ];

  const photoless = await ctx.store.runTransaction(async (tx) => {
    const existing = await tx.get(collections(ctx).profiles.where('userId', '==', userId));
    // A photo seeded before stays (running the seed again uploads nothing twice).
    const photoOf = (id: string) => {
      const old = existing.docs.find((d) => d.id === id)?.data();
      return old?.images.photo
        ? {
            photoUrl: old.photoUrl,
            images: { photo: old.images.photo },
            mediaPaths: { photo: old.mediaPaths.photo ?? [] },
          }
        : null;
    };
    const claims = await Promise.all(seeds.map((s) => tx.get(collections(ctx).slugs.doc(s.slug))));
    const fixedIds = new Set<string>(seeds.map((s) => s.id));
    // The sign-up profile gives way to the demo ones, with its link and slug.
    for (const doc of existing.docs) {
      if (fixedIds.has(doc.id)) continue;
      const old = doc.data();
      if (old.slug) tx.delete(collections(ctx).slugs.doc(old.slug));
      if (old.linkId) tx.delete(collections(ctx).links.doc(old.linkId));
      tx.delete(doc.ref);
    }
    seeds.forEach((seed, i) => {
      const claim = claims[i].data();
      const slug = claim && claim.linkId !== seed.linkId ? `${seed.slug}-demo` : seed.slug;
      const socials: ProfileSocial[] = seed.socials.map(([network, handle], order) => ({
        network,
        handle: handle.replace(/^@/, ''),
        url: urlForHandle(networks.get(network)!, handle)!,
        order,
        visible: true,
        mediaUrl: null,
      }));
      const profile: StoredProfile = {
        ...normalizeProfile(seed.id, {}),
        ...seed.fields,
        userId,
        status: 'active',
        slug,
        linkId: seed.linkId,
        everlinks: seed.everlinks.map((e, n) => everlink(seed.id, n, e)),
        socials,
        ...(seed.photo ? photoOf(seed.id) : null),
        createdAt: new Date(Date.parse(now) - (seeds.length - i) * 60_000).toISOString(),
        updatedAt: now,
      };
      const link: Link = {
        id: seed.linkId,
        slug,
        targetType: 'profile',
        profileId: seed.id,
        url: null,
        userId,
        title: null,
        clicks: i === 0 ? 42 : 5,
        createdAt: now,
        updatedAt: now,
      };
      tx.set(collections(ctx).profiles.doc(seed.id), profile);
      tx.set(collections(ctx).links.doc(seed.linkId), link);
      tx.set(collections(ctx).slugs.doc(slug), {
        slug,
        linkId: seed.linkId,
        userId,
        createdAt: now,
        profileId: seed.id,
      });
    });

    const batch = (id: string, count: number): CardBatch => ({
      id,
      count,
      note: 'Demo print run',
      createdBy: 'seed',
      createdAt: now,
    });
    tx.set(collections(ctx).cardBatches.doc(BATCHES.active), batch(BATCHES.active, 1));
    tx.set(
      collections(ctx).cardBatches.doc(BATCHES.unassigned),
      batch(BATCHES.unassigned, DEMO_UNASSIGNED_CARDS.length),
    );
    const card = (id: string, batchId: string, active: boolean): Card => ({
      id,
      status: active ? 'active' : 'unassigned',
      userId: active ? userId : null,
      profileId: active ? DEMO_PROFILES.work : null,
      label: active ? 'Everyday card' : '',
      batchId,
      activatedAt: active ? now : null,
      deactivatedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    tx.set(collections(ctx).cards.doc(DEMO_ACTIVE_CARD), card(DEMO_ACTIVE_CARD, BATCHES.active, true));
    for (const id of DEMO_UNASSIGNED_CARDS) tx.set(collections(ctx).cards.doc(id), card(id, BATCHES.unassigned, false));

    const services = ['social:linkedin', 'link:demo-profile-work-link-1', 'save-contact', 'exchange-contact'];
    const totals = { views: 0, clicks: 0, saves: 0, exchanges: 0, leads: 0, services: {} as Record<string, number> };
    DEMO_DAYS.forEach((views, n) => {
      const day = new Date(Date.parse(now) - (DEMO_DAYS.length - 1 - n) * 86_400_000).toISOString().slice(0, 10);
      const figures = {
        views,
        clicks: Math.round(views * 0.5),
        saves: Math.round(views * 0.2),
        exchanges: Math.round(views * 0.1),
        leads: n % 3 === 0 ? 1 : 0,
      };
      const linkClicks = Math.round(views * 0.1);
      const perService = {
        [services[0]]: figures.clicks - figures.saves - figures.exchanges - linkClicks,
        [services[1]]: linkClicks,
        [services[2]]: figures.saves,
        [services[3]]: figures.exchanges,
      };
      for (const [key, value] of Object.entries(figures)) totals[key as keyof typeof figures] += value;
      for (const [key, value] of Object.entries(perService)) totals.services[key] = (totals.services[key] ?? 0) + value;
      tx.set(collections(ctx).profileStats.doc(`${DEMO_PROFILES.work}_${day}`), {
        profileId: DEMO_PROFILES.work,
        day,
        ...figures,
        uniqueVisitors: Math.round(views * 0.8),
        services: perService,
        sources: {
          card: Math.round(views * 0.6),
          link: Math.round(views * 0.3),
          direct: views - Math.round(views * 0.6) - Math.round(views * 0.3),
        },
      });
    });
    tx.set(collections(ctx).profileTotals.doc(DEMO_PROFILES.work), {
      profileId: DEMO_PROFILES.work,
      day: 'all',
      ...totals,
    });
    return seeds.filter((s) => s.photo && !photoOf(s.id));
  });
  for (const seed of photoless) {
    const bytes = await readFile(new URL(`./assets/${seed.photo}`, import.meta.url));
    const upload = { bytes, filename: seed.photo!, contentType: 'image/jpeg', size: bytes.length, fields: {} };
    await uploadProfileImage(ctx, { uid: userId, emailVerified: true }, seed.id, 'photo', async () => upload);
  }

  return {
    defaultProfileId: DEMO_PROFILES.work,
    profileIds: [DEMO_PROFILES.work, DEMO_PROFILES.personal],
    activeCardId: DEMO_ACTIVE_CARD,
    unassignedCardIds: DEMO_UNASSIGNED_CARDS,
    batchId: BATCHES.unassigned,
  };
}
