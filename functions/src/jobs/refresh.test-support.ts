import type { AppDeps } from '../platform/context';
import type { Store } from '../platform/store/types';
import { collections } from '../platform/store/collections';
import { connectionId, sealTokens, type IntegrationSecret, type StoredConnection } from '../integrations/core/store';

/**
 * Many Instagram connections at once, written straight to the store as the OAuth flow leaves them:
 * the first `tokensDue` with tokens inside the renewal window, the first `contentDue` with content
 * past its due time, of which the first `seen` belong to people whose card had a visitor today.
 * Everyone has one profile. For the refresh jobs' scale tests and `npm run bench -- refresh-run`.
 */
export interface Seeded {
  userIds: string[];
  tokensDue: string[];
  contentSeen: string[];
  contentUnseen: string[];
}

const HOUR = 3600_000;
const BATCH = 450;

export async function seedInstagramConnections(
  deps: Pick<AppDeps, 'store' | 'config'>,
  options: { count: number; tokensDue: number; contentDue: number; seen: number; now: Date; token: () => string },
): Promise<Seeded> {
  const { count, now } = options;
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const key = deps.config.integrations.tokenKey!;
  const userIds = Array.from({ length: count }, (_, i) => `user${String(i).padStart(6, '0')}`);
  const day = now.toISOString().slice(0, 10);
  const writes: ((batch: ReturnType<Store['batch']>) => void)[] = [];
  userIds.forEach((userId, i) => {
    const secret: IntegrationSecret = {
      provider: 'instagram',
      userId,
      tokens: sealTokens(key, 'instagram', userId, { accessToken: options.token() }),
      expiresAt: at(i < options.tokensDue ? 2 * HOUR : 30 * 24 * HOUR),
      status: 'connected',
      updatedAt: at(-HOUR),
    };
    const contentDue = i < options.contentDue;
    const connection: StoredConnection = {
      provider: 'instagram',
      userId,
      status: 'connected',
      reason: null,
      account: { id: `ig${i}`, username: `ig${i}`, name: `Person ${i}`, avatarUrl: null, url: null },
      accountId: `ig${i}`,
      extra: {},
      connectedAt: at(-30 * 24 * HOUR),
      lastRefreshAt: at(contentDue ? -7 * HOUR : -HOUR),
      items: [],
      contentUpdatedAt: at(contentDue ? -7 * HOUR : -HOUR),
      contentDueAt: at(contentDue ? -HOUR : 5 * HOUR),
      bookingOptions: [],
      hiddenOnProfileIds: [],
      bookingByProfile: {},
      updatedAt: at(-HOUR),
    };
    const profileId = `p-${userId}`;
    writes.push((batch) => {
      batch.set(collections(deps).integrationSecrets.doc(connectionId('instagram', userId)), secret);
      batch.set(collections(deps).integrations.doc(connectionId('instagram', userId)), connection);
      batch.set(collections(deps).profiles.doc(profileId), { id: profileId, userId, status: 'active' });
      if (contentDue && i < options.seen)
        batch.set(collections(deps).profileStats.doc(`${profileId}_${day}`), { profileId, day, views: 3 });
    });
  });
  // Four writes at most a person: batches stay under Firestore's 500.
  for (let i = 0; i < writes.length; i += BATCH / 4) {
    const batch = deps.store.batch();
    for (const write of writes.slice(i, i + BATCH / 4)) write(batch);
    await batch.commit();
  }
  return {
    userIds,
    tokensDue: userIds.slice(0, options.tokensDue),
    contentSeen: userIds.slice(0, Math.min(options.seen, options.contentDue)),
    contentUnseen: userIds.slice(options.seen, options.contentDue),
  };
}
