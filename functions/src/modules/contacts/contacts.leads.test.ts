import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { CONTACT_MESSAGES } from '../../contract/contacts';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { contactCalls, names } from './contacts.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, addContact, listAll } = contactCalls(() => t);

describe('lead capture: POST /v1/contacts without a token', () => {
  let owner: TestUser;
  let profileId: string;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Olivia', lastName: 'Owner' });
    profileId = await profileIdOf(owner);
  });

  const lead = (body: Record<string, unknown> = {}) => ({
    profileId,
    firstName: 'Vera',
    lastName: 'Visitor',
    email: 'vera@visitor.test',
    consent: true,
    consentText: 'I agree to share my details with the owner.',
    ...body,
  });

  it("creates a lead for the profile's owner, marked as from the form, shown first among recent contacts", async () => {
    await addContact(owner, { firstName: 'Earlier', lastName: 'Contact' });
    t.clock.advance(1000);
    const res = await t.api
      .post('/v1/contacts')
      .send(
        await withChallenge(
          t.api,
          lead({ company: 'Visiting Co', jobTitle: 'Buyer', note: 'Call me', phoneNumber: '+1 415 555 0100' }),
        ),
      );
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      profileId,
      owner: {
        firstName: 'Olivia',
        lastName: 'Owner',
        displayName: 'Olivia Owner',
        photoUrl: null,
        company: null,
        jobTitle: null,
      },
      vcardUrl: `/v1/public/profiles/${profileId}/vcard`,
      erasure: { contactId: expect.any(String), token: expect.any(String) },
    });
    const card = await t.api.get(res.body.data.vcardUrl);
    expect(card.status).toBe(200);
    expect(card.text).toContain('FN:Olivia Owner');

    const recent = await t.api.get('/v1/contacts').set(owner.headers).query({ sort: 'createdAt', order: 'desc' });
    expect(recent.status).toBe(200);
    expect(recent.body.data[0]).toMatchObject({
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@visitor.test',
      phoneNumber: '+1 415 555 0100',
      company: 'Visiting Co',
      jobTitle: 'Buyer',
      note: 'Call me',
      source: 'form',
      profileId,
      userId: owner.uid,
      favorite: false,
    });
    expect(recent.body.data[0].consentAt).toBe(t.clock.now().toISOString());
    const fromForm = await t.api.get('/v1/contacts').set(owner.headers).query({ source: 'form' });
    expect(names(fromForm.body.data)).toEqual(['Vera Visitor']);
    const stats = await t.api.get(`/v1/analytics/dashboard/${profileId}`).set(owner.headers);
    expect(stats.body.data.totals.leads).toBe(1);
  });

  it('checks the fields with the specification messages', async () => {
    const missing = await t.api.post('/v1/contacts').send(await withChallenge(t.api, { profileId }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ firstName: MESSAGES.required, consent: MESSAGES.required });

    const bad = await t.api
      .post('/v1/contacts')
      .send(await withChallenge(t.api, lead({ email: 'not-an-email', phoneNumber: 'call me' })));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: MESSAGES.invalidEmail, phoneNumber: MESSAGES.invalidPhone });

    const unreachable = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ email: undefined })));
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.fields).toEqual({ email: MESSAGES.required, phoneNumber: MESSAGES.required });

    const noConsent = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ consent: false })));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toEqual({ consent: MESSAGES.required });

    const phoneOnly = await t.api
      .post('/v1/contacts')
      .send(
        await withChallenge(t.api, lead({ email: undefined, phoneNumber: '+44 20 7946 0000', firstName: 'Phone' })),
      );
    expect(phoneOnly.status).toBe(201);
  });

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const before = (await listAll(owner, {}, 100)).length;
    const res = await t.api
      .post('/v1/contacts')
      .send(await withChallenge(t.api, lead({ firstName: 'Bot', website: 'https://spam.example' })));
    expect(res.status).toBe(201);
    expect(res.body.data.owner.displayName).toBe('Olivia Owner');
    const after = await listAll(owner, {}, 100);
    expect(after.length).toBe(before);
    expect(names(after)).not.toContain('Bot Visitor');
  });

  it('takes a signed-in visitor’s submission as a lead for the owner, not as the visitor’s contact', async () => {
    const visitor = await createUser(t, { firstName: 'Signed', lastName: 'Visitor' });
    const res = await t.api
      .post('/v1/contacts')
      .set(visitor.headers)
      .send(await withChallenge(t.api, lead({ firstName: 'Signed', email: 'signed@visitor.test' })));
    expect(res.status).toBe(201);
    expect(names(await listAll(owner, { source: 'form' }, 100))).toContain('Signed Visitor');
    expect(await listAll(visitor)).toEqual([]);
  });

  it('refuses leads while capture is off or the profile is not active', async () => {
    // The public form reads the profile's public page for the owner and the switch.
    const page = await t.api.get(`/v1/profiles/${profileId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ displayName: 'Olivia Owner', config: { leadCapture: { enabled: true } } });

    expect(
      (
        await t.api
          .put(`/v1/profiles/${profileId}/config`)
          .set(owner.headers)
          .send({ leadCapture: { enabled: false } })
      ).status,
    ).toBe(200);
    expect((await t.api.get(`/v1/profiles/${profileId}`)).body.data.config.leadCapture.enabled).toBe(false);
    const refused = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ firstName: 'Late' })));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CONTACT_MESSAGES.leadCaptureOff);
    await t.api
      .put(`/v1/profiles/${profileId}/config`)
      .set(owner.headers)
      .send({ leadCapture: { enabled: true } });

    const other = await createUser(t);
    const otherProfile = await profileIdOf(other);
    expect(
      (await t.api.put(`/v1/profiles/${otherProfile}/deactivate`).set(other.headers).send({ deactivated: true }))
        .status,
    ).toBe(200);
    const inactive = await t.api
      .post('/v1/contacts')
      .send(await withChallenge(t.api, lead({ profileId: otherProfile })));
    expect(inactive.status).toBe(404);
    expect(inactive.body.message).toBe(CONTACT_MESSAGES.profileUnavailable);
    expect(
      (await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ profileId: 'no-such-profile' }))))
        .status,
    ).toBe(404);
    expect(names(await listAll(owner, {}, 100))).not.toContain('Late Visitor');
  });
});
