import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, defaultProfile, type CompanyWorld } from '../../../test/world.test-support';

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

describe('locked fields', () => {
  let profile: Profile;

  beforeAll(async () => {
    profile = await defaultProfile(t, w.rep);
    await t.api
      .put(`/v1/profiles/${profile.id}`)
      .set(w.admin.headers)
      .send({ jobTitle: 'Account Executive', phoneNumbers: [{ label: 'work', number: '+1 415 555 0101' }] })
      .expect(200);
    await t.api
      .put(base)
      .set(w.admin.headers)
      .send({ lockedFields: ['jobTitle', 'phoneNumbers', 'config'] })
      .expect(200);
  });

  it("an employee's change to a locked field is 403 naming it, and nothing is written", async () => {
    const res = await t.api
      .put(`/v1/profiles/${profile.id}`)
      .set(w.rep.headers)
      .send({ jobTitle: 'CEO', bio: 'New bio' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Job title is managed by your company.');
    expect(res.body.fields).toEqual({ jobTitle: 'Job title is managed by your company.' });
    const phones = await t.api.put(`/v1/profiles/${profile.id}`).set(w.rep.headers).send({ phoneNumbers: [] });
    expect(phones.body.message).toBe('Phone numbers are managed by your company.');
    const design = await t.api
      .put(`/v1/profiles/${profile.id}/config`)
      .set(w.rep.headers)
      .send({ theme: { primaryColor: '#000000' } });
    expect(design.status).toBe(403);
    const after = (await t.api.get(`/v1/profiles/${profile.id}`).set(w.rep.headers)).body.data as Profile;
    expect(after).toMatchObject({ jobTitle: 'Account Executive', bio: profile.bio });
  });

  it('unchanged locked values and other fields still save, so a whole form goes through', async () => {
    const res = await t.api
      .put(`/v1/profiles/${profile.id}`)
      .set(w.rep.headers)
      .send({
        jobTitle: 'Account Executive',
        phoneNumbers: [{ label: 'work', number: '+14155550101' }],
        headline: 'Selling anvils',
      });
    expect(res.status).toBe(200);
    expect(res.body.data.headline).toBe('Selling anvils');
  });

  it('the division manager may edit the profile but not its locked fields; admins and superadmins may', async () => {
    expect(
      (await t.api.put(`/v1/profiles/${profile.id}`).set(w.manager.headers).send({ headline: 'By my manager' })).status,
    ).toBe(200);
    expect(
      (await t.api.put(`/v1/profiles/${profile.id}`).set(w.manager.headers).send({ jobTitle: 'Intern' })).status,
    ).toBe(403);
    expect(
      (
        await t.api
          .put(`/v1/profiles/${profile.id}`)
          .set(w.admin.headers)
          .send({ jobTitle: 'Senior Account Executive' })
      ).status,
    ).toBe(200);
    expect(
      (await t.api.put(`/v1/profiles/${profile.id}`).set(w.superadmin.headers).send({ jobTitle: 'Head of Sales' }))
        .status,
    ).toBe(200);
    expect(
      (await t.api.put(`/v1/profiles/${profile.id}`).set(w.globexAdmin.headers).send({ jobTitle: 'Spy' })).status,
    ).toBe(404);
  });

  it("a plain user's profile knows no locks", async () => {
    const own = await defaultProfile(t, w.plain);
    expect((await t.api.put(`/v1/profiles/${own.id}`).set(w.plain.headers).send({ jobTitle: 'Anything' })).status).toBe(
      200,
    );
  });
});
