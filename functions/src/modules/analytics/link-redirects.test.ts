import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import type { Store, Transaction } from '../../platform/store/types';
import { BROWSER } from './analytics.test-support';

/**
 * A flush of a short link's redirects that fails is kept and retried, and counted once, whether
 * the failure came before the commit or after it had landed (a lost answer). The store the app
 * runs on fails the next transaction when told to, around the test's SQLite store.
 */

class FailingStore implements Store {
  fail: 'before' | 'after' | null = null;
  constructor(private readonly inner: Store) {}
  collection: Store['collection'] = (path) => this.inner.collection(path);
  doc: Store['doc'] = (path) => this.inner.doc(path);
  getAll: Store['getAll'] = (...refs) => this.inner.getAll(...refs);
  batch: Store['batch'] = () => this.inner.batch();
  close: Store['close'] = () => this.inner.close();
  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    const fail = this.fail;
    this.fail = null;
    if (fail === 'before') throw new Error('14 UNAVAILABLE: the commit did not reach the store');
    const result = await this.inner.runTransaction(fn);
    if (fail === 'after') throw new Error('4 DEADLINE_EXCEEDED: the commit landed, its answer was lost');
    return result;
  }
}

const START = Date.parse('2026-03-02T10:00:00Z');

let t: TestContext;
let store: FailingStore;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestContext(
    { ANALYTICS_FLUSH_MS: '60000' },
    { wrapStore: (inner) => (store = new FailingStore(inner)) },
  );
  t.clock.set(new Date(START));
  owner = await createUser(t);
});
afterAll(async () => t.close());

async function linkOf(slug: string) {
  const link = await t.api
    .post('/v1/links')
    .set(owner.headers)
    .send({ targetType: 'url', url: `https://acme.example/${slug}`, slug })
    .expect(201);
  const id = link.body.data.id as string;
  return {
    redirect: () => t.api.get(`/card/@${slug}`).set('User-Agent', BROWSER).redirects(0).expect(302),
    clicks: async () => (await t.api.get(`/v1/links/${id}`).set(owner.headers)).body.data.clicks as number,
  };
}

describe('a failed flush of redirects', () => {
  it.each(['before', 'after'] as const)(
    'failing %s its commit, is retried at the next flush and counted once',
    async (when) => {
      const start = START + (when === 'before' ? 0 : 10 * 60_000);
      t.clock.set(new Date(start));
      const link = await linkOf(`failing-${when}`);
      // The first redirect after an interval is written at once, the next two are held.
      for (let i = 0; i < 3; i++) await link.redirect();
      expect(await link.clicks()).toBe(1);
      t.clock.set(new Date(start + 61_000));
      store.fail = when;
      await link.redirect();
      expect(await link.clicks()).toBe(when === 'before' ? 1 : 4);
      t.clock.set(new Date(start + 122_000));
      await link.redirect();
      expect(await link.clicks()).toBe(5);
    },
  );
});
