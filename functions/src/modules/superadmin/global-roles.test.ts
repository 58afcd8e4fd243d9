import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { SUPERADMIN_ROLE_ID } from '../../contract/roles';
import { SUPERADMIN_MESSAGES, type GlobalRoleView } from '../../contract/superadmin';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t, { superadmin: true });
});
afterAll(async () => t.close());

const create = (body: unknown) =>
  t.api
    .post('/v1/superadmin/roles')
    .set(admin.headers)
    .send(body as object);
const roleCount = async () => (await collections(t).roles.count().get()).data().count;

describe('product-wide roles', () => {
  let role: GlobalRoleView;

  it('creates a role with rules, answered with no holders', async () => {
    const permissions = [
      { action: ['read', 'update'], subject: 'User' },
      { action: 'read', subject: ['Company', 'Division'] },
      { action: 'update', subject: 'Company', conditions: { industry: { $in: ['Retail', 'Food'] } } },
      { action: 'delete', subject: 'Contact', inverted: true, reason: 'Support never deletes leads.' },
    ];
    const res = await create({ name: '  Support  ', permissions });
    expect(res.status).toBe(201);
    role = res.body.data;
    expect(role).toMatchObject({
      id: expect.any(String),
      name: 'Support',
      scope: 'global',
      permissions,
      builtIn: false,
      holders: 0,
    });
    expect((await collections(t).roles.doc(role.id).get()).data()).toMatchObject({
      name: 'Support',
      scope: 'global',
      permissions,
    });
  });

  it('lists every product role by name with its holders; Superadmin is built in', async () => {
    await t.api
      .put(`/v1/superadmin/users/${admin.uid}/roles`)
      .set(admin.headers)
      .send({ roleIds: [SUPERADMIN_ROLE_ID, role.id] })
      .expect(200);
    const res = await t.api.get('/v1/superadmin/roles').set(admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: GlobalRoleView) => [r.name, r.builtIn, r.holders])).toEqual([
      ['Superadmin', true, 1],
      ['Support', false, 1],
    ]);
  });

  it('updates name and rules; holders get the new rules at once', async () => {
    const res = await t.api
      .put(`/v1/superadmin/roles/${role.id}`)
      .set(admin.headers)
      .send({ name: 'Customer support', permissions: [{ action: 'read', subject: 'Profile' }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: role.id,
      name: 'Customer support',
      permissions: [{ action: 'read', subject: 'Profile' }],
      holders: 1,
    });
    const mine = (await t.api.get('/v1/roles').set(admin.headers)).body.data as GlobalRoleView[];
    expect(mine.find((r) => r.id === role.id)).toMatchObject({
      name: 'Customer support',
      permissions: [{ action: 'read', subject: 'Profile' }],
    });
  });

  it('the built-in Superadmin role cannot be changed or deleted (409)', async () => {
    const put = await t.api
      .put(`/v1/superadmin/roles/${SUPERADMIN_ROLE_ID}`)
      .set(admin.headers)
      .send({ name: 'Weak', permissions: [] });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(SUPERADMIN_MESSAGES.builtInRole);
    expect((await t.api.delete(`/v1/superadmin/roles/${SUPERADMIN_ROLE_ID}`).set(admin.headers)).status).toBe(409);
    expect((await collections(t).roles.doc(SUPERADMIN_ROLE_ID).get()).data()).toMatchObject({
      name: 'Superadmin',
      permissions: [{ action: 'manage', subject: 'all' }],
    });
  });

  it('unknown and hostile role ids are 404 or 400', async () => {
    expect(
      (await t.api.put('/v1/superadmin/roles/nope').set(admin.headers).send({ name: 'X', permissions: [] })).status,
    ).toBe(404);
    expect((await t.api.delete('/v1/superadmin/roles/nope').set(admin.headers)).status).toBe(404);
    expect((await t.api.delete('/v1/superadmin/roles/a.b').set(admin.headers)).status).toBe(400);
    expect((await t.api.delete(`/v1/superadmin/roles/${'r'.repeat(300)}`).set(admin.headers)).status).toBe(400);
  });

  it('deleting a role takes it off everyone who held it', async () => {
    const holders = await Promise.all([createUser(t), createUser(t)]);
    for (const h of holders)
      await t.api
        .put(`/v1/superadmin/users/${h.uid}/roles`)
        .set(admin.headers)
        .send({ roleIds: [role.id] })
        .expect(200);
    const res = await t.api.delete(`/v1/superadmin/roles/${role.id}`).set(admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: role.id, released: 3 });
    expect((await collections(t).roles.doc(role.id).get()).exists).toBe(false);
    for (const h of holders) expect((await collections(t).users.doc(h.uid).get()).data()?.roleIds).toEqual([]);
    expect((await collections(t).users.doc(admin.uid).get()).data()?.roleIds).toEqual([SUPERADMIN_ROLE_ID]);
  });
});

describe('crafted rules are 400 with the field named, and nothing is written', () => {
  const cases: [string, unknown, Record<string, string>][] = [
    ['no name', { permissions: [] }, { name: MESSAGES.required }],
    ['blank name', { name: '   ', permissions: [] }, { name: MESSAGES.required }],
    ['no rules', { name: 'X' }, { permissions: MESSAGES.required }],
    [
      'unknown action',
      { name: 'X', permissions: [{ action: 'destroy', subject: 'User' }] },
      { 'permissions.0.action': SUPERADMIN_MESSAGES.unknownAction },
    ],
    [
      'unknown subject',
      {
        name: 'X',
        permissions: [
          { action: 'read', subject: 'User' },
          { action: 'read', subject: ['Card', 'Secrets'] },
        ],
      },
      { 'permissions.1.subject': SUPERADMIN_MESSAGES.unknownSubject },
    ],
    [
      'manage all',
      { name: 'X', permissions: [{ action: ['read', 'manage'], subject: 'all' }] },
      { 'permissions.0.subject': SUPERADMIN_MESSAGES.everything },
    ],
    [
      '$where',
      { name: 'X', permissions: [{ action: 'read', subject: 'User', conditions: { $where: 'sleep(1000)' } }] },
      { 'permissions.0.conditions': SUPERADMIN_MESSAGES.badConditions },
    ],
    [
      '$regex',
      { name: 'X', permissions: [{ action: 'read', subject: 'User', conditions: { email: { $regex: '(a+)+$' } } }] },
      { 'permissions.0.conditions': SUPERADMIN_MESSAGES.badConditions },
    ],
    [
      '$in of a scalar',
      { name: 'X', permissions: [{ action: 'read', subject: 'User', conditions: { userId: { $in: 5 } } }] },
      { 'permissions.0.conditions': SUPERADMIN_MESSAGES.badConditions },
    ],
    [
      'nested object',
      { name: 'X', permissions: [{ action: 'read', subject: 'User', conditions: { a: { b: 1 } } }] },
      { 'permissions.0.conditions': SUPERADMIN_MESSAGES.badConditions },
    ],
    [
      'empty conditions',
      { name: 'X', permissions: [{ action: 'read', subject: 'User', conditions: {} }] },
      { 'permissions.0.conditions': SUPERADMIN_MESSAGES.badConditions },
    ],
    ['rule not an object', { name: 'X', permissions: ['manage all'] }, {}],
    ['unknown rule key', { name: 'X', permissions: [{ action: 'read', subject: 'User', priority: 1 }] }, {}],
    ['extra body key', { name: 'X', permissions: [], scope: 'acme' }, {}],
    [
      'too many rules',
      { name: 'X', permissions: Array.from({ length: 101 }, () => ({ action: 'read', subject: 'User' })) },
      {},
    ],
  ];

  it.each(cases)('%s', async (_name, body, fields) => {
    const before = await roleCount();
    const res = await create(body);
    expect(res.status).toBe(400);
    if (Object.keys(fields).length) expect(res.body.fields).toEqual(fields);
    expect(await roleCount()).toBe(before);
  });

  it('an update with a crafted rule leaves the role as it was', async () => {
    const { id } = (await create({ name: 'Stable', permissions: [{ action: 'read', subject: 'User' }] })).body.data;
    const res = await t.api
      .put(`/v1/superadmin/roles/${id}`)
      .set(admin.headers)
      .send({ name: 'Broken', permissions: [{ action: 'manage', subject: 'all' }] });
    expect(res.status).toBe(400);
    expect((await collections(t).roles.doc(id).get()).data()).toMatchObject({
      name: 'Stable',
      permissions: [{ action: 'read', subject: 'User' }],
    });
  });

  it('an inverted manage-all rule is refused too: it would lock its holders out of everything', async () => {
    const res = await create({ name: 'Locked', permissions: [{ action: 'manage', subject: 'all', inverted: true }] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'permissions.0.subject': SUPERADMIN_MESSAGES.everything });
  });
});

describe('roles that plans give', () => {
  it('cannot be deleted while a plan gives them (409), and stay with their holders', async () => {
    const { id } = (await create({ name: 'Paid', permissions: [{ action: 'read', subject: 'Analytics' }] })).body.data;
    const at = t.clock.now().toISOString();
    await collections(t)
      .plans.doc('paid-monthly')
      .set({ id: 'paid-monthly', name: 'Paid monthly', roleId: id, active: true, createdAt: at, updatedAt: at });
    await t.api
      .put(`/v1/superadmin/users/${admin.uid}/roles`)
      .set(admin.headers)
      .send({ roleIds: [SUPERADMIN_ROLE_ID, id] })
      .expect(200);
    const res = await t.api.delete(`/v1/superadmin/roles/${id}`).set(admin.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPERADMIN_MESSAGES.roleOfPlan('Paid monthly'));
    expect((await collections(t).roles.doc(id).get()).exists).toBe(true);
    expect((await collections(t).users.doc(admin.uid).get()).data()?.roleIds).toEqual([SUPERADMIN_ROLE_ID, id]);
  });
});
