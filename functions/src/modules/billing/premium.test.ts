import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TABLE, CAP_MESSAGES } from '../../contract/caps';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { createCompany } from '../../../test/world.test-support';
import { buyThroughCheckout, rolesSeen, startBillingTest, type BillingTest } from './billing.test-support';
import { collections } from '../../platform/store/collections';

/**
 * Security review S12: creating a one-person company made anyone premium (10× caps). A company
 * role alone is not premium now; a company's Teams plan is, while it lives, through the global
 * `teams` role it gives every active employee. Premium is observed through a cap: short links.
 */

let b: BillingTest;
let owner: TestUser;

beforeAll(async () => {
  b = await startBillingTest();
  owner = await createUser(b.t, { firstName: 'Solo', lastName: 'Founder' });
  // The free cap's worth of links, so the next one shows which cap applies.
  await Promise.all(
    Array.from({ length: PLAN_TABLE.linksPerUser.free }, (_, i) =>
      collections(b.t)
        .links.doc(`premium-seed-${i}`)
        .set({ id: `premium-seed-${i}`, userId: owner.uid }),
    ),
  );
});
afterAll(async () => b.close());

let n = 0;
const addLink = () =>
  b.t.api
    .post('/v1/links')
    .set(owner.headers)
    .send({ targetType: 'url', url: `https://example.com/premium-${++n}` });

describe('premium and company roles', () => {
  it('creating a one-person company gives the Admin role but not premium: the free cap holds (409)', async () => {
    const company = await createCompany(b.t, owner, 'Solo');
    expect(await rolesSeen(b.t, owner)).toEqual(['admin']);
    const res = await addLink();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CAP_MESSAGES.linksPerUser('free'));
    expect(company.id).toBeTruthy();
  });

  it('while the company pays for Teams its people are premium; when the plan ends they are not', async () => {
    const teams = await buyThroughCheckout(b, owner, 'teams-monthly');
    expect(teams.status).toBe('active');
    expect(await rolesSeen(b.t, owner)).toEqual(['admin', 'teams']);
    expect((await addLink()).status).toBe(201);

    b.fakes.stripe.ledger.endSubscription(teams.id);
    await b.fakes.stripe.ledger.settled();
    expect(await rolesSeen(b.t, owner)).toEqual(['admin']);
    expect((await addLink()).status).toBe(409);
  });
});
