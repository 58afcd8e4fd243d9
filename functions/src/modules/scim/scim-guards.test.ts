import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SCIM_MESSAGES } from '../../contract/scim';
import { expectScimError, ScimClient, scimToken } from './scim-client.test-support';
import { giveTeams } from './scim-teams.test-support';
import { PLAN_CACHE_MS } from './scim-plan';

/** What every SCIM call passes before it reaches a resource: the owner's plan and the token's rate. */

let t: TestContext;
let w: CompanyWorld;
let scim: ScimClient;

const RATE = 8;

beforeAll(async () => {
  t = await createTestContext({ SCIM_CALLS_PER_MINUTE: String(RATE) });
  w = await createCompanyWorld(t);
  scim = new ScimClient(t, (await scimToken(t, w)).secret);
});
afterAll(async () => t.close());

async function takeTeams(): Promise<void> {
  const ref = collections(t).users.doc(w.admin.uid);
  const roleIds = (await ref.get()).data()?.roleIds ?? [];
  await ref.update({ roleIds: roleIds.filter((r) => r !== 'teams') });
}

describe('SCIM guards (docs/scim.md)', () => {
  it(`refuses a company whose owner left Teams, within ${PLAN_CACHE_MS / 1000} s, and serves it again once back`, async () => {
    expect((await scim.call('get', '/Users')).status).toBe(200);
    await takeTeams();
    // The instance's answer of a moment ago still stands: the documented bound.
    expect((await scim.call('get', '/Users')).status).toBe(200);
    t.clock.advance(PLAN_CACHE_MS);
    const refused = await scim.call('get', '/Users');
    expectScimError(refused, 403);
    expect(refused.body.detail).toBe(SCIM_MESSAGES.notInPlan);
    expectScimError(await scim.call('post', '/Users', { userName: 'x@acme.test' }), 403);
    expect((await collections(t).scimUsers(w.acme.id).get()).size).toBe(0);
    await giveTeams(t, w.admin);
    t.clock.advance(PLAN_CACHE_MS);
    expect((await scim.call('get', '/Users')).status).toBe(200);
  });

  it('answers 429 in SCIM shape with Retry-After past the token rate, and serves again the next minute', async () => {
    t.clock.advance(60_000);
    const answers: number[] = [];
    for (let i = 0; i < RATE; i++) answers.push((await scim.call('get', '/ServiceProviderConfig')).status);
    expect(answers).toEqual(Array(RATE).fill(200));
    const over = await scim.call('get', '/Users');
    expectScimError(over, 429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(60_000);
    expect((await scim.call('get', '/Users')).status).toBe(200);
  });
});
