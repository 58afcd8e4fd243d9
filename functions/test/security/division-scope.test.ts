import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type Employee } from '../../src/contract/company';
import { createTestContext, type TestContext, type TestUser } from '../harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../world.test-support';
import { changes, snapshot } from './store-snapshot.test-support';
import { collections } from '../../src/platform/store/collections';

/**
 * Security review 2026-11, S4: "the caller must still reach the employee afterwards" passed as
 * soon as ONE of the new divisions was the manager's own, so a manager of Sales could put
 * themselves (or anyone they manage) into every division and reach the whole company. Now each
 * division before and after must be within the caller's reach, and one's own roles and divisions
 * take company-wide rights.
 */

let t: TestContext;
let w: CompanyWorld;
let base: string;
beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
}, 60_000);
afterAll(async () => t.close());

const employee = async (user: TestUser) =>
  (await collections(t).employees(w.acme.id).doc(user.uid).get()).data() as Employee;
const setDivisions = (by: TestUser, who: TestUser, divisionIds: string[]) =>
  t.api.put(`${base}/employees/${who.uid}/divisions`).set(by.headers).send({ divisionIds });

describe('a division manager cannot widen their scope (S4)', () => {
  it("the review's reproduction: a manager of Sales adding themselves to Engineering is refused, nothing is written, and their reach is unchanged", async () => {
    const before = snapshot(t);
    const res = await setDivisions(w.manager, w.manager, [w.sales.id, w.engineering.id]);
    expect([res.status, res.body.message]).toEqual([403, COMPANY_MESSAGES.ownScope]);
    expect(changes(before, snapshot(t))).toEqual([]);
    expect((await employee(w.manager)).divisionIds).toEqual([w.sales.id]);
    // Still outside Engineering: the engineer's record and profile stay out of reach.
    expect(
      (await t.api.put(`${base}/employees/${w.engineer.uid}`).set(w.manager.headers).send({ title: 'Moved' })).status,
    ).toBe(403);
    const engineerProfile = (await t.api.get('/v1/profiles').set(w.engineer.headers)).body.data[0].id as string;
    expect(
      (await t.api.put(`/v1/profiles/${engineerProfile}`).set(w.manager.headers).send({ headline: 'Taken over' }))
        .status,
    ).toBe(404);
  });

  it('nor can they give themselves roles, even ones they hold', async () => {
    const res = await t.api
      .put(`${base}/employees/${w.manager.uid}/roles`)
      .set(w.manager.headers)
      .send({ roleIds: ['division-manager'] });
    expect([res.status, res.body.message]).toEqual([403, COMPANY_MESSAGES.ownScope]);
  });

  it('a person they manage cannot be put into a division beyond theirs, even alongside one of theirs', async () => {
    const before = snapshot(t);
    for (const divisionIds of [
      [w.sales.id, w.engineering.id],
      [w.sales.id, w.salesEast.id],
    ]) {
      const res = await setDivisions(w.manager, w.rep, divisionIds);
      expect([divisionIds, res.status, res.body.message]).toEqual([
        divisionIds,
        403,
        COMPANY_MESSAGES.divisionOutOfReach,
      ]);
    }
    expect(changes(before, snapshot(t))).toEqual([]);
    expect((await employee(w.rep)).divisionIds).toEqual([w.sales.id]);
    // Within their own divisions they still edit.
    expect((await setDivisions(w.manager, w.rep, [w.sales.id])).status).toBe(200);
  });

  it('company-wide rights still move anyone, themselves included', async () => {
    expect((await setDivisions(w.admin, w.rep, [w.sales.id, w.salesEast.id])).status).toBe(200);
    expect((await setDivisions(w.admin, w.admin, [w.engineering.id])).status).toBe(200);
    // The rep is now also in Sales East, which the manager does not manage: out of the manager's hands.
    const res = await setDivisions(w.manager, w.rep, [w.sales.id]);
    expect([res.status, res.body.message]).toEqual([403, COMPANY_MESSAGES.divisionOutOfReach]);
    expect((await setDivisions(w.admin, w.rep, [w.sales.id])).status).toBe(200);
  });
});
