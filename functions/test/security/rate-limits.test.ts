import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { MESSAGES } from '../../src/contract/messages';
import { createTestContext, type TestContext } from '../harness.test-support';
import { COLLECTIONS, collections } from '../../src/platform/store/collections';

/**
 * Rate limits are counted in the store, shared by every instance, and keyed on the address our
 * trusted proxies saw: what a client writes in X-Forwarded-For before them changes nothing.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.clock.set('2025-06-01T12:00:10Z');
});
afterAll(async () => t.close());

/** GET /v1/auth/exist: 30 a minute per address. */
const lookup = (api: ReturnType<typeof supertest>, forwardedFor: string) =>
  api.get('/v1/auth/exist').query({ email: 'nobody@x.test' }).set('X-Forwarded-For', forwardedFor);

describe('rate limits', () => {
  it('are shared by every instance of the function: two apps on one store count together', async () => {
    const other = supertest(createApp(t.deps));
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await lookup(i % 2 ? other : t.api, '198.51.100.20')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await lookup(t.api, '198.51.100.20');
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await lookup(other, '198.51.100.21')).status).toBe(200);
  });

  it('key on the address Hosting appended: entries the client wrote before it are ignored', async () => {
    // Two trusted hops (the default): X-Forwarded-For ends "<client>, <Hosting's address>".
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await lookup(t.api, `10.${i}.0.1, 203.0.113.50, 35.191.0.1`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
  });

  it('start again in the next window; old counters wait for the TTL policy, no request deletes them', async () => {
    const before = (await collections(t).rateLimits.get()).size;
    expect(before).toBeGreaterThan(0);
    t.clock.advance(60_000);
    expect((await lookup(t.api, '198.51.100.20')).status).toBe(200);
    const docs = (await collections(t).rateLimits.get()).docs;
    expect(docs).toHaveLength(before + 1);
    const fresh = docs.filter((d) => d.data().expireAt === '2025-06-01T12:02:00.000Z');
    expect(fresh.map((d) => d.data().count)).toEqual([1]);
  });

  it('name counters by the hash of their key first, never by a time, with only the fields the map exempts', async () => {
    const exempt = new Set(COLLECTIONS.rateLimits.highRate?.unindexed);
    for (const doc of (await collections(t).rateLimits.get()).docs) {
      expect(doc.id).toMatch(/^[\w-]{22}_[a-z-]+_\d+$/);
      expect(Object.keys(doc.data()).filter((field) => !exempt.has(field))).toEqual([]);
    }
  });
});
