import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SCIM_LIMITS, SCIM_MESSAGES, SCIM_SCHEMAS } from '../../contract/scim';
import { ScimClient, entraUser, expectScimError, oktaUser, scimToken } from './scim-client.test-support';

/** Okta's provisioning replayed (providers-teams §3), the discovery endpoints, and bad input. */

let t: TestContext;
let w: CompanyWorld;
let okta: ScimClient;
let secret: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  const token = await scimToken(t, w, 'Okta');
  secret = token.secret;
  okta = new ScimClient(t, secret, 'okta');
});
afterAll(async () => t.close());

const invitationsTo = async (email: string) =>
  (await collections(t).invitations.where('email', '==', email).get()).docs.map((d) => d.data());

describe('Okta provisioning', () => {
  it('exists check, create (password never kept), GET + PUT profile update without active, path-less deactivate', async () => {
    const email = 'test.user@okta.local';
    const exists = await okta.findUsers(`userName eq "${email}"`);
    expect(exists.status).toBe(200);
    expect(exists.body).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
    const made = await okta.call('post', '/Users', oktaUser(email));
    expect(made.status).toBe(201);
    expect(made.body.id).toBeTruthy();
    expect(made.body.password).toBeUndefined();
    expect(JSON.stringify((await collections(t).scimUsers(w.acme.id).doc(made.body.id).get()).data())).not.toContain(
      'never-kept',
    );
    const id = made.body.id as string;
    const read = await okta.call('get', `/Users/${id}`);
    const { active: _active, ...profile } = read.body;
    const put = await okta.call('put', `/Users/${id}`, {
      ...profile,
      title: 'Manager',
      name: { givenName: 'Tess', familyName: 'User' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ active: true, title: 'Manager', name: { givenName: 'Tess' } });
    expect(await invitationsTo(email)).toEqual([
      expect.objectContaining({ status: 'pending', firstName: 'Tess', title: 'Manager' }),
    ]);

    const off = await okta.patch(`/Users/${id}`, [{ op: 'replace', value: { active: false } }]);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await invitationsTo(email)).map((i) => i.status)).toEqual(['revoked']);
    const wizard = await okta.call('put', `/Users/${id}`, { ...profile, active: false });
    expect(wizard.status).toBe(200);
    expect((await invitationsTo(email)).map((i) => i.status)).toEqual(['revoked']);
  });

  it('imports with stable integer paging, and pushes groups: path-less rename with id, filtered remove, add, full replace', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await okta.call('post', '/Users', oktaUser(`p${i}@okta.local`))).body.id);
    const first = await okta.call('get', '/Users?startIndex=1&count=3');
    expect(first.body).toMatchObject({ startIndex: 1, itemsPerPage: 3 });
    expect(Number.isInteger(first.body.totalResults)).toBe(true);
    const second = await okta.call('get', `/Users?startIndex=4&count=100`);
    const all = [...first.body.Resources, ...second.body.Resources].map((r: { id: string }) => r.id);
    expect(new Set(all).size).toBe(first.body.totalResults);
    expect(all).toEqual(expect.arrayContaining(ids));
    const capped = await okta.call('get', '/Users?count=100000');
    expect(capped.body.itemsPerPage).toBeLessThanOrEqual(SCIM_LIMITS.maxResults);

    const group = await okta.call('post', '/Groups', {
      schemas: [SCIM_SCHEMAS.group],
      displayName: 'Test SCIMv2',
      members: [],
    });
    expect(group.status).toBe(201);
    const gid = group.body.id as string;
    const rename = await okta.patch(`/Groups/${gid}`, [
      { op: 'replace', value: { id: gid, displayName: 'Okta Team' } },
    ]);
    expect(rename.status).toBe(204);
    const add = await okta.patch(`/Groups/${gid}`, [
      { op: 'add', path: 'members', value: [{ value: ids[0], display: 'p0@okta.local' }, { value: ids[1] }] },
    ]);
    expect(add.status).toBe(204);
    const swap = await okta.patch(`/Groups/${gid}`, [
      { op: 'remove', path: `members[value eq "${ids[0]}"]` },
      { op: 'add', path: 'members', value: [{ value: ids[2], display: 'p2@okta.local' }] },
    ]);
    expect(swap.status).toBe(204);
    const asked = await okta.patch(`/Groups/${gid}?attributes=members`, [
      { op: 'replace', path: 'members', value: [{ value: ids[3] }] },
    ]);
    expect(asked.status).toBe(200);
    expect(asked.body.members.map((m: { value: string }) => m.value)).toEqual([ids[3]]);
    expect(asked.body.displayName).toBeUndefined();
    const put = await okta.call('put', `/Groups/${gid}`, {
      schemas: [SCIM_SCHEMAS.group],
      displayName: 'Okta Team',
      members: null,
    });
    expect(put.status).toBe(200);
    expect(put.body.members).toEqual([]);
    expect((await okta.call('delete', `/Groups/${gid}`)).status).toBe(204);
  });

  it('answers the discovery endpoints in RFC 7643 shapes', async () => {
    const spc = await okta.call('get', '/ServiceProviderConfig');
    expect(spc.body).toMatchObject({
      schemas: [SCIM_SCHEMAS.serviceProviderConfig],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: SCIM_LIMITS.maxResults },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });
    const types = await okta.call('get', '/ResourceTypes');
    expect(types.body.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    expect(types.body.Resources[0].schemaExtensions).toEqual([
      { schema: SCIM_SCHEMAS.enterpriseUser, required: false },
    ]);
    const schemas = await okta.call('get', '/Schemas');
    expect(schemas.body.Resources.map((r: { id: string }) => r.id)).toEqual([
      SCIM_SCHEMAS.user,
      SCIM_SCHEMAS.enterpriseUser,
      SCIM_SCHEMAS.group,
    ]);
    expect((await okta.call('get', `/Schemas/${SCIM_SCHEMAS.group}`)).body.name).toBe('Group');
  });
});

describe('bad input, in SCIM’s error shape', () => {
  it('a wrong, missing or revoked token is 401', async () => {
    expectScimError(await new ScimClient(t, 'evk_scim_wrong').call('get', '/Users'), 401);
    const none = await t.api.get('/scim/v2/Users');
    expectScimError({ ...none, body: JSON.parse(none.text) } as typeof none, 401);
    const other = await scimToken(t, w, 'Soon revoked');
    await t.api.delete(`/v1/company/${w.acme.id}/scim-tokens/${other.id}`).set(w.admin.headers);
    const revoked = await new ScimClient(t, other.secret).call('get', '/Users');
    expectScimError(revoked, 401);
    expect(revoked.body.detail).toBe(SCIM_MESSAGES.revokedToken);
  });

  it('an unsupported filter is 400 invalidFilter and writes nothing', async () => {
    const before = (await collections(t).scimUsers(w.acme.id).get()).size;
    for (const filter of ['userName co "a"', 'userName eq "a" or userName eq "b"', 'title eq "x"', 'bad filter (('])
      expectScimError(await okta.findUsers(filter), 400, 'invalidFilter');
    expectScimError(await okta.call('get', '/Users?count=abc'), 400, 'invalidValue');
    expect((await collections(t).scimUsers(w.acme.id).get()).size).toBe(before);
  });

  it('a bad PATCH is 400 invalidSyntax or invalidPath and changes nothing', async () => {
    const made = await okta.call('post', '/Users', oktaUser('patchy@okta.local'));
    const id = made.body.id as string;
    const stored = (await collections(t).scimUsers(w.acme.id).doc(id).get()).data();
    expectScimError(
      await okta.patch(`/Users/${id}`, [{ op: 'frobnicate', path: 'title', value: 'x' }]),
      400,
      'invalidSyntax',
    );
    expectScimError(await okta.call('patch', `/Users/${id}`, { Operations: [] }), 400, 'invalidSyntax');
    expectScimError(
      await okta.patch(`/Users/${id}`, [{ op: 'replace', path: 'emails[type eq', value: 'x' }]),
      400,
      'invalidPath',
    );
    expectScimError(
      await okta.patch(`/Users/${id}`, [{ op: 'replace', path: 'active', value: 'maybe' }]),
      400,
      'invalidValue',
    );
    expect((await collections(t).scimUsers(w.acme.id).doc(id).get()).data()).toEqual(stored);
    const broken = await t.api
      .post('/scim/v2/Users')
      .set('Authorization', `Bearer ${secret}`)
      .set('Content-Type', 'application/scim+json')
      .send('{"userName":');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text)).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    expectScimError(await okta.call('post', '/Users', { schemas: [SCIM_SCHEMAS.user] }), 400, 'invalidValue');
    expectScimError(await okta.call('get', '/Users/no-such-user'), 404);
    expectScimError(await okta.call('get', '/Nothing'), 404);
  });

  it('a member list past a group’s size is 400 invalidValue, nothing written; a long Remove list removes only those', async () => {
    const ids: string[] = [];
    for (const n of [1, 2]) ids.push((await okta.call('post', '/Users', oktaUser(`big${n}@okta.local`))).body.id);
    const group = await okta.call('post', '/Groups', {
      schemas: [SCIM_SCHEMAS.group],
      displayName: 'Big list',
      members: ids.map((value) => ({ value })),
    });
    const gid = group.body.id as string;
    const stored = (await collections(t).scimGroups(w.acme.id).doc(gid).get()).data();
    const absent = Array.from({ length: SCIM_LIMITS.membersPerGroup }, (_, i) => ({ value: `absent${i}` }));
    for (const op of ['Add', 'Remove', 'replace'])
      expectScimError(
        await okta.patch(`/Groups/${gid}`, [{ op, path: 'members', value: [...absent, { value: ids[0] }] }]),
        400,
        'invalidValue',
      );
    expect((await collections(t).scimGroups(w.acme.id).doc(gid).get()).data()).toEqual(stored);
    const remove = await okta.patch(`/Groups/${gid}`, [
      { op: 'Remove', path: 'members', value: [...absent.slice(1), { value: ids[0] }] },
    ]);
    expect(remove.status, remove.text).toBe(204);
    expect((await collections(t).scimGroups(w.acme.id).doc(gid).get()).data()!.memberIds).toEqual([ids[1]]);
  });

  it('a person who is a member of another company is 409 uniqueness, nothing written', async () => {
    const before = (await collections(t).scimUsers(w.acme.id).get()).size;
    const res = await okta.call('post', '/Users', entraUser('gil', w.globexAdmin.email));
    expectScimError(res, 409, 'uniqueness');
    expect(res.body.detail).toBe(SCIM_MESSAGES.userInOtherCompany);
    expect((await collections(t).scimUsers(w.acme.id).get()).size).toBe(before);
    expect(await invitationsTo(w.globexAdmin.email.toLowerCase())).toEqual([]);
  });
});
