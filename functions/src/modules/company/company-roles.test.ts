import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type CompanyRole, type Division, type DivisionNode } from '../../contract/company';
import { createContext, type AppContext } from '../../platform/context';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { listAllDivisions, mergeDivisions, renameDivision } from './divisions.service';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;
let base: string;
let ctx: AppContext;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
  ctx = createContext(t.deps);
});
afterAll(async () => t.close());

const rule = (action: unknown, subject: unknown, conditions: unknown = { companyId: '${company.id}' }) => ({
  action,
  subject,
  conditions,
});
const roleCount = async () => (await collections(t).companyRoles(w.acme.id).count().get()).data().count;

describe('company roles', () => {
  it('the admin creates and edits a role; members read roles; the literal company id is stored as the placeholder', async () => {
    const res = await t.api
      .post(`${base}/roles`)
      .set(w.admin.headers)
      .send({
        name: 'Card keeper',
        permissions: [
          rule(['read', 'update'], 'CompanyCard', { companyId: w.acme.id }),
          rule('read', 'Contact', { companyId: '${company.id}', divisionIds: { $in: '${user.divisionIds}' } }),
        ],
      });
    expect(res.status).toBe(201);
    const role = res.body.data as CompanyRole;
    expect(role).toMatchObject({ name: 'Card keeper', companyId: w.acme.id, scope: w.acme.id });
    expect(role.permissions[0]).toEqual({
      action: ['read', 'update'],
      subject: ['CompanyCard'],
      conditions: { companyId: '${company.id}' },
    });
    const edited = await t.api.put(`${base}/roles/${role.id}`).set(w.admin.headers).send({ name: 'Card keepers' });
    expect(edited.body.data).toMatchObject({ name: 'Card keepers', permissions: role.permissions });
    const list = await t.api.get(`${base}/roles`).set(w.rep.headers);
    expect(list.body.data.map((r: CompanyRole) => r.name)).toEqual(['Admin', 'Division manager', 'Card keepers']);
    expect((await t.api.get(`${base}/roles`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/roles`)).status).toBe(401);
  });

  it('crafted rules are 400 with the field named, and nothing is written', async () => {
    const before = await roleCount();
    const cases: [unknown, string, string][] = [
      [rule('manage', 'all'), 'permissions.0.subject', COMPANY_MESSAGES.unknownSubject],
      [{ action: 'read', subject: 'Employee' }, 'permissions.0.conditions', COMPANY_MESSAGES.ruleNeedsCompany],
      [rule('read', 'Employee', {}), 'permissions.0.conditions.companyId', COMPANY_MESSAGES.ruleNeedsCompany],
      [
        rule('read', 'Employee', { companyId: w.globex.id }),
        'permissions.0.conditions.companyId',
        COMPANY_MESSAGES.ruleNeedsCompany,
      ],
      [rule('read', 'Spaceship'), 'permissions.0.subject', COMPANY_MESSAGES.unknownSubject],
      [rule('read', 'User'), 'permissions.0.subject', COMPANY_MESSAGES.unknownSubject],
      [rule('fly', 'Employee'), 'permissions.0.action', COMPANY_MESSAGES.unknownAction],
      [
        rule('read', 'Employee', { companyId: '${company.id}', email: { $regex: '.*' } }),
        'permissions.0.conditions',
        COMPANY_MESSAGES.ruleConditionUnknown,
      ],
      [
        rule('read', 'Employee', { companyId: '${company.id}', divisionIds: { $in: ['x'] } }),
        'permissions.0.conditions.divisionIds.$in',
        COMPANY_MESSAGES.ruleConditionUnknown,
      ],
      [{ ...rule('read', 'Employee'), inverted: true }, 'permissions.0', 'Unrecognized key: "inverted"'],
    ];
    for (const [crafted, field, message] of cases) {
      const res = await t.api
        .post(`${base}/roles`)
        .set(w.admin.headers)
        .send({ name: 'Sneaky', permissions: [crafted] });
      expect(res.status, JSON.stringify(crafted)).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    expect((await t.api.post(`${base}/roles`).set(w.admin.headers).send({ permissions: [] })).body.fields).toEqual({
      name: 'This field is required.',
    });
    expect(await roleCount()).toBe(before);
  });

  it('never more than the caller holds; employees and managers cannot write roles; other companies 404', async () => {
    // A role the admin is given with fewer rights: the holder cannot create a role with more.
    const limited = (
      await t.api
        .post(`${base}/roles`)
        .set(w.admin.headers)
        .send({ name: 'Role editor', permissions: [rule('manage', 'CompanyRole'), rule('read', 'Contact')] })
    ).body.data as CompanyRole;
    await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: [limited.id] })
      .expect(200);
    const within = await t.api
      .post(`${base}/roles`)
      .set(w.engineer.headers)
      .send({ name: 'Contact reader', permissions: [rule('read', 'Contact')] });
    expect(within.status).toBe(201);
    const beyond = await t.api
      .post(`${base}/roles`)
      .set(w.engineer.headers)
      .send({ name: 'Escalate', permissions: [rule('read', 'Contact'), rule('manage', 'Company')] });
    expect(beyond.status).toBe(400);
    expect(beyond.body.fields).toEqual({ 'permissions.1': COMPANY_MESSAGES.beyondCallerRights });
    // Nor may they widen, or narrow, a role that holds more than they do.
    expect(
      (
        await t.api
          .put(`${base}/roles/admin`)
          .set(w.engineer.headers)
          .send({ permissions: [rule('read', 'Contact')] })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.api
          .put(`${base}/roles/division-manager`)
          .set(w.engineer.headers)
          .send({ permissions: [rule('read', 'Contact')] })
      ).status,
    ).toBe(403);
    await t.api.put(`${base}/employees/${w.engineer.uid}/roles`).set(w.admin.headers).send({ roleIds: [] }).expect(200);

    expect((await t.api.post(`${base}/roles`).set(w.rep.headers).send({ name: 'x', permissions: [] })).status).toBe(
      403,
    );
    expect((await t.api.post(`${base}/roles`).set(w.manager.headers).send({ name: 'x', permissions: [] })).status).toBe(
      403,
    );
    expect(
      (await t.api.post(`${base}/roles`).set(w.globexAdmin.headers).send({ name: 'x', permissions: [] })).status,
    ).toBe(404);
    expect(
      (await t.api.put(`/v1/company/${w.globex.id}/roles/${limited.id}`).set(w.globexAdmin.headers).send({ name: 'x' }))
        .status,
    ).toBe(404);
    expect((await t.api.put(`${base}/roles/ghost`).set(w.admin.headers).send({ name: 'x' })).status).toBe(404);
    expect(
      (
        await t.api
          .post(`${base}/roles`)
          .set(w.superadmin.headers)
          .send({ name: 'Support', permissions: [rule('read', 'Employee')] })
      ).status,
    ).toBe(201);
  });

  it('the built-in Admin role keeps manage on its whole company', async () => {
    const narrowed = await t.api
      .put(`${base}/roles/admin`)
      .set(w.admin.headers)
      .send({ permissions: [rule('read', 'Company')] });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.message).toBe(COMPANY_MESSAGES.adminRoleKeepsManage);
    const kept = await t.api.put(`${base}/roles/admin`).set(w.admin.headers).send({ name: 'Admin' });
    expect(kept.status).toBe(200);
    expect(kept.body.data.permissions[0]).toMatchObject({
      action: 'manage',
      conditions: { companyId: '${company.id}' },
    });
  });

  it('built-in roles keep their names, and a name-only update needs the rights the role grants (review S14)', async () => {
    for (const [roleId, name] of [
      ['admin', 'Intern'],
      ['division-manager', 'Admin'],
    ]) {
      const renamed = await t.api.put(`${base}/roles/${roleId}`).set(w.admin.headers).send({ name });
      expect(renamed.status, roleId).toBe(400);
      expect(renamed.body.fields).toEqual({ name: COMPANY_MESSAGES.builtInRoleName });
    }
    const broad = (
      await t.api
        .post(`${base}/roles`)
        .set(w.admin.headers)
        .send({ name: 'Contact manager', permissions: [rule('manage', 'Contact')] })
    ).body.data as CompanyRole;
    const editor = (
      await t.api
        .post(`${base}/roles`)
        .set(w.admin.headers)
        .send({ name: 'Renamer', permissions: [rule('update', 'CompanyRole')] })
    ).body.data as CompanyRole;
    await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: [editor.id] })
      .expect(200);
    const beyond = await t.api.put(`${base}/roles/${broad.id}`).set(w.engineer.headers).send({ name: 'Interns' });
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe(COMPANY_MESSAGES.beyondCallerRights);
    expect((await collections(t).companyRoles(w.acme.id).doc(broad.id).get()).data()?.name).toBe('Contact manager');
    const own = await t.api.put(`${base}/roles/${editor.id}`).set(w.engineer.headers).send({ name: 'Role renamer' });
    expect(own.status).toBe(200);
    await t.api.put(`${base}/employees/${w.engineer.uid}/roles`).set(w.admin.headers).send({ roleIds: [] }).expect(200);
  });
});

describe('divisions', () => {
  const tree = async () => (await t.api.get(`${base}/divisions`).set(w.rep.headers)).body.data as DivisionNode[];

  it('GET answers a tree, each level by name; members read, outsiders 404', async () => {
    const roots = await tree();
    expect(roots.map((d) => d.name)).toEqual(['Engineering', 'Sales']);
    expect(roots[1].children.map((d) => [d.name, d.parentId])).toEqual([['Sales East', w.sales.id]]);
    expect((await t.api.get(`${base}/divisions`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/divisions`).set(w.superadmin.headers)).status).toBe(200);
  });

  it('refuses an unknown or foreign parent, a taken name, a cycle, and non-admins', async () => {
    const foreign = (
      await t.api.post(`/v1/company/${w.globex.id}/divisions`).set(w.globexAdmin.headers).send({ name: 'Ops' })
    ).body.data as Division;
    expect(
      (await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: 'X', parentId: foreign.id })).body
        .fields,
    ).toEqual({
      parentId: COMPANY_MESSAGES.unknownDivision,
    });
    expect((await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: ' sales ' })).status).toBe(409);
    const cycle = await t.api
      .put(`${base}/divisions/${w.sales.id}`)
      .set(w.admin.headers)
      .send({ parentId: w.salesEast.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.fields).toEqual({ parentId: COMPANY_MESSAGES.divisionCycle });
    expect(
      (await t.api.put(`${base}/divisions/${w.sales.id}`).set(w.admin.headers).send({ parentId: w.sales.id })).status,
    ).toBe(400);
    expect((await t.api.post(`${base}/divisions`).set(w.rep.headers).send({ name: 'Mine' })).status).toBe(403);
    expect((await t.api.post(`${base}/divisions`).set(w.manager.headers).send({ name: 'Mine' })).status).toBe(403);
    expect((await t.api.post(`${base}/divisions`).set(w.globexAdmin.headers).send({ name: 'Mine' })).status).toBe(404);
    expect((await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: '' })).status).toBe(400);
    expect((await tree()).map((d) => d.name)).toEqual(['Engineering', 'Sales']);
  });

  it('renameDivision and mergeDivisions (for the superadmin area) move people and sub-divisions', async () => {
    const support = (await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: 'Support' })).body
      .data as Division;
    const tier2 = (
      await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: 'Tier 2', parentId: support.id })
    ).body.data as Division;
    await t.api
      .put(`${base}/employees/${w.engineer.uid}/divisions`)
      .set(w.admin.headers)
      .send({ divisionIds: [w.engineering.id, support.id] })
      .expect(200);
    await expect(
      renameDivision(ctx, w.rep, { companyId: w.acme.id, divisionId: support.id, name: 'Helpdesk' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(
      (await renameDivision(ctx, w.superadmin, { companyId: w.acme.id, divisionId: support.id, name: 'Helpdesk' }))
        .name,
    ).toBe('Helpdesk');
    await expect(
      mergeDivisions(ctx, w.globexAdmin, { companyId: w.acme.id, fromId: support.id, intoId: w.engineering.id }),
    ).rejects.toMatchObject({ status: 404 });
    const merged = await mergeDivisions(ctx, w.superadmin, {
      companyId: w.acme.id,
      fromId: support.id,
      intoId: w.engineering.id,
    });
    expect(merged.moved).toEqual({ employees: 1, companyLinks: 0, invitations: 0, divisions: 1 });
    const engineer = (await collections(t).employees(w.acme.id).doc(w.engineer.uid).get()).data();
    expect(engineer?.divisionIds).toEqual([w.engineering.id]);
    const roots = await tree();
    expect(roots.find((d) => d.id === w.engineering.id)?.children.map((d) => d.id)).toEqual([tier2.id]);
    expect(roots.some((d) => d.id === support.id)).toBe(false);
  });

  it('merging a division into one of its own sub-divisions lifts that one into its place', async () => {
    const parent = (await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: 'Parent' })).body
      .data as Division;
    const child = (
      await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: 'Child', parentId: parent.id })
    ).body.data as Division;
    const sibling = (
      await t.api.post(`${base}/divisions`).set(w.admin.headers).send({ name: 'Sibling', parentId: parent.id })
    ).body.data as Division;
    const merged = await mergeDivisions(ctx, w.admin, { companyId: w.acme.id, fromId: parent.id, intoId: child.id });
    expect(merged.division.parentId).toBeNull();
    const node = (await tree()).find((d) => d.id === child.id);
    expect(node?.children.map((d) => d.id)).toEqual([sibling.id]);
  });

  it('listAllDivisions: superadmins only, every company’s or one company’s, with a cursor', async () => {
    await expect(listAllDivisions(ctx, w.admin, {})).rejects.toMatchObject({ status: 404 });
    const all = await listAllDivisions(ctx, w.superadmin, { limit: 100 });
    expect(new Set(all.data.map((d) => d.companyName))).toEqual(new Set(['Acme', 'Globex']));
    const acmeOnly = await listAllDivisions(ctx, w.superadmin, { companyId: w.acme.id, limit: 2 });
    expect(acmeOnly.data).toHaveLength(2);
    const rest = await listAllDivisions(ctx, w.superadmin, {
      companyId: w.acme.id,
      cursor: acmeOnly.nextCursor,
      limit: 100,
    });
    expect([...acmeOnly.data, ...rest.data].map((d) => d.name)).toEqual(
      (await listAllDivisions(ctx, w.superadmin, { companyId: w.acme.id, limit: 100 })).data.map((d) => d.name),
    );
    expect(rest.data.every((d) => d.companyId === w.acme.id)).toBe(true);
  });
});
