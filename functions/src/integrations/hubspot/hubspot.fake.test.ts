import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../core/fake/http';
import { clickConsent } from '../core/fake/consent';
import { HubspotFake, HUBSPOT_DEMO_PORTAL } from './fake/hubspot.fake';

/**
 * The fake speaks HubSpot's wire (what the adapter's tests cannot see through the SDK): snake_case
 * token answers, HubSpot's error bodies and statuses, rate-limit headers, scopes, search paging.
 */

let server: FakeServer;
let fake: HubspotFake;
let base: string;
const REDIRECT = 'http://127.0.0.1:5000/company/crm';
const CLIENT = { client_id: 'hubspot-demo-client', client_secret: 'hubspot-demo-secret' };

beforeAll(async () => {
  fake = new HubspotFake();
  server = await startFakeServer([fake]);
  base = server.baseOf('hubspot');
});
afterAll(async () => server.close());
beforeEach(() => {
  fake.window.max = 100;
  fake.contacts.searchLagMs = 0;
});

async function send(path: string, init: { method?: string; token?: string; json?: unknown; form?: object } = {}) {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form as Record<string, string>).toString();
  }
  const res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const authorizeUrl = (scope: string, state = 'st') =>
  `${base}/oauth/authorize?${new URLSearchParams({ client_id: CLIENT.client_id, redirect_uri: REDIRECT, scope, state })}`;

async function installed(scope = 'crm.objects.contacts.read crm.objects.contacts.write') {
  const { query } = await clickConsent(authorizeUrl(scope));
  const res = await send('/oauth/v3/token', {
    form: { grant_type: 'authorization_code', code: query.get('code')!, redirect_uri: REDIRECT, ...CLIENT },
  });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}

describe('HubSpot fake: OAuth', () => {
  it('shows the consent page, refuses unknown scopes, and sends "Cancel" back as access_denied', async () => {
    const page = await fetch(authorizeUrl('crm.objects.contacts.read crm.objects.owners.read'));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('crm.objects.owners.read');
    expect(html).toContain(HUBSPOT_DEMO_PORTAL.hubDomain);
    expect((await fetch(authorizeUrl('crm.objects.contacts.read content'))).status).toBe(400);
    const { query } = await clickConsent(authorizeUrl('crm.objects.contacts.read'), 'deny');
    expect(query.get('error')).toBe('access_denied');
    expect(query.get('state')).toBe('st');
  });

  it('answers both token grants in snake_case with hub_id and 1800 s, and HubSpot statuses for bad ones', async () => {
    const { query } = await clickConsent(authorizeUrl('crm.objects.contacts.read'));
    const code = query.get('code')!;
    const granted = await send('/oauth/v1/token', {
      form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...CLIENT },
    });
    expect(granted.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 1800,
      hub_id: HUBSPOT_DEMO_PORTAL.hubId,
      scopes: ['crm.objects.contacts.read'],
    });
    const again = await send('/oauth/v1/token', {
      form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...CLIENT },
    });
    expect(again).toMatchObject({ status: 400, body: { status: 'BAD_AUTH_CODE' } });
    const refreshed = await send('/oauth/v3/token', {
      form: { grant_type: 'refresh_token', refresh_token: granted.body.refresh_token, ...CLIENT },
    });
    expect(refreshed.body).toMatchObject({ refresh_token: granted.body.refresh_token, expires_in: 1800 });
    expect(refreshed.body.access_token).not.toBe(granted.body.access_token);
    const badRefresh = await send('/oauth/v1/token', {
      form: { grant_type: 'refresh_token', refresh_token: 'nope', ...CLIENT },
    });
    expect(badRefresh).toMatchObject({ status: 400, body: { status: 'BAD_REFRESH_TOKEN' } });
    const badClient = await send('/oauth/v1/token', {
      form: { grant_type: 'refresh_token', refresh_token: 'nope', client_id: 'other', client_secret: 'x' },
    });
    expect(badClient).toMatchObject({ status: 400, body: { status: 'BAD_CLIENT_ID' } });
  });

  it('tells a token’s portal, and deleting the refresh token ends its access tokens', async () => {
    const tokens = await installed();
    const info = await send(`/oauth/v1/access-tokens/${tokens.access_token}`);
    expect(info.body).toMatchObject({
      hub_id: HUBSPOT_DEMO_PORTAL.hubId,
      hub_domain: HUBSPOT_DEMO_PORTAL.hubDomain,
      user: HUBSPOT_DEMO_PORTAL.user.email,
      token_type: 'access',
    });
    expect((await send(`/oauth/v1/refresh-tokens/${tokens.refresh_token}`)).body).toMatchObject({
      token_type: 'refresh',
    });
    expect((await send(`/oauth/v1/refresh-tokens/${tokens.refresh_token}`, { method: 'DELETE' })).status).toBe(204);
    const after = await send('/crm/v3/objects/contacts', { token: tokens.access_token });
    expect(after).toMatchObject({ status: 401, body: { status: 'error', category: 'INVALID_AUTHENTICATION' } });
  });
});

describe('HubSpot fake: contacts', () => {
  it('stores string values, refuses a duplicate email with 409 and reads by email', async () => {
    const { access_token: token } = await installed();
    const created = await send('/crm/v3/objects/contacts', {
      token,
      json: { properties: { email: 'Ann@Example.com', firstname: 'Ann', phone: 4915 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.properties).toMatchObject({
      email: 'ann@example.com',
      phone: '4915',
      hs_object_id: created.body.id,
    });
    const duplicate = await send('/crm/v3/objects/contacts', {
      token,
      json: { properties: { email: 'ann@example.com' } },
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        status: 'error',
        category: 'CONFLICT',
        message: `Contact already exists. Existing ID: ${created.body.id}`,
      },
    });
    const byEmail = await send('/crm/v3/objects/contacts/ann@example.com?idProperty=email&properties=phone', { token });
    expect(byEmail.body).toMatchObject({ id: created.body.id, properties: { phone: '4915', lastname: null } });
    expect((await send('/crm/v3/objects/contacts/999999', { token })).body).toMatchObject({
      category: 'OBJECT_NOT_FOUND',
    });
  });

  it('refuses unknown, read-only and out-of-list values in one VALIDATION_ERROR', async () => {
    const { access_token: token } = await installed();
    const res = await send('/crm/v3/objects/contacts', {
      token,
      json: {
        // A user id where the owner id belongs is not one of hubspot_owner_id's options either.
        properties: {
          email: 'v@example.com',
          shoe_size: '44',
          hs_object_id: '1',
          lifecyclestage: 'boss',
          hubspot_owner_id: '9002',
        },
      },
    });
    expect(res).toMatchObject({ status: 400, body: { category: 'VALIDATION_ERROR' } });
    for (const error of ['PROPERTY_DOESNT_EXIST', 'READ_ONLY_VALUE', 'INVALID_OPTION'])
      expect(res.body.message).toContain(error);
    expect(res.body.message).toContain('9002 was not one of the allowed options');
    expect(fake.contactByEmail('v@example.com')).toBeUndefined();
  });

  it('upserts by email in a batch and reads a batch with 207 for the missing ids', async () => {
    const { access_token: token } = await installed();
    const inputs = [
      { idProperty: 'email', id: 'b1@example.com', properties: { firstname: 'B1' } },
      { idProperty: 'email', id: 'b2@example.com', properties: { firstname: 'B2' } },
    ];
    const first = await send('/crm/v3/objects/contacts/batch/upsert', { token, json: { inputs } });
    expect(first.body.results.map((r: { new: boolean }) => r.new)).toEqual([true, true]);
    const second = await send('/crm/v3/objects/contacts/batch/upsert', { token, json: { inputs } });
    expect(second.body).toMatchObject({ status: 'COMPLETE' });
    expect(second.body.results.map((r: { new: boolean }) => r.new)).toEqual([false, false]);
    const read = await send('/crm/v3/objects/contacts/batch/read', {
      token,
      json: { inputs: [{ id: first.body.results[0].id }, { id: '424242' }], properties: ['firstname'] },
    });
    expect(read).toMatchObject({ status: 207, body: { numErrors: 1, errors: [{ category: 'OBJECT_NOT_FOUND' }] } });
    expect(read.body.results).toHaveLength(1);
  });

  it('searches with EQ and paging, and only finds contacts once the index caught up', async () => {
    const { access_token: token } = await installed();
    for (const n of [1, 2, 3])
      await send('/crm/v3/objects/contacts', {
        token,
        json: { properties: { email: `s${n}@search.test`, company: 'Searchco' } },
      });
    const query = (after?: string) => ({
      filterGroups: [{ filters: [{ propertyName: 'company', operator: 'EQ', value: 'searchco' }] }],
      properties: ['email'],
      sorts: [{ propertyName: 'email', direction: 'DESCENDING' }],
      limit: 2,
      ...(after ? { after } : {}),
    });
    const page1 = await send('/crm/v3/objects/contacts/search', { token, json: query() });
    expect(page1.body.total).toBe(3);
    expect(page1.body.results.map((r: { properties: { email: string } }) => r.properties.email)).toEqual([
      's3@search.test',
      's2@search.test',
    ]);
    const page2 = await send('/crm/v3/objects/contacts/search', { token, json: query(page1.body.paging.next.after) });
    expect(page2.body.results).toHaveLength(1);
    expect(page2.body.paging).toBeUndefined();

    fake.contacts.searchLagMs = 60_000;
    await send('/crm/v3/objects/contacts', {
      token,
      json: { properties: { email: 's4@search.test', company: 'Searchco' } },
    });
    expect((await send('/crm/v3/objects/contacts/search', { token, json: query() })).body.total).toBe(3);
  });
});

describe('HubSpot fake: limits, scopes and properties', () => {
  it('sends the rate-limit headers and answers 429 TEN_SECONDLY_ROLLING past the window', async () => {
    const { access_token: token } = await installed();
    fake.window.max = 2;
    const res = await send('/crm/v3/objects/contacts', { token });
    expect(res.headers.get('x-hubspot-ratelimit-max')).toBe('2');
    expect(res.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
    let last = res;
    for (let i = 0; i < 3 && last.status !== 429; i++) last = await send('/crm/v3/objects/contacts', { token });
    expect(last).toMatchObject({ status: 429, body: { policyName: 'TEN_SECONDLY_ROLLING', errorType: 'RATE_LIMIT' } });
    expect(last.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
    fake.window.max = 100;
    fake.failNext('search', 'SECONDLY');
    expect((await send('/crm/v3/objects/contacts/search', { token, json: {} })).body).toMatchObject({
      message: 'You have reached your secondly limit.',
    });
  });

  it('answers 403 MISSING_SCOPES for a call the grant does not cover', async () => {
    const { access_token: token } = await installed('crm.objects.contacts.read');
    expect(await send('/crm/v3/owners/?email=priya@acme.demo.everlink.test', { token })).toMatchObject({
      status: 403,
      body: { category: 'MISSING_SCOPES' },
    });
    expect(
      await send('/crm/v3/objects/contacts', { token, json: { properties: { email: 'no-write@example.com' } } }),
    ).toMatchObject({ status: 403 });
  });

  it('creates a custom property once (409 after), with HubSpot’s name rules', async () => {
    const token = fake.privateAppToken();
    const property = { name: 'booth_number', label: 'Booth', type: 'string', fieldType: 'text', groupName: 'everlink' };
    const created = await send('/crm/v3/properties/contacts', { token, json: property });
    expect(created).toMatchObject({ status: 201, body: { name: 'booth_number', hubspotDefined: false } });
    expect((await send('/crm/v3/properties/contacts', { token, json: property })).body).toMatchObject({
      category: 'OBJECT_ALREADY_EXISTS',
    });
    expect((await send('/crm/v3/properties/contacts', { token, json: { ...property, name: 'Booth Nr' } })).status).toBe(
      400,
    );
    const list = await send('/crm/v3/properties/contacts?archived=false', { token });
    expect(list.body.results.map((p: { name: string }) => p.name)).toContain('booth_number');
  });
});

describe('HubSpot fake: controls for journeys in another process', () => {
  it('adds an owner, plans a fault, shows contacts by email and revokes every token over HTTP', async () => {
    const { access_token: token } = await installed('crm.objects.contacts.write crm.objects.owners.read');
    const owner = await send('/_fake/owners', {
      json: { email: 'rey@acme.test', firstName: 'Rey', lastName: 'Seller' },
    });
    expect(owner.status).toBe(201);
    const found = await send('/crm/v3/owners/?email=rey@acme.test', { token });
    expect(found.body.results).toEqual([expect.objectContaining({ id: owner.body.id, email: 'rey@acme.test' })]);

    expect((await send('/_fake/faults', { json: { endpoint: 'contacts', fault: 'DAILY' } })).status).toBe(204);
    const limited = await send('/crm/v3/objects/contacts', {
      token,
      json: { properties: { email: 'ctl@example.com' } },
    });
    expect(limited).toMatchObject({ status: 429, body: { policyName: 'DAILY' } });
    expect((await send('/_fake/faults', { json: { endpoint: 'contacts', fault: 'nope' } })).status).toBe(400);

    await send('/crm/v3/objects/contacts', {
      token,
      json: { properties: { email: 'ctl@example.com', hubspot_owner_id: owner.body.id } },
    });
    expect((await send('/_fake/contacts?email=CTL@example.com')).body).toMatchObject({
      properties: { email: 'ctl@example.com', hubspot_owner_id: owner.body.id },
    });
    expect((await send('/_fake/contacts?email=none@example.com')).status).toBe(404);

    const { token: salesToken } = (await send('/_fake/tokens', { method: 'POST' })).body;
    expect((await send('/crm/v3/properties/contacts', { token: salesToken })).status).toBe(200);
    expect((await send('/_fake/revoke', { method: 'POST' })).status).toBe(204);
    expect((await send('/crm/v3/properties/contacts', { token: salesToken })).status).toBe(401);
    expect((await send('/crm/v3/objects/contacts', { token })).status).toBe(401);
  });
});
