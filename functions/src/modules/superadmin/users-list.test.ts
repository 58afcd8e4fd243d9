import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../contract/superadmin';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';

let t: TestContext;
let admin: TestUser;
let people: TestUser[];

beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t, { superadmin: true, firstName: 'Sam', lastName: 'Super' });
  people = [];
  for (const [firstName, lastName] of [
    ['Zoë', 'Ångström'],
    ['Zoe', 'Adams'],
    ['Zack', 'Zimmer'],
    ['Amy', 'Zoeller'],
  ]) {
    people.push(await createUser(t, { firstName, lastName }));
  }
});
afterAll(async () => t.close());

const list = async (query: Record<string, string | number>) => {
  const res = await t.api.get('/v1/users').set(admin.headers).query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: AdminUser[]; nextCursor?: string };
};
const names = (users: AdminUser[]) => users.map((u) => `${u.firstName} ${u.lastName}`);

describe('GET /v1/users for the superadmin screens', () => {
  it('searches by the start of the full name, in any case and without accents', async () => {
    expect(names((await list({ by: 'name', search: 'ZOE' })).data)).toEqual(['Zoe Adams', 'Zoë Ångström']);
    expect(names((await list({ by: 'name', search: 'zoe a' })).data)).toEqual(['Zoe Adams', 'Zoë Ångström']);
    expect(names((await list({ by: 'name', search: 'zoë ång' })).data)).toEqual(['Zoë Ångström']);
  });

  it('shows an account that never verified its email with its sign-in email from Auth', async () => {
    const unverified = await createUser(t, { firstName: 'Una', lastName: 'Unverified', verified: false });
    const [row] = (await list({ by: 'lastName', search: 'unverified' })).data;
    expect(row).toMatchObject({ userId: unverified.uid, email: unverified.email });
  });

  it('searches by the start of the last name', async () => {
    expect(names((await list({ by: 'lastName', search: 'zo' })).data)).toEqual(['Amy Zoeller']);
    expect(names((await list({ by: 'lastName', search: 'a' })).data)).toEqual(['Zoe Adams', 'Zoë Ångström']);
  });

  it('pages through a name search with the cursor', async () => {
    const first = await list({ by: 'name', search: 'z', limit: 2 });
    expect(names(first.data)).toEqual(['Zack Zimmer', 'Zoe Adams']);
    const second = await list({ by: 'name', search: 'z', limit: 2, cursor: first.nextCursor! });
    expect(names(second.data)).toEqual(['Zoë Ångström']);
    expect(second.nextCursor).toBeUndefined();
  });

  it('a renamed person is found by the new name', async () => {
    await t.api.put(`/v1/users/${people[2].uid}`).set(people[2].headers).send({ firstName: 'Zachary' }).expect(200);
    expect(names((await list({ by: 'name', search: 'zachary z' })).data)).toEqual(['Zachary Zimmer']);
    expect((await list({ by: 'name', search: 'zack' })).data).toEqual([]);
  });

  it('shows whether each account is disabled, and never the search keys', async () => {
    await t.api
      .put(`/v1/superadmin/users/${people[3].uid}/status`)
      .set(admin.headers)
      .send({ disabled: true })
      .expect(200);
    const users = (await list({ by: 'lastName', search: 'zoeller' })).data;
    expect(users).toEqual([expect.objectContaining({ userId: people[3].uid, disabled: true, roles: [] })]);
    expect(users[0]).not.toHaveProperty('search');
    expect((await list({ search: people[0].email })).data).toEqual([expect.objectContaining({ disabled: false })]);
    expect((await t.api.get(`/v1/users/${admin.uid}`).set(admin.headers)).body.data).not.toHaveProperty('search');
  });

  it('an unknown search field is 400; a plain user is 404', async () => {
    expect((await t.api.get('/v1/users').set(admin.headers).query({ by: 'phone' })).status).toBe(400);
    expect((await t.api.get('/v1/users').set(people[0].headers).query({ by: 'name' })).status).toBe(404);
  });
});
