import { createHash, randomBytes } from 'node:crypto';
import { OAuth2 } from 'jsforce';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../core/fake/http';
import { clickConsent } from '../core/fake/consent';
import { ProviderError } from '../core/http';
import type { CrmCall, CrmRecord } from '../core/company-crm.types';
import type { ProviderCall, ResolvedSettings } from '../core/types';
import { SALESFORCE_DEMO_ORG, SALESFORCE_DEMO_USERS, SalesforceFake } from './fake/salesforce.fake';
import { salesforce, SALESFORCE_NOT_PROVIDED } from './salesforce.company';

// The adapter against the Salesforce fake on a real port: jsforce speaks HTTP to it as to an org.

let server: FakeServer;
let fake: SalesforceFake;
let base: string;
let call: ProviderCall;
let crm: CrmCall;

const settings = (): ResolvedSettings => ({
  authBase: base,
  tokenBase: base,
  apiBase: base,
  clientId: 'salesforce-demo-client',
  clientSecret: 'salesforce-demo-secret',
  redirectUri: 'http://127.0.0.1:5000/integrations',
});

beforeAll(async () => {
  fake = new SalesforceFake();
  server = await startFakeServer([fake]);
  base = server.baseOf('salesforce');
});
afterAll(async () => server.close());
beforeEach(() => {
  call = { settings: settings(), timeoutMs: 1000 };
  crm = { ...call, tokens: fake.grant(), extra: { instanceUrl: base } };
});

const record = (properties: Record<string, string>, more: Partial<CrmRecord> = {}): CrmRecord => ({
  remoteId: null,
  email: (properties.Email ?? '').toLowerCase(),
  properties,
  ownerId: null,
  ...more,
});
const uniqueEmail = () => `lead-${randomBytes(4).toString('hex')}@example.com`;
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

/** The core's half of PKCE: a verifier kept with the state, its S256 challenge in the URL. */
function pkce(length = 64) {
  const codeVerifier = randomBytes(length).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

async function connect(verifier = pkce()) {
  const url = salesforce.authorizeUrl(call.settings, { state: 'salesforce.n1', codeChallenge: verifier.codeChallenge });
  const { query } = await clickConsent(url);
  expect(query.get('state')).toBe('salesforce.n1');
  return { code: query.get('code')!, ...verifier };
}

describe('Salesforce: connecting (web-server flow with PKCE)', () => {
  it('builds the authorize URL jsforce builds, with the core challenge and no method', () => {
    const { codeChallenge } = pkce();
    const ours = new URL(salesforce.authorizeUrl(call.settings, { state: 's1', codeChallenge }));
    const theirs = new URL(
      new OAuth2({
        loginUrl: base,
        clientId: 'salesforce-demo-client',
        redirectUri: 'http://127.0.0.1:5000/integrations',
      }).getAuthorizationUrl({ scope: 'api refresh_token', state: 's1', code_challenge: codeChallenge }),
    );
    expect(ours.origin + ours.pathname).toBe(`${base}/services/oauth2/authorize`);
    expect(Object.fromEntries(ours.searchParams)).toEqual(Object.fromEntries(theirs.searchParams));
    expect(ours.searchParams.has('code_challenge_method')).toBe(false);
  });

  it('exchanges the code with the verifier: tokens without expiry, the org, its instance_url kept', async () => {
    const { code, codeVerifier } = await connect();
    const connected = await salesforce.exchangeCode(call, { code, codeVerifier });
    expect(connected.account).toEqual({ id: SALESFORCE_DEMO_ORG.Id, name: SALESFORCE_DEMO_ORG.Name });
    expect(connected.extra).toEqual({
      instanceUrl: base,
      organizationId: SALESFORCE_DEMO_ORG.Id,
      userId: SALESFORCE_DEMO_USERS[0].Id,
    });
    expect(fake.tokens.accessTokens.has(connected.tokens.accessToken)).toBe(true);
    expect(fake.tokens.refreshTokens.has(connected.tokens.refreshToken!)).toBe(true);
    expect(connected.tokens.expiresInSeconds).toBe(15 * 60);
  });

  it("accepts jsforce's own 171-character verifier", async () => {
    const oauth2 = new OAuth2({ loginUrl: base, clientId: 'c', redirectUri: 'r', useVerifier: true });
    expect(oauth2.codeVerifier).toHaveLength(171);
    const challenge = new URL(oauth2.getAuthorizationUrl()).searchParams.get('code_challenge')!;
    const { code } = await connect({ codeVerifier: oauth2.codeVerifier!, codeChallenge: challenge });
    const connected = await salesforce.exchangeCode(call, { code, codeVerifier: oauth2.codeVerifier! });
    expect(connected.account.id).toBe(SALESFORCE_DEMO_ORG.Id);
  });

  it('refuses a wrong or missing verifier, and a code used twice, in Salesforce words', async () => {
    const first = await connect();
    const wrong = await failureOf(
      salesforce.exchangeCode(call, { code: first.code, codeVerifier: pkce().codeVerifier }),
    );
    expect([wrong.kind, wrong.status, wrong.detail]).toEqual([
      'refused',
      400,
      'invalid_request: invalid code verifier',
    ]);
    const second = await connect();
    const missing = await failureOf(salesforce.exchangeCode(call, { code: second.code }));
    expect(missing.detail).toBe('invalid_grant: invalid code verifier');
    const again = await failureOf(
      salesforce.exchangeCode(call, { code: second.code, codeVerifier: second.codeVerifier }),
    );
    expect(again.detail).toBe('invalid_grant: expired authorization code');
  });
});

describe('Salesforce: mapping and owners', () => {
  it("lists Lead's writable fields, standard and custom, with the required ones", async () => {
    const properties = await salesforce.listProperties(crm);
    const byName = new Map(properties.map((p) => [p.name, p]));
    expect(byName.get('LastName')).toMatchObject({ required: true, custom: false, type: 'string' });
    expect(byName.get('Company')).toMatchObject({ required: true });
    expect(byName.get('Email')).toMatchObject({ required: false, type: 'email' });
    expect(byName.get('Everlink_Job_Title__c')).toMatchObject({ custom: true, label: 'Job Title (Everlink)' });
    for (const readOnlyOrReference of ['Id', 'IsConverted', 'CreatedDate', 'OwnerId'])
      expect(byName.has(readOnlyOrReference)).toBe(false);
    for (const row of salesforce.defaultMapping) expect(byName.has(row.property), row.property).toBe(true);
  });

  it('finds the active user with the employee email, and nobody for others', async () => {
    expect(await salesforce.findOwner(crm, 'priya@acme.demo.everlink.test')).toBe(SALESFORCE_DEMO_USERS[1].Id);
    expect(await salesforce.findOwner(crm, 'former@acme.demo.everlink.test')).toBeNull();
    expect(await salesforce.findOwner(crm, "o'hara\\x@nowhere.example")).toBeNull();
  });
});

describe('Salesforce: pushing leads', () => {
  it('creates a lead with the mapped fields and the owner, then updates the same one by its id', async () => {
    const email = uniqueEmail();
    const first = await salesforce.upsert(
      crm,
      record(
        { FirstName: 'Ada', LastName: 'Byron', Email: email, Company: 'Analytical', Everlink_Job_Title__c: 'CTO' },
        { ownerId: SALESFORCE_DEMO_USERS[2].Id },
      ),
    );
    expect(first.created).toBe(true);
    expect(fake.leads.byId.get(first.remoteId)).toMatchObject({
      FirstName: 'Ada',
      Company: 'Analytical',
      Everlink_Job_Title__c: 'CTO',
      OwnerId: SALESFORCE_DEMO_USERS[2].Id,
    });
    const second = await salesforce.upsert(
      crm,
      record({ LastName: 'Lovelace', Email: email, Company: '' }, { remoteId: first.remoteId }),
    );
    expect(second).toEqual({ remoteId: first.remoteId, created: false });
    expect(fake.leads.withEmail(email)).toHaveLength(1);
    // An empty value is left out, never sent to clear what the CRM holds.
    expect(fake.leads.byId.get(first.remoteId)).toMatchObject({ LastName: 'Lovelace', Company: 'Analytical' });
  });

  it('matches an open lead by email (quotes and backslashes escaped) instead of duplicating it', async () => {
    const email = `o'brien\\${randomBytes(3).toString('hex')}@example.com`;
    const first = await salesforce.upsert(crm, record({ LastName: 'Brien', Company: 'Acme', Email: email }));
    const again = await salesforce.upsert(crm, record({ LastName: "O'Brien", Company: 'Acme', Email: email }));
    expect(again).toEqual({ remoteId: first.remoteId, created: false });
    expect(fake.leads.withEmail(email).map((l) => l.LastName)).toEqual(["O'Brien"]);
  });

  it('falls back from a deleted id to the email, and from a converted lead to a new one', async () => {
    const email = uniqueEmail();
    const lead = await salesforce.upsert(crm, record({ LastName: 'Gone', Company: 'Acme', Email: email }));
    const moved = await salesforce.upsert(
      crm,
      record({ LastName: 'Found', Email: email }, { remoteId: '00Q5g00000DeletedEAA' }),
    );
    expect(moved).toEqual({ remoteId: lead.remoteId, created: false });
    fake.leads.convert(lead.remoteId);
    const fresh = await salesforce.upsert(
      crm,
      record({ LastName: 'Again', Email: email }, { remoteId: lead.remoteId }),
    );
    expect(fresh.created).toBe(true);
    expect(fake.leads.withEmail(email).map((l) => [l.LastName, l.IsConverted])).toEqual([
      ['Found', true],
      ['Again', false],
    ]);
  });

  it('fills LastName and Company as Web-to-Lead does when the contact has none', async () => {
    const { remoteId } = await salesforce.upsert(crm, record({ FirstName: 'Solo' }));
    expect(fake.leads.byId.get(remoteId)).toMatchObject({
      FirstName: 'Solo',
      LastName: SALESFORCE_NOT_PROVIDED,
      Company: SALESFORCE_NOT_PROVIDED,
    });
  });

  it("refuses a value Salesforce refuses, with Salesforce's words", async () => {
    const error = await failureOf(salesforce.upsert(crm, record({ LastName: 'Long', Title: 'x'.repeat(129) })));
    expect([error.kind, error.status]).toEqual(['refused', 400]);
    expect(error.detail).toMatch(/^STRING_TOO_LONG: Title: data value too large/);
  });
});

describe('Salesforce: sessions and failures', () => {
  it('an expired session is refused 401; refresh gives a new session (same refresh token) and the retry goes through', async () => {
    fake.expireSessions();
    const expired = await failureOf(salesforce.upsert(crm, record({ LastName: 'Later', Email: uniqueEmail() })));
    expect([expired.kind, expired.status]).toEqual(['refused', 401]);
    expect(expired.detail).toMatch(/INVALID_SESSION_ID: Session expired or invalid/);
    const renewed = await salesforce.refresh(call, crm.tokens, crm.extra);
    expect(renewed.refreshToken).toBeUndefined();
    expect(renewed.extra).toBeUndefined();
    expect(renewed.accessToken).not.toBe(crm.tokens.accessToken);
    const retried = await salesforce.upsert(
      { ...crm, tokens: { ...crm.tokens, accessToken: renewed.accessToken } },
      record({ LastName: 'Later', Email: uniqueEmail() }),
    );
    expect(retried.created).toBe(true);
  });

  it('a revoked grant is refused: the push is 401 and the refresh invalid_grant', async () => {
    fake.revokeGrant(crm.tokens.refreshToken!);
    expect((await failureOf(salesforce.findOwner(crm, 'priya@acme.demo.everlink.test'))).status).toBe(401);
    const refused = await failureOf(salesforce.refresh(call, crm.tokens, crm.extra));
    expect([refused.kind, refused.status, refused.detail]).toEqual([
      'refused',
      400,
      'invalid_grant: expired access/refresh token',
    ]);
  });

  it('revoke ends the connection at Salesforce', async () => {
    await salesforce.revoke!(crm);
    expect(fake.tokens.refreshTokens.has(crm.tokens.refreshToken!)).toBe(false);
    expect(fake.tokens.accessTokens.has(crm.tokens.accessToken)).toBe(false);
  });

  it('the daily API limit and server errors are unavailable (retried by the outbox, once each here)', async () => {
    fake.failNext('create', 'request_limit');
    const limit = await failureOf(salesforce.upsert(crm, record({ LastName: 'Limit', Company: 'Acme' })));
    expect([limit.kind, limit.status]).toEqual(['unavailable', 403]);
    expect(limit.detail).toMatch(/REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded/);

    fake.failNext('query', 'unknown_exception');
    const crash = await failureOf(salesforce.findOwner(crm, 'priya@acme.demo.everlink.test'));
    expect([crash.kind, crash.status]).toEqual(['unavailable', 500]);

    const before = fake.apiCalls;
    fake.failNext('describe', 'server_error');
    const down = await failureOf(salesforce.listProperties(crm));
    expect([down.kind, down.status]).toEqual(['unavailable', 503]);
    expect(fake.apiCalls - before).toBe(1);
  });

  it('a malformed answer is a misfit; no answer in time is unavailable', async () => {
    fake.failNext('describe', 'misfit');
    expect((await failureOf(salesforce.listProperties(crm))).kind).toBe('misfit');
    fake.failNext('create', 'misfit');
    expect((await failureOf(salesforce.upsert(crm, record({ LastName: 'M', Company: 'C' })))).kind).toBe('misfit');
    fake.failNext('query', 'slow');
    const slow = await failureOf(salesforce.findOwner(crm, 'priya@acme.demo.everlink.test'));
    expect([slow.kind, slow.detail]).toEqual(['unavailable', 'no answer within 1000 ms']);
  });
  it('an org without API access is refused 403: the connection is unusable, not the lead', async () => {
    fake.failNext('create', 'api_disabled');
    const error = await failureOf(salesforce.upsert(crm, record({ LastName: 'No', Company: 'API' })));
    expect([error.kind, error.status]).toEqual(['refused', 403]);
    expect(error.detail).toMatch(/API_DISABLED_FOR_ORG: API is not enabled/);
  });

  it('a token endpoint outage and a dropped connection are unavailable too', async () => {
    const { code, codeVerifier } = await connect();
    fake.failNext('token', 'server_error');
    const down = await failureOf(salesforce.exchangeCode(call, { code, codeVerifier }));
    expect([down.kind, down.status]).toEqual(['unavailable', 503]);
    fake.failNext('query', 'network');
    const dropped = await failureOf(salesforce.findOwner(crm, 'priya@acme.demo.everlink.test'));
    expect(dropped.kind).toBe('unavailable');
    expect(dropped.detail).toMatch(/^network: /);
  });
});

describe('Salesforce fake: the protocol it holds the adapter to', () => {
  const get = (path: string, token = crm.tokens.accessToken) =>
    fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('answers v62.0 only, counts calls in Sforce-Limit-Info and parses only the dedupe SOQL', async () => {
    expect((await get('/services/data/v50.0/sobjects/Lead/describe')).status).toBe(404);
    const ok = await get('/services/data/v62.0/sobjects/Lead/describe');
    expect(ok.headers.get('sforce-limit-info')).toMatch(/^api-usage=\d+\/15000$/);
    const bad = await get(`/services/data/v62.0/query?q=${encodeURIComponent('SELECT Id FROM Lead')}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errorCode: string }[])[0].errorCode).toBe('MALFORMED_QUERY');
    const injected = `SELECT Id FROM Lead WHERE Email = 'a' OR Email != '' LIMIT 1`;
    expect((await get(`/services/data/v62.0/query?q=${encodeURIComponent(injected)}`)).status).toBe(400);
  });

  it('requires LastName and Company on create, in an array of errors', async () => {
    const res = await fetch(`${base}/services/data/v62.0/sobjects/Lead`, {
      method: 'POST',
      headers: { authorization: `Bearer ${crm.tokens.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ FirstName: 'Nope' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      {
        message: 'Required fields are missing: [LastName, Company]',
        errorCode: 'REQUIRED_FIELD_MISSING',
        fields: ['LastName', 'Company'],
      },
    ]);
  });
});
