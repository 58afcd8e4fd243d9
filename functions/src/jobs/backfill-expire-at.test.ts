import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.test-support';
import { collections } from '../platform/store/collections';
import type { DocumentData } from '../platform/store/types';
import { backfillExpireAt } from './backfill-expire-at';
import { jobs } from './registry';

/**
 * The `expireAt` backfill (issue #23, item 2): documents of the TTL collections written before
 * their TTL policies (an ISO `expiresAt`, or no time at all) get an `expireAt`, paged, once;
 * documents that have one keep it.
 */

const NOW = '2026-03-10T12:00:00.000Z';
const DAY = 86_400_000;
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(NOW);
});
afterAll(async () => t.close());

/** The collections as the job sees them, to write documents of their old shapes. */
const raw = () =>
  collections(t) as unknown as Record<
    string,
    {
      doc(id: string): { set(d: DocumentData): Promise<unknown>; get(): Promise<{ data(): DocumentData | undefined }> };
    }
  >;
const expireAtOf = async (name: string, id: string) => (await raw()[name].doc(id).get()).data()?.expireAt;

describe('backfill-expire-at', () => {
  it('sets expireAt from the old expiresAt, else now plus what the collection keeps, on every page; a second run changes nothing', async () => {
    // Old rate-limit counters, past a page of two several times over.
    for (let i = 0; i < 5; i++)
      await raw()
        .rateLimits.doc(`lead-form_1741600000000_h${i}`)
        .set({ name: 'lead-form', count: 3, expiresAt: '2026-03-01T10:00:00.000Z' });
    await raw()
      .rateLimits.doc('hash_lead-form_1773144000000')
      .set({ name: 'lead-form', count: 1, expireAt: new Date(later(DAY)) });
    await raw().challengesUsed.doc('ticket').set({ purpose: 'lead-form', expiresAt: '2026-03-09T08:00:00.000Z' });
    await raw().stripeEvents.doc('evt_old').set({ type: 'invoice.paid', expiresAt: '2026-04-01T00:00:00.000Z' });
    await raw().metaSignedRequests.doc('unreadable').set({ receipt: {}, expiresAt: 'sometime' });
    await raw().contactImports.doc('imp_untimed').set({ userId: 'u1', status: 'done' });

    const report = await backfillExpireAt(t.deps, 2);
    expect(report).toMatchObject({
      job: 'backfill-expire-at',
      checked: 10,
      failed: 0,
      updated: 9,
      rateLimits: 5,
      challengesUsed: 1,
      stripeEvents: 1,
      metaSignedRequests: 1,
      contactImports: 1,
      linkClickFlushes: 0,
      apiKeyAudit: 0,
    });
    expect(await expireAtOf('rateLimits', 'lead-form_1741600000000_h4')).toBe('2026-03-01T10:00:00.000Z');
    expect(await expireAtOf('rateLimits', 'hash_lead-form_1773144000000')).toBe(later(DAY));
    expect(await expireAtOf('challengesUsed', 'ticket')).toBe('2026-03-09T08:00:00.000Z');
    expect(await expireAtOf('stripeEvents', 'evt_old')).toBe('2026-04-01T00:00:00.000Z');
    expect(await expireAtOf('metaSignedRequests', 'unreadable')).toBe(later(DAY + 5 * 60_000));
    expect(await expireAtOf('contactImports', 'imp_untimed')).toBe(later(7 * DAY));

    const again = await jobs['backfill-expire-at'](t.deps);
    expect(again).toMatchObject({ checked: 10, updated: 0 });
  });

  it('leaves them to the TTL: the local stand-in now deletes those past their time', async () => {
    const deleted = await jobs['expire-local'](t.deps);
    expect(deleted).toMatchObject({ rateLimits: 5, challengesUsed: 1, stripeEvents: 0, contactImports: 0 });
    expect(await expireAtOf('rateLimits', 'lead-form_1741600000000_h0')).toBeUndefined();
    expect(await expireAtOf('stripeEvents', 'evt_old')).toBe('2026-04-01T00:00:00.000Z');
  });
});
