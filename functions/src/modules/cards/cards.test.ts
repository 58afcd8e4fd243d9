import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ID_PATTERN, CARD_MESSAGES, type CardView } from '../../contract/cards';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let ownerProfile: Profile;
let otherProfile: Profile;
let batch: { batchId: string; cardIds: string[]; exportPath: string };

const firstProfile = async (user: TestUser): Promise<Profile> =>
  (await t.api.get('/v1/profiles').set(user.headers)).body.data[0];

beforeAll(async () => {
  t = await createTestContext();
  [admin, owner, other] = await Promise.all([createUser(t, { superadmin: true }), createUser(t), createUser(t)]);
  [ownerProfile, otherProfile] = await Promise.all([firstProfile(owner), firstProfile(other)]);
});
afterAll(async () => t.close());

describe('minting and exporting (superadmins)', () => {
  it('mints a batch of unguessable, short, unassigned cards', async () => {
    const res = await t.api.post('/v1/cards').set(admin.headers).send({ count: 25, note: 'Spring print run' });
    expect(res.status).toBe(201);
    batch = res.body.data;
    expect(batch.cardIds).toHaveLength(25);
    expect(new Set(batch.cardIds).size).toBe(25);
    for (const id of batch.cardIds) expect(id).toMatch(CARD_ID_PATTERN);
    const card = (await collections(t).cards.doc(batch.cardIds[0]).get()).data();
    expect(card).toMatchObject({
      status: 'unassigned',
      userId: null,
      profileId: null,
      batchId: batch.batchId,
      activatedAt: null,
    });
  });

  it('refuses others (403) and counts outside 1–1000 (400)', async () => {
    expect((await t.api.post('/v1/cards').set(owner.headers).send({ count: 1 })).status).toBe(403);
    expect((await t.api.post('/v1/cards').set(admin.headers).send({ count: 0 })).status).toBe(400);
    expect((await t.api.post('/v1/cards').set(admin.headers).send({ count: 1001 })).status).toBe(400);
  });

  it('mints 1000 cards in one call', async () => {
    const res = await t.api.post('/v1/cards').set(admin.headers).send({ count: 1000 });
    expect(res.status).toBe(201);
    expect((await collections(t).cards.where('batchId', '==', res.body.data.batchId).count().get()).data().count).toBe(
      1000,
    );
  });

  it('exports a batch as CSV with each card’s public URL, and lists batches', async () => {
    const res = await t.api.get(batch.exportPath).set(admin.headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?everlink-cards-[0-9-]+-[A-Za-z0-9]+\.csv"?$/,
    );
    const rows = parseCsv(res.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(25);
    expect(rows.map((r) => r.card_id).sort()).toEqual([...batch.cardIds].sort());
    expect(rows[0]).toMatchObject({
      url: `${t.deps.config.publicUrl}/card/${rows[0].card_id}`,
      status: 'unassigned',
      batch_id: batch.batchId,
    });
    expect((await t.api.get(batch.exportPath).set(owner.headers)).status).toBe(403);

    const list = await t.api.get('/v1/cards/batches').set(admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.map((b: { id: string }) => b.id)).toContain(batch.batchId);
    expect(list.body.data.find((b: { id: string }) => b.id === batch.batchId)).toMatchObject({
      count: 25,
      activated: 0,
      note: 'Spring print run',
    });
    expect((await t.api.get('/v1/cards/batches').set(owner.headers)).status).toBe(403);
  });
});

describe('activation', () => {
  it('activates an unassigned card onto one of my profiles (the code typed in any case, with spaces)', async () => {
    const id = batch.cardIds[0];
    const typed = `${id.slice(0, 4)} ${id.slice(4, 8)}-${id.slice(8)}`.toLowerCase();
    const res = await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: typed, profileId: ownerProfile.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      status: 'active',
      userId: owner.uid,
      profileId: ownerProfile.id,
      url: `${t.deps.config.publicUrl}/card/${id}`,
      activatedAt: expect.any(String),
    });
  });

  it('unknown card 404, another account’s card 409, someone else’s profile 400', async () => {
    const unknown = await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: 'ZZZZZZZZZZZZ', profileId: ownerProfile.id });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CARD_MESSAGES.notFound);
    const taken = await t.api
      .post('/v1/cards/activate')
      .set(other.headers)
      .send({ cardId: batch.cardIds[0], profileId: otherProfile.id });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: CARD_MESSAGES.activeElsewhere, code: 'card-active' });
    const notMine = await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: batch.cardIds[1], profileId: otherProfile.id });
    expect(notMine.status).toBe(400);
    expect(notMine.body.fields).toEqual({ profileId: CARD_MESSAGES.profileNotFound });
    expect((await collections(t).cards.doc(batch.cardIds[1]).get()).data()).toMatchObject({ status: 'unassigned' });
  });

  it('activating my own active card onto another profile just moves it', async () => {
    const second = (await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Second' })).body.data as Profile;
    const before = (await t.api.get(`/v1/cards/${batch.cardIds[0]}`).set(owner.headers)).body.data as CardView;
    const res = await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: batch.cardIds[0], profileId: second.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ profileId: second.id, activatedAt: before.activatedAt });
  });

  it('a deactivated profile cannot take a card', async () => {
    const paused = (await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Paused' })).body.data as Profile;
    await t.api.put(`/v1/profiles/${paused.id}/deactivate`).set(owner.headers).send({}).expect(200);
    const res = await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: batch.cardIds[2], profileId: paused.id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ profileId: CARD_MESSAGES.profileInactive });
  });
});

describe('my cards', () => {
  it('lists my cards only, newest activation first, with cursor pages', async () => {
    for (const id of batch.cardIds.slice(3, 6)) {
      t.clock.advance(1000);
      await t.api
        .post('/v1/cards/activate')
        .set(owner.headers)
        .send({ cardId: id, profileId: ownerProfile.id })
        .expect(200);
    }
    const first = await t.api.get('/v1/cards').set(owner.headers).query({ limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data.map((c: CardView) => c.id)).toEqual([batch.cardIds[5], batch.cardIds[4]]);
    const next = await t.api.get('/v1/cards').set(owner.headers).query({ limit: 2, cursor: first.body.nextCursor });
    expect(next.body.data.map((c: CardView) => c.id)).toEqual([batch.cardIds[3], batch.cardIds[0]]);
    expect(next.body.nextCursor).toBeUndefined();
    expect((await t.api.get('/v1/cards').set(other.headers)).body.data).toEqual([]);
  });

  it('GET and PUT are for the owner only (404 otherwise); PUT assigns a profile and a label', async () => {
    const id = batch.cardIds[3];
    expect((await t.api.get(`/v1/cards/${id}`).set(other.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/cards/${batch.cardIds[10]}`).set(owner.headers)).status).toBe(404);
    expect((await t.api.put(`/v1/cards/${id}`).set(other.headers).send({ label: 'mine now' })).status).toBe(404);
    const res = await t.api.put(`/v1/cards/${id}`).set(owner.headers).send({ label: 'Conference card' });
    expect(res.body.data).toMatchObject({ id, label: 'Conference card', profileId: ownerProfile.id });
    const bad = await t.api.put(`/v1/cards/${id}`).set(owner.headers).send({ profileId: otherProfile.id });
    expect(bad.status).toBe(400);
  });

  it('DELETE deactivates for good: no reassigning, no activating again', async () => {
    const id = batch.cardIds[4];
    expect((await t.api.delete(`/v1/cards/${id}`).set(other.headers)).status).toBe(404);
    const res = await t.api.delete(`/v1/cards/${id}`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    const again = await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: id, profileId: ownerProfile.id });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(CARD_MESSAGES.deactivated);
    const byOther = await t.api
      .post('/v1/cards/activate')
      .set(other.headers)
      .send({ cardId: id, profileId: otherProfile.id });
    expect(byOther.status).toBe(410);
    expect((await t.api.put(`/v1/cards/${id}`).set(owner.headers).send({ label: 'x' })).status).toBe(410);
    const batches = await t.api.get('/v1/cards/batches').set(admin.headers);
    expect(batches.body.data.find((b: { id: string }) => b.id === batch.batchId).activated).toBe(4);
  });
});
