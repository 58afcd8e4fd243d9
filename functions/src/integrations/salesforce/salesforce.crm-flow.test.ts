import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/harness.test-support';
import { SALESFORCE_DEMO_ORG, startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { expectNoTokens } from '../../../test/fakes/oauth-dance.test-support';
import { COMPANY_CRM_MESSAGES } from '../../contract/company-crm';
import { SALESFORCE_NOT_PROVIDED } from './salesforce.company';
import {
  connectCrm,
  crmPath as pathOf,
  crmSummary,
  crmWorld,
  leaveLead as leadOn,
  pushOf as pushFor,
  type CrmWorld,
} from '../../modules/company-crm/company-crm.test-support';

// Salesforce through the company CRM core's API (modules/company-crm), against the fake.

let fakes: ProviderFakes;
let w: CrmWorld;
let t: TestContext;
let admin: TestUser;
let employee: TestUser;
const REY_IN_SALESFORCE = '0055g000DemoReyAAA';

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  w = await crmWorld(fakes);
  ({ t, admin, employee } = w);
  const { users } = fakes.salesforce.leads;
  users.splice(5);
  users.push({ Id: REY_IN_SALESFORCE, Email: employee.email.toUpperCase(), Name: 'Rey Seller', IsActive: true });
});
afterEach(async () => t.close());

const crmPath = (rest = '') => pathOf(w, rest);
const summary = () => crmSummary(w, 'salesforce');
const pushOf = (contactId: string) => pushFor(w, contactId);
const inSalesforce = (email: string) => fakes.salesforce.leads.withEmail(email);
const leaveLead = (email: string, extra: Record<string, string> = {}) => leadOn(w, email, extra);
const connect = () =>
  connectCrm(w, 'salesforce', {
    checkUrl: (url) => expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/),
  });

describe('Salesforce as the company CRM, through the API', () => {
  it('connects the org with PKCE, maps Job title to a custom field, refuses a mapping without Company', async () => {
    const res = await connect();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'salesforce',
      status: 'connected',
      account: { id: SALESFORCE_DEMO_ORG.Id, name: SALESFORCE_DEMO_ORG.Name },
      object: 'Lead',
      mapping: expect.arrayContaining([{ source: 'company', property: 'Company' }]),
    });
    expectNoTokens(res.body, fakes.salesforce.tokens);
    const properties = (await t.api.get(crmPath('/salesforce/properties')).set(admin.headers)).body.data.properties;
    expect(properties).toContainEqual({
      name: 'Everlink_Job_Title__c',
      label: 'Job Title (Everlink)',
      type: 'string',
      custom: true,
      required: false,
    });
    const withoutCompany = await t.api
      .put(crmPath('/salesforce/mapping'))
      .set(admin.headers)
      .send({ rows: [{ source: 'lastName', property: 'LastName' }] });
    expect(withoutCompany.status).toBe(400);
    expect(withoutCompany.body.message).toBe(COMPANY_CRM_MESSAGES.requiredMissing);
  });

  it("pushes a lead owned by the employee's Salesforce user; an edit updates the same Lead", async () => {
    expect((await connect()).status).toBe(200);
    const rows = [
      { source: 'firstName', property: 'FirstName' },
      { source: 'lastName', property: 'LastName' },
      { source: 'email', property: 'Email' },
      { source: 'company', property: 'Company' },
      { source: 'jobTitle', property: 'Everlink_Job_Title__c' },
    ];
    expect((await t.api.put(crmPath('/salesforce/mapping')).set(admin.headers).send({ rows })).status).toBe(200);
    const contactId = await leaveLead('lena@visitor.test', { jobTitle: 'CTO' });
    const [lead] = inSalesforce('lena@visitor.test');
    expect(lead).toMatchObject({
      FirstName: 'Lena',
      Company: SALESFORCE_NOT_PROVIDED,
      Everlink_Job_Title__c: 'CTO',
      OwnerId: REY_IN_SALESFORCE,
    });
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced', remoteId: lead.Id, ownerId: REY_IN_SALESFORCE });

    const edited = await t.api
      .put(`/v1/contacts/${contactId}`)
      .set(employee.headers)
      .send({ jobTitle: 'CEO', company: 'Lena Labs' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(inSalesforce('lena@visitor.test')).toEqual([
      expect.objectContaining({ Id: lead.Id, Everlink_Job_Title__c: 'CEO', Company: 'Lena Labs' }),
    ]);
  });

  it('an expired session is renewed on its 401 and the push goes through; the connection stays', async () => {
    expect((await connect()).status).toBe(200);
    fakes.salesforce.expireSessions();
    const refreshes = fakes.salesforce.tokens.refreshCalls.length;
    const contactId = await leaveLead('later@visitor.test');
    expect(fakes.salesforce.tokens.refreshCalls.length).toBe(refreshes + 1);
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced', attempts: 1 });
    expect(inSalesforce('later@visitor.test')).toHaveLength(1);
    expect((await summary()).status).toBe('connected');
  });

  it('an org moved to another instance: the 401 renews the session, the new instance is kept and used', async () => {
    expect((await connect()).status).toBe(200);
    fakes.salesforce.moveInstance('/na7');
    const first = await leaveLead('moved@visitor.test');
    expect(await pushOf(first)).toMatchObject({ status: 'synced', attempts: 1 });
    expect(inSalesforce('moved@visitor.test')).toHaveLength(1);
    // The next push goes straight to the new instance: no second renewal.
    const refreshes = fakes.salesforce.tokens.refreshCalls.length;
    const second = await leaveLead('after-move@visitor.test');
    expect(await pushOf(second)).toMatchObject({ status: 'synced' });
    expect(fakes.salesforce.tokens.refreshCalls.length).toBe(refreshes);
  });

  it('a revoked grant: the push waits and the CRM needs a reconnect; the reconnect sends it', async () => {
    expect((await connect()).status).toBe(200);
    for (const token of [...fakes.salesforce.tokens.refreshTokens]) fakes.salesforce.revokeGrant(token);
    const contactId = await leaveLead('wait@visitor.test');
    expect(await pushOf(contactId)).toMatchObject({ status: 'waiting_for_reconnect', attempts: 0 });
    expect(await summary()).toMatchObject({
      status: 'needs_reconnect',
      reason: expect.stringMatching(/invalid_grant/),
    });
    expect((await connect()).body.data.status).toBe('connected');
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced' });
    expect(inSalesforce('wait@visitor.test')).toHaveLength(1);
  });

  it("the org's API limit keeps the push pending with Salesforce's words; a malformed answer fails it", async () => {
    expect((await connect()).status).toBe(200);
    fakes.salesforce.failNext('create', 'request_limit');
    const busy = await leaveLead('busy@visitor.test');
    expect(await pushOf(busy)).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/REQUEST_LIMIT_EXCEEDED/),
    });
    fakes.salesforce.failNext('create', 'misfit');
    const odd = await leaveLead('odd@visitor.test');
    expect(await pushOf(odd)).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/unexpected/) });
  });
});
