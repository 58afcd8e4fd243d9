import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SCIM_MESSAGES, SCIM_SCHEMAS } from '../../contract/scim';
import type { AuditEntry } from '../../contract/api-keys';
import { ENTERPRISE, ScimClient, entraUser, expectScimError, scimToken } from './scim-client.test-support';

/** Microsoft Entra ID's provisioning, replayed (providers-teams §3): default and aadOptscim062020 shapes. */

let t: TestContext;
let w: CompanyWorld;
let entra: ScimClient;
let tokenId: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  const token = await scimToken(t, w, 'Entra ID');
  tokenId = token.id;
  entra = new ScimClient(t, token.secret, 'entra');
});
afterAll(async () => t.close());

const invitationsTo = async (email: string) =>
  (await collections(t).invitations.where('email', '==', email).get()).docs.map((d) => d.data());

describe('Entra ID provisioning', () => {
  it('test connection: a random userName and group are 200 empty ListResponses', async () => {
    const users = await entra.findUsers('userName eq "Test_User_00aa00aa-0000-4000-8000-000000000000"');
    expect(users.status).toBe(200);
    expect(users.body).toEqual({
      schemas: [SCIM_SCHEMAS.listResponse],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
    const groups = await entra.call(
      'get',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "x"')}`,
    );
    expect(groups.status).toBe(200);
    expect(groups.body.totalResults).toBe(0);
  });

  it('creates a user (201, an invitation mailed), finds it by userName, externalId and work email, any case', async () => {
    const res = await entra.call('post', '/Users', entraUser('Alex.Wu@Contoso.test', 'alex.wu@contoso.test'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userName: 'Alex.Wu@Contoso.test',
      active: true,
      externalId: 'ext-Alex.Wu@Contoso.test',
      meta: { resourceType: 'User' },
    });
    expect(res.body.id).toMatch(/^[A-Za-z0-9]+$/);
    expect(res.body.meta.location).toMatch(new RegExp(`/scim/v2/Users/${res.body.id}$`));
    expect(res.headers.location).toContain(`/Users/${res.body.id}`);
    const [invitation] = await invitationsTo('alex.wu@contoso.test');
    expect(invitation).toMatchObject({
      status: 'pending',
      firstName: 'Given',
      lastName: 'Family',
      companyId: w.acme.id,
    });
    expect(invitation.mailedAt).not.toBeNull();

    for (const filter of [
      'userName eq "alex.wu@contoso.test"',
      'externalId eq "ext-Alex.Wu@Contoso.test"',
      'emails[type eq "work"].value eq "ALEX.WU@contoso.test"',
      'userName eq "Alex.Wu@Contoso.test" and externalId eq "ext-Alex.Wu@Contoso.test"',
    ]) {
      const found = await entra.findUsers(filter);
      expect(found.status, filter).toBe(200);
      expect(found.body.totalResults, filter).toBe(1);
      expect(found.body.Resources[0].id).toBe(res.body.id);
    }
    const again = await entra.call('post', '/Users', entraUser('ALEX.WU@contoso.test', 'other@contoso.test'));
    expectScimError(again, 409, 'uniqueness');
    expect(again.body.detail).toBe(SCIM_MESSAGES.userNameTaken);
  });

  it('applies capitalised PATCH ops, enterprise URN paths, dotted path-less keys; "False" deactivates, once', async () => {
    const made = await entra.call('post', '/Users', entraUser('bo@contoso.test', 'bo@contoso.test'));
    const id = made.body.id as string;
    const patched = await entra.patch(`/Users/${id}`, [
      { op: 'Replace', path: 'name.familyName', value: 'Updated' },
      { op: 'Replace', path: `${ENTERPRISE}:employeeNumber`, value: 'Eqpj' },
      { op: 'Add', path: 'nickName', value: 'Babs' },
      { op: 'Replace', path: 'title', value: 'Buyer' },
    ]);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: { familyName: 'Updated' },
      nickName: 'Babs',
      [ENTERPRISE]: { employeeNumber: 'Eqpj' },
    });
    const dotted = await entra.patch(`/Users/${id}`, [
      {
        op: 'replace',
        value: { displayName: 'Bjfe', 'name.givenName': 'Kkom', [`${ENTERPRISE}:department`]: 'Sales' },
      },
    ]);
    expect(dotted.body).toMatchObject({
      displayName: 'Bjfe',
      name: { givenName: 'Kkom' },
      [ENTERPRISE]: { department: 'Sales', employeeNumber: 'Eqpj' },
    });
    const [pending] = await invitationsTo('bo@contoso.test');
    expect(pending).toMatchObject({ firstName: 'Kkom', lastName: 'Updated', title: 'Buyer', department: 'Sales' });

    const off = await entra.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await invitationsTo('bo@contoso.test')).map((i) => i.status)).toEqual(['revoked']);
    const twice = await entra.patch(`/Users/${id}`, [{ op: 'replace', path: 'active', value: false }]);
    expect(twice.status).toBe(200);
    expect((await invitationsTo('bo@contoso.test')).map((i) => i.status)).toEqual(['revoked']);
    const back = await entra.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'True' }]);
    expect(back.body.active).toBe(true);
    expect((await invitationsTo('bo@contoso.test')).map((i) => i.status).sort()).toEqual(['pending', 'revoked']);

    const audit = await t.api.get(`/v1/company/${w.acme.id}/api-keys/audit`).set(w.admin.headers).query({ limit: 100 });
    const mine = (audit.body.data as AuditEntry[]).filter((e) => e.target === 'bo@contoso.test').map((e) => e.event);
    // Entries of the same millisecond may come in either order.
    expect(mine.sort()).toEqual([
      'scim.user.created',
      'scim.user.deactivated',
      'scim.user.reactivated',
      'scim.user.updated',
      'scim.user.updated',
      'scim.user.updated',
    ]);
    expect((audit.body.data as AuditEntry[]).some((e) => e.event === 'scim.call' && e.keyId === tokenId)).toBe(true);
  });

  it('groups: created without members, members added, Remove with a value array removes only those, renamed, deleted', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await entra.call('post', '/Users', entraUser(`g${n}@contoso.test`, `g${n}@contoso.test`))).body.id);
    const group = await entra.call('post', '/Groups', {
      schemas: [SCIM_SCHEMAS.group, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
      externalId: '8aa1',
      displayName: 'Field Sales',
      meta: { resourceType: 'Group' },
    });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ displayName: 'Field Sales', members: [] });
    const gid = group.body.id as string;
    const add = await entra.patch(`/Groups/${gid}`, [
      { op: 'Add', path: 'members', value: ids.map((value) => ({ $ref: null, value })) },
    ]);
    expect(add.status).toBe(204);
    const division = (await collections(t).scimGroups(w.acme.id).doc(gid).get()).data()!.divisionId;
    expect((await invitationsTo('g2@contoso.test'))[0].divisionIds).toEqual([division]);
    // A user answers with the groups they are in, and no others.
    const other = await entra.call('post', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: 'Elsewhere' });
    const member = await entra.call('get', `/Users/${ids[1]}`);
    expect(member.body.groups).toEqual([expect.objectContaining({ value: gid, display: 'Field Sales' })]);
    const listed = await entra.findUsers(`userName eq "g2@contoso.test"`);
    expect(listed.body.Resources[0].groups).toEqual(member.body.groups);
    expect((await entra.call('delete', `/Groups/${other.body.id}`)).status).toBe(204);
    const remove = await entra.patch(`/Groups/${gid}`, [
      { op: 'Remove', path: 'members', value: [{ $ref: null, value: ids[1] }] },
    ]);
    expect(remove.status).toBe(204);
    const read = await entra.call('get', `/Groups/${gid}`);
    expect(read.body.members.map((m: { value: string }) => m.value).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await invitationsTo('g2@contoso.test'))[0].divisionIds).toEqual([]);
    const filtered = await entra.patch(`/Groups/${gid}`, [{ op: 'remove', path: `members[value eq "${ids[0]}"]` }]);
    expect(filtered.status).toBe(204);
    const lean = await entra.call('get', `/Groups/${gid}?excludedAttributes=members`);
    expect(lean.body.members).toBeUndefined();
    expect(lean.body.displayName).toBe('Field Sales');

    const rename = await entra.patch(`/Groups/${gid}`, [{ op: 'Replace', path: 'displayName', value: 'Inside Sales' }]);
    expect(rename.status).toBe(204);
    expect((await collections(t).divisions(w.acme.id).doc(division).get()).data()!.name).toBe('Inside Sales');
    const found = await entra.call(
      'get',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "inside sales"')}`,
    );
    expect(found.body.totalResults).toBe(1);
    const dup = await entra.call('post', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: 'INSIDE SALES' });
    expectScimError(dup, 409, 'uniqueness');

    expect((await entra.call('delete', `/Groups/${gid}`)).status).toBe(204);
    expect((await entra.call('get', `/Groups/${gid}`)).status).toBe(404);
    expect((await collections(t).divisions(w.acme.id).doc(division).get()).exists).toBe(false);
    expect((await invitationsTo('g3@contoso.test'))[0].divisionIds).toEqual([]);
  });

  it('a new work email on a pending user moves the invitation; deleting a deactivated user is a plain 204', async () => {
    const made = await entra.call('post', '/Users', entraUser('cy@contoso.test', 'cy@contoso.test'));
    const id = made.body.id as string;
    const moved = await entra.patch(`/Users/${id}`, [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'cy.new@contoso.test' },
    ]);
    expect(moved.status).toBe(200);
    expect(moved.body.emails).toEqual([{ primary: true, type: 'work', value: 'cy.new@contoso.test' }]);
    expect((await invitationsTo('cy@contoso.test')).map((i) => i.status)).toEqual(['revoked']);
    expect((await invitationsTo('cy.new@contoso.test')).map((i) => i.status)).toEqual(['pending']);
    await entra.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect((await entra.call('delete', `/Users/${id}`)).status).toBe(204);
    expect((await invitationsTo('cy.new@contoso.test')).map((i) => i.status)).toEqual(['revoked']);
  });

  it('hard delete: 204, the invitation revoked, then 404; a joined member is offboarded', async () => {
    const person = await createUser(t, { firstName: 'Jo', lastName: 'Ined' });
    const made = await entra.call('post', '/Users', entraUser(person.email, person.email));
    const [invitation] = await invitationsTo(person.email.toLowerCase());
    const accepted = await t.api.post(`/v1/company/invitations/${invitation.id}/accept`).set(person.headers).send({});
    expect(accepted.status).toBe(200);
    const title = await entra.patch(`/Users/${made.body.id}`, [{ op: 'Replace', path: 'title', value: 'Lead' }]);
    expect(title.status).toBe(200);
    expect((await collections(t).employees(w.acme.id).doc(person.uid).get()).data()!.title).toBe('Lead');
    expect((await entra.call('delete', `/Users/${made.body.id}`)).status).toBe(204);
    expect((await collections(t).employees(w.acme.id).doc(person.uid).get()).exists).toBe(false);
    expect((await entra.call('get', `/Users/${made.body.id}`)).status).toBe(404);
    expect((await entra.call('delete', `/Users/${made.body.id}`)).status).toBe(404);
  });
});
