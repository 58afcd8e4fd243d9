import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { createUser } from '../../../test/harness.test-support';
import { createCompany } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SSO_LIMITS, SSO_MESSAGES } from '../../contract/sso';
import { SIGNING_PEM, identityEvents, publishTxt, ssoWorld, type SsoWorld } from './sso.test-support';

let fakes: ProviderFakes;
let w: SsoWorld;
let domain: string;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  w = await ssoWorld(fakes);
  // A domain of its own a test: the DNS fake is shared by the file.
  domain = `acme-${Math.random().toString(36).slice(2, 8)}.test`;
});
afterEach(async () => w.t.close());

const base = (companyId = w.companyId) => `/v1/company/${companyId}/sso`;
const claim = (name = domain, by = w.admin, companyId = w.companyId) =>
  w.t.api
    .post(`${base(companyId)}/domains`)
    .set(by.headers)
    .send({ domain: name });
const verify = (name = domain, by = w.admin, companyId = w.companyId) =>
  w.t.api.post(`${base(companyId)}/domains/${name}/verify`).set(by.headers);
const holder = async (name = domain) => (await collections(w.t.deps).ssoDomains.doc(name).get()).data();
const configureSaml = () =>
  w.t.api
    .put(base())
    .set(w.admin.headers)
    .send({
      type: 'saml',
      displayName: 'Acme',
      idpEntityId: 'urn:acme',
      ssoUrl: 'https://idp.acme.test/saml',
      x509Certificates: [SIGNING_PEM],
    });
const enforce = (enforced: boolean) => w.t.api.put(`${base()}/enforcement`).set(w.admin.headers).send({ enforced });

describe('SSO domains: claiming and proving a domain by DNS', () => {
  it('claims with what to publish, refuses until the TXT record is found, then verifies', async () => {
    const res = await claim(domain.toUpperCase());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const claimed = res.body.data;
    expect(claimed).toMatchObject({
      domain,
      companyId: w.companyId,
      status: 'pending',
      recordName: `_everlink-challenge.${domain}`,
      recordValue: expect.stringMatching(/^everlink-verify=[0-9a-f]{32}$/),
      verifiedAt: null,
    });
    expect(Date.parse(claimed.expiresAt) - Date.parse(claimed.createdAt)).toBe(SSO_LIMITS.claimDays * 86_400_000);

    const missing = await verify();
    expect(missing.status).toBe(200);
    expect(missing.body.data).toMatchObject({
      status: 'failed',
      lastError: SSO_MESSAGES.domainNotProved,
      recordName: claimed.recordName,
      recordValue: claimed.recordValue,
    });
    // Another value at the name (an old token, an SPF record) proves nothing.
    await publishTxt(fakes, claimed.recordName, ['v=spf1 -all', 'everlink-verify=someone-else']);
    expect((await verify()).body.data.status).toBe('failed');
    expect(await holder()).toBeUndefined();

    await publishTxt(fakes, claimed.recordName, ['v=spf1 -all', claimed.recordValue]);
    const proved = await verify();
    expect(proved.status).toBe(200);
    expect(proved.body.data).toMatchObject({ status: 'verified', lastError: null, verifiedAt: expect.any(String) });
    expect(await holder()).toMatchObject({ domain, companyId: w.companyId });
    const listed = await w.t.api.get(`${base()}/domains`).set(w.admin.headers);
    expect(listed.body.data).toEqual([proved.body.data]);
    expect(JSON.stringify(listed.body)).not.toContain('"token"');

    const events = (await identityEvents(w)).filter((e) => e.target === domain).map((e) => e.event);
    expect(events.sort()).toEqual(['domain.claimed', 'domain.failed', 'domain.failed', 'domain.verified']);
  });

  it('finds a record split in 255-byte strings (as DNS carries long values)', async () => {
    const claimed = (await claim()).body.data;
    await publishTxt(fakes, claimed.recordName, [`${claimed.recordValue}${'x'.repeat(300)}`]);
    expect((await verify()).body.data.status).toBe('failed');
    await publishTxt(fakes, claimed.recordName, [claimed.recordValue]);
    expect((await verify()).body.data.status).toBe('verified');
  });

  it('refuses public mail domains, malformed names, and an expired token', async () => {
    for (const name of ['gmail.com', 'outlook.com', 'yahoo.com']) {
      const res = await claim(name);
      expect(res.status, name).toBe(400);
      expect(res.body.fields).toEqual({ domain: SSO_MESSAGES.domainPublic });
    }
    for (const name of ['localhost', 'http://acme.test', 'acme..test', 'a b.test'])
      expect((await claim(name)).status, name).toBe(400);

    const claimed = (await claim()).body.data;
    await publishTxt(fakes, claimed.recordName, [claimed.recordValue]);
    w.t.clock.advance((SSO_LIMITS.claimDays + 1) * 86_400_000);
    const late = await verify();
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(SSO_MESSAGES.domainClaimExpired);
    // A new claim gives a new token, which the old record does not prove.
    const again = (await claim()).body.data;
    expect(again.recordValue).not.toBe(claimed.recordValue);
    expect((await verify()).body.data.status).toBe('failed');
  });

  it("refuses another company's verified domain, at claim and at verification", async () => {
    const other = (await claim(domain, w.globexAdmin, w.globexId)).body.data;
    const mine = (await claim()).body.data;
    await publishTxt(fakes, other.recordName, [other.recordValue, mine.recordValue]);
    expect((await verify(domain, w.globexAdmin, w.globexId)).body.data.status).toBe('verified');
    const late = await verify();
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SSO_MESSAGES.domainTaken);
    const third = await createUser(w.t, { firstName: 'Ina', lastName: 'Initech' });
    const initech = await createCompany(w.t, third, 'Initech');
    const refused = await claim(domain, third, initech.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SSO_MESSAGES.domainTaken);
    expect(await holder()).toMatchObject({ companyId: w.globexId });
  });

  it('is for the company admins: an employee 403, another company 404; an unknown claim 404', async () => {
    expect((await claim(domain, w.employee)).status).toBe(403);
    expect((await claim(domain, w.globexAdmin)).status).toBe(404);
    expect((await w.t.api.get(`${base()}/domains`).set(w.employee.headers)).status).toBe(403);
    expect((await verify('never.test')).status).toBe(404);
    expect((await w.t.api.delete(`${base()}/domains/never.test`).set(w.admin.headers)).status).toBe(404);
  });

  it('limits checks (DNS lookups) a company an hour', async () => {
    await claim();
    for (let i = 0; i < SSO_LIMITS.verificationsPerHour; i++) expect((await verify()).status).toBe(200);
    expect((await verify()).status).toBe(429);
    w.t.clock.advance(3_600_000);
    expect((await verify()).status).toBe(200);
  });

  it('limits the claims a company holds', async () => {
    for (let i = 0; i < SSO_LIMITS.domainsPerCompany; i++) expect((await claim(`d${i}.${domain}`)).status).toBe(201);
    const over = await claim(`over.${domain}`);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(SSO_MESSAGES.tooManyDomains);
    // Claiming again one already held is not one more.
    expect((await claim(`d0.${domain}`)).status).toBe(201);
  });
});

describe('SSO enforcement', () => {
  it('needs a provider and a verified domain; removing the last domain turns it off', async () => {
    expect((await enforce(true)).body.message).toBe(SSO_MESSAGES.enforceNeedsDomain);
    expect((await configureSaml()).status).toBe(200);
    const refused = await enforce(true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SSO_MESSAGES.enforceNeedsDomain);

    const claimed = (await claim()).body.data;
    await publishTxt(fakes, claimed.recordName, [claimed.recordValue]);
    await verify();
    const on = await enforce(true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.enforced).toBe(true);
    expect((await enforce(true)).body.data.enforced).toBe(true);

    expect((await w.t.api.delete(`${base()}/domains/${domain}`).set(w.admin.headers)).status).toBe(204);
    expect(await holder()).toBeUndefined();
    expect((await w.t.api.get(base()).set(w.admin.headers)).body.data.enforced).toBe(false);
    expect((await w.t.api.get(`${base()}/domains`).set(w.admin.headers)).body.data).toEqual([]);

    const events = (await identityEvents(w)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['sso.enforced', 'sso.unenforced', 'domain.removed']));
    expect(events.filter((e) => e === 'sso.enforced')).toHaveLength(1);
  });

  it('turns off when asked, and removing the provider drops enforcement with it', async () => {
    await configureSaml();
    const claimed = (await claim()).body.data;
    await publishTxt(fakes, claimed.recordName, [claimed.recordValue]);
    await verify();
    await enforce(true);
    expect((await enforce(false)).body.data.enforced).toBe(false);
    await enforce(true);
    expect((await w.t.api.delete(base()).set(w.admin.headers)).status).toBe(204);
    expect((await w.t.api.get(base()).set(w.admin.headers)).body.data).toBeNull();
    expect(await holder()).toMatchObject({ companyId: w.companyId });
    expect((await enforce(true)).status).toBe(409);
  });
});
