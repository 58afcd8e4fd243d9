import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { TOOLS_LIMITS, TOOLS_MESSAGES, type Occupation } from '../../contract/tools';
import { buildOccupationIndex } from './occupation-index';
import standardList from './data/occupations.json';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  [user, other] = await Promise.all([createUser(t), createUser(t)]);
});
afterAll(async () => t.close());

const search = async (who: TestUser, q: string, limit?: number): Promise<Occupation[]> => {
  const res = await t.api
    .get('/v1/tools/occupations')
    .query({ q, ...(limit ? { limit } : {}) })
    .set(who.headers);
  expect(res.status).toBe(200);
  return res.body.data;
};
const titles = (list: Occupation[]) => list.map((o) => o.title);

describe('the standard list', () => {
  it('ships several hundred distinct titles', () => {
    expect(standardList.titles.length).toBeGreaterThanOrEqual(500);
    expect(buildOccupationIndex(standardList.titles).size).toBe(standardList.titles.length);
  });

  it('matches a prefix of the title first, then words anywhere, in any order, ignoring case and accents', async () => {
    const soft = titles(await search(user, 'soft'));
    expect(soft.slice(0, 4).every((title) => title.startsWith('Software '))).toBe(true);
    expect(soft).toEqual(expect.arrayContaining(['Software developer', 'Software architect', 'Software tester']));
    expect(titles(await search(user, 'dev soft'))).toContain('Software developer');
    expect(titles(await search(user, 'ENGINEER  civil'))).toEqual(['Civil engineer']);
    expect(titles(await search(user, 'Développeur'))).toEqual([]);
    expect(titles(await search(user, 'nurse'))[0]).toBe('Nurse');
    // A word inside a title counts too: "manager" finds "Project manager".
    expect(titles(await search(user, 'project man'))).toContain('Project manager');
  });

  it('keeps acronyms as ESCO writes them and answers at most `limit`', async () => {
    expect(titles(await search(user, 'ict project'))).toContain('ICT project manager');
    expect(await search(user, 'manager', 3)).toHaveLength(3);
    expect(await search(user, 'zzzz')).toEqual([]);
  });

  it('finds the right titles among 50,000 (its speed is in `npm run bench -- occupations`)', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `title ${i} of ${['alpha', 'beta', 'gamma'][i % 3]}`);
    const index = buildOccupationIndex(many);
    expect(index.size).toBe(50_000);
    expect(index.search('gamma 2', 10)).toContain('title 2 of gamma');
    expect(index.search('gamma 2', 10).every((title) => title.includes('gamma'))).toBe(true);
    expect(index.search('alpha 49998', 10)).toEqual(['title 49998 of alpha']);
    expect(index.search('beta 49998', 10)).toEqual([]);
  });
});

describe("a person's own titles", () => {
  it('are added once, suggested to their owner first, and to nobody else', async () => {
    const created = await t.api
      .post('/v1/tools/occupations')
      .set(user.headers)
      .send({ title: '  Chief  Happiness Officer ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ title: 'Chief Happiness Officer', source: 'own' });
    const again = await t.api
      .post('/v1/tools/occupations')
      .set(user.headers)
      .send({ title: 'chief happiness officer' });
    expect(again.status).toBe(200);
    expect(
      await collections(t)
        .ownOccupations.where('userId', '==', user.uid)
        .count()
        .get()
        .then((s) => s.data().count),
    ).toBe(1);

    const mine = await search(user, 'chief');
    expect(mine[0]).toEqual({ title: 'Chief Happiness Officer', source: 'own' });
    expect(mine.slice(1).every((o) => o.source === 'standard')).toBe(true);
    expect(titles(await search(other, 'chief happiness'))).toEqual([]);
  });

  it('are not kept when the standard list has the title already', async () => {
    const res = await t.api.post('/v1/tools/occupations').set(other.headers).send({ title: 'software DEVELOPER' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ title: 'Software developer', source: 'standard' });
    expect((await collections(t).ownOccupations.where('userId', '==', other.uid).count().get()).data().count).toBe(0);
  });

  it('are listed newest first when nothing is typed yet', async () => {
    await t.api.post('/v1/tools/occupations').set(user.headers).send({ title: 'Growth hacker' });
    expect(titles(await search(user, ''))).toEqual(['Growth hacker', 'Chief Happiness Officer']);
    expect(await search(other, '')).toEqual([]);
  });

  it('are capped per person, and the cap writes nothing', async () => {
    const busy = await createUser(t);
    const batch = t.store.batch();
    for (let i = 0; i < TOOLS_LIMITS.ownOccupations; i++) {
      batch.create(collections(t).ownOccupations.doc(`${busy.uid}_seed${i}`), {
        userId: busy.uid,
        title: `Title ${i}`,
        key: `title ${i}`,
        createdAt: new Date(i).toISOString(),
      });
    }
    await batch.commit();
    const res = await t.api.post('/v1/tools/occupations').set(busy.headers).send({ title: 'One too many' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TOOLS_MESSAGES.tooManyOwnOccupations);
    expect((await collections(t).ownOccupations.where('userId', '==', busy.uid).count().get()).data().count).toBe(
      TOOLS_LIMITS.ownOccupations,
    );
  });
});

describe('bad input', () => {
  it('needs a sign-in', async () => {
    expect((await t.api.get('/v1/tools/occupations').query({ q: 'a' })).status).toBe(401);
    expect((await t.api.post('/v1/tools/occupations').send({ title: 'x' })).status).toBe(401);
  });

  it('answers junk with 400 and stores nothing', async () => {
    const cases: unknown[] = [
      {},
      { title: '' },
      { title: '   ' },
      { title: 42 },
      { title: 'x'.repeat(TOOLS_LIMITS.occupationTitleLength + 1) },
      { title: 'ok', extra: true },
      ['title'],
    ];
    for (const body of cases) {
      const res = await t.api
        .post('/v1/tools/occupations')
        .set(other.headers)
        .send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.api.post('/v1/tools/occupations').set(other.headers).send({})).body.message).toBe(
      MESSAGES.required,
    );
    const malformed = await t.api
      .post('/v1/tools/occupations')
      .set(other.headers)
      .set('content-type', 'application/json')
      .send('{"title":');
    expect(malformed.status).toBe(400);
    for (const query of [
      { q: 'x'.repeat(200) },
      { q: 'a', limit: 0 },
      { q: 'a', limit: 'lots' },
      { q: 'a', limit: 1000 },
      { q: 'a', other: 1 },
    ]) {
      expect(
        (await t.api.get('/v1/tools/occupations').query(query).set(other.headers)).status,
        JSON.stringify(query),
      ).toBe(400);
    }
    expect((await t.api.get('/v1/tools/occupations?q=a&q=b').set(other.headers)).status).toBe(400);
    expect((await collections(t).ownOccupations.where('userId', '==', other.uid).count().get()).data().count).toBe(0);
  });
});
