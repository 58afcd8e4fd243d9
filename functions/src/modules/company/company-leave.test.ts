import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../contract/company';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';

/**
 * A member leaves (DELETE …/employees/{own uid}) with the offboarding a removal does; only the
 * profile joined with is the company's, so only its leads are handed over (security review S1, S5).
 */

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const leadOn = async (profileId: string, lastName: string) => {
  const body = {
    profileId,
    firstName: 'Grace',
    lastName,
    email: `${lastName.toLowerCase()}@customer.test`,
    consent: true,
    consentText: 'I agree to share my details with the owner.',
  };
  const res = await t.api.post('/v1/contacts').send(await withChallenge(t.api, body));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
const contactNames = async (user: TestUser) =>
  ((await t.api.get('/v1/contacts').set(user.headers).query({ limit: 100 })).body.data as { lastName: string }[]).map(
    (c) => c.lastName,
  );

describe('leaving a company', () => {
  it('a member leaves: 200, their company card is released, the company profile’s leads go to an admin, the personal ones stay', async () => {
    const person = await createUser(t, { firstName: 'Lea', lastName: 'Ving' });
    const [personal] = (await t.api.get('/v1/profiles').set(person.headers)).body.data as { id: string }[];
    const invited = await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email: person.email, title: 'Engineer' });
    const accepted = await t.api
      .post(`/v1/company/invitations/${invited.body.data.invitation.id}/accept`)
      .set(person.headers)
      .send({});
    expect(accepted.status).toBe(200);
    const companyProfileId = accepted.body.data.profileId as string;
    const [cardId] = (await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: 1, companyId: w.acme.id }))
      .body.data.cardIds as string[];
    expect((await t.api.put(`${base}/cards/${cardId}`).set(w.admin.headers).send({ userId: person.uid })).status).toBe(
      200,
    );
    await leadOn(companyProfileId, 'Companylead');
    await leadOn(personal.id, 'Personallead');

    const res = await t.api.delete(`${base}/employees/${person.uid}`).set(person.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: person.uid, removed: true });
    expect((await t.api.get('/v1/company').set(person.headers)).status).toBe(404);
    const cards = (await t.api.get(`${base}/cards`).set(w.admin.headers)).body.data as {
      id: string;
      status: string;
      holder: unknown;
    }[];
    expect(cards.find((c) => c.id === cardId)).toMatchObject({ status: 'unassigned', holder: null });
    expect(await contactNames(person)).toEqual(['Personallead']);
    expect(await contactNames(w.admin)).toContain('Companylead');
    expect(await contactNames(w.admin)).not.toContain('Personallead');
    const profiles = (await t.api.get('/v1/profiles').set(person.headers)).body.data as { companyId?: string | null }[];
    expect(profiles.every((p) => !p.companyId)).toBe(true);
  });

  it('the last admin cannot leave (409); a member cannot remove others; a non-member’s own uid is 404', async () => {
    const alone = await t.api
      .delete(`/v1/company/${w.globex.id}/employees/${w.globexAdmin.uid}`)
      .set(w.globexAdmin.headers);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(COMPANY_MESSAGES.lastAdmin);
    expect((await t.api.get('/v1/company').set(w.globexAdmin.headers)).status).toBe(200);
    expect((await t.api.delete(`${base}/employees/${w.engineer.uid}`).set(w.rep.headers)).status).toBe(403);
    expect((await t.api.delete(`${base}/employees/${w.plain.uid}`).set(w.plain.headers)).status).toBe(404);
    expect((await t.api.delete(`${base}/employees/${w.globexAdmin.uid}`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.delete(`${base}/employees/${w.rep.uid}`)).status).toBe(401);
  });

  it('a suspended member may leave too', async () => {
    expect(
      (await t.api.put(`${base}/employees/${w.engineer.uid}`).set(w.admin.headers).send({ status: 'suspended' }))
        .status,
    ).toBe(200);
    expect((await t.api.delete(`${base}/employees/${w.engineer.uid}`).set(w.engineer.headers)).status).toBe(200);
    expect(
      (await t.api.get(`${base}/employees`).set(w.admin.headers)).body.data.map((e: { id: string }) => e.id),
    ).not.toContain(w.engineer.uid);
  });
});
