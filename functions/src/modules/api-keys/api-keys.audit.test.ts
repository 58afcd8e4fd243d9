import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { createCountingContext, type CountingContext } from '../../../test/counting-store.test-support';
import { collections } from '../../platform/store/collections';
import type { AuditEntry, CreatedApiKey } from '../../contract/api-keys';

/**
 * The audit cannot lose a call: each call's entry is in the store before its answer leaves, so
 * an instance stopped right after answering (Cloud Functions gives no CPU after the answer) has
 * nothing left to write. The store is read directly, as it would be after such a stop.
 */

let t: CountingContext;
let pro: TestUser;
let key: CreatedApiKey;

beforeAll(async () => {
  t = await createCountingContext();
  pro = await createUser(t, { pro: true });
  key = (
    await t.api
      .post('/v1/api-keys')
      .set(pro.headers)
      .send({ name: 'sync', scopes: ['contacts:read'] })
  ).body.data;
});
afterAll(async () => t.close());

const bearer = () => ({ Authorization: `Bearer ${key.secret}` });

/** The key's call entries as stored, without asking the API (which runs in this instance). */
async function storedCalls(): Promise<AuditEntry[]> {
  const pages = await collections(t).apiKeyAudit.where('owner', '==', `user:${pro.uid}`).get();
  return pages.docs.flatMap((d) => d.data().entries).filter((e) => e.event === 'call' && e.keyId === key.id);
}

const auditWrites = (writesByPath: Record<string, number>) =>
  Object.entries(writesByPath)
    .filter(([path]) => path.startsWith('apiKeyAudit/'))
    .reduce((sum, [, n]) => sum + n, 0);

describe('the API key audit', () => {
  it('has every call in the store once its answer is out, one small write a call at most', async () => {
    const calls = 10;
    t.ops.reset();
    for (let i = 0; i < calls; i++) {
      t.clock.advance(1000);
      expect((await t.api.get('/v1/contacts').set(bearer())).status).toBe(200);
    }
    const writes = auditWrites(t.ops.snapshot().writesByPath);
    const stored = await storedCalls();
    expect(stored).toHaveLength(calls);
    expect(stored.every((e) => e.route === '/v1/contacts' && e.status === 200 && e.method === 'GET')).toBe(true);
    expect(writes).toBeLessThanOrEqual(calls);
    console.info(`API key audit: ${writes} writes for ${calls} sequential key calls (${writes / calls} a call)`);

    // Refusals are calls too: the scope the key lacks (403).
    expect((await t.api.post('/v1/contacts').set(bearer()).send({ firstName: 'No' })).status).toBe(403);
    expect((await storedCalls()).filter((e) => e.status === 403)).toHaveLength(1);
  });

  it('keeps the calls refused past the key’s rate (429, Retry-After)', async () => {
    const slow: CreatedApiKey = (
      await t.api
        .post('/v1/api-keys')
        .set(pro.headers)
        .send({ name: 'slow', scopes: ['contacts:read'], rateLimit: 1 })
    ).body.data;
    const call = () => t.api.get('/v1/contacts').set({ Authorization: `Bearer ${slow.secret}` });
    expect((await call()).status).toBe(200);
    const over = await call();
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const pages = await collections(t).apiKeyAudit.where('owner', '==', `user:${pro.uid}`).get();
    const statuses = pages.docs
      .flatMap((d) => d.data().entries)
      .filter((e) => e.keyId === slow.id && e.event === 'call');
    expect(statuses.map((e) => e.status).sort()).toEqual([200, 429]);
  });

  it('calls at the same moment are each kept, in no more writes than calls', async () => {
    const before = (await storedCalls()).length;
    t.ops.reset();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.api.get('/v1/contacts').set(bearer())));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const writes = auditWrites(t.ops.snapshot().writesByPath);
    expect((await storedCalls()).length - before).toBe(8);
    expect(writes).toBeLessThanOrEqual(8);
    console.info(`API key audit: ${writes} writes for 8 concurrent key calls`);

    const read = await t.api.get('/v1/api-keys/audit?limit=100').set(pro.headers);
    expect(read.status).toBe(200);
    expect(read.body.data.filter((e: AuditEntry) => e.event === 'call' && e.keyId === key.id)).toHaveLength(before + 8);
  });
});
