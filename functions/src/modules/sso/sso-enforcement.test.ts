import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  signIn,
  verifiedSignUp,
  type TestContext,
  type TestUser,
} from '../../../test/harness.test-support';
import { createCompany } from '../../../test/world.test-support';
import { createCountingContext } from '../../../test/counting-store.test-support';
import { collections } from '../../platform/store/collections';
import { SSO_MESSAGES } from '../../contract/sso';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { connectOidc, ownedDomain, signInWithIdp } from './sso-signin.test-support';
import { startIssuer, type FakeIssuer } from './sso.test-support';
import { DOMAIN_RULE_CACHE_MS } from './sso-enforcement';

/** Enforced single sign-on on the server: every signed-in call of an address on the domain. */

const DOMAIN = 'enforced.test';
let t: TestContext;
let owner: TestUser;
let companyId: string;
let providerId: string;
let fakes: ProviderFakes;
let issuer: FakeIssuer;

beforeAll(async () => {
  [fakes, issuer] = await Promise.all([startProviderFakes(), startIssuer()]);
});
afterAll(async () => Promise.all([fakes.close(), issuer.close()]));
afterEach(async () => t.close());

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@${DOMAIN}`;

async function world(enforced: boolean) {
  ({ t, owner, companyId, providerId } = await ownedDomain(fakes, issuer, {
    domain: DOMAIN,
    companyName: 'Enforcer',
    enforced,
  }));
}

const call = (who: TestUser) => t.api.get('/v1/profiles').set(who.headers);

async function breakGlassEntries() {
  const audit = await t.api.get(`/v1/company/${companyId}/api-keys/audit`).set(owner.headers);
  expect(audit.status, JSON.stringify(audit.body)).toBe(200);
  return (audit.body.data as { event: string; by?: string }[]).filter((e) => e.event === 'sso.break_glass');
}

describe('enforced single sign-on', () => {
  it('refuses a password session of an address on the domain on every signed-in call, with the message', async () => {
    await world(true);
    const pat = await createUser(t, { email: address('pat') }).catch((error: Error) => error);
    // Creating the user record is itself a signed-in call: refused.
    expect(String(pat)).toContain('403');
    const session = await verifiedSignUp(address('sam'));
    const refused = await call(session);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: SSO_MESSAGES.ssoRequired, code: 'sso-required' });
    // Anyone else's address is not concerned.
    const other = await createUser(t);
    expect((await call(other)).status).toBe(200);
  });

  it("lets the company's provider's sessions through", async () => {
    await world(true);
    const ann = await signInWithIdp(
      providerId,
      JSON.stringify({ sub: `ann-${randomUUID()}`, email: address('ann'), email_verified: true }),
    );
    expect((await t.api.post('/v1/sso/discover').send({ email: ann.email })).body.data.enforced).toBe(true);
    const res = await call(ann);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Another provider's session for the same domain is not the company's.
    const google = await signInWithIdp(
      'google.com',
      JSON.stringify({ sub: `g-${randomUUID()}`, email: address('gus'), email_verified: true }),
    );
    expect((await call(google)).status).toBe(403);
  });

  it('lets the owner through (break-glass), audited once a session', async () => {
    await world(true);
    expect((await call(owner)).status).toBe(200);
    expect((await call(owner)).status).toBe(200);
    expect(await breakGlassEntries()).toMatchObject([{ by: owner.uid }]);
    // A new sign-in is a new session (auth_time has seconds' resolution).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    owner = await signIn(owner.email, owner.password);
    expect((await call(owner)).status).toBe(200);
    expect(await breakGlassEntries()).toHaveLength(2);
  });

  it('not enforced: every sign-in goes, no audit', async () => {
    await world(false);
    const pat = await createUser(t, { email: address('pat') });
    expect((await call(pat)).status).toBe(200);
    expect((await call(owner)).status).toBe(200);
    expect(await breakGlassEntries()).toEqual([]);
  });

  it(`an instance sees a change of enforcement within ${DOMAIN_RULE_CACHE_MS / 1000} s`, async () => {
    await world(false);
    const pat = await createUser(t, { email: address('pat') });
    expect((await call(pat)).status).toBe(200);
    await collections(t).ssoConnections.doc(companyId).update({ enforced: true });
    // Still the rule this instance read: the documented staleness.
    expect((await call(pat)).status).toBe(200);
    t.clock.advance(DOMAIN_RULE_CACHE_MS);
    expect((await call(pat)).status).toBe(403);
    await collections(t).ssoConnections.doc(companyId).update({ enforced: false });
    t.clock.advance(DOMAIN_RULE_CACHE_MS);
    expect((await call(pat)).status).toBe(200);
  });

  it('refuses the session on the routes open to anyone too, where a signed-in caller acts as themselves', async () => {
    await world(false);
    const pat = await createUser(t, { email: address('pat') });
    const profiles = await call(pat);
    expect(profiles.status).toBe(200);
    const profileId = (profiles.body.data as { id: string }[])[0]!.id;
    const enforce = await t.api
      .put(`/v1/company/${companyId}/sso/enforcement`)
      .set(owner.headers)
      .send({ enforced: true });
    expect(enforce.status).toBe(200);
    t.clock.advance(DOMAIN_RULE_CACHE_MS);
    // A session from before enforcement (the blocking function judges sign-ins, not token refreshes).
    for (const res of [
      await t.api.get(`/v1/profiles/${profileId}`).set(pat.headers),
      await t.api.get(`/v1/profiles/${profileId}/socials`).set(pat.headers),
      await t.api.post('/v1/contacts').set(pat.headers).send({ firstName: 'Lee', lastName: 'Lead' }),
    ])
      expect(res.body, JSON.stringify(res.body)).toMatchObject({
        message: SSO_MESSAGES.ssoRequired,
        code: 'sso-required',
      });
    // Anyone else, and no one signed in, as before.
    expect((await t.api.get(`/v1/profiles/${profileId}`).set(owner.headers)).status).toBe(200);
    expect((await t.api.get(`/v1/profiles/${profileId}`)).status).toBe(200);
  });

  it('costs a signed-in call no read while the rule is cached: one for an unclaimed domain, three for a claimed one', async () => {
    // The principal cache off, so only the domain rule's cache differs between the two calls.
    const counted = await createCountingContext({ PRINCIPAL_CACHE_MS: '0', DNS_SERVER: fakes.dnsServer });
    t = counted;
    const plain = await createUser(t);
    owner = await createUser(t, { email: address('olga') });
    companyId = (await createCompany(t, owner, 'Counted')).id;
    await connectOidc(t, fakes, {
      companyId,
      admin: owner,
      issuer: issuer.url,
      clientId: 'everlink',
      clientSecret: 'secret',
      domain: DOMAIN,
    });
    const readsOf = async (who: TestUser) => {
      const { cost } = await counted.ops.measure(() => call(who));
      return cost.reads;
    };
    for (const [who, ruleReads] of [
      [plain, 1],
      [owner, 3],
    ] as const) {
      t.clock.advance(DOMAIN_RULE_CACHE_MS);
      const cold = await readsOf(who);
      const warm = await readsOf(who);
      expect(cold - warm).toBe(ruleReads);
    }
  });
});
