import type { AppContext } from '../../platform/context';
import type { DocumentSnapshot, Store } from '../../platform/store/types';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import {
  SOCIAL_MESSAGES,
  type CreateSocialBody,
  type SocialNetwork,
  type UpdateSocialBody,
} from '../../contract/socials';
import { requireSuperadmin } from '../../platform/access';
import { collections } from '../../platform/store/collections';

type Seed = Omit<SocialNetwork, 'order' | 'createdAt' | 'updatedAt'>;

/** The networks every deployment starts with; superadmins edit the catalogue from there. */
const DEFAULT_NETWORKS: Seed[] = [
  {
    id: 'linkedin',
    name: 'LinkedIn',
    icon: 'linkedin',
    urlTemplate: 'https://www.linkedin.com/in/{handle}',
    placeholder: 'your-name',
    category: 'professional',
  },
  {
    id: 'instagram',
    name: 'Instagram',
    icon: 'instagram',
    urlTemplate: 'https://www.instagram.com/{handle}',
    placeholder: 'username',
    category: 'social',
  },
  { id: 'x', name: 'X', icon: 'x', urlTemplate: 'https://x.com/{handle}', placeholder: 'username', category: 'social' },
  {
    id: 'tiktok',
    name: 'TikTok',
    icon: 'tiktok',
    urlTemplate: 'https://www.tiktok.com/@{handle}',
    placeholder: 'username',
    category: 'video',
  },
  {
    id: 'facebook',
    name: 'Facebook',
    icon: 'facebook',
    urlTemplate: 'https://www.facebook.com/{handle}',
    placeholder: 'username',
    category: 'social',
  },
  {
    id: 'youtube',
    name: 'YouTube',
    icon: 'youtube',
    urlTemplate: 'https://www.youtube.com/@{handle}',
    placeholder: 'channel',
    category: 'video',
  },
  {
    id: 'github',
    name: 'GitHub',
    icon: 'github',
    urlTemplate: 'https://github.com/{handle}',
    placeholder: 'username',
    category: 'professional',
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    icon: 'whatsapp',
    urlTemplate: 'https://wa.me/{handle}',
    placeholder: '14155550101',
    category: 'messaging',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    icon: 'telegram',
    urlTemplate: 'https://t.me/{handle}',
    placeholder: 'username',
    category: 'messaging',
  },
  {
    id: 'calendly',
    name: 'Calendly',
    icon: 'calendly',
    urlTemplate: 'https://calendly.com/{handle}',
    placeholder: 'your-name',
    category: 'booking',
  },
  {
    id: 'website',
    name: 'Website',
    icon: 'globe',
    urlTemplate: null,
    placeholder: 'https://example.com',
    category: 'website',
  },
  {
    id: 'threads',
    name: 'Threads',
    icon: 'threads',
    urlTemplate: 'https://www.threads.net/@{handle}',
    placeholder: 'username',
    category: 'social',
  },
  {
    id: 'bluesky',
    name: 'Bluesky',
    icon: 'bluesky',
    urlTemplate: 'https://bsky.app/profile/{handle}',
    placeholder: 'name.bsky.social',
    category: 'social',
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    icon: 'pinterest',
    urlTemplate: 'https://www.pinterest.com/{handle}',
    placeholder: 'username',
    category: 'social',
  },
  {
    id: 'snapchat',
    name: 'Snapchat',
    icon: 'snapchat',
    urlTemplate: 'https://www.snapchat.com/add/{handle}',
    placeholder: 'username',
    category: 'social',
  },
  {
    id: 'twitch',
    name: 'Twitch',
    icon: 'twitch',
    urlTemplate: 'https://www.twitch.tv/{handle}',
    placeholder: 'channel',
    category: 'video',
  },
  {
    id: 'discord',
    name: 'Discord',
    icon: 'discord',
    urlTemplate: 'https://discord.gg/{handle}',
    placeholder: 'invite code',
    category: 'messaging',
  },
  {
    id: 'spotify',
    name: 'Spotify',
    icon: 'spotify',
    urlTemplate: null,
    placeholder: 'https://open.spotify.com/…',
    category: 'music',
  },
  {
    id: 'soundcloud',
    name: 'SoundCloud',
    icon: 'soundcloud',
    urlTemplate: 'https://soundcloud.com/{handle}',
    placeholder: 'username',
    category: 'music',
  },
  {
    id: 'behance',
    name: 'Behance',
    icon: 'behance',
    urlTemplate: 'https://www.behance.net/{handle}',
    placeholder: 'username',
    category: 'professional',
  },
  {
    id: 'dribbble',
    name: 'Dribbble',
    icon: 'dribbble',
    urlTemplate: 'https://dribbble.com/{handle}',
    placeholder: 'username',
    category: 'professional',
  },
  {
    id: 'medium',
    name: 'Medium',
    icon: 'medium',
    urlTemplate: 'https://medium.com/@{handle}',
    placeholder: 'username',
    category: 'social',
  },
  {
    id: 'paypal',
    name: 'PayPal',
    icon: 'paypal',
    urlTemplate: 'https://paypal.me/{handle}',
    placeholder: 'username',
    category: 'payment',
  },
  {
    id: 'venmo',
    name: 'Venmo',
    icon: 'venmo',
    urlTemplate: 'https://account.venmo.com/u/{handle}',
    placeholder: 'username',
    category: 'payment',
  },
  {
    id: 'cashapp',
    name: 'Cash App',
    icon: 'cashapp',
    urlTemplate: 'https://cash.app/${handle}',
    placeholder: 'cashtag',
    category: 'payment',
  },
];

/**
 * Bump when DEFAULT_NETWORKS gains networks: each deployment adds the new ones once, and a
 * network a superadmin deleted stays deleted.
 */
const CATALOGUE_VERSION = 1;

/** Writes the default networks that are missing, once per catalogue version. Idempotent. */
export async function ensureSocialCatalogue(store: Store, now: Date = new Date()): Promise<void> {
  const marker = collections({ store }).meta.doc('socialCatalogue');
  if (((await marker.get()).data()?.version ?? 0) >= CATALOGUE_VERSION) return;
  const iso = now.toISOString();
  await store.runTransaction(async (tx) => {
    if (((await tx.get(marker)).data()?.version ?? 0) >= CATALOGUE_VERSION) return;
    const refs = DEFAULT_NETWORKS.map((n) => collections({ store }).socialNetworks.doc(n.id));
    const snaps: DocumentSnapshot<SocialNetwork>[] = [];
    for (const ref of refs) snaps.push(await tx.get(ref));
    DEFAULT_NETWORKS.forEach((network, i) => {
      if (!snaps[i].exists) tx.create(refs[i], { ...network, order: (i + 1) * 10, createdAt: iso, updatedAt: iso });
    });
    tx.set(marker, { version: CATALOGUE_VERSION, updatedAt: iso });
  });
}

/** The catalogue rarely changes and every card page reads it: each instance keeps it a minute. */
const CACHE_MS = 60_000;
const cache = new WeakMap<Store, { loadedAt: number; networks: Map<string, SocialNetwork> }>();

export async function socialCatalogue(ctx: AppContext): Promise<Map<string, SocialNetwork>> {
  const cached = cache.get(ctx.store);
  const now = Date.now();
  if (cached && now - cached.loadedAt < CACHE_MS) return cached.networks;
  await ensureSocialCatalogue(ctx.store, ctx.clock.now());
  const snap = await collections(ctx).socialNetworks.get();
  const networks = new Map(
    snap.docs
      .map((d) => d.data())
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((n) => [n.id, n] as const),
  );
  cache.set(ctx.store, { loadedAt: now, networks });
  return networks;
}

/** A network's name and icon for display, also for one no longer in the catalogue. */
export function networkDisplay(networks: Map<string, SocialNetwork>, id: string): { name: string; icon: string } {
  const network = networks.get(id);
  return network
    ? { name: network.name, icon: network.icon }
    : { name: id.charAt(0).toUpperCase() + id.slice(1), icon: 'link' };
}

/** The link for a handle on a network: '@' and spaces trimmed, phone-style handles reduced to digits. */
export function urlForHandle(network: SocialNetwork, handle: string): string | null {
  if (!network.urlTemplate) return null;
  let clean = handle.trim().replace(/^@/, '');
  if (network.id === 'whatsapp') clean = clean.replace(/[^0-9]/g, '');
  if (network.id === 'cashapp') clean = clean.replace(/^\$/, '');
  if (!clean) return null;
  return network.urlTemplate.replace('{handle}', encodeURIComponent(clean));
}

export async function listSocials(ctx: AppContext): Promise<SocialNetwork[]> {
  return [...(await socialCatalogue(ctx)).values()];
}

export async function getSocial(ctx: AppContext, id: string): Promise<SocialNetwork> {
  await ensureSocialCatalogue(ctx.store, ctx.clock.now());
  const network = (await collections(ctx).socialNetworks.doc(id).get()).data();
  if (!network) throw notFound();
  return network;
}

export async function createSocial(ctx: AppContext, caller: AuthUser, body: CreateSocialBody): Promise<SocialNetwork> {
  await requireSuperadmin(ctx, caller, { deny: 'forbidden' });
  await ensureSocialCatalogue(ctx.store, ctx.clock.now());
  const now = ctx.clock.now().toISOString();
  const ref = collections(ctx).socialNetworks.doc(body.id);
  const network = await ctx.store.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw conflict(SOCIAL_MESSAGES.exists, 'social-exists');
    const created: SocialNetwork = {
      id: body.id,
      name: body.name,
      icon: body.icon,
      urlTemplate: body.urlTemplate ?? null,
      placeholder: body.placeholder ?? '',
      category: body.category ?? 'other',
      order: body.order ?? 1000,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, created);
    return created;
  });
  cache.delete(ctx.store);
  return network;
}

export async function updateSocial(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  body: UpdateSocialBody,
): Promise<SocialNetwork> {
  await requireSuperadmin(ctx, caller, { deny: 'forbidden' });
  const ref = collections(ctx).socialNetworks.doc(id);
  const network = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    const next: SocialNetwork = { ...current, ...body, updatedAt: ctx.clock.now().toISOString() };
    tx.set(ref, next);
    return next;
  });
  cache.delete(ctx.store);
  return network;
}

/**
 * Removes a network from the catalogue: nobody can add it any more. Profiles that link to it
 * keep their link, shown under the network's id.
 */
export async function deleteSocial(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  await requireSuperadmin(ctx, caller, { deny: 'forbidden' });
  const ref = collections(ctx).socialNetworks.doc(id);
  if (!(await ref.get()).exists) throw notFound();
  await ref.delete();
  cache.delete(ctx.store);
}
