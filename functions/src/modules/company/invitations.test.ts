import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type Invitation } from '../../contract/company';
import { createTestContext, createUser, verifiedSignUp, type TestContext } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const newEmail = () => `invitee-${randomUUID()}@test.everlink.test`;

/** The accept link of the last invitation mailed to `email`. */
async function acceptLinkOf(email: string, count = 1): Promise<{ invitationId: string; token: string; text: string }> {
  const mails = await inbox(email, { count });
  expect(mails.length).toBeGreaterThanOrEqual(count);
  const text = mails[count - 1].text ?? '';
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toBe('/auth');
  return { invitationId: link.searchParams.get('invitation')!, token: link.searchParams.get('token')!, text };
}

const acceptBody = ({ invitationId, token }: { invitationId: string; token: string }) => ({ invitationId, token });

const invitationDoc = async (id: string) => (await collections(t).invitations.doc(id).get()).data()!;

describe('POST …/employees (invite)', () => {
  it('someone without an account gets a pending invitation by mail, with a hashed token', async () => {
    const email = newEmail();
    const res = await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email: email.toUpperCase(), firstName: 'Ivy', title: 'Designer', divisionIds: [w.sales.id] });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('invited');
    expect(res.body.data.invitation).toMatchObject({
      email,
      companyId: w.acme.id,
      firstName: 'Ivy',
      title: 'Designer',
      divisionIds: [w.sales.id],
      status: 'pending',
      invitedBy: w.admin.uid,
    });
    expect(res.body.data.invitation.tokenHash).toBeUndefined();
    const { invitationId, token, text } = await acceptLinkOf(email);
    expect(text).toContain('Acme');
    expect(invitationId).toBe(res.body.data.invitation.id);
    const stored = await invitationDoc(invitationId);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
  });

  it('inviting the same pending email again updates the invitation; within the hour it mails nothing new (S8)', async () => {
    const email = newEmail();
    const first = (await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email })).body.data.invitation;
    const second = await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email, title: 'Lead', roleIds: ['division-manager'] });
    expect(second.body.data.invitation).toMatchObject({ id: first.id, title: 'Lead', roleIds: ['division-manager'] });
    expect((await collections(t).invitations.where('email', '==', email).get()).size).toBe(1);
    const old = await acceptLinkOf(email, 1);
    expect(await inbox(email, { count: 2, timeoutMs: 500 })).toHaveLength(1);
    t.clock.advance(61 * 60_000);
    await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email }).expect(201);
    const renewed = await acceptLinkOf(email, 2);
    expect(renewed.token).not.toBe(old.token);
  });

  it('an existing account, or one in another company, gets the same pending invitation as a new address (S1, S17)', async () => {
    const loner = await createUser(t, { firstName: 'Lou', lastName: 'Loner' });
    const fresh = await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email: newEmail() });
    for (const person of [loner, w.globexAdmin]) {
      const res = await t.api
        .post(`${base}/employees`)
        .set(w.admin.headers)
        .send({ email: person.email.toUpperCase(), roleIds: ['division-manager'], divisionIds: [w.engineering.id] });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
      expect(Object.keys(res.body.data.invitation).sort()).toEqual(Object.keys(fresh.body.data.invitation).sort());
      expect(res.body.data).toMatchObject({
        status: 'invited',
        invitation: { email: person.email.toLowerCase(), status: 'pending' },
      });
      expect((await acceptLinkOf(person.email)).text).toContain('Acme');
    }
    // Nobody joined: the company reaches nothing of the person until they say yes.
    expect((await t.api.get('/v1/company').set(loner.headers)).status).toBe(404);
    expect(
      (await t.api.get(`${base}/employees`).set(w.admin.headers)).body.data.map((e: { id: string }) => e.id),
    ).not.toContain(loner.uid);
    // The company's own members are on its list already.
    expect((await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email: w.rep.email })).status).toBe(409);
  });

  it('refuses unknown roles or divisions (400), roles beyond the caller (403), and non-admins; nothing is written', async () => {
    const email = newEmail();
    const unknown = await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email, roleIds: ['ghost'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'roleIds.0': COMPANY_MESSAGES.unknownRole });
    expect(
      (
        await t.api
          .post(`${base}/employees`)
          .set(w.admin.headers)
          .send({ email, divisionIds: ['ghost'] })
      ).status,
    ).toBe(400);
    expect((await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email: 'not-an-email' })).status).toBe(
      400,
    );
    expect((await t.api.post(`${base}/employees`).set(w.rep.headers).send({ email })).status).toBe(403);
    expect(
      (
        await t.api
          .post(`${base}/employees`)
          .set(w.manager.headers)
          .send({ email, divisionIds: [w.sales.id] })
      ).status,
    ).toBe(403);
    expect((await t.api.post(`${base}/employees`).set(w.globexAdmin.headers).send({ email })).status).toBe(404);
    expect((await t.api.post(`${base}/employees`).set(w.plain.headers).send({ email })).status).toBe(404);
    expect((await t.api.post(`${base}/employees`).send({ email })).status).toBe(401);
    expect((await collections(t).invitations.where('email', '==', email).get()).size).toBe(0);
  });
});

describe('taking up an invitation', () => {
  it('POST …/invitations/accept with the mailed token joins the company with the invited roles and divisions', async () => {
    const email = newEmail();
    await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email, firstName: 'Nia', lastName: 'New', title: 'Analyst', divisionIds: [w.salesEast.id] })
      .expect(201);
    const { invitationId, token } = await acceptLinkOf(email);
    const invitee = await createUser(t, { email, firstName: 'Nia', lastName: 'Newton' });
    expect(
      (
        await t.api
          .post('/v1/company/invitations/accept')
          .set(invitee.headers)
          .send({ invitationId, token: `${token}x` })
      ).status,
    ).toBe(404);
    expect(
      (await t.api.post('/v1/company/invitations/accept').set(w.plain.headers).send({ invitationId, token })).status,
    ).toBe(403);
    expect((await t.api.post('/v1/company/invitations/accept').send({ invitationId, token })).status).toBe(401);
    expect(
      (await t.api.post('/v1/company/invitations/accept').set(invitee.headers).send({ invitationId })).status,
    ).toBe(400);
    const res = await t.api.post('/v1/company/invitations/accept').set(invitee.headers).send({ invitationId, token });
    expect(res.status).toBe(200);
    expect(res.body.data.company.id).toBe(w.acme.id);
    expect(res.body.data.employee).toMatchObject({
      id: invitee.uid,
      lastName: 'Newton',
      title: 'Analyst',
      divisionIds: [w.salesEast.id],
      status: 'active',
    });
    expect(res.body.data.profileId).toEqual(expect.any(String));
    expect(await invitationDoc(invitationId)).toMatchObject({ status: 'accepted', acceptedBy: invitee.uid });
    expect(
      (await t.api.post('/v1/company/invitations/accept').set(invitee.headers).send({ invitationId, token })).status,
    ).toBe(404);
  });

  it('someone already in a company cannot take it up (409); an expired invitation is 410', async () => {
    const email = newEmail();
    await t.api.post(`/v1/company/${w.globex.id}/employees`).set(w.globexAdmin.headers).send({ email }).expect(201);
    const globexLink = await acceptLinkOf(email);
    const invitee = await createUser(t, { email });
    await t.api.post('/v1/company/invitations/accept').set(invitee.headers).send(acceptBody(globexLink)).expect(200);
    await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email }).expect(201);
    const link = await acceptLinkOf(email, 2);
    expect(
      (await t.api.post('/v1/company/invitations/accept').set(invitee.headers).send(acceptBody(link))).status,
    ).toBe(409);
    expect((await invitationDoc(link.invitationId)).status).toBe('pending');

    const late = newEmail();
    await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email: late }).expect(201);
    const lateLink = await acceptLinkOf(late);
    const latecomer = await createUser(t, { email: late });
    t.clock.advance(31 * 86_400_000);
    const expired = await t.api
      .post('/v1/company/invitations/accept')
      .set(latecomer.headers)
      .send(acceptBody(lateLink));
    t.clock.advance(-31 * 86_400_000);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(COMPANY_MESSAGES.invitationExpired);
  });

  it('a first sign-in (POST /v1/users) with the invited, verified email joins nothing: the invitation waits for a yes', async () => {
    const email = newEmail();
    await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email, roleIds: ['division-manager'], divisionIds: [w.sales.id] })
      .expect(201);
    const person = await verifiedSignUp(email);
    const res = await t.api
      .post('/v1/users')
      .set(person.headers)
      .send({ userId: person.uid, firstName: 'Vera', lastName: 'Verified', email });
    expect(res.status).toBe(201);
    expect(res.body.data.companyId).toBeUndefined();
    expect((await t.api.get('/v1/company').set(person.headers)).status).toBe(404);
    expect((await t.api.get('/v1/roles').set(person.headers)).body.data).toEqual([]);
    const mine = await t.api.get('/v1/company/invitations/mine').set(person.headers);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ email, company: { id: w.acme.id, name: 'Acme' }, invitedBy: { name: 'Ada Admin' } }),
    ]);
  });

  it('an unverified email does not join at sign-in', async () => {
    const email = newEmail();
    await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email }).expect(201);
    const person = await createUser(t, { email, verified: false });
    expect((await t.api.get('/v1/company').set(person.headers)).status).toBe(404);
  });
});

describe('listing and revoking', () => {
  it('GET /v1/company/invitations lists pending ones, newest first, to those who may invite', async () => {
    const email = newEmail();
    t.clock.advance(1000);
    const invited = (await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email })).body.data
      .invitation as Invitation;
    const res = await t.api.get('/v1/company/invitations').set(w.admin.headers).query({ limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data[0].id).toBe(invited.id);
    expect(res.body.data.every((i: Invitation) => i.status === 'pending' && i.companyId === w.acme.id)).toBe(true);
    expect(res.body.nextCursor).toEqual(expect.any(String));
    const next = await t.api
      .get('/v1/company/invitations')
      .set(w.admin.headers)
      .query({ limit: 2, cursor: res.body.nextCursor });
    expect(next.status).toBe(200);
    expect((await t.api.get('/v1/company/invitations').set(w.rep.headers)).status).toBe(403);
    expect((await t.api.get('/v1/company/invitations').set(w.plain.headers)).status).toBe(404);
    expect(
      (await t.api.get('/v1/company/invitations').set(w.globexAdmin.headers).query({ companyId: w.acme.id })).status,
    ).toBe(404);
    expect(
      (await t.api.get('/v1/company/invitations').set(w.superadmin.headers).query({ companyId: w.acme.id })).status,
    ).toBe(200);
  });

  it('DELETE …/invitations/{id} revokes: the link stops working; others cannot revoke', async () => {
    const email = newEmail();
    const invited = (await t.api.post(`${base}/employees`).set(w.admin.headers).send({ email })).body.data
      .invitation as Invitation;
    const link = await acceptLinkOf(email);
    expect((await t.api.delete(`${base}/invitations/${invited.id}`).set(w.rep.headers)).status).toBe(403);
    expect(
      (await t.api.delete(`/v1/company/${w.globex.id}/invitations/${invited.id}`).set(w.globexAdmin.headers)).status,
    ).toBe(404);
    expect((await invitationDoc(invited.id)).status).toBe('pending');
    const res = await t.api.delete(`${base}/invitations/${invited.id}`).set(w.admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('revoked');
    const invitee = await createUser(t, { email });
    expect(
      (await t.api.post('/v1/company/invitations/accept').set(invitee.headers).send(acceptBody(link))).status,
    ).toBe(404);
    expect((await t.api.delete(`${base}/invitations/nope`).set(w.admin.headers)).status).toBe(404);
  });
});
