import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';

// Event mode's offline queue uploads each lead with a client-made id (docs/event-mode.md):
// sending it again must answer the contact made the first time, never a second one.

let t: TestContext;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  owner = await createUser(t, { firstName: 'Eve', lastName: 'Event' });
  other = await createUser(t, { firstName: 'Otto', lastName: 'Other' });
});
afterAll(async () => t.close());

async function book(user: TestUser): Promise<Contact[]> {
  const res = await t.api.get('/v1/contacts').set(user.headers).query({ limit: 100 });
  expect(res.status).toBe(200);
  return res.body.data;
}

const lead = (clientId: string, body: Record<string, unknown> = {}) => ({
  clientId,
  firstName: 'Lena',
  lastName: 'Lead',
  email: 'lena@lead.test',
  source: 'manual',
  ...body,
});

describe('POST /v1/contacts with a clientId', () => {
  it('creates the contact once (201), and answers the same contact for a repeat (200) without a duplicate', async () => {
    const clientId = randomUUID();
    const first = await t.api.post('/v1/contacts').set(owner.headers).send(lead(clientId));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ firstName: 'Lena', lastName: 'Lead', email: 'lena@lead.test' });

    const again = await t.api
      .post('/v1/contacts')
      .set(owner.headers)
      .send(lead(clientId, { note: 'sent twice' }));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const mine = (await book(owner)).filter((c) => c.firstName === 'Lena');
    expect(mine.map((c) => c.id)).toEqual([first.body.data.id]);
  });

  it('makes one contact when the same lead arrives several times at once', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.api
          .post('/v1/contacts')
          .set(owner.headers)
          .send(lead(clientId, { firstName: 'Racer' })),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect((await book(owner)).filter((c) => c.firstName === 'Racer')).toHaveLength(1);
  });

  it("keeps two people's equal clientIds apart", async () => {
    const clientId = randomUUID();
    const mine = await t.api
      .post('/v1/contacts')
      .set(owner.headers)
      .send(lead(clientId, { firstName: 'Shared' }));
    const theirs = await t.api
      .post('/v1/contacts')
      .set(other.headers)
      .send(lead(clientId, { firstName: 'Shared' }));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect((await book(other)).map((c) => c.id)).toEqual([theirs.body.data.id]);
    // The other person's copy is not reachable by the owner.
    expect((await t.api.get(`/v1/contacts/${theirs.body.data.id}`).set(owner.headers)).status).toBe(404);
  });

  it('makes a new contact for each request without a clientId, as before', async () => {
    const a = await t.api.post('/v1/contacts').set(owner.headers).send({ firstName: 'Plain' });
    const b = await t.api.post('/v1/contacts').set(owner.headers).send({ firstName: 'Plain' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).not.toBe(b.body.data.id);
  });

  it('refuses a clientId that is not a UUID (400, nothing written)', async () => {
    const before = (await book(owner)).length;
    for (const clientId of ['not-a-uuid', 42, '../../contacts', '']) {
      const res = await t.api
        .post('/v1/contacts')
        .set(owner.headers)
        .send(lead(clientId as string, { firstName: 'Junk' }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('clientId');
    }
    expect(await book(owner)).toHaveLength(before);
  });

  it('still checks the rest of the body with a clientId (no name → 400)', async () => {
    const res = await t.api
      .post('/v1/contacts')
      .set(owner.headers)
      .send({ clientId: randomUUID(), email: 'noname@lead.test' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('firstName');
  });

  it('refuses the same body without a token: it is read as a public lead, which needs a profile and consent (400)', async () => {
    const res = await t.api.post('/v1/contacts').send(lead(randomUUID()));
    expect(res.status).toBe(400);
    expect((await book(owner)).filter((c) => c.firstName === 'Lena')).toHaveLength(1);
  });
});
