import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/harness.test-support';
import { HUBSPOT_DEMO_PORTAL, startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { expectNoTokens } from '../../../test/fakes/oauth-dance.test-support';
import { COMPANY_CRM_MESSAGES } from '../../contract/company-crm';
import { jobs } from '../../jobs/registry';
import {
  connectCrm,
  crmPath as pathOf,
  crmSummary,
  crmWorld,
  leaveLead as leadOn,
  pushOf as pushFor,
  type CrmWorld,
} from './company-crm.test-support';

/**
 * The company CRM flow with HubSpot (its adapter on @hubspot/api-client, against the fake): the
 * admin connects the portal on the consent page, maps "Job title" to a property the company added,
 * and an employee's lead arrives there with it, owned by the employee's HubSpot user.
 */

let fakes: ProviderFakes;
let w: CrmWorld;
let t: TestContext;
let admin: TestUser;
let employee: TestUser;
let ownerId: string;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  w = await crmWorld(fakes);
  ({ t, admin, employee } = w);
  // The employee is a user of the company's HubSpot portal too (their email, in other case).
  ownerId = fakes.hubspot.addOwner(employee.email.toUpperCase(), 'Rey', 'Seller').id;
});
afterEach(async () => t.close());

const crmPath = (rest = '') => pathOf(w, rest);
const hubspotSummary = () => crmSummary(w, 'hubspot');
const connect = () => connectCrm(w, 'hubspot');
const leaveLead = (email: string, extra: Record<string, string> = {}) => leadOn(w, email, extra);
const pushOf = (contactId: string) => pushFor(w, contactId);
const inHubspot = (email: string) =>
  [...fakes.hubspot.contacts.byId.values()].filter((c) => !c.archived && c.properties.email === email);

describe('Company CRM with HubSpot', () => {
  it('connects the portal on its consent page with the standard mapping, and lists the writable properties', async () => {
    const res = await connect();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'hubspot',
      status: 'connected',
      account: { id: String(HUBSPOT_DEMO_PORTAL.hubId), name: HUBSPOT_DEMO_PORTAL.hubDomain },
      object: 'contacts',
      mapping: expect.arrayContaining([
        { source: 'email', property: 'email' },
        { source: 'jobTitle', property: 'jobtitle' },
      ]),
    });
    expectNoTokens(res.body, fakes.hubspot.tokens);
    const properties = (await t.api.get(crmPath('/hubspot/properties')).set(admin.headers)).body.data.properties;
    expect(properties).toContainEqual({
      name: 'everlink_job_title',
      label: 'Job title (Everlink)',
      type: 'string',
      custom: true,
      required: false,
    });
    const bad = await t.api
      .put(crmPath('/hubspot/mapping'))
      .set(admin.headers)
      .send({ rows: [{ source: 'jobTitle', property: 'hs_object_id' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(COMPANY_CRM_MESSAGES.unknownProperty);
    expect(bad.body.details.properties.map((p: { name: string }) => p.name)).toContain('everlink_job_title');
  });

  it('pushes a lead with "Job title" in the custom property and the employee as owner; an edit updates the same contact', async () => {
    expect((await connect()).status).toBe(200);
    const rows = [
      { source: 'firstName', property: 'firstname' },
      { source: 'lastName', property: 'lastname' },
      { source: 'email', property: 'email' },
      { source: 'jobTitle', property: 'everlink_job_title' },
      { source: 'cardOwnerName', property: 'badge_scan_event' },
    ];
    const mapped = await t.api.put(crmPath('/hubspot/mapping')).set(admin.headers).send({ rows });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);

    const contactId = await leaveLead('lena@visitor.test', { jobTitle: 'CTO' });
    const [record] = inHubspot('lena@visitor.test');
    expect(record.properties).toMatchObject({
      firstname: 'Lena',
      everlink_job_title: 'CTO',
      badge_scan_event: 'Rey Seller',
      hubspot_owner_id: ownerId,
    });
    expect(await pushOf(contactId)).toMatchObject({
      crm: 'hubspot',
      status: 'synced',
      remoteId: record.id,
      ownerId,
    });

    const edited = await t.api.put(`/v1/contacts/${contactId}`).set(employee.headers).send({ jobTitle: 'CEO' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(inHubspot('lena@visitor.test')).toHaveLength(1);
    expect(inHubspot('lena@visitor.test')[0].properties.everlink_job_title).toBe('CEO');
  });

  it('a revoked app: the push waits and the CRM needs a reconnect; the reconnect sends it', async () => {
    expect((await connect()).status).toBe(200);
    fakes.hubspot.revokeAll();
    const contactId = await leaveLead('wait@visitor.test');
    expect(await pushOf(contactId)).toMatchObject({ status: 'waiting_for_reconnect', attempts: 0 });
    expect(await hubspotSummary()).toMatchObject({ status: 'needs_reconnect' });
    expect(inHubspot('wait@visitor.test')).toEqual([]);

    expect((await connect()).body.data.status).toBe('connected');
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced' });
    expect(inHubspot('wait@visitor.test')).toHaveLength(1);
  });

  it('disconnecting deletes the refresh token at HubSpot, which ends the grant', async () => {
    const before = new Set(fakes.hubspot.tokens.refreshTokens);
    expect((await connect()).status).toBe(200);
    const granted = [...fakes.hubspot.tokens.refreshTokens].filter((token) => !before.has(token));
    expect(granted).toHaveLength(1);
    expect((await t.api.delete(crmPath('/hubspot')).set(admin.headers)).status).toBe(204);
    expect(fakes.hubspot.tokens.refreshTokens.has(granted[0])).toBe(false);
    expect(await hubspotSummary()).toMatchObject({ status: 'not_connected' });
  });

  it('a 429 is retried, never lost; a malformed answer fails the push with the reason', async () => {
    expect((await connect()).status).toBe(200);
    fakes.hubspot.failNext('contacts', 'TEN_SECONDLY_ROLLING');
    const contactId = await leaveLead('busy@visitor.test');
    expect(await pushOf(contactId)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/429/) });
    t.clock.advance(61_000);
    await jobs['retry-outbox'](t.deps);
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced', lastError: null });
    expect(inHubspot('busy@visitor.test')).toHaveLength(1);

    fakes.hubspot.faults.next('contacts', 'misfit');
    const broken = await leaveLead('odd@visitor.test');
    expect(await pushOf(broken)).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/unexpected/) });
  });
});
