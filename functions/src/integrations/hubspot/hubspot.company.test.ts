import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '@hubspot/api-client';
import { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts/index.js';
import {
  PropertyCreateFieldTypeEnum,
  PropertyCreateTypeEnum,
} from '@hubspot/api-client/lib/codegen/crm/properties/index.js';
import { startFakeServer, type FakeServer } from '../core/fake/http';
import { clickConsent } from '../core/fake/consent';
import { HubspotFake, HUBSPOT_ACCESS_SECONDS, HUBSPOT_DEMO_PORTAL } from './fake/hubspot.fake';
import { loadConfig } from '../../platform/config';
import type { CrmCall, CrmRecord } from '../core/company-crm.types';
import type { ProviderCall, ResolvedSettings } from '../core/types';
import { ProviderError } from '../core/http';
import { hubspotCompany as hubspot } from './hubspot.company';

let server: FakeServer;
let fake: HubspotFake;
let call: ProviderCall;

beforeAll(async () => {
  fake = new HubspotFake();
  server = await startFakeServer([fake]);
  // The settings as a local run has them: EVERLINK_FAKES_URL points every provider, by id, at its fake.
  const raw = loadConfig({ VITEST: 'true', EVERLINK_FAKES_URL: server.url }).integrations.settingsOf('hubspot');
  const settings: ResolvedSettings = {
    authBase: raw.authBase!,
    tokenBase: raw.tokenBase!,
    apiBase: raw.apiBase!,
    clientId: raw.clientId!,
    clientSecret: raw.clientSecret!,
    redirectUri: 'http://127.0.0.1:5000/company/crm',
  };
  call = { settings, timeoutMs: 1000 };
});
afterAll(async () => server.close());
beforeEach(() => {
  fake.contacts.searchLagMs = 0;
});

/** The admin's "Allow" on the consent page, and the code exchanged. */
async function connect(): Promise<CrmCall> {
  const url = hubspot.authorizeUrl(call.settings, { state: 'state-123' });
  const { query } = await clickConsent(url);
  expect(query.get('state')).toBe('state-123');
  const connected = await hubspot.exchangeCode(call, { code: query.get('code')! });
  return { ...call, tokens: connected.tokens, extra: connected.extra };
}

const record = (email: string, properties: Record<string, string> = {}, more: Partial<CrmRecord> = {}): CrmRecord => ({
  remoteId: null,
  email,
  properties: { email, firstname: 'Lena', lastname: 'Lead', ...properties },
  ownerId: null,
  ...more,
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A HubSpot user's own client (a private app's token), for what the sales team does in HubSpot. */
const salesTeam = () => new Client({ accessToken: fake.privateAppToken(), basePath: call.settings.apiBase });

describe('HubSpot company CRM: connecting', () => {
  it('sends the admin to the consent page with space-separated scopes and gets the portal for the code', async () => {
    const url = new URL(hubspot.authorizeUrl(call.settings, { state: 's' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/hubspot/oauth/authorize`);
    expect(url.searchParams.get('scope')).toBe(
      'crm.objects.contacts.read crm.objects.contacts.write crm.schemas.contacts.read crm.objects.owners.read',
    );
    const { query } = await clickConsent(url.toString());
    const connected = await hubspot.exchangeCode(call, { code: query.get('code')! });
    expect(connected.account).toEqual({ id: String(HUBSPOT_DEMO_PORTAL.hubId), name: HUBSPOT_DEMO_PORTAL.hubDomain });
    expect(connected.extra).toEqual({ hubId: String(HUBSPOT_DEMO_PORTAL.hubId) });
    expect(connected.tokens.expiresInSeconds).toBe(HUBSPOT_ACCESS_SECONDS);
    expect(fake.tokens.accessTokens.has(connected.tokens.accessToken)).toBe(true);
  });

  it('refuses a spent code with HubSpot words (BAD_AUTH_CODE)', async () => {
    const { query } = await clickConsent(hubspot.authorizeUrl(call.settings, { state: 's' }));
    await hubspot.exchangeCode(call, { code: query.get('code')! });
    const error = await failure(hubspot.exchangeCode(call, { code: query.get('code')! }));
    expect(error).toMatchObject({ kind: 'refused', status: 400 });
    expect(error.detail).toContain('missing or unknown auth code');
  });

  it('renews an expired access token with the same refresh token; revoking ends the grant', async () => {
    const crm = await connect();
    fake.expireAccessTokens();
    const expired = await failure(hubspot.findOwner(crm, 'priya@acme.demo.everlink.test'));
    expect(expired).toMatchObject({ kind: 'refused', status: 401 });
    expect(expired.detail).toContain('EXPIRED_AUTHENTICATION');

    const renewed = await hubspot.refresh(call, crm.tokens, crm.extra);
    expect(renewed.refreshToken).toBe(crm.tokens.refreshToken);
    expect(renewed.expiresInSeconds).toBe(HUBSPOT_ACCESS_SECONDS);
    const fresh = { ...crm, tokens: renewed };
    expect(await hubspot.findOwner(fresh, 'priya@acme.demo.everlink.test')).toBe('41629780');

    await hubspot.revoke!(fresh);
    expect(await failure(hubspot.findOwner(fresh, 'priya@acme.demo.everlink.test'))).toMatchObject({
      kind: 'refused',
      status: 401,
    });
    const gone = await failure(hubspot.refresh(call, crm.tokens, crm.extra));
    expect(gone).toMatchObject({ kind: 'refused', status: 400 });
    expect(gone.detail).toContain('missing or unknown refresh token');
  });
});

describe('HubSpot company CRM: properties and owners', () => {
  it('offers the writable properties only, standard and custom, including one the company adds', async () => {
    const crm = await connect();
    await salesTeam().crm.properties.coreApi.create('contacts', {
      name: 'trade_show_booth',
      label: 'Trade show booth',
      type: PropertyCreateTypeEnum.String,
      fieldType: PropertyCreateFieldTypeEnum.Text,
      groupName: 'everlink',
    });
    const properties = await hubspot.listProperties(crm);
    const byName = new Map(properties.map((p) => [p.name, p]));
    expect(byName.get('jobtitle')).toEqual({
      name: 'jobtitle',
      label: 'Job Title',
      type: 'string',
      custom: false,
      required: false,
    });
    expect(byName.get('everlink_job_title')).toMatchObject({ custom: true });
    expect(byName.get('trade_show_booth')).toMatchObject({ label: 'Trade show booth', custom: true });
    for (const name of ['email', 'phone', 'company', 'website', 'lifecyclestage']) expect(byName.has(name)).toBe(true);
    // Read-only, calculated, hidden, and the owner (assigned by the push itself).
    for (const name of [
      'hs_object_id',
      'createdate',
      'lastmodifieddate',
      'hs_email_domain',
      'num_notes',
      'hs_marketable_reason_id',
      'hubspot_owner_id',
    ])
      expect(byName.has(name), name).toBe(false);
    for (const mapped of hubspot.defaultMapping) expect(byName.has(mapped.property), mapped.property).toBe(true);
  });

  it("finds an employee's HubSpot owner by email (the owner id, not the user id), or null", async () => {
    const crm = await connect();
    expect(await hubspot.findOwner(crm, 'Marco@Acme.demo.everlink.test')).toBe('41629781');
    expect(await hubspot.findOwner(crm, 'nobody@acme.demo.everlink.test')).toBeNull();
  });
});

describe('HubSpot company CRM: pushing a lead', () => {
  it('creates the contact with its owner, then updates the same record by its id', async () => {
    const crm = await connect();
    const first = await hubspot.upsert(
      crm,
      record('new.lead@example.com', { jobtitle: 'CTO', phone: '' }, { ownerId: '41629780' }),
    );
    expect(first.created).toBe(true);
    const stored = fake.contactByEmail('new.lead@example.com')!;
    expect(stored.id).toBe(first.remoteId);
    expect(stored.properties).toMatchObject({ firstname: 'Lena', jobtitle: 'CTO', hubspot_owner_id: '41629780' });
    // An empty value is left out, never sent to clear the CRM's.
    expect(stored.properties).not.toHaveProperty('phone');

    const second = await hubspot.upsert(
      crm,
      record('new.lead@example.com', { jobtitle: 'CEO', firstname: 'Lena Marie' }, { remoteId: first.remoteId }),
    );
    expect(second).toEqual({ remoteId: first.remoteId, created: false });
    expect(fake.contactByEmail('new.lead@example.com')!.properties).toMatchObject({
      firstname: 'Lena Marie',
      jobtitle: 'CEO',
      hubspot_owner_id: '41629780',
    });
    expect([...fake.contacts.byId.values()].filter((c) => c.properties.email === 'new.lead@example.com')).toHaveLength(
      1,
    );
  });

  it('updates the contact the sales team already has with that email rather than duplicating it', async () => {
    const crm = await connect();
    const existing = await salesTeam().crm.contacts.basicApi.create({
      properties: { email: 'known@example.com', firstname: 'Known', lifecyclestage: 'customer' },
      associations: [],
    });
    const pushed = await hubspot.upsert(crm, record('known@example.com', { jobtitle: 'Buyer' }));
    expect(pushed).toEqual({ remoteId: existing.id, created: false });
    expect(fake.contactByEmail('known@example.com')!.properties).toMatchObject({
      firstname: 'Lena',
      jobtitle: 'Buyer',
      lifecyclestage: 'customer',
    });
  });

  it('matches on email even when search has not caught up, and when the known record was deleted in HubSpot', async () => {
    const crm = await connect();
    fake.contacts.searchLagMs = 60_000;
    const first = await hubspot.upsert(crm, record('lagging@example.com'));
    const again = await hubspot.upsert(crm, record('lagging@example.com', { jobtitle: 'Again' }));
    expect(again).toEqual({ remoteId: first.remoteId, created: false });
    const found = await salesTeam().crm.contacts.searchApi.doSearch({
      filterGroups: [
        { filters: [{ propertyName: 'email', operator: FilterOperatorEnum.Eq, value: 'lagging@example.com' }] },
      ],
    });
    expect(found.total).toBe(0);

    await salesTeam().crm.contacts.basicApi.archive(first.remoteId);
    const recreated = await hubspot.upsert(crm, record('lagging@example.com', {}, { remoteId: first.remoteId }));
    expect(recreated.created).toBe(true);
    expect(recreated.remoteId).not.toBe(first.remoteId);
  });

  it('writes a custom property the company added, and creates a contact without an email', async () => {
    const crm = await connect();
    const pushed = await hubspot.upsert(
      crm,
      record('custom@example.com', { everlink_job_title: 'Head of Robots', badge_scan_event: 'Web Summit' }),
    );
    expect(fake.contacts.byId.get(pushed.remoteId)!.properties).toMatchObject({
      everlink_job_title: 'Head of Robots',
      badge_scan_event: 'Web Summit',
    });
    const anonymous = await hubspot.upsert(crm, {
      remoteId: null,
      email: '',
      properties: { firstname: 'Anon' },
      ownerId: null,
    });
    expect(anonymous.created).toBe(true);
    expect(fake.contacts.byId.get(anonymous.remoteId)!.properties.firstname).toBe('Anon');
  });

  it('refuses a property HubSpot does not have, with HubSpot words', async () => {
    const crm = await connect();
    const error = await failure(hubspot.upsert(crm, record('unknown@example.com', { favourite_colour: 'teal' })));
    expect(error).toMatchObject({ kind: 'refused', status: 400 });
    expect(error.detail).toContain('VALIDATION_ERROR');
    expect(error.detail).toContain('favourite_colour');
    expect(fake.contactByEmail('unknown@example.com')).toBeUndefined();
  });
});

describe('HubSpot company CRM: failures', () => {
  it('answers 429s (ten-secondly and daily) as unavailable, without the SDK retrying', async () => {
    const crm = await connect();
    fake.failNext('contacts', 'TEN_SECONDLY_ROLLING');
    const rolling = await failure(hubspot.upsert(crm, record('busy@example.com')));
    expect(rolling).toMatchObject({ kind: 'unavailable', status: 429 });
    expect(rolling.detail).toContain('ten_secondly_rolling');
    fake.failNext('owners', 'DAILY');
    expect(await failure(hubspot.findOwner(crm, 'priya@acme.demo.everlink.test'))).toMatchObject({
      kind: 'unavailable',
      status: 429,
    });
    // Nothing was written, and the next push goes through.
    expect(fake.contactByEmail('busy@example.com')).toBeUndefined();
    expect((await hubspot.upsert(crm, record('busy@example.com'))).created).toBe(true);
  });

  it('answers a 500, a 503 page, a dropped connection and no answer in time as unavailable', async () => {
    const crm = await connect();
    fake.failNext('contacts', 'INTERNAL_ERROR');
    const internal = await failure(hubspot.upsert(crm, record('down@example.com')));
    expect(internal).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(internal.detail).toContain('INTERNAL_ERROR');
    // A proxy's HTML page in front of HubSpot: no JSON to read, still an outage.
    fake.faults.next('contacts', 'server_error');
    expect(await failure(hubspot.upsert(crm, record('down@example.com')))).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    fake.faults.next('properties', 'network');
    expect(await failure(hubspot.listProperties(crm))).toMatchObject({ kind: 'unavailable' });
    fake.faults.next('owners', 'slow');
    const slow = await failure(hubspot.findOwner(crm, 'priya@acme.demo.everlink.test'));
    expect(slow).toMatchObject({ kind: 'unavailable', detail: 'no answer within 1000 ms' });
  });

  it('answers a revoked connection as refused 401, and a malformed answer as misfit', async () => {
    const crm = await connect();
    fake.faults.next('contacts', 'misfit');
    expect(await failure(hubspot.upsert(crm, record('odd@example.com')))).toMatchObject({ kind: 'misfit' });
    fake.failNext('contacts', 'MALFORMED_JSON');
    const broken = await failure(hubspot.upsert(crm, record('odd@example.com')));
    expect(broken).toMatchObject({ kind: 'misfit', status: 200 });
    expect(broken.detail).toContain('unreadable answer');
    // A bare 502 from a load balancer is unreadable too, but an outage: retried.
    fake.failNext('owners', 'BAD_GATEWAY');
    expect(await failure(hubspot.findOwner(crm, 'priya@acme.demo.everlink.test'))).toMatchObject({
      kind: 'unavailable',
      status: 502,
    });
    fake.revokeAll();
    const revoked = await failure(hubspot.upsert(crm, record('odd@example.com')));
    expect(revoked).toMatchObject({ kind: 'refused', status: 401 });
    expect(revoked.detail).toContain('INVALID_AUTHENTICATION');
    expect(await failure(hubspot.refresh(call, crm.tokens, crm.extra))).toMatchObject({ kind: 'refused', status: 400 });
  });
});
