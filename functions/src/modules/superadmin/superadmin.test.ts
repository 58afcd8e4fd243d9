import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuperadminOverview } from '../../contract/superadmin';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createActors, type Actors } from '../../../test/world.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let actors: Actors;
let target: TestUser;
let roleIds: string[];

beforeAll(async () => {
  t = await createTestContext();
  actors = await createActors(t);
  target = await createUser(t, { firstName: 'Tara', lastName: 'Target' });
  roleIds = [];
  for (const name of ['Matrix one', 'Matrix two']) {
    const res = await t.api
      .post('/v1/superadmin/roles')
      .set(actors.superadmin.headers)
      .send({ name, permissions: [{ action: 'read', subject: 'Company' }] });
    roleIds.push(res.body.data.id);
  }
});
afterAll(async () => t.close());

interface Call {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: () => string;
  body?: () => Record<string, unknown>;
  ok: number;
}

/** Every superadmin call, with a body a superadmin would send. */
const calls: Call[] = [
  { name: 'GET overview', method: 'get', path: () => '/v1/superadmin/overview', ok: 200 },
  { name: 'GET /v1/users', method: 'get', path: () => '/v1/users', ok: 200 },
  {
    name: 'PUT user status',
    method: 'put',
    path: () => `/v1/superadmin/users/${target.uid}/status`,
    body: () => ({ disabled: false }),
    ok: 200,
  },
  {
    name: 'PUT user roles',
    method: 'put',
    path: () => `/v1/superadmin/users/${target.uid}/roles`,
    body: () => ({ roleIds: [roleIds[0]] }),
    ok: 200,
  },
  { name: 'GET roles', method: 'get', path: () => '/v1/superadmin/roles', ok: 200 },
  {
    name: 'POST roles',
    method: 'post',
    path: () => '/v1/superadmin/roles',
    body: () => ({ name: 'Support', permissions: [] }),
    ok: 201,
  },
  {
    name: 'PUT role',
    method: 'put',
    path: () => `/v1/superadmin/roles/${roleIds[0]}`,
    body: () => ({ name: 'Renamed', permissions: [] }),
    ok: 200,
  },
  { name: 'DELETE role', method: 'delete', path: () => `/v1/superadmin/roles/${roleIds[1]}`, ok: 200 },
];

const send = (call: Call, user?: TestUser) => {
  let req = t.api[call.method](call.path());
  if (user) req = req.set(user.headers);
  return call.body ? req.send(call.body()) : req;
};

/** What a refused call must leave as it was. */
async function snapshot() {
  const [user, roles] = await Promise.all([collections(t).users.doc(target.uid).get(), collections(t).roles.get()]);
  return { user: user.data(), roles: roles.docs.map((d) => d.data()) };
}

describe('who may call', () => {
  it.each(calls.map((c) => [c.name, c] as const))(
    '%s: anonymous 401, plain user and company admin 404 with nothing written',
    async (_name, call) => {
      const before = await snapshot();
      expect((await send(call)).status).toBe(401);
      expect((await send(call, actors.plain)).status).toBe(404);
      expect((await send(call, actors.companyAdmin)).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('even a malformed call is 404 to anyone but a superadmin', async () => {
    const res = await t.api
      .put('/v1/superadmin/roles/x')
      .set(actors.plain.headers)
      .send({ name: '', permissions: 'junk' });
    expect(res.status).toBe(404);
  });

  it.each(calls.map((c) => [c.name, c] as const))('%s: a superadmin succeeds', async (_name, call) => {
    const res = await send(call, actors.superadmin);
    expect(res.status, JSON.stringify(res.body)).toBe(call.ok);
  });
});

describe('GET /v1/superadmin/overview', () => {
  it('counts users, companies, cards (active of total) and the leads of the last seven days', async () => {
    const ctx = await createTestContext();
    try {
      const a = await createActors(ctx, 'Initech');
      const owner = await createUser(ctx);
      const profileId = (await ctx.api.get('/v1/profiles').set(owner.headers)).body.data[0].id as string;
      const minted = await ctx.api.post('/v1/cards').set(a.superadmin.headers).send({ count: 3 });
      await ctx.api
        .post('/v1/cards/activate')
        .set(owner.headers)
        .send({ cardId: minted.body.data.cardIds[0], profileId })
        .expect(200);

      const lead = {
        profileId,
        firstName: 'Vera',
        lastName: 'Visitor',
        email: 'vera@visitor.test',
        consent: true,
        consentText: 'I agree to share my details with the owner.',
      };
      await ctx.api
        .post('/v1/contacts')
        .send(await withChallenge(ctx.api, lead))
        .expect(201);
      ctx.clock.advance(8 * 24 * 60 * 60_000);
      await ctx.api
        .post('/v1/contacts')
        .send(await withChallenge(ctx.api, { ...lead, email: 'walt@visitor.test' }))
        .expect(201);
      await ctx.api.post('/v1/contacts').set(owner.headers).send({ firstName: 'Typed', lastName: 'In' }).expect(201);

      const res = await ctx.api.get('/v1/superadmin/overview').set(a.superadmin.headers);
      expect(res.status).toBe(200);
      const overview = res.body.data as SuperadminOverview;
      expect(overview).toEqual({
        users: 4,
        companies: 1,
        cards: { active: 1, total: 3 },
        leadsThisWeek: 2,
        since: expect.any(String),
      });
      expect(Date.parse(ctx.clock.now().toISOString()) - Date.parse(overview.since)).toBe(7 * 24 * 60 * 60_000);
    } finally {
      await ctx.close();
    }
  });
});
