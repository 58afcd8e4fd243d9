import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '../../src/contract/analytics';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';
import { collections } from '../../src/platform/store/collections';
import type { StatsDoc } from '../../src/modules/analytics';

/** Counting visitors never grows one document without bound, and never fails the visitor's request. */

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
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

const view = (ip: string) =>
  t.api
    .post('/v1/public/events')
    .set('User-Agent', BROWSER)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'text/plain')
    .send(JSON.stringify({ profileId, type: 'view' }));
const saveContact = () => t.api.get(`/v1/public/profiles/${profileId}/vcard`).set('User-Agent', BROWSER);
const today = async () =>
  (
    (await t.api.get(`/v1/analytics/dashboard/${profileId}`).set(owner.headers)).body.data as AnalyticsDashboard
  ).series.at(-1)!;
const dayDoc = async () =>
  (await collections(t).profileStats.doc(`${profileId}_${DAY}`).get()).data() as StatsDoc & { visitors?: unknown };

describe('unique visitors', () => {
  it('many distinct visitors: one small document each, the day document stays the same size', async () => {
    for (let i = 0; i < 20; i++) expect((await view(`198.51.100.${i}`)).body.data).toEqual({ counted: true });

    for (let i = 0; i < 250; i++) await view(`203.0.${Math.floor(i / 200)}.${i % 200}`).expect(202);
    // Repeat visits count as views, not as new visitors.
    for (let i = 0; i < 5; i++) await view('198.51.100.1').expect(202);

    expect(await today()).toMatchObject({ day: DAY, views: 275, uniqueVisitors: 270 });
    const doc = await dayDoc();
    expect(doc.visitors).toBeUndefined();
    // Counters only: a few hundred bytes, whatever the number of visitors.
    expect(JSON.stringify(doc).length).toBeLessThan(300);
    const visitors = await collections(t).visitors(`${profileId}_${DAY}`).count().get();
    expect(visitors.data().count).toBe(270);

    const saved = await saveContact();
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('BEGIN:VCARD');
    expect(await today()).toMatchObject({ saves: 1, uniqueVisitors: 270 });
  });
});

describe('a failing analytics write', () => {
  it('"Save contact" and the page beacon still answer, the event is not counted', async () => {
    // A day document at Firestore's 1 MiB limit (as the old list of visitor keys left it on a busy
    // day): every write to it now fails.
    t.clock.set('2025-05-21T10:00:00Z');
    const stale = {
      profileId,
      day: '2025-05-21',
      views: 52_000,
      visitors: Array.from({ length: 52_000 }, (_, i) => `visitor-key-${String(i).padStart(5, '0')}`),
    };
    stale.visitors.push('x'.repeat(1024 * 1024 - 25 - JSON.stringify(stale).length - 3));
    await collections(t).profileStats.doc(`${profileId}_2025-05-21`).set(stale);

    const saved = await saveContact();
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('BEGIN:VCARD');
    expect((await view('192.0.2.10')).body).toEqual({ data: { counted: false } });
    const doc = (await collections(t).profileStats.doc(`${profileId}_2025-05-21`).get()).data() as StatsDoc & {
      visitors?: unknown;
    };
    expect(doc.saves).toBeUndefined();
  });
});
