import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { defaultProfile, join } from '../../../test/world.test-support';
import {
  GHL_DEMO_CUSTOM_FIELDS,
  GHL_DEMO_LOCATIONS,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/fakes';
import { expectNoTokens } from '../../../test/fakes/oauth-dance.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { COMPANY_CRM_MESSAGES, CRM_PUSHES_NOW_PER_HOUR } from '../../contract/company-crm';
import { jobs } from '../../jobs/registry';
import {
  connectCrm,
  crmPath as pathOf,
  crmWorld,
  leaveLead as leadOn,
  pushOf as pushFor,
  type CrmWorld,
} from './company-crm.test-support';

let fakes: ProviderFakes;
let w: CrmWorld;
let t: TestContext;
let admin: TestUser;
let employee: TestUser;
let companyId: string;
const EAST = GHL_DEMO_LOCATIONS[1];
const REY_IN_GHL = 'ghl-user-rey-0003';

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  w = await crmWorld(fakes);
  ({ t, admin, employee, companyId } = w);
  fakes.gohighlevel.contacts.length = 0;
  fakes.gohighlevel.users.splice(2);
  fakes.gohighlevel.customFields.splice(0, Infinity, ...GHL_DEMO_CUSTOM_FIELDS.map((f) => ({ ...f })));
  fakes.gohighlevel.users.push({ id: REY_IN_GHL, name: 'Rey Seller', email: employee.email.toUpperCase() });
});
afterEach(async () => t.close());

const crmPath = (rest = '') => pathOf(w, rest);
/** The admin's dance with the East location chosen on the consent page. */
const connect = (by = admin) => connectCrm(w, 'gohighlevel', { by, fields: { location: EAST.id } });
const leaveLead = (email: string, extra: Record<string, string> = {}) => leadOn(w, email, extra);
const pushOf = (contactId: string, by = employee) => pushFor(w, contactId, by);
const inCrm = (email: string) => fakes.gohighlevel.contacts.filter((c) => c.email === email);
const summary = async () => (await t.api.get(crmPath()).set(admin.headers)).body.data[0];

describe('Company CRM: connecting and mapping GoHighLevel', () => {
  it('connects the location on its consent page, with the default mapping; no token in any answer', async () => {
    expect((await summary()).status).toBe('not_connected');
    const res = await connect();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'gohighlevel',
      status: 'connected',
      account: { id: EAST.id, name: EAST.name },
      connectedBy: admin.uid,
      object: 'contacts',
      mapping: expect.arrayContaining([{ source: 'email', property: 'email' }]),
      counts: { pending: 0, waiting: 0, synced: 0, failed: 0 },
    });
    expectNoTokens(res.body, fakes.gohighlevel.tokens);
    const properties = (await t.api.get(crmPath('/gohighlevel/properties')).set(admin.headers)).body.data.properties;
    expect(properties).toContainEqual({
      name: 'contact.job_title',
      label: 'Job title',
      type: 'TEXT',
      custom: true,
      required: false,
    });
    // An opportunity's field is not one a contact can be written with.
    expect(properties.map((p: { name: string }) => p.name)).not.toContain('opportunity.deal_size');
  });

  it('refuses a mapping to a property the CRM lacks, with the list; employees may not connect or map (403)', async () => {
    await connect();
    const bad = await t.api
      .put(crmPath('/gohighlevel/mapping'))
      .set(admin.headers)
      .send({ rows: [{ source: 'jobTitle', property: 'contact.nope' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(COMPANY_CRM_MESSAGES.unknownProperty);
    expect(bad.body.details.properties.map((p: { name: string }) => p.name)).toContain('contact.job_title');
    expect((await t.api.get(crmPath('/gohighlevel/oauth')).set(employee.headers)).status).toBe(403);
    const mapped = await t.api
      .put(crmPath('/gohighlevel/mapping'))
      .set(employee.headers)
      .send({ rows: [{ source: 'jobTitle', property: 'contact.job_title' }] });
    expect(mapped.status).toBe(403);
    expect((await t.api.get(crmPath('/pushes')).set(employee.headers)).status).toBe(403);
  });
});

describe('Company CRM: pushes', () => {
  beforeEach(async () => {
    expect((await connect()).status).toBe(200);
    const rows = [
      { source: 'firstName', property: 'firstName' },
      { source: 'lastName', property: 'lastName' },
      { source: 'email', property: 'email' },
      { source: 'jobTitle', property: 'contact.job_title' },
      { source: 'cardOwnerName', property: 'contact.met_at' },
    ];
    expect((await t.api.put(crmPath('/gohighlevel/mapping')).set(admin.headers).send({ rows })).status).toBe(200);
  });

  it('pushes a lead on an employee card with the mapped custom field and owner; an edit updates the same record', async () => {
    const contactId = await leaveLead('lena@visitor.test', { jobTitle: 'CTO' });
    const [record] = inCrm('lena@visitor.test');
    expect(record).toMatchObject({
      locationId: EAST.id,
      firstName: 'Lena',
      assignedTo: REY_IN_GHL,
      customFields: expect.arrayContaining([
        { id: 'cf-job-title-0001', value: 'CTO' },
        { id: 'cf-met-at-0002', value: 'Rey Seller' },
      ]),
    });
    expect(await pushOf(contactId)).toMatchObject({
      contactId,
      crm: 'gohighlevel',
      status: 'synced',
      remoteId: record.id,
      ownerId: REY_IN_GHL,
      attempts: 1,
    });

    const edited = await t.api.put(`/v1/contacts/${contactId}`).set(employee.headers).send({ jobTitle: 'CEO' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(inCrm('lena@visitor.test')).toHaveLength(1);
    expect(inCrm('lena@visitor.test')[0].customFields).toContainEqual({ id: 'cf-job-title-0001', value: 'CEO' });

    // The admin sees it in the company's list; a member who does not hold the contact does not.
    const list = await t.api.get(crmPath('/pushes')).set(admin.headers);
    expect(list.body.data).toEqual([
      expect.objectContaining({ contactId, status: 'synced', name: 'Lena Lead', email: 'lena@visitor.test' }),
    ]);
    const colleague = await createUser(t, { firstName: 'Cal' });
    await join(t, companyId, admin, colleague);
    expect((await t.api.get(`/v1/contacts/${contactId}/company-crm`).set(colleague.headers)).status).toBe(404);
    expect((await summary()).counts).toEqual({ pending: 0, waiting: 0, synced: 1, failed: 0 });
  });

  it('a revoked grant: the push waits (attempts untouched), the CRM needs a reconnect; the reconnect pushes it', async () => {
    fakes.gohighlevel.tokens.accessTokens.clear();
    fakes.gohighlevel.tokens.refreshTokens.clear();
    const contactId = await leaveLead('wait@visitor.test');
    expect(await pushOf(contactId)).toMatchObject({ status: 'waiting_for_reconnect', attempts: 0 });
    expect(await summary()).toMatchObject({
      status: 'needs_reconnect',
      counts: { pending: 0, waiting: 1, synced: 0, failed: 0 },
    });
    expect(inCrm('wait@visitor.test')).toEqual([]);

    expect((await connect()).body.data.status).toBe('connected');
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced', attempts: 1 });
    expect(inCrm('wait@visitor.test')).toHaveLength(1);
  });

  it('renews tokens about to expire before use, and once after a 401; the connection stays connected', async () => {
    const calls = fakes.gohighlevel.tokens.refreshCalls.length;
    t.clock.advance(24 * 3600_000);
    expect((await pushOf(await leaveLead('late@visitor.test'))).status).toBe('synced');
    expect(fakes.gohighlevel.tokens.refreshCalls).toHaveLength(calls + 1);
    // The CRM forgets the access token alone: one renewal, and the push goes out.
    fakes.gohighlevel.tokens.accessTokens.clear();
    expect((await pushOf(await leaveLead('again@visitor.test'))).status).toBe('synced');
    expect(fakes.gohighlevel.tokens.refreshCalls).toHaveLength(calls + 2);
    expect((await summary()).status).toBe('connected');
  });

  it('a 429 and a 500 are retried with the backoff, never lost; a malformed answer fails the push with the reason', async () => {
    fakes.gohighlevel.faults.next('upsert', 'rate_limited');
    const contactId = await leaveLead('busy@visitor.test');
    expect(await pushOf(contactId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/429/),
    });
    fakes.gohighlevel.faults.next('upsert', 'server_error');
    t.clock.advance(61_000);
    await jobs['retry-outbox'](t.deps);
    expect(await pushOf(contactId)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: expect.stringMatching(/503/),
    });
    t.clock.advance(5 * 60_000 + 1000);
    await jobs['retry-outbox'](t.deps);
    expect(await pushOf(contactId)).toMatchObject({ status: 'synced', attempts: 3, lastError: null });
    expect(inCrm('busy@visitor.test')).toHaveLength(1);

    fakes.gohighlevel.faults.next('upsert', 'misfit');
    const broken = await leaveLead('odd@visitor.test');
    expect(await pushOf(broken)).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/unexpected/) });
    // The admin pushes it again.
    const retried = await t.api.post(crmPath(`/pushes/${broken}/retry`)).set(admin.headers);
    expect(retried.body.data).toMatchObject({ status: 'synced' });
  });

  it('a custom field deleted in the CRM since the mapping was saved fails the push, saying which', async () => {
    fakes.gohighlevel.customFields.splice(0, 1);
    const contactId = await leaveLead('field@visitor.test', { jobTitle: 'CTO' });
    expect(await pushOf(contactId)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('contact.job_title'),
    });
    expect(inCrm('field@visitor.test')).toEqual([]);
  });

  it('an employee marks a contact of their own: pushed now; unmarked, later edits stay home', async () => {
    const own = await t.api
      .post('/v1/contacts')
      .set(employee.headers)
      .send({ firstName: 'Mara', lastName: 'Met', email: 'mara@met.test', jobTitle: 'Buyer' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const contactId = own.body.data.id;
    expect(await pushOf(contactId)).toBeNull();
    const marked = await t.api.put(`/v1/contacts/${contactId}/company-crm`).set(employee.headers).send({ sync: true });
    expect(marked.body.data).toMatchObject({ status: 'synced', marked: true });
    const unmarked = await t.api
      .put(`/v1/contacts/${contactId}/company-crm`)
      .set(employee.headers)
      .send({ sync: false });
    // What the CRM holds stays, and the contact's switch reads off.
    expect(unmarked.body.data).toMatchObject({ status: 'synced', marked: false });
    expect(await pushOf(contactId)).toMatchObject({ marked: false });
    await t.api.put(`/v1/contacts/${contactId}`).set(employee.headers).send({ jobTitle: 'Head buyer' });
    expect(inCrm('mara@met.test')[0].customFields).toContainEqual({ id: 'cf-job-title-0001', value: 'Buyer' });
  });

  it('pushes sent at once are limited a contact an hour (each calls the CRM in the request): past it 429, nothing sent', async () => {
    expect((await connect()).status).toBe(200);
    const own = await t.api
      .post('/v1/contacts')
      .set(employee.headers)
      .send({ firstName: 'Tess', email: 'tess@toggle.test' });
    const mark = () =>
      t.api.put(`/v1/contacts/${own.body.data.id}/company-crm`).set(employee.headers).send({ sync: true });
    for (let i = 0; i < CRM_PUSHES_NOW_PER_HOUR; i++) expect((await mark()).status).toBe(200);
    const before = await pushOf(own.body.data.id);
    expect((await mark()).status).toBe(429);
    // No attempt made: the push stands as the last one left it.
    expect(await pushOf(own.body.data.id)).toEqual(before);
  });

  it('a deleted lead takes its push record; the CRM keeps its contact', async () => {
    const contactId = await leaveLead('kept@visitor.test');
    expect((await pushOf(contactId)).status).toBe('synced');
    expect((await t.api.delete(`/v1/contacts/${contactId}`).set(employee.headers)).status).toBe(200);
    expect((await t.api.get(crmPath('/pushes')).set(admin.headers)).body.data).toEqual([]);
    expect(inCrm('kept@visitor.test')).toHaveLength(1);
  });

  it("a visitor's erasure of their lead takes its push", async () => {
    fakes.gohighlevel.faults.next('upsert', 'server_error');
    const res = await t.api.post('/v1/contacts').send(
      await withChallenge(t.api, {
        profileId: (await defaultProfile(t, employee)).id,
        firstName: 'Gone',
        email: 'gone@visitor.test',
        consent: true,
        consentText: 'I agree to share my details with the owner.',
      }),
    );
    const { contactId, token } = res.body.data.erasure;
    expect((await pushOf(contactId)).status).toBe('pending');
    expect((await t.api.post(`/v1/public/leads/${contactId}/erasure`).send({ token })).status).toBe(200);
    expect((await t.api.get(crmPath('/pushes')).set(admin.headers)).body.data).toEqual([]);
    t.clock.advance(61_000);
    await jobs['retry-outbox'](t.deps);
    expect(inCrm('gone@visitor.test')).toEqual([]);
  });
});
