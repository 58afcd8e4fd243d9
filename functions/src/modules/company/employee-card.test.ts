import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type Company } from '../../contract/company';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { createCompany, createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';

/**
 * Employee cards arrive complete (issue 17, item 1): what the admin typed in the invitation and the
 * company's brand are on the company profile the moment the person joins, by the mail link (a new
 * account) or in the app (an existing one); the link's page names who invites them where; the
 * editor learns which fields the company manages.
 */

let t: TestContext;
let w: CompanyWorld;
let base: string;
let company: Company;

const newEmail = () => `card-${randomUUID()}@test.everlink.test`;
const png = () =>
  sharp({ create: { width: 120, height: 60, channels: 4, background: '#123456' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
  await t.api
    .post(`${base}/company-logo/upload`)
    .set(w.admin.headers)
    .attach('file', await png(), 'logo.png')
    .expect(201);
  await t.api
    .post(`${base}/everlinks/new`)
    .set(w.admin.headers)
    .send({ title: 'Acme handbook', url: 'https://acme.example.com/handbook' })
    .expect(201);
  company = (
    await t.api
      .put(base)
      .set(w.admin.headers)
      .send({ brand: { primaryColor: '#aa0000', accentColor: '#00aa00' }, lockedFields: ['company', 'jobTitle'] })
      .expect(200)
  ).body.data;
});
afterAll(async () => t.close());

const typed = { firstName: 'Nina', lastName: 'Newhire', title: 'Designer', department: 'Studio' };
const invite = async (email: string) => {
  const res = await t.api
    .post(`${base}/employees`)
    .set(w.admin.headers)
    .send({ email, ...typed });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.invitation.id as string;
};
const mailOf = async (email: string) => (await inbox(email))[0].text ?? '';
const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
const preview = (body: Record<string, unknown>) => t.api.post('/v1/company/invitations/preview').send(body);

/** The company profile as its owner reads it, as anyone sees it, and as the editor's preview is given it. */
async function expectCompleteCard(person: TestUser, profileId: string) {
  const own = (await t.api.get(`/v1/profiles/${profileId}`).set(person.headers)).body.data as Profile;
  expect(own).toMatchObject({
    firstName: 'Nina',
    lastName: 'Newhire',
    jobTitle: 'Designer',
    department: 'Studio',
    company: 'Acme',
    companyId: w.acme.id,
  });
  const card = (await t.api.get(`/v1/profiles/${profileId}`)).body.data;
  expect(card).toMatchObject({
    firstName: 'Nina',
    lastName: 'Newhire',
    jobTitle: 'Designer',
    company: 'Acme',
    config: { theme: { primaryColor: '#aa0000' } },
  });
  expect(card.companyBrand).toMatchObject({
    id: w.acme.id,
    name: 'Acme',
    logoUrl: company.logo!.url,
    brand: { primaryColor: '#aa0000', accentColor: '#00aa00' },
  });
  expect(card.companyBrand.everlinks.map((e: { title: string }) => e.title)).toEqual(['Acme handbook']);
  const context = await t.api.get(`/v1/profiles/${profileId}/public-context`).set(person.headers);
  expect(context.status).toBe(200);
  expect(context.body.data.companyBrand).toEqual(card.companyBrand);
}

describe('an employee’s card arrives complete', () => {
  it('a new account signing up from the mail link: the link names inviter and company, prefills the form, and the card is branded at once', async () => {
    const email = newEmail();
    const id = await invite(email);
    const text = await mailOf(email);
    expect(text).toContain('Ada Admin invited you to join Acme on Everlink.');
    const token = tokenIn(text);

    const shown = await preview({ invitationId: id, token });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      email,
      firstName: 'Nina',
      lastName: 'Newhire',
      company: { name: 'Acme' },
      invitedBy: { name: 'Ada Admin' },
      expiresAt: expect.any(String),
    });

    const person = await createUser(t, { email, verified: false, firstName: 'Nina', lastName: 'Newhire' });
    const res = await t.api
      .post('/v1/company/invitations/accept')
      .set(person.headers)
      .send({ invitationId: id, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectCompleteCard(person, res.body.data.profileId);
    // Taken up, the link shows nothing any more.
    expect((await preview({ invitationId: id, token })).status).toBe(404);
  });

  it('an existing account accepting in the app gets the same complete, branded company profile', async () => {
    const person = await createUser(t, { firstName: 'Old', lastName: 'Account' });
    const id = await invite(person.email);
    const res = await t.api.post(`/v1/company/invitations/${id}/accept`).set(person.headers).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.employee).toMatchObject({ title: 'Designer', department: 'Studio' });
    await expectCompleteCard(person, res.body.data.profileId);
  });
});

describe('the invitation link’s page', () => {
  it('needs the right token: a wrong one or a revoked invitation is 404, a missing one 400, an expired one 410', async () => {
    const email = newEmail();
    const id = await invite(email);
    const token = tokenIn(await mailOf(email));
    expect((await preview({ invitationId: id, token: `${token}x` })).body).toMatchObject({
      message: COMPANY_MESSAGES.invitationInvalid,
    });
    expect((await preview({ invitationId: id, token: `${token}x` })).status).toBe(404);
    expect((await preview({ invitationId: id })).status).toBe(400);
    expect((await preview({ invitationId: id, token, extra: 1 })).status).toBe(400);

    t.clock.advance(31 * 86_400_000);
    try {
      const expired = await preview({ invitationId: id, token });
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe(COMPANY_MESSAGES.invitationExpired);
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
    await t.api.delete(`${base}/invitations/${id}`).set(w.admin.headers).expect(200);
    expect((await preview({ invitationId: id, token })).status).toBe(404);
  });

  it('makes the inviter’s name inert in the mail, as the company’s', async () => {
    const owner = await createUser(t, { firstName: 'Visit www.evil.example', lastName: 'now http://evil.example/x' });
    const evil = await createCompany(t, owner, 'Evil');
    const email = newEmail();
    await t.api.post(`/v1/company/${evil.id}/employees`).set(owner.headers).send({ email }).expect(201);
    const text = await mailOf(email);
    expect(text).not.toMatch(/evil\.example|https?:\/\/evil|www\./);
    expect(text.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/\/auth\?invitation=/)]);
    expect(text).toContain('invited you to join Evil on Everlink.');
  });
});

describe('locked fields in the editor', () => {
  let person: TestUser;
  let profileId: string;

  beforeAll(async () => {
    person = await createUser(t);
    const id = await invite(person.email);
    profileId = (await t.api.post(`/v1/company/invitations/${id}/accept`).set(person.headers).send({})).body.data
      .profileId;
  });

  it('GET …/locked-fields names the company’s locks for the employee, none for its admins, 404 for others', async () => {
    const mine = await t.api.get(`/v1/profiles/${profileId}/locked-fields`).set(person.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({ company: { id: w.acme.id, name: 'Acme' }, fields: ['company', 'jobTitle'] });
    expect((await t.api.get(`/v1/profiles/${profileId}/locked-fields`).set(w.admin.headers)).body.data).toEqual({
      company: { id: w.acme.id, name: 'Acme' },
      fields: [],
    });
    expect((await t.api.get(`/v1/profiles/${profileId}/locked-fields`).set(w.plain.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/profiles/${profileId}/locked-fields`)).status).toBe(401);
    const plainProfile = ((await t.api.get('/v1/profiles').set(w.plain.headers)).body.data as Profile[])[0];
    expect((await t.api.get(`/v1/profiles/${plainProfile.id}/locked-fields`).set(w.plain.headers)).body.data).toEqual({
      company: null,
      fields: [],
    });
  });

  it('a locked field sent anyway is 403 naming it, and nothing of the update is written', async () => {
    const res = await t.api
      .put(`/v1/profiles/${profileId}`)
      .set(person.headers)
      .send({ jobTitle: 'Chief', headline: 'Half-written?' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'Job title is managed by your company.',
      fields: { jobTitle: 'Job title is managed by your company.' },
    });
    const after = (await t.api.get(`/v1/profiles/${profileId}`).set(person.headers)).body.data as Profile;
    expect(after).toMatchObject({ jobTitle: 'Designer', headline: '' });
    // The whole form sent back with the locked values unchanged still saves.
    const saved = await t.api
      .put(`/v1/profiles/${profileId}`)
      .set(person.headers)
      .send({ jobTitle: 'Designer', company: 'Acme', headline: 'Drawing things' });
    expect(saved.status).toBe(200);
  });
});
