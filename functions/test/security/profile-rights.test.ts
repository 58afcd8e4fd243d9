import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedFieldMessage } from '../../src/contract/company-brand';
import { MESSAGES } from '../../src/contract/messages';
import { PROFILE_MESSAGES, type Profile } from '../../src/contract/profiles';
import { createTestContext, type TestContext, type TestUser } from '../harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../world.test-support';
import { changes, snapshot } from './store-snapshot.test-support';
import { collections } from '../../src/platform/store/collections';

/**
 * Security review 2026-11:
 * - S6: locked fields were enforced on updates only; a second profile (POST /v1/profiles) took any
 *   job title under the company's brand.
 * - S7: deleting someone else's profile took only `update Profile` (which division managers hold),
 *   and the "last profile" and default rules counted the caller's profiles, not the owner's.
 */

let t: TestContext;
let w: CompanyWorld;
beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
}, 60_000);
afterAll(async () => t.close());

const profilesOf = async (user: TestUser) => (await t.api.get('/v1/profiles').set(user.headers)).body.data as Profile[];
const stateOf = async (user: TestUser) =>
  Object.fromEntries((await profilesOf(user)).map((p) => [p.id, `${p.status}${p.default ? ' default' : ''}`]));
const stored = async (id: string) => (await collections(t).profiles.doc(id).get()).data() as Profile;
const newProfile = async (user: TestUser, body: Record<string, unknown> = {}) => {
  const res = await t.api
    .post('/v1/profiles')
    .set(user.headers)
    .send({ name: 'Second', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Profile;
};
const deleteAs = (user: TestUser, id: string) => t.api.put(`/v1/profiles/${id}/delete`).set(user.headers);

describe('locked fields hold on new profiles (S6)', () => {
  let managed: Profile;
  beforeAll(async () => {
    [managed] = await profilesOf(w.engineer);
    await t.api
      .put(`/v1/profiles/${managed.id}`)
      .set(w.admin.headers)
      .send({ jobTitle: 'Software Engineer', company: 'Acme' })
      .expect(200);
    await t.api
      .put(`/v1/company/${w.acme.id}`)
      .set(w.admin.headers)
      .send({ lockedFields: ['jobTitle', 'company'] })
      .expect(200);
  });

  it('a different locked value is 403 naming the field, as on updates, and nothing is written', async () => {
    const before = snapshot(t);
    const res = await t.api
      .post('/v1/profiles')
      .set(w.engineer.headers)
      .send({ name: 'CEO card', jobTitle: 'Chief Executive Officer', company: 'Acme' });
    const message = lockedFieldMessage('jobTitle');
    expect([res.status, res.body]).toEqual([403, { message, code: 'locked-field', fields: { jobTitle: message } }]);
    expect(changes(before, snapshot(t))).toEqual([]);
    // The same words as an update of the managed profile.
    expect(
      (
        await t.api
          .put(`/v1/profiles/${managed.id}`)
          .set(w.engineer.headers)
          .send({ jobTitle: 'Chief Executive Officer' })
      ).body.message,
    ).toBe(message);
  });

  it("a new company profile takes the company's values for locked fields; the others are the member's", async () => {
    const created = await newProfile(w.engineer, { headline: 'Weekend photographer' });
    expect(created).toMatchObject({
      companyId: w.acme.id,
      jobTitle: 'Software Engineer',
      company: 'Acme',
      headline: 'Weekend photographer',
    });
    const same = await newProfile(w.engineer, { name: 'Third', jobTitle: ' Software Engineer ' });
    expect(same.jobTitle).toBe('Software Engineer');
  });

  it('those who may update the company (its admin) keep what they send', async () => {
    expect((await newProfile(w.admin, { jobTitle: 'Founder' })).jobTitle).toBe('Founder');
  });
});

describe("deleting or un-defaulting someone else's profile needs delete Profile (S7)", () => {
  it('a division manager cannot delete a profile of someone they manage (403), nor take its default; nothing is written', async () => {
    const [only] = await profilesOf(w.rep);
    const before = snapshot(t);
    const res = await deleteAs(w.manager, only.id);
    expect([res.status, res.body.message]).toEqual([403, MESSAGES.forbidden]);
    const second = await newProfile(w.rep);
    const mid = snapshot(t);
    expect((await deleteAs(w.manager, second.id)).status).toBe(403);
    expect((await t.api.put(`/v1/profiles/${second.id}`).set(w.manager.headers).send({ default: true })).status).toBe(
      403,
    );
    expect(changes(mid, snapshot(t))).toEqual([]);
    expect(changes(before, mid).every((c) => !c.includes(only.id))).toBe(true);
    expect(await stateOf(w.rep)).toEqual({ [only.id]: 'active default', [second.id]: 'active' });
    // Editing stays theirs.
    expect(
      (await t.api.put(`/v1/profiles/${only.id}`).set(w.manager.headers).send({ headline: 'Top seller' })).status,
    ).toBe(200);
  });

  it("an admin making an employee's profile the default moves the employee's default, not the admin's own", async () => {
    const adminDefault = (await profilesOf(w.admin)).find((p) => p.default)!;
    // The test clock stands still: the rep's profiles are told apart by their default flag.
    const repFirst = (await profilesOf(w.rep)).find((p) => p.default)!;
    const repSecond = (await profilesOf(w.rep)).find((p) => !p.default)!;
    const res = await t.api.put(`/v1/profiles/${repSecond.id}`).set(w.admin.headers).send({ default: true });
    expect([res.status, res.body.data?.default]).toEqual([200, true]);
    expect((await stored(adminDefault.id)).default).toBe(true);
    expect((await stored(repFirst.id)).default).toBe(false);
  });

  it("the owner's last profile cannot be deleted by anyone: admin, superadmin or the owner (409)", async () => {
    const second = (await profilesOf(w.rep)).find((p) => !p.default)!;
    const first = (await profilesOf(w.rep)).find((p) => p.default)!;
    const deleted = await deleteAs(w.admin, second.id);
    expect([deleted.status, deleted.body.data?.newDefaultId]).toEqual([200, null]);
    for (const who of [w.admin, w.superadmin, w.rep]) {
      const before = snapshot(t);
      const res = await deleteAs(who, first.id);
      expect([res.status, res.body.message]).toEqual([409, PROFILE_MESSAGES.lastProfile]);
      expect(changes(before, snapshot(t))).toEqual([]);
    }
    expect(await stateOf(w.rep)).toEqual({ [first.id]: 'active default' });
  });
});
