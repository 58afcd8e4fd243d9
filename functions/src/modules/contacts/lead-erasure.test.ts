import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { CONTACT_MESSAGES, leadConsentText, type LeadReceipt } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let owner: TestUser;
let other: TestUser;
let profileId: string;

beforeAll(async () => {
  t = await createTestContext();
  [owner, other] = await Promise.all([createUser(t, { firstName: 'Olivia', lastName: 'Owner' }), createUser(t)]);
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
});
afterAll(async () => t.close());

const consentText = leadConsentText('Olivia Owner');
const lead = (body: Record<string, unknown> = {}) => ({
  profileId,
  firstName: 'Vera',
  lastName: 'Visitor',
  email: `vera-${Math.random()}@visitor.test`,
  consent: true,
  consentText,
  ...body,
});

async function leave(body: Record<string, unknown> = {}): Promise<LeadReceipt> {
  const res = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead(body)));
  expect(res.status).toBe(201);
  return res.body.data;
}

const erase = (receipt: Pick<LeadReceipt, 'erasure'>, token = receipt.erasure.token) =>
  t.api.post(`/v1/public/leads/${receipt.erasure.contactId}/erasure`).send({ token });

describe('consent on the lead form', () => {
  it('keeps the words the form showed and when they were agreed to, for the owner to see', async () => {
    const receipt = await leave();
    const contact = await t.api.get(`/v1/contacts/${receipt.erasure.contactId}`).set(owner.headers);
    expect(contact.status).toBe(200);
    expect(contact.body.data).toMatchObject({ consentText, consentAt: t.clock.now().toISOString(), source: 'form' });
  });

  it('refuses a lead without the consent text, and stores nothing', async () => {
    const before = (await collections(t).contacts.where('userId', '==', owner.uid).count().get()).data().count;
    for (const body of [
      { consentText: undefined },
      { consentText: '' },
      { consentText: '   ' },
      { consentText: 42 },
      { consentText: 'x'.repeat(501) },
    ]) {
      const res = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead(body)));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ consentText: undefined })))).body.fields
        .consentText,
    ).toBe(MESSAGES.required);
    expect((await collections(t).contacts.where('userId', '==', owner.uid).count().get()).data().count).toBe(before);
  });

  it('keeps the first consent when leads are merged', async () => {
    const first = await leave({ email: 'same@visitor.test' });
    t.clock.advance(60_000);
    const second = await leave({ email: 'same@visitor.test', consentText: 'Another wording.' });
    const merged = await t.api
      .post('/v1/contacts/merge')
      .set(owner.headers)
      .send({ primaryId: second.erasure.contactId, ids: [first.erasure.contactId] });
    expect(merged.status).toBe(200);
    expect(merged.body.data.consentText).toBe(consentText);
  });
});

describe('POST /v1/public/leads/{contactId}/erasure', () => {
  it('deletes the lead the token came with, tells the owner, and works once', async () => {
    const receipt = await leave({ firstName: 'Erin', lastName: 'Eraser' });
    const res = await erase(receipt);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: true });
    expect((await t.api.get(`/v1/contacts/${receipt.erasure.contactId}`).set(owner.headers)).status).toBe(404);
    expect((await collections(t).leadErasures.doc(receipt.erasure.contactId).get()).exists).toBe(false);
    const mails = (await inbox(owner.email)).filter(
      (m) => m.subject === 'A contact asked for their details to be deleted',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Erin Eraser');
    const again = await erase(receipt);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CONTACT_MESSAGES.erasureLinkInvalid);
  });

  it('refuses another token, another lead’s token and junk, deleting nothing', async () => {
    const mine = await leave();
    const theirs = await leave();
    expect((await erase(mine, theirs.erasure.token)).status).toBe(404);
    expect((await erase(mine, 'x'.repeat(43))).status).toBe(404);
    expect((await erase({ erasure: { contactId: 'no-such-lead', token: mine.erasure.token } })).status).toBe(404);
    expect((await t.api.post(`/v1/public/leads/${mine.erasure.contactId}/erasure`).send({})).status).toBe(400);
    expect(
      (await t.api.post(`/v1/public/leads/${mine.erasure.contactId}/erasure`).send({ token: 'a', extra: 1 })).status,
    ).toBe(400);
    expect(
      (await t.api.post(`/v1/public/leads/${mine.erasure.contactId}/erasure`).send({ token: 'y'.repeat(201) })).status,
    ).toBe(400);
    expect((await t.api.post('/v1/public/leads/a%2Fb/erasure').send({ token: 'a' })).status).toBe(400);
    for (const receipt of [mine, theirs])
      expect((await t.api.get(`/v1/contacts/${receipt.erasure.contactId}`).set(owner.headers)).status).toBe(200);
  });

  it('still answers after the owner deleted the contact themselves, and tells nobody', async () => {
    const receipt = await leave();
    await t.api.delete(`/v1/contacts/${receipt.erasure.contactId}`).set(owner.headers).expect(200);
    expect((await erase(receipt)).status).toBe(200);
  });

  it('gives a bot that filled the honeypot a link that leads nowhere', async () => {
    const receipt = await leave({ website: 'https://spam.example' });
    expect(receipt.erasure.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await erase(receipt)).status).toBe(404);
  });

  it('is not something another signed-in user can use on someone else’s lead', async () => {
    const receipt = await leave();
    const res = await t.api
      .post(`/v1/public/leads/${receipt.erasure.contactId}/erasure`)
      .set(other.headers)
      .send({ token: 'not-the-token' });
    expect(res.status).toBe(404);
  });
});
