import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../contract/company';
import {
  createTestContext,
  createUser,
  signIn,
  type TestContext,
  type TestUser,
} from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

/**
 * Joining takes the person's own yes (security review S1, S2, S17): an invited account stays out
 * of the company's reach until it accepts, with an email Auth has verified.
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

const newEmail = () => `consent-${randomUUID()}@test.everlink.test`;
const invite = async (email: string, extra: Record<string, unknown> = {}) => {
  const res = await t.api
    .post(`${base}/employees`)
    .set(w.admin.headers)
    .send({ email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.invitation.id as string;
};
const profilesOf = async (user: TestUser) =>
  (await t.api.get('/v1/profiles').set(user.headers)).body.data as {
    id: string;
    default: boolean;
    companyId?: string | null;
  }[];
const userDoc = async (uid: string) => (await collections(t).users.doc(uid).get()).data()!;
const invitationStatus = async (id: string) => (await collections(t).invitations.doc(id).get()).data()!.status;
const accept = (user: TestUser, id: string, body: Record<string, unknown> = {}) =>
  t.api.post(`/v1/company/invitations/${id}/accept`).set(user.headers).send(body);

/** An account whose email nobody verified (sign-up without the mail's link). */
const unverified = (email: string) => createUser(t, { email, verified: false });

describe('S1: an invited account is out of the company’s reach until it says yes', () => {
  it('profiles, analytics and contacts answer 404 to the admin while pending; accepting in the app joins with a prefilled company profile', async () => {
    const person = await createUser(t, { firstName: 'Vic', lastName: 'Tim' });
    const [own] = await profilesOf(person);
    const contact = (
      await t.api
        .post('/v1/contacts')
        .set(person.headers)
        .send({ firstName: 'Pri', lastName: 'Vate', email: 'pri@vate.test' })
    ).body.data;
    const id = await invite(person.email, {
      roleIds: ['admin'],
      firstName: 'Victor',
      title: 'Engineer',
      department: 'R&D',
    });

    expect((await t.api.put(`/v1/profiles/${own.id}`).set(w.admin.headers).send({ bio: 'Phish' })).status).toBe(404);
    expect((await t.api.get(`/v1/analytics/dashboard/${own.id}`).set(w.admin.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/contacts/${contact.id}`).set(w.admin.headers)).status).toBe(404);
    expect(
      (await t.api.get(`${base}/employees`).set(w.admin.headers)).body.data.map((e: { id: string }) => e.id),
    ).not.toContain(person.uid);

    const mine = await t.api.get('/v1/company/invitations/mine').set(person.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      {
        id,
        email: person.email,
        company: { id: w.acme.id, name: 'Acme' },
        invitedBy: { name: 'Ada Admin' },
        title: 'Engineer',
        department: 'R&D',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);

    const res = await accept(person, id);
    expect(res.status).toBe(200);
    expect(res.body.data.employee).toMatchObject({
      id: person.uid,
      roleIds: ['admin'],
      title: 'Engineer',
      department: 'R&D',
    });
    const profiles = await profilesOf(person);
    const companyProfile = (await t.api.get(`/v1/profiles/${res.body.data.profileId}`).set(person.headers)).body.data;
    expect(companyProfile).toMatchObject({
      firstName: 'Victor',
      lastName: 'Tim',
      jobTitle: 'Engineer',
      department: 'R&D',
      company: 'Acme',
      companyId: w.acme.id,
      default: false,
    });
    // Only the profile joined with is the company's; the personal one stays personal (S5).
    expect(profiles.find((p) => p.id === own.id)?.companyId ?? null).toBeNull();
    expect(await invitationStatus(id)).toBe('accepted');
    expect((await accept(person, id)).status).toBe(404);
    expect((await t.api.get('/v1/company/invitations/mine').set(person.headers)).body.data).toEqual([]);
  });

  it('accepting with one of one’s own profiles makes that one the company profile; another person’s profile is 404, nothing written', async () => {
    const person = await createUser(t);
    const [own] = await profilesOf(person);
    const [foreign] = await profilesOf(w.plain);
    const id = await invite(person.email);
    const refused = await accept(person, id, { profileId: foreign.id });
    expect(refused.status).toBe(404);
    expect(await invitationStatus(id)).toBe('pending');
    expect((await userDoc(person.uid)).companyId).toBeUndefined();
    expect(
      (
        await t.api
          .post(`/v1/company/invitations/${id}/accept`)
          .set(person.headers)
          .send({ profileId: own.id, extra: 1 })
      ).status,
    ).toBe(400);

    const res = await accept(person, id, { profileId: own.id });
    expect(res.status).toBe(200);
    expect(res.body.data.profileId).toBe(own.id);
    expect((await profilesOf(person)).map((p) => p.companyId)).toEqual([w.acme.id]);
  });

  it('someone else’s invitation is 404 to accept or decline, and the owner’s decline ends it and its mail link', async () => {
    const email = newEmail();
    const id = await invite(email);
    const mail = (await inbox(email))[0].text ?? '';
    const link = new URL(mail.match(/https?:\/\/\S+/)![0]);
    const token = link.searchParams.get('token')!;
    for (const other of [w.plain, w.rep, w.admin]) {
      expect((await accept(other, id)).status).toBe(404);
      expect((await t.api.post(`/v1/company/invitations/${id}/decline`).set(other.headers)).status).toBe(404);
    }
    expect((await t.api.post(`/v1/company/invitations/${id}/decline`)).status).toBe(401);
    expect(await invitationStatus(id)).toBe('pending');

    const person = await createUser(t, { email });
    const declined = await t.api.post(`/v1/company/invitations/${id}/decline`).set(person.headers);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({ id, status: 'declined' });
    expect(await invitationStatus(id)).toBe('declined');
    expect((await accept(person, id)).status).toBe(404);
    expect(
      (await t.api.post('/v1/company/invitations/accept').set(person.headers).send({ invitationId: id, token })).status,
    ).toBe(404);
    expect((await t.api.get('/v1/company').set(person.headers)).status).toBe(404);
  });

  it('the mail link: a forged token is 404, another address 403, and each refusal writes nothing', async () => {
    const email = newEmail();
    const id = await invite(email);
    const token = new URL(((await inbox(email))[0].text ?? '').match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const other = await t.api
      .post('/v1/company/invitations/accept')
      .set(w.plain.headers)
      .send({ invitationId: id, token });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(COMPANY_MESSAGES.invitationOtherEmail);
    expect((await userDoc(w.plain.uid)).companyId).toBeUndefined();
    const person = await createUser(t, { email });
    expect(
      (
        await t.api
          .post('/v1/company/invitations/accept')
          .set(person.headers)
          .send({ invitationId: id, token: 'forged' })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.api
          .post('/v1/company/invitations/accept')
          .set(person.headers)
          .send({ invitationId: 'nope', token: 'forged' })
      ).status,
    ).toBe(404);
    expect(await invitationStatus(id)).toBe('pending');
    expect((await userDoc(person.uid)).companyId).toBeUndefined();
  });
});

describe('S2: invitations are matched only on an email Auth has verified', () => {
  // First: the change needs a recent sign-in, which the clock moved on in (a) would not be.
  it('(c) changing one’s email with PUT /v1/auth mirrors none until verified, and the invitation stays out of reach', async () => {
    const email = newEmail();
    const attacker = await createUser(t);
    const changed = await t.api.put('/v1/auth').set(attacker.headers).send({ email });
    expect(changed.status).toBe(200);
    expect(changed.body.data.emailVerified).toBe(false);
    expect((await userDoc(attacker.uid)).email).toBe('');
    const id = await invite(email, { roleIds: ['admin'] });
    const fresh = await signIn(email, attacker.password);
    expect((await t.api.get('/v1/company/invitations/mine').set(fresh.headers)).body.data).toEqual([]);
    expect((await accept(fresh, id)).status).toBe(403);
    expect((await t.api.get('/v1/company').set(fresh.headers)).status).toBe(404);
  });
  it('(a) an unverified sign-up with a future hire’s address stores no email and gets nothing of the invitation, re-sent or not', async () => {
    const email = newEmail();
    const attacker = await unverified(email);
    expect((await userDoc(attacker.uid)).email).toBe('');
    const id = await invite(email, { roleIds: ['admin'] });
    expect((await t.api.get('/v1/company/invitations/mine').set(attacker.headers)).body.data).toEqual([]);
    const refused = await accept(attacker, id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COMPANY_MESSAGES.invitationUnverified);
    t.clock.advance(61 * 60_000);
    await invite(email, { roleIds: ['admin'] });
    expect((await t.api.get('/v1/company').set(attacker.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/employees`).set(attacker.headers)).status).toBe(404);
    expect(await invitationStatus(id)).toBe('pending');
  });

  it('(b) an anonymous account sending an email in POST /v1/users stores none and is refused the invitation', async () => {
    const email = newEmail();
    const res = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    const anon = (await res.json()) as { localId: string; idToken: string };
    const headers = { Authorization: `Bearer ${anon.idToken}` };
    const created = await t.api
      .post('/v1/users')
      .set(headers)
      .send({ userId: anon.localId, firstName: 'Anna', lastName: 'Nym', email });
    expect(created.status).toBe(201);
    expect((await userDoc(anon.localId)).email).toBe('');
    const id = await invite(email, { roleIds: ['admin'] });
    expect((await t.api.get('/v1/company/invitations/mine').set(headers)).body.data).toEqual([]);
    expect((await t.api.post(`/v1/company/invitations/${id}/accept`).set(headers).send({})).status).toBe(404);
    expect((await t.api.get('/v1/company').set(headers)).status).toBe(404);
  });

  it('signing up through the mail link is the yes: the token proves the mailbox, and the email counts as verified from then on', async () => {
    const email = newEmail();
    const id = await invite(email, { title: 'Analyst' });
    const token = new URL(((await inbox(email))[0].text ?? '').match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const person = await unverified(email);
    const res = await t.api
      .post('/v1/company/invitations/accept')
      .set(person.headers)
      .send({ invitationId: id, token });
    expect(res.status).toBe(200);
    expect(res.body.data.employee).toMatchObject({ id: person.uid, email, title: 'Analyst' });
    expect((await getAuth().getUser(person.uid)).emailVerified).toBe(true);
    expect((await userDoc(person.uid)).email).toBe(email);
  });
});
