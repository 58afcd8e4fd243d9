import type { TestContext, TestUser } from '../../test/harness.test-support';
import type { AppDeps } from '../platform/context';
import { tasksIdle } from '../platform/tasks';
import { jobs } from './registry';
import type { Store } from '../platform/store/types';
import { collections } from '../platform/store/collections';
import {
  connectionRef,
  secretRef,
  sealTokens,
  type IntegrationSecret,
  type StoredConnection,
} from '../integrations/core/store';

/**
 * Many Instagram connections at once, written straight to the store as the OAuth flow leaves them:
 * the last `tokensDue` with tokens inside the renewal window, the first `contentDue` with content
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
      expiresAt: at(i >= count - options.tokensDue ? 2 * HOUR : 30 * 24 * HOUR),
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
      batch.set(secretRef(deps.store, 'instagram', userId), secret);
      batch.set(connectionRef(deps.store, 'instagram', userId), connection);
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
    tokensDue: userIds.slice(count - options.tokensDue),
    contentSeen: userIds.slice(0, Math.min(options.seen, options.contentDue)),
    contentUnseen: userIds.slice(options.seen, options.contentDue),
  };
}

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Runs a job, then the tasks it enqueued (in this process, as locally), and answers the job's
 * report. With `seenBy`, a visitor first views each of that person's cards (the beacon), so the
 * refresh jobs fetch their feeds: they fetch only for cards seen lately.
 */
export async function runJob(t: TestContext, job: string, seenBy?: Pick<TestUser, 'uid'>) {
  if (seenBy) {
    const profiles = await collections(t).profiles.where('userId', '==', seenBy.uid).get();
    for (const { id: profileId } of profiles.docs)
      await t.api.post('/v1/public/events').set('user-agent', BROWSER).send({ type: 'view', profileId }).expect(202);
  }
  const report = await jobs[job](t.deps);
  await tasksIdle(t.deps.store);
  return report;
}
