import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingContext, type CountingContext } from '../../../test/counting-store.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { ScimClient, scimToken } from './scim-client.test-support';
import { byCreation } from './scim-list';
import type { StoredScimUser } from './scim.model';

/**
 * A large directory's reads stay bounded by the page (docs/scim.md, "Paging"): the records are
 * written straight to the store (a directory of 1,500 through HTTP is the scale test's job, not
 * this one's), then listed as Okta pages and Entra filters.
 */

const PEOPLE = 1500;
const PAGE = 100;
/** What any SCIM call reads besides its page: the token, its rate counters, its last use, the groups. */
const OVERHEAD = 15;

let t: CountingContext;
let w: CompanyWorld;
let okta: ScimClient;
let seeded: StoredScimUser[];

beforeAll(async () => {
  t = await createCountingContext();
  w = await createCompanyWorld(t);
  okta = new ScimClient(t, (await scimToken(t, w)).secret, 'okta');
  const start = Date.parse('2026-01-01T00:00:00Z');
  seeded = Array.from({ length: PEOPLE }, (_, i) => {
    // Seven people a second: ties on createdAt are ordered by id.
    const at = new Date(start + Math.floor(i / 7) * 1000).toISOString();
    const id = collections(t).scimUsers(w.acme.id).doc().id;
    return {
      id,
      companyId: w.acme.id,
      userName: `Person${i}@big.test`,
      userNameKey: `person${i}@big.test`,
      externalId: `ext-${i}`,
      active: true,
      email: `person${i}@big.test`,
      attributes: { emails: [{ type: 'work', value: `person${i}@big.test` }] },
      invitationId: null,
      userId: null,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let i = 0; i < PEOPLE; i += 400) {
    const batch = t.store.batch();
    for (const u of seeded.slice(i, i + 400)) batch.set(collections(t).scimUsers(w.acme.id).doc(u.id), u);
    await batch.commit();
  }
  seeded.sort(byCreation);
});
afterAll(async () => t.close());

describe('SCIM lists of a large directory', () => {
  it('walks every page in a stable order, each page reading about itself', async () => {
    const ids: string[] = [];
    for (let startIndex = 1; startIndex <= PEOPLE; startIndex += PAGE) {
      const { result: res, cost } = await t.ops.measure(() =>
        okta.call('get', `/Users?startIndex=${startIndex}&count=${PAGE}`),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ totalResults: PEOPLE, startIndex, itemsPerPage: PAGE });
      ids.push(...res.body.Resources.map((r: { id: string }) => r.id));
      // The first page on this instance, and each after it, starts where the last one ended.
      expect(cost.reads).toBeLessThanOrEqual(PAGE + OVERHEAD);
    }
    expect(ids).toEqual(seeded.map((u) => u.id));
  });

  it('answers a jump from the ordered records up to its page end, never past it', async () => {
    const { result: res, cost } = await t.ops.measure(() => okta.call('get', `/Users?startIndex=301&count=50`));
    expect(res.body.Resources.map((r: { id: string }) => r.id)).toEqual(seeded.slice(300, 350).map((u) => u.id));
    expect(cost.reads).toBeLessThanOrEqual(350 + OVERHEAD);
    const past = await okta.call('get', `/Users?startIndex=${PEOPLE + 1}&count=10`);
    expect(past.body).toMatchObject({ totalResults: PEOPLE, itemsPerPage: 0, Resources: [] });
  });

  it('answers userName, externalId and id filters from one indexed read', async () => {
    const target = seeded[777];
    for (const filter of [
      `userName eq "${target.userName.toUpperCase()}"`,
      `externalId eq "${target.externalId}"`,
      `id eq "${target.id}"`,
    ]) {
      const { result: res, cost } = await t.ops.measure(() => okta.findUsers(filter));
      expect(res.status).toBe(200);
      expect(res.body.Resources.map((r: { id: string }) => r.id)).toEqual([target.id]);
      expect(cost.reads).toBeLessThanOrEqual(1 + OVERHEAD);
    }
    const none = await okta.findUsers('id eq "no-such-user"');
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
  });
});
