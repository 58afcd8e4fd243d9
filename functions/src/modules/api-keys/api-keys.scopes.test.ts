import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { API_KEY_MESSAGES, API_SCOPES, type ApiScope, type CreatedApiKey } from '../../contract/api-keys';
import { keyRoutes, keyRoutesTable } from './key-routes.test-support';

/**
 * Each scope reaches the routes a program expects under it (docs/api-keys.md, "Routes per scope"):
 * per scope one call it allows and one it refuses (403, nothing done); a revoked key is 401.
 */

let t: TestContext;
let w: CompanyWorld;
let pro: TestUser;
let company: string;

beforeAll(async () => {
  t = await createTestContext();
  [w, pro] = await Promise.all([createCompanyWorld(t), createUser(t, { pro: true })]);
  company = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const bearer = (key: CreatedApiKey) => ({ Authorization: `Bearer ${key.secret}` });

async function personalKey(scopes: ApiScope[]): Promise<CreatedApiKey> {
  const res = await t.api.post('/v1/api-keys').set(pro.headers).send({ name: 'program', scopes });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function companyKey(scopes: ApiScope[]): Promise<CreatedApiKey> {
  const res = await t.api.post(`${company}/api-keys`).set(w.admin.headers).send({ name: 'HR sync', scopes });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function proContact(firstName: string): Promise<string> {
  const res = await t.api.post('/v1/contacts').set(pro.headers).send({ firstName, lastName: 'Doe' });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const exists = async (contactId: string) => (await collections(t).contacts.doc(contactId).get()).exists;

function expectScopeRefusal(res: { status: number; body: { message?: string } }): void {
  expect(res.status).toBe(403);
  expect(res.body.message).toBe(API_KEY_MESSAGES.scopeMissing);
}

describe('routes per scope', () => {
  it('docs/api-keys.md lists every route that takes a key, with its scopes, as the app registers them', () => {
    const doc = readFileSync(new URL('../../../../docs/api-keys.md', import.meta.url), 'utf8');
    const block = /<!-- key-routes:start -->\n([\s\S]*?)\n<!-- key-routes:end -->/.exec(doc)?.[1];
    expect(block, 'docs/api-keys.md: the table between the key-routes markers').toBe(keyRoutesTable(t.app));
    // Every scope reaches something, and nothing a key reaches is outside every scope.
    const routes = keyRoutes(t.app);
    for (const scope of API_SCOPES)
      expect(
        routes.some((r) => r.scopes.includes(scope)),
        scope,
      ).toBe(true);
    expect(routes.filter((r) => !r.scopes.length)).toEqual([]);
  });

  it('contacts:read lists, counts, finds duplicates and exports; it deletes or tags nothing', async () => {
    const id = await proContact('Reader');
    const key = await personalKey(['contacts:read']);
    expect((await t.api.get('/v1/contacts/count').set(bearer(key))).status).toBe(200);
    expect((await t.api.get('/v1/contacts/favorite').set(bearer(key))).status).toBe(200);
    expect((await t.api.get('/v1/contacts/merge').set(bearer(key))).status).toBe(200);
    const csv = await t.api
      .post('/v1/contacts/csv/export')
      .set(bearer(key))
      .send({ ids: [id] });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Reader');

    expectScopeRefusal(
      await t.api
        .delete('/v1/contacts')
        .set(bearer(key))
        .send({ ids: [id] }),
    );
    expectScopeRefusal(
      await t.api
        .post('/v1/contacts/selection/delete')
        .set(bearer(key))
        .send({ ids: [id] }),
    );
    expectScopeRefusal(
      await t.api
        .post('/v1/contacts/selection/tag')
        .set(bearer(key))
        .send({ ids: [id], tag: 'x' }),
    );
    const stored = (await collections(t).contacts.doc(id).get()).data();
    expect(stored?.tags ?? []).not.toContain('x');
  });

  it('contacts:write deletes and tags in bulk; it reads nothing', async () => {
    const [a, b] = [await proContact('Bulk'), await proContact('Tagged')];
    const key = await personalKey(['contacts:write']);
    expectScopeRefusal(await t.api.get('/v1/contacts/count').set(bearer(key)));
    expectScopeRefusal(
      await t.api
        .post('/v1/contacts/csv/export')
        .set(bearer(key))
        .send({ ids: [a] }),
    );

    const tag = await t.api
      .post('/v1/contacts/selection/tag')
      .set(bearer(key))
      .send({ ids: [b], tag: 'via-key' });
    expect(tag.status).toBe(200);
    expect((await collections(t).contacts.doc(b).get()).data()?.tags).toContain('via-key');
    const del = await t.api
      .delete('/v1/contacts')
      .set(bearer(key))
      .send({ ids: [a] });
    expect(del.status).toBe(200);
    expect(await exists(a)).toBe(false);
  });

  it('analytics:read reads a profile’s figures; it reads no contact', async () => {
    const profile = (await collections(t).profiles.where('userId', '==', pro.uid).get()).docs[0].id;
    const key = await personalKey(['analytics:read']);
    expect((await t.api.get(`/v1/analytics/dashboard/${profile}`).set(bearer(key))).status).toBe(200);
    expectScopeRefusal(await t.api.get('/v1/contacts').set(bearer(key)));
  });

  it('employees:read reads people, roles and divisions; it removes nobody', async () => {
    const key = await companyKey(['employees:read']);
    const roles = await t.api.get(`${company}/roles`).set(bearer(key));
    expect(roles.status).toBe(200);
    expect((await t.api.get(`${company}/divisions`).set(bearer(key))).status).toBe(200);
    const csv = await t.api.post(`${company}/export/csv`).set(bearer(key)).send({});
    expect(csv.status).toBe(200);

    expectScopeRefusal(await t.api.delete(`${company}/employees/${w.engineer.uid}`).set(bearer(key)));
    expectScopeRefusal(await t.api.post(`${company}/employees`).set(bearer(key)).send({ email: 'no@example.com' }));
    expect((await collections(t).employees(w.acme.id).doc(w.engineer.uid).get()).exists).toBe(true);
  });

  it('employees:manage invites, suspends, reactivates and removes people without roles; not its creator', async () => {
    const key = await companyKey(['employees:manage']);
    const invite = await t.api
      .post(`${company}/employees`)
      .set(bearer(key))
      .send({ email: 'new.hire@example.com', firstName: 'New' });
    expect(invite.status).toBe(201);
    expect((await t.api.get('/v1/company/invitations').set(bearer(key))).status).toBe(200);

    const rep = `${company}/employees/${w.rep.uid}`;
    expect((await t.api.put(rep).set(bearer(key)).send({ status: 'suspended' })).status).toBe(200);
    expect((await collections(t).employees(w.acme.id).doc(w.rep.uid).get()).data()?.status).toBe('suspended');
    expect((await t.api.put(rep).set(bearer(key)).send({ status: 'active' })).status).toBe(200);
    expect((await collections(t).employees(w.acme.id).doc(w.rep.uid).get()).data()?.status).toBe('active');

    // Its creator is an admin: taking that role away wants rights no scope holds.
    const self = await t.api.delete(`${company}/employees/${w.admin.uid}`).set(bearer(key));
    expect(self.status).toBe(403);
    expect((await collections(t).employees(w.acme.id).doc(w.admin.uid).get()).exists).toBe(true);
    expectScopeRefusal(await t.api.get('/v1/contacts').set(bearer(key)));
    // Roles are given only by a person.
    const roles = await t.api.put(`${rep}/roles`).set(bearer(key)).send({ roleIds: [] });
    expect(roles.status).toBe(403);
    expect(roles.body.code).toBe('api-key-not-allowed');

    const removed = await t.api.delete(`${company}/employees/${w.engineer.uid}`).set(bearer(key));
    expect(removed.status).toBe(200);
    expect((await collections(t).employees(w.acme.id).doc(w.engineer.uid).get()).exists).toBe(false);
  });

  it('a revoked key is 401 on every route it reached', async () => {
    const key = await companyKey(['employees:read']);
    expect((await t.api.get(`${company}/divisions`).set(bearer(key))).status).toBe(200);
    await t.api.delete(`${company}/api-keys/${key.id}`).set(w.admin.headers).expect(200);
    for (const call of [t.api.get(`${company}/divisions`), t.api.get(`${company}/roles`)]) {
      const res = await call.set(bearer(key));
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(API_KEY_MESSAGES.revokedKey);
    }
  });
});
