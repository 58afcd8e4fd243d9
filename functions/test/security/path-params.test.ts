import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';

/**
 * Ids in paths and cursors are never store paths: an encoded slash, backslash or dot segment
 * is refused before any route (400), and the store refuses an id holding a slash (400 too).
 */

let t: TestContext;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  [owner, admin] = await Promise.all([createUser(t), createUser(t, { superadmin: true })]);
});
afterAll(async () => t.close());

const HOSTILE_IDS = ['a%2Fb', 'a%2Fb%2Fc', 'users%2F..', '%2E%2E', '%2e', 'a%5Cb', 'x%2F%2F', '%2F'];

describe('hostile ids in paths', () => {
  const routes: [string, (id: string) => string][] = [
    ['GET', (id) => `/v1/users/${id}`],
    ['GET', (id) => `/v1/profiles/${id}`],
    ['GET', (id) => `/v1/profiles/${id}/link`],
    ['GET', (id) => `/v1/links/${id}`],
    ['GET', (id) => `/v1/links/slug/${id}`],
    ['GET', (id) => `/v1/contacts/${id}`],
    ['GET', (id) => `/v1/cards/${id}`],
    ['GET', (id) => `/v1/public/cards/${id}`],
    ['GET', (id) => `/v1/public/profiles/${id}/vcard`],
    ['GET', (id) => `/v1/analytics/dashboard/${id}`],
    ['PUT', (id) => `/v1/superadmin/users/${id}/status`],
  ];

  it('answer 400 or 404 to the owner, a superadmin and anyone, never 5xx', async () => {
    const failures: string[] = [];
    for (const [method, path] of routes) {
      for (const id of HOSTILE_IDS) {
        for (const caller of [owner, admin, undefined]) {
          const req = method === 'GET' ? t.api.get(path(id)) : t.api.put(path(id)).send({ disabled: true });
          const res = await (caller ? req.set(caller.headers) : req);
          if (![400, 401, 404].includes(res.status))
            failures.push(
              `${method} ${path(id)} as ${caller === admin ? 'superadmin' : caller ? 'owner' : 'anonymous'}: ${res.status}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('an encoded slash is refused with 400 before any route runs', async () => {
    const res = await t.api.get('/v1/users/a%2Fb%2Fc').set(admin.headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid id.', code: 'invalid-id' });
  });

  it('a card page with a hostile key is the not-found page', async () => {
    for (const id of HOSTILE_IDS) expect([id, (await t.api.get(`/card/${id}`)).status]).toEqual([id, 404]);
  });
});

describe('hostile cursors', () => {
  it('a cursor naming a store path answers 400, never 5xx', async () => {
    const cursor = Buffer.from('a/b/c').toString('base64url');
    for (const path of ['/v1/cards', '/v1/cards/batches', '/v1/users']) {
      const res = await t.api.get(path).set(admin.headers).query({ cursor });
      expect([path, res.status]).toEqual([path, 400]);
    }
  });
});
