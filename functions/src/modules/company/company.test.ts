import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { COMPANY_MESSAGES, DEFAULT_BRAND } from '../../contract/company';
import { PROFILE_MESSAGES } from '../../contract/profiles';
import { createTestContext, createUser, signUp, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
});
afterAll(async () => t.close());

const companyCount = async () => (await collections(t).companies.count().get()).data().count;

describe('POST /v1/company', () => {
  it('creates the company with the caller as its active admin, and seeds the Admin and Division manager roles', async () => {
    expect(w.acme).toMatchObject({
      id: expect.any(String),
      companyId: w.acme.id,
      name: 'Acme',
      website: 'https://acme.example.com',
      industry: '',
      ownerId: w.admin.uid,
      brand: DEFAULT_BRAND,
      lockedFields: [],
    });
    expect((await collections(t).users.doc(w.admin.uid).get()).data()).toMatchObject({ companyId: w.acme.id });
    expect((await collections(t).employees(w.acme.id).doc(w.admin.uid).get()).data()).toMatchObject({
      roleIds: ['admin'],
      status: 'active',
      email: w.admin.email,
      firstName: 'Ada',
    });
    const roles = (await t.api.get(`/v1/company/${w.acme.id}/roles`).set(w.admin.headers)).body.data;
    expect(roles.map((r: { id: string; builtIn: string }) => [r.id, r.builtIn])).toEqual([
      ['admin', 'admin'],
      ['division-manager', 'division-manager'],
    ]);
    // The admin is premium now: GET /v1/roles answers the company role with its rules filled in.
    const mine = (await t.api.get('/v1/roles').set(w.admin.headers)).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        id: 'admin',
        permissions: [expect.objectContaining({ action: 'manage', conditions: { companyId: w.acme.id } })],
      }),
    ]);
  });

  it('a second company for the same person is 409, and nothing is written', async () => {
    const before = await companyCount();
    const res = await t.api.post('/v1/company').set(w.admin.headers).send({ name: 'Acme Two' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COMPANY_MESSAGES.alreadyInCompany);
    expect((await t.api.post('/v1/company').set(w.rep.headers).send({ name: 'Side gig' })).status).toBe(409);
    expect(await companyCount()).toBe(before);
  });

  it('anonymous is 401; a missing or blank name and a bad website are 400 with the spec messages', async () => {
    expect((await t.api.post('/v1/company').send({ name: 'X' })).status).toBe(401);
    const blank = await t.api.post('/v1/company').set(w.plain.headers).send({ name: '  ', website: 'not a url' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ name: MESSAGES.required, website: MESSAGES.invalidUrl });
    expect((await t.api.post('/v1/company').set(w.plain.headers).send({ name: 'X', extra: true })).status).toBe(400);
    expect((await t.api.post('/v1/company').set(w.plain.headers).send('{"name":')).status).toBe(400);
  });

  it('someone signed in without a user record yet gets 404 and no company', async () => {
    const fresh = await signUp();
    const before = await companyCount();
    const res = await t.api.post('/v1/company').set(fresh.headers).send({ name: 'Early' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MESSAGES.userNotFound);
    expect(await companyCount()).toBe(before);
  });
});

describe('GET /v1/company', () => {
  it('answers the caller’s company to its members, 404 to people without one, 401 anonymous', async () => {
    for (const member of [w.admin, w.manager, w.rep]) {
      const res = await t.api.get('/v1/company').set(member.headers);
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(w.acme.id);
    }
    expect((await t.api.get('/v1/company').set(w.globexAdmin.headers)).body.data.id).toBe(w.globex.id);
    expect((await t.api.get('/v1/company').set(w.plain.headers)).status).toBe(404);
    expect((await t.api.get('/v1/company').set(w.superadmin.headers)).status).toBe(404);
    expect((await t.api.get('/v1/company')).status).toBe(401);
  });
});

describe('GET /v1/company/{companyId}', () => {
  it('members and superadmins read; another company’s admin and plain users get 404', async () => {
    for (const reader of [w.admin, w.manager, w.rep, w.engineer, w.superadmin]) {
      const res = await t.api.get(`/v1/company/${w.acme.id}`).set(reader.headers);
      expect(res.status).toBe(200);
      expect(res.body.data.name).toBe('Acme');
    }
    expect((await t.api.get(`/v1/company/${w.acme.id}`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/company/${w.acme.id}`).set(w.plain.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/company/${w.acme.id}`)).status).toBe(401);
  });

  it('an unknown id is 404 even for a superadmin; a malformed id is 400', async () => {
    expect((await t.api.get('/v1/company/nope123').set(w.superadmin.headers)).status).toBe(404);
    expect((await t.api.get('/v1/company/nope123').set(w.admin.headers)).status).toBe(404);
    expect((await t.api.get('/v1/company/..%2Fusers').set(w.admin.headers)).status).toBe(400);
  });
});

describe('PUT /v1/company/{companyId}', () => {
  it('the admin updates name, website, industry, brand colours and locked fields', async () => {
    const res = await t.api
      .put(`/v1/company/${w.acme.id}`)
      .set(w.admin.headers)
      .send({
        name: 'Acme Corp',
        website: 'acme.example.org',
        industry: 'Anvils',
        brand: { primaryColor: '#AA0000' },
        lockedFields: ['jobTitle', 'company', 'jobTitle'],
      });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Acme Corp',
      website: 'https://acme.example.org',
      industry: 'Anvils',
      brand: { primaryColor: '#aa0000', accentColor: DEFAULT_BRAND.accentColor },
      lockedFields: ['jobTitle', 'company'],
    });
    const cleared = await t.api.put(`/v1/company/${w.acme.id}`).set(w.admin.headers).send({ website: '' });
    expect(cleared.body.data.website).toBeNull();
  });

  it('bad colours, URLs and unknown field names are 400 with the field named; an empty body too', async () => {
    const res = await t.api
      .put(`/v1/company/${w.acme.id}`)
      .set(w.admin.headers)
      .send({ website: 'nope', brand: { accentColor: 'red' }, lockedFields: ['password'] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      website: MESSAGES.invalidUrl,
      'brand.accentColor': PROFILE_MESSAGES.invalidColor,
      'lockedFields.0': COMPANY_MESSAGES.unknownProfileField,
    });
    expect((await t.api.put(`/v1/company/${w.acme.id}`).set(w.admin.headers).send({})).status).toBe(400);
  });

  it('employees and the division manager get 403, outsiders 404, a superadmin may; refusals change nothing', async () => {
    const before = (await collections(t).companies.doc(w.acme.id).get()).data();
    expect((await t.api.put(`/v1/company/${w.acme.id}`).set(w.rep.headers).send({ name: 'Mine' })).status).toBe(403);
    expect((await t.api.put(`/v1/company/${w.acme.id}`).set(w.manager.headers).send({ name: 'Mine' })).status).toBe(
      403,
    );
    expect((await t.api.put(`/v1/company/${w.acme.id}`).set(w.globexAdmin.headers).send({ name: 'Mine' })).status).toBe(
      404,
    );
    expect((await t.api.put(`/v1/company/${w.acme.id}`).set(w.plain.headers).send({ name: 'Mine' })).status).toBe(404);
    expect((await t.api.put(`/v1/company/${w.acme.id}`).send({ name: 'Mine' })).status).toBe(401);
    expect((await collections(t).companies.doc(w.acme.id).get()).data()).toEqual(before);
    const bySuper = await t.api
      .put(`/v1/company/${w.acme.id}`)
      .set(w.superadmin.headers)
      .send({ industry: 'Support-edited' });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.data.industry).toBe('Support-edited');
  });
});

describe('a member with no record of their own company', () => {
  it('a new person creates a company of their own and can read nothing of Acme', async () => {
    const founder = await createUser(t, { firstName: 'New', lastName: 'Founder' });
    const res = await t.api.post('/v1/company').set(founder.headers).send({ name: 'Initech', industry: 'Software' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Initech', industry: 'Software', website: null });
    expect((await t.api.get(`/v1/company/${w.acme.id}`).set(founder.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/company/${w.acme.id}/employees`).set(founder.headers)).status).toBe(404);
  });
});
