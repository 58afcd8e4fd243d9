import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompany } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SSO_MESSAGES } from '../../contract/sso';
import {
  DIRECTORY_CLIENT,
  DIRECTORY_DOMAIN,
  startCompanyDirectory,
  type CompanyDirectory,
} from '../../integrations/sso-directory/fake/oidc-directory.fake';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { connectOidc, connectSaml, forgetAccount, signInAtDirectory, signInWithIdp } from './sso-signin.test-support';
import { randomUUID } from 'node:crypto';

/** Signing in with the company's provider: the local OIDC code flow, the first sign-in's membership, refusals. */

let directory: CompanyDirectory;
let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;
let companyId: string;
let providerId: string;

beforeAll(async () => {
  [directory, fakes] = await Promise.all([startCompanyDirectory(), startProviderFakes()]);
});
afterAll(async () => Promise.all([directory.close(), fakes.close()]));
afterEach(async () => t.close());

async function world(options: { enforced?: boolean } = {}) {
  t = await createTestContext({ DNS_SERVER: fakes.dnsServer });
  owner = await createUser(t, { firstName: 'Olga', lastName: 'Owner' });
  companyId = (await createCompany(t, owner, 'Northwind')).id;
  providerId = await connectOidc(t, fakes, {
    companyId,
    admin: owner,
    issuer: directory.issuer,
    ...DIRECTORY_CLIENT,
    domain: DIRECTORY_DOMAIN,
    enforced: options.enforced,
  });
}

/** The local code flow for a directory person: start, their login at the directory, the callback. */
async function codeFlow(accountId: string, email = `${accountId}@${DIRECTORY_DOMAIN}`) {
  const start = await t.api.post('/v1/sso/oidc/start').send({ email });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const back = await signInAtDirectory(start.body.data.authorizationUrl, accountId);
  const code = back.searchParams.get('code');
  const state = back.searchParams.get('state');
  expect(code && state, back.href).toBeTruthy();
  return { code: code!, state: state!, back };
}

async function idTokenOf(accountId: string) {
  const { code, state } = await codeFlow(accountId);
  const callback = await t.api.post('/v1/sso/oidc/callback').send({ code, state });
  expect(callback.status, JSON.stringify(callback.body)).toBe(200);
  expect(callback.body.data.providerId).toBe(providerId);
  return callback.body.data.idToken as string;
}

async function invitationsOf(email: string) {
  return (await collections(t).invitations.where('email', '==', email).get()).docs.map((d) => d.data());
}

describe('discovery', () => {
  it('answers the domain facts only, the same for any address on it', async () => {
    await world({ enforced: true });
    const known = await t.api.post('/v1/sso/discover').send({ email: `ann@${DIRECTORY_DOMAIN}` });
    const unknown = await t.api.post('/v1/sso/discover').send({ email: `nobody-here@${DIRECTORY_DOMAIN}` });
    expect(known.status).toBe(200);
    expect(known.body.data).toEqual({ sso: true, providerId, type: 'oidc', companyName: 'Northwind', enforced: true });
    expect(unknown.body.data).toEqual(known.body.data);
    const other = await t.api.post('/v1/sso/discover').send({ email: 'ann@elsewhere.test' });
    expect(other.body.data).toEqual({ sso: false });
    expect((await t.api.post('/v1/sso/discover').send({ email: 'not an email' })).status).toBe(400);
    expect((await t.api.post('/v1/sso/discover').send({ email: 'a@b.test', extra: 1 })).status).toBe(400);
  });
});

describe('the local OIDC code flow, then the first sign-in', () => {
  it('signs Ann in at the directory, prepares her membership prefilled, and she confirms it', async () => {
    await world();
    const idToken = await idTokenOf('ann');
    const ann = await signInWithIdp(providerId, idToken);
    const complete = await t.api.post('/v1/sso/complete').set(ann.headers).send({ idpIdToken: idToken });
    expect(complete.status, JSON.stringify(complete.body)).toBe(200);
    expect(complete.body.data).toMatchObject({
      companyId,
      companyName: 'Northwind',
      member: false,
      profile: { firstName: 'Ann', lastName: 'Lindqvist', title: 'Head of Sales', department: 'Sales' },
    });
    const invitationId = complete.body.data.invitationId as string;
    // Idempotent: the same pending membership, one audit entry.
    const again = await t.api.post('/v1/sso/complete').set(ann.headers).send({ idpIdToken: idToken });
    expect(again.body.data.invitationId).toBe(invitationId);
    expect(await invitationsOf(`ann@${DIRECTORY_DOMAIN}`)).toHaveLength(1);
    const audit = await t.api.get(`/v1/company/${companyId}/api-keys/audit`).set(owner.headers);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    expect(audit.body.data.filter((e: { event: string }) => e.event === 'sso.joined')).toMatchObject([
      { by: ann.uid, target: providerId },
    ]);

    // She confirms through the existing accept route; her company profile carries the directory's attributes.
    const user = await t.api
      .post('/v1/users')
      .set(ann.headers)
      .send({ userId: ann.uid, firstName: 'Ann', lastName: 'Lindqvist', email: ann.email });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const accepted = await t.api.post(`/v1/company/invitations/${invitationId}/accept`).set(ann.headers).send({});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.employee).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lindqvist',
      title: 'Head of Sales',
      department: 'Sales',
    });
    const profile = (await collections(t).profiles.doc(accepted.body.data.profileId).get()).data();
    expect(profile).toMatchObject({
      companyId,
      firstName: 'Ann',
      lastName: 'Lindqvist',
      jobTitle: 'Head of Sales',
      department: 'Sales',
    });

    const member = await t.api.post('/v1/sso/complete').set(ann.headers).send({ idpIdToken: idToken });
    expect(member.body.data).toMatchObject({ member: true, invitationId: null });
  });

  it('takes up the invitation an admin already made for the address, with the directory attributes', async () => {
    await world();
    const invited = await t.api
      .post(`/v1/company/${companyId}/employees`)
      .set(owner.headers)
      .send({ email: `ben@${DIRECTORY_DOMAIN}`, firstName: 'Benjamin' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const idToken = await idTokenOf('ben');
    const ben = await signInWithIdp(providerId, idToken);
    const complete = await t.api.post('/v1/sso/complete').set(ben.headers).send({ idpIdToken: idToken });
    expect(complete.status, JSON.stringify(complete.body)).toBe(200);
    expect(complete.body.data.invitationId).toBe(invited.body.data.invitation.id);
    const [invitation] = await invitationsOf(`ben@${DIRECTORY_DOMAIN}`);
    expect(invitation).toMatchObject({ firstName: 'Ben', title: 'Solutions Engineer', department: 'Engineering' });
  });
});

describe('SAML: the attributes come in the Firebase token', () => {
  it("reads the emulator's SAML sign-in attributes into the pending membership", async () => {
    t = await createTestContext({ DNS_SERVER: fakes.dnsServer });
    owner = await createUser(t, { firstName: 'Olga', lastName: 'Owner' });
    companyId = (await createCompany(t, owner, 'Northwind')).id;
    const saml = await connectSaml(t, fakes, { companyId, admin: owner, domain: DIRECTORY_DOMAIN });
    const email = `ann-${randomUUID().slice(0, 8)}@${DIRECTORY_DOMAIN}`;
    // As the emulator's IdP widget signs in: JSON SAMLResponse, an id_token whose sub is the federated id.
    const ann = await signInWithIdp(saml, JSON.stringify({ sub: email, email, email_verified: true }), {
      assertion: {
        subject: { nameId: email },
        attributeStatements: {
          givenName: 'Ann',
          surname: 'Lindqvist',
          'http://schemas.microsoft.com/identity/claims/jobtitle': 'Head of Sales',
          department: ['Sales'],
        },
      },
    });
    const complete = await t.api.post('/v1/sso/complete').set(ann.headers).send({});
    expect(complete.status, JSON.stringify(complete.body)).toBe(200);
    expect(complete.body.data.profile).toEqual({
      firstName: 'Ann',
      lastName: 'Lindqvist',
      title: 'Head of Sales',
      department: 'Sales',
    });
    expect(await invitationsOf(email)).toMatchObject([
      { firstName: 'Ann', title: 'Head of Sales', department: 'Sales' },
    ]);
  });
});

describe('refusals: nothing joined, nothing written', () => {
  const refused = async (who: TestUser, body: Record<string, unknown>, status: number, message: string) => {
    const res = await t.api.post('/v1/sso/complete').set(who.headers).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await collections(t).invitations.get()).size).toBe(0);
  };

  it('an address the directory did not verify', async () => {
    await world();
    const idToken = await idTokenOf('cleo');
    // Each world's provider is new: the shared emulator would ask to confirm an earlier run's Cleo.
    await forgetAccount(t, `cleo@${DIRECTORY_DOMAIN}`);
    const cleo = await signInWithIdp(providerId, idToken);
    await refused(cleo, { idpIdToken: idToken }, 403, SSO_MESSAGES.emailNotVerified);
  });

  it('an address on a domain the company has not claimed', async () => {
    await world();
    const start = await t.api.post('/v1/sso/oidc/start').send({ email: `dev@${DIRECTORY_DOMAIN}` });
    const back = await signInAtDirectory(start.body.data.authorizationUrl, 'dev');
    const callback = await t.api
      .post('/v1/sso/oidc/callback')
      .send({ code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    const dev = await signInWithIdp(providerId, callback.body.data.idToken);
    await refused(dev, { idpIdToken: callback.body.data.idToken }, 403, SSO_MESSAGES.emailNotOnDomain);
  });

  it("another company's provider, a password sign-in, a tampered, foreign or expired token", async () => {
    await world();
    const idToken = await idTokenOf('ann');
    const otherProvider = await signInWithIdp('oidc.globex', idToken);
    await refused(otherProvider, { idpIdToken: idToken }, 403, SSO_MESSAGES.providerMismatch);
    const password = await createUser(t, { email: `pat-${Date.now()}@${DIRECTORY_DOMAIN}` });
    await refused(password, { idpIdToken: idToken }, 403, SSO_MESSAGES.providerMismatch);

    const ann = await signInWithIdp(providerId, idToken);
    const [head, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, title: 'CEO' })).toString('base64url');
    await refused(ann, { idpIdToken: `${head}.${forged}.${signature}` }, 403, SSO_MESSAGES.providerMismatch);
    await refused(ann, {}, 400, SSO_MESSAGES.providerMismatch);
    // Ben's own valid token, presented with Ann's session.
    await refused(ann, { idpIdToken: await idTokenOf('ben') }, 403, SSO_MESSAGES.providerMismatch);
    t.clock.advance(2 * 3_600_000);
    const later = await signInWithIdp(providerId, idToken);
    await refused(later, { idpIdToken: idToken }, 403, SSO_MESSAGES.providerMismatch);
  });

  it('a replayed or unknown state, and a made-up code', async () => {
    await world();
    const { code, state } = await codeFlow('ann');
    expect((await t.api.post('/v1/sso/oidc/callback').send({ code, state })).status).toBe(200);
    const replay = await t.api.post('/v1/sso/oidc/callback').send({ code, state });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(SSO_MESSAGES.signInExpired);
    const madeUp = await codeFlow('ann');
    const wrongCode = await t.api.post('/v1/sso/oidc/callback').send({ code: 'made-up', state: madeUp.state });
    expect(wrongCode.status).toBe(400);
    expect((await t.api.post('/v1/sso/oidc/callback').send({ code: 'x', state: 'nope' })).status).toBe(400);
    expect((await t.api.post('/v1/sso/oidc/start').send({ email: 'ann@elsewhere.test' })).status).toBe(404);
  });
});
