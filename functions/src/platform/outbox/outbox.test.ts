import { join } from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { inbox, startHangingMailServer, startMailServer, steadyPort } from '../../../test/mail.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { jobs } from '../../jobs/registry';
import { createContext } from '../context';
import { SqliteStore } from '../store/sqlite-store';
import { MAIL_TOPIC, enqueueMail, enqueueOnce, sweepOutbox } from '.';
import { collections } from '../store/collections';
import indexes from '../../../../firestore.indexes.json';

const LEAD_MAIL = 'You have a new contact';

let t: TestContext;
let smtp: number;
let owner: TestUser;
let profileId: string;
const stops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  // Each test has a mail server of its own, stopped until the test starts it; no pooled
  // connections, so stopping it does not wait for them to time out. Below the ephemeral range: a
  // supertest request elsewhere in the suite took a freePort while its server was stopped.
  smtp = await steadyPort();
  t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtp}?pool=false` });
  owner = await createUser(t, { firstName: 'Olga' });
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
});
afterEach(async () => {
  await t.close();
  for (const stop of stops.splice(0)) await stop();
});

const outbox = async () => (await collections(t).outbox.get()).docs.map((d) => ({ id: d.id, ...d.data() }));

/** A visitor's lead, answered as the visitor gets it: raw supertest, not the harness's, which also waits for the outbox. */
async function leaveLead(firstName = 'Vera') {
  const body = await withChallenge(t.api, {
    profileId,
    firstName,
    lastName: 'Visitor',
    email: `${firstName.toLowerCase()}@visitor.test`,
    consent: true,
    consentText: 'I agree to share my details with the owner.',
  });
  const started = Date.now();
  const res = await supertest(t.app).post('/v1/contacts').send(body);
  return { res, ms: Date.now() - started };
}

describe('a visitor’s lead and its mail', () => {
  it('answers 201 with the mail server stopped, keeps the mail with its retry state, and delivers it when the server returns', async () => {
    const { res } = await leaveLead();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.settle();

    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ topic: 'mail', payload: { to: owner.email, subject: LEAD_MAIL } });
    expect(waiting.delivery).toMatchObject({
      state: 'PENDING',
      attempts: 1,
      error: expect.stringMatching(/ECONNREFUSED/),
      leaseExpireTime: null,
      nextAttemptTime: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    // The lead itself is stored.
    expect((await t.api.get('/v1/contacts').set(owner.headers)).body.data).toHaveLength(1);

    const server = await startMailServer(smtp);
    stops.push(server.stop);
    // Not due yet: the sweep leaves it for its time.
    expect(await jobs['retry-outbox'](t.deps)).toEqual({
      job: 'retry-outbox',
      checked: 0,
      delivered: 0,
      waiting: 0,
      failed: 0,
    });
    t.clock.advance(61_000);
    expect(await jobs['retry-outbox'](t.deps)).toEqual({
      job: 'retry-outbox',
      checked: 1,
      delivered: 1,
      waiting: 0,
      failed: 0,
    });
    const [mail] = await inbox(owner.email, { apiUrl: server.apiUrl });
    expect(mail).toMatchObject({ subject: LEAD_MAIL });
    expect(mail.text).toContain('Vera Visitor left their details');
    expect((await outbox())[0].delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      error: null,
      nextAttemptTime: null,
      leaseExpireTime: null,
    });
  });

  it('answers before a hanging mail server would let the mail go', async () => {
    stops.push(await startHangingMailServer(smtp));
    const { res, ms } = await leaveLead();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The mailer gives a silent server 5 s to greet; the lead does not wait for it.
    expect(ms).toBeLessThan(5_000);
    expect((await outbox())[0].delivery.state).not.toBe('SUCCESS');
    await t.settle();
    expect((await outbox())[0].delivery).toMatchObject({
      state: 'PENDING',
      attempts: 1,
      error: expect.stringMatching(/greeting/i),
    });
  });

  it('gives up after the backoff is spent: ERROR, with the last error, and no further attempt', async () => {
    expect((await leaveLead()).res.status).toBe(201);
    await t.settle();
    for (const minutes of [1, 5, 30, 120, 360]) {
      t.clock.advance(minutes * 60_000 + 1);
      await jobs['retry-outbox'](t.deps);
    }
    expect((await outbox())[0].delivery).toMatchObject({
      state: 'ERROR',
      attempts: 6,
      error: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptTime: null,
    });
    t.clock.advance(24 * 3600_000);
    expect(await jobs['retry-outbox'](t.deps)).toMatchObject({ checked: 0 });
    // Settled messages hold addresses and the lead's details: the sweep drops them after 30 days.
    expect(await outbox()).toHaveLength(1);
    t.clock.advance(30 * 24 * 3600_000);
    await jobs['retry-outbox'](t.deps);
    expect(await outbox()).toEqual([]);
  });

  it('drops every settled message past its keeping time in one sweep, more than a page of them', async () => {
    const now = t.clock.now().toISOString();
    for (let b = 0; b < 2; b++) {
      const batch = t.store.batch();
      for (let i = 0; i < 225; i++)
        batch.set(collections(t).outbox.doc(), {
          topic: 'mail',
          payload: { to: `old-${b}-${i}@example.com`, subject: 'Old', text: 'Hello' },
          createdAt: now,
          delivery: {
            state: 'SUCCESS',
            attempts: 1,
            error: null,
            startTime: now,
            endTime: now,
            leaseExpireTime: null,
            leaseId: null,
            nextAttemptTime: null,
          },
          expiresAt: now,
        });
      await batch.commit();
    }
    t.clock.advance(1);
    await jobs['retry-outbox'](t.deps);
    expect(await outbox()).toEqual([]);
  });

  it('writes no mail when the lead’s own write fails: one batch', async () => {
    const server = await startMailServer(smtp);
    stops.push(server.stop);
    // The store refuses any new contact, as a failing commit would.
    t.store.db.exec(
      `CREATE TRIGGER refuse_contacts BEFORE INSERT ON docs WHEN NEW.parent = 'contacts' BEGIN SELECT RAISE(ABORT, 'the disk is full'); END`,
    );
    const { res } = await leaveLead();
    expect(res.status).toBe(500);
    await t.settle();
    expect(await outbox()).toEqual([]);
    expect(await inbox(owner.email, { apiUrl: server.apiUrl, timeoutMs: 1_000 })).toEqual([]);

    t.store.db.exec('DROP TRIGGER refuse_contacts');
    expect((await leaveLead('Wanda')).res.status).toBe(201);
    await t.settle();
    expect((await inbox(owner.email, { apiUrl: server.apiUrl })).map((m) => m.subject)).toEqual([LEAD_MAIL]);
  });
});

describe('a visitor’s erasure of their lead', () => {
  it('takes the owner’s mail about the lead out of the outbox too, and mails the owner that it was deleted', async () => {
    const server = await startMailServer(smtp);
    stops.push(server.stop);
    const { res } = await leaveLead();
    expect(res.status).toBe(201);
    await t.settle();
    expect((await outbox()).map((m) => m.payload)).toEqual([expect.objectContaining({ subject: LEAD_MAIL })]);
    const { contactId, token } = res.body.data.erasure;
    expect((await t.api.post(`/v1/public/leads/${contactId}/erasure`).send({ token })).status).toBe(200);
    expect((await outbox()).map((m) => m.payload)).toEqual([
      expect.objectContaining({ subject: 'A contact asked for their details to be deleted' }),
    ]);
  });
});

describe('dispatchers', () => {
  it('never deliver a message twice: two sweeps at once, on two instances of the store, send each mail once', async () => {
    const server = await startMailServer(smtp);
    stops.push(server.stop);
    const ctx = createContext(t.deps);
    const batch = t.store.batch();
    for (let i = 0; i < 12; i++)
      enqueueMail(ctx, batch, { to: `many-${i}@example.com`, subject: `Mail ${i}`, text: 'Hello' });
    // Committed without the in-process dispatch: the sweeps are the only dispatchers.
    await batch.commit();

    const other = new SqliteStore({
      file: join(t.dir, 'everlink.sqlite'),
      indexes: indexes.indexes as never,
      fieldOverrides: indexes.fieldOverrides,
    });
    try {
      const reports = await Promise.all([
        sweepOutbox(ctx),
        sweepOutbox(createContext({ ...t.deps, store: other })),
        sweepOutbox(ctx),
      ]);
      expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(12);
    } finally {
      await other.close();
    }
    const caught = await inbox('many-11@example.com', { apiUrl: server.apiUrl });
    expect(caught).toHaveLength(1);
    const all = (await (await fetch(`${server.apiUrl}/api/email`)).json()) as { subject: string }[];
    expect(all.map((m) => m.subject).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i}`).sort());
    expect((await outbox()).every((m) => m.delivery.state === 'SUCCESS' && m.delivery.attempts === 1)).toBe(true);
  });

  it('take over a message whose dispatcher died holding the lease, once the lease is over', async () => {
    const server = await startMailServer(smtp);
    stops.push(server.stop);
    const ctx = createContext(t.deps);
    const batch = t.store.batch();
    const id = enqueueMail(ctx, batch, { to: 'orphan@example.com', subject: 'Orphan', text: 'Hello' });
    await batch.commit();
    const leased = new Date(t.clock.now().getTime() + 120_000).toISOString();
    await collections(t).outbox.doc(id).update({
      'delivery.state': 'PROCESSING',
      'delivery.attempts': 1,
      'delivery.leaseId': 'gone',
      'delivery.leaseExpireTime': leased,
      'delivery.nextAttemptTime': leased,
    });

    expect(await sweepOutbox(ctx)).toMatchObject({ checked: 0 });
    t.clock.advance(121_000);
    expect(await sweepOutbox(ctx)).toMatchObject({ checked: 1, delivered: 1 });
    expect(await inbox('orphan@example.com', { apiUrl: server.apiUrl })).toHaveLength(1);
    expect((await outbox())[0].delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });
});

describe('enqueueOnce (a delayed message every change of its delay shares: the seat recount)', () => {
  const once = (ctx: ReturnType<typeof createContext>) =>
    enqueueOnce(ctx, {
      id: 'once',
      topic: MAIL_TOPIC,
      payload: { to: 'once@example.com', subject: 'Once', text: 'Hello' },
      delayMs: 60_000,
    });
  const state = async () => (await collections(t).outbox.doc('once').get()).data()?.delivery;

  it('adds nothing while the message waits, its failed attempt’s retry included, and queues anew once it gave up', async () => {
    const ctx = createContext(t.deps);
    expect(await once(ctx)).toBe(true);
    expect(await once(ctx)).toBe(false);
    expect(await sweepOutbox(ctx)).toMatchObject({ checked: 0 });
    // The mail server is down: the attempt fails, and its retry waits with the outbox's backoff.
    t.clock.advance(60_001);
    expect(await sweepOutbox(ctx)).toMatchObject({ checked: 1, waiting: 1 });
    expect(await state()).toMatchObject({ state: 'PENDING', attempts: 1 });
    // A change now is the retry's to handle: the waiting message stays as it is.
    expect(await once(ctx)).toBe(false);
    expect(await state()).toMatchObject({ state: 'PENDING', attempts: 1 });
    for (const minutes of [1, 5, 30, 120, 360]) {
      t.clock.advance(minutes * 60_000 + 1);
      await sweepOutbox(ctx);
    }
    expect(await state()).toMatchObject({ state: 'ERROR', attempts: 6 });
    // Given up: the next change queues the message again, from its first attempt.
    expect(await once(ctx)).toBe(true);
    expect(await state()).toMatchObject({ state: 'PENDING', attempts: 0, error: null });
    const server = await startMailServer(smtp);
    stops.push(server.stop);
    t.clock.advance(60_001);
    expect(await sweepOutbox(ctx)).toMatchObject({ checked: 1, delivered: 1 });
    expect(await inbox('once@example.com', { apiUrl: server.apiUrl })).toHaveLength(1);
  });

  it('replaces a message being delivered, so a change made during the delivery is handled again', async () => {
    const ctx = createContext(t.deps);
    expect(await once(ctx)).toBe(true);
    const leased = new Date(t.clock.now().getTime() + 120_000).toISOString();
    await collections(t).outbox.doc('once').update({
      'delivery.state': 'PROCESSING',
      'delivery.attempts': 1,
      'delivery.leaseId': 'in-flight',
      'delivery.leaseExpireTime': leased,
      'delivery.nextAttemptTime': leased,
    });
    expect(await once(ctx)).toBe(true);
    expect(await state()).toMatchObject({ state: 'PENDING', attempts: 0, leaseId: null });
    expect(await once(ctx)).toBe(false);
  });
});
