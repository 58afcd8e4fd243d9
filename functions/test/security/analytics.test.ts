import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express, { type Request } from 'express';
import supertest from 'supertest';
import type { AnalyticsDashboard } from '../../src/contract/analytics';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';
import { collections } from '../../src/platform/store/collections';
import { beaconRoutes, SHARDS } from '../../src/modules/analytics';
import { createContext } from '../../src/platform/context';
import { errorHandler } from '../../src/platform/errors';
import { BROWSER, sendView } from '../../src/modules/analytics/analytics.test-support';

/** Counting visitors never grows one document without bound, never fails the visitor's request, and never loses a flush. */

const DAY = '2025-05-20';

let t: TestContext;
let owner: TestUser;
let profileId: string;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(`${DAY}T10:00:00Z`);
  owner = await createUser(t);
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
});
afterAll(async () => t.close());

const view = (ip: string) => sendView(t, profileId, ip);
const saveContact = () => t.api.get(`/v1/public/profiles/${profileId}/vcard`).set('User-Agent', BROWSER);
const today = async () =>
  (
    (await t.api.get(`/v1/analytics/dashboard/${profileId}`).set(owner.headers)).body.data as AnalyticsDashboard
  ).series.at(-1)!;
const dayDoc = async () => collections(t).profileStats.doc(`${profileId}_${DAY}`).get();

describe('unique visitors', () => {
  it('many distinct visitors: the day keeps a sketch of bounded size, no document per visitor', async () => {
    for (let i = 0; i < 20; i++) expect((await view(`198.51.100.${i}`)).body.data).toEqual({ counted: true });

    for (let i = 0; i < 250; i++) await view(`203.0.${Math.floor(i / 200)}.${i % 200}`).expect(202);
    // Repeat visits count as views, not as new visitors.
    for (let i = 0; i < 5; i++) await view('198.51.100.1').expect(202);

    // Up to 512 visitors a day the sketch holds their hashes: exact.
    expect(await today()).toMatchObject({ day: DAY, views: 275, uniqueVisitors: 270 });
    expect((await dayDoc()).exists).toBe(false);
    expect((await collections(t).visitors(`${profileId}_${DAY}`).count().get()).data().count).toBe(0);
    const shards = await collections(t).profileStatShards.where('profileId', '==', profileId).get();
    // Past 512 the sketch is 16,384 one-byte registers: never more than about 22 kB, whatever the crowd.
    for (const doc of shards.docs) expect(JSON.stringify(doc.data()).length).toBeLessThan(25_000);

    const saved = await saveContact();
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('BEGIN:VCARD');
    expect(await today()).toMatchObject({ saves: 1, uniqueVisitors: 270 });
  });

  it('past 512 a day, the estimate stays within the documented error (0.81 % standard, 3 % here)', async () => {
    t.clock.set('2025-05-22T10:00:00Z');
    for (let i = 0; i < 700; i++) await view(`10.${Math.floor(i / 250)}.${i % 250}.1`).expect(202);
    const { views, uniqueVisitors } = await today();
    expect(views).toBe(700);
    expect(Math.abs(uniqueVisitors - 700)).toBeLessThanOrEqual(21);
    // 700 beacons one after another, each flushed at once in tests: ~10 s alone, far more on a loaded machine.
  }, 180_000);
});

describe('a failing flush', () => {
  it('is logged, kept and retried, and its counts land once', async () => {
    t.clock.set('2025-05-21T10:00:00Z');
    const day = '2025-05-21';
    // Shards at Firestore's 1 MiB limit: every write to them fails.
    const pad = 'x'.repeat(1024 * 1024 - 25 - JSON.stringify({ profileId, day, pad: '' }).length);
    const shard = (n: number) => collections(t).profileStatShards.doc(`${profileId}_${day}_${n}`);
    for (let n = 0; n < SHARDS; n++) await shard(n).set({ profileId, day, pad } as never);

    const saved = await saveContact();
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('BEGIN:VCARD');
    // Accepted for counting; the visitor never sees the failure.
    expect((await view('192.0.2.10')).body).toEqual({ data: { counted: true } });
    expect(await today()).toMatchObject({ day, views: 0, saves: 0 });

    for (let n = 0; n < SHARDS; n++) await shard(n).set({ profileId, day });
    await view('192.0.2.11').expect(202);
    await saveContact().expect(200);
    expect(await today()).toMatchObject({ day, views: 2, uniqueVisitors: 2, saves: 2 });
    await view('192.0.2.11').expect(202);
    expect(await today()).toMatchObject({ day, views: 3, uniqueVisitors: 2, saves: 2 });
  });

  it('a retried page flush lands though a newer flush of the same shard (a save) went first', async () => {
    t.clock.set('2025-05-23T10:00:00Z');
    const day = '2025-05-23';
    const pad = 'x'.repeat(1024 * 1024 - 25 - JSON.stringify({ profileId, day, pad: '' }).length);
    const shard = (n: number) => collections(t).profileStatShards.doc(`${profileId}_${day}_${n}`);
    for (let n = 0; n < SHARDS; n++) await shard(n).set({ profileId, day, pad } as never);
    await view('192.0.2.20').expect(202);
    for (let n = 0; n < SHARDS; n++) await shard(n).set({ profileId, day });
    // The save's batch is newer than the view's and, needing no profile read, is written first.
    await saveContact().expect(200);
    expect(await today()).toMatchObject({ day, views: 1, uniqueVisitors: 1, saves: 1 });
  });
});

describe('an oversized beacon', () => {
  it('is refused before it is parsed, also when the platform read it first (as Cloud Functions do)', async () => {
    t.clock.set('2025-05-24T10:00:00Z');
    const ctx = createContext(t.deps);
    // Cloud Functions read the body before the app (the Functions Framework's limit is 1 GB; Cloud Run's 32 MiB cap holds) and keep it in rawBody.
    const platform = express();
    const keepRaw = (req: Request, _res: unknown, buf: Buffer) => void (req.rawBody = buf);
    platform.use(express.text({ type: 'text/*', limit: '32mb', verify: keepRaw }));
    platform.use('/v1', beaconRoutes(ctx));
    platform.use(errorHandler(ctx.logger));
    const send = (body: string) =>
      supertest(platform)
        .post('/v1/public/events')
        .set('User-Agent', BROWSER)
        .set('Content-Type', 'text/plain')
        .send(body);

    const beacon = JSON.stringify({ profileId, type: 'view' });
    await send(beacon).expect(202);
    // A view, padded past the limit with what JSON ignores.
    const big = await send(beacon + ' '.repeat(100_000));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ message: 'The request body is too large.' });
    expect(await today()).toMatchObject({ day: '2025-05-24', views: 1 });
  });
});
