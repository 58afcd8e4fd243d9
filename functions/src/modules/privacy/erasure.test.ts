import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { PRIVACY_MESSAGES } from '../../contract/privacy';
import { leadConsentText } from '../../contract/contacts';
import {
  createTestContext,
  createUser,
  signIn,
  type TestContext,
  type TestUser,
} from '../../../test/harness.test-support';
import { createCompany, join as joinCompany } from '../../../test/world.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';
import { createContext } from '../../platform/context';
import { finishAccountDeletionsJob, runDeletion } from './erasure.service';
import { collections } from '../../platform/store/collections';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let fakes: ProviderFakes;
let t: TestContext;
let superadmin: TestUser;
let boss: TestUser;

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  [superadmin, boss] = await Promise.all([
    createUser(t, { superadmin: true }),
    createUser(t, { firstName: 'Bo', lastName: 'Boss' }),
  ]);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

/** Every document whose path or data mentions any of the needles, and every blob file whose path does. */
function remainsOf(needles: string[]): { docs: string[]; blobs: string[] } {
  const rows = t.store.db.prepare('SELECT path, data FROM docs').all() as { path: string; data: string }[];
  const docs = rows.filter((r) => needles.some((n) => r.path.includes(n) || r.data.includes(n))).map((r) => r.path);
  const root = join(t.dir, 'blobs');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(root, path));
    }
  };
  walk(root);
  return { docs, blobs: files.filter((f) => needles.some((n) => f.includes(n))) };
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A person with something of everything: profiles with media, links, cards, contacts, leads, analytics, a connection, a company. */
async function busyPerson(options: { companyId?: string } = {}) {
  const user = await createUser(t, { firstName: 'Erin', lastName: 'Eraser', pro: true });
  const profile = (await t.api.get('/v1/profiles').set(user.headers)).body.data[0];
  await t.api
    .put(`/v1/profiles/${profile.id}`)
    .set(user.headers)
    .send({
      slug: `erin-${user.uid.slice(0, 8).toLowerCase()}`,
      email: user.email,
      config: { sections: { contact: true } },
    })
    .expect(200);
  await t.api
    .post(`/v1/profiles/${profile.id}/photo/upload`)
    .set(user.headers)
    .attach('file', await png(), 'me.png')
    .expect(201);
  await t.api
    .post(`/v1/profiles/${profile.id}/everlinks/upload`)
    .set(user.headers)
    .attach('file', await png(), 'menu.png')
    .expect(201);
  const second = (await t.api.post('/v1/profiles').set(user.headers).send({ name: 'Events' }).expect(201)).body.data;
  const link = (
    await t.api
      .post('/v1/links')
      .set(user.headers)
      .send({ targetType: 'url', url: 'https://example.com/talk' })
      .expect(201)
  ).body.data;
  const minted = (await t.api.post('/v1/cards').set(superadmin.headers).send({ count: 1 }).expect(201)).body.data;
  await t.api
    .post('/v1/cards/activate')
    .set(user.headers)
    .send({ cardId: minted.cardIds[0], profileId: profile.id })
    .expect(200);
  const contact = (
    await t.api
      .post('/v1/contacts')
      .set(user.headers)
      .send({ firstName: 'Kim', lastName: 'Known', email: 'kim@known.test' })
      .expect(201)
  ).body.data;
  await t.api
    .post(`/v1/contacts/${contact.id}/display/upload`)
    .set(user.headers)
    .attach('file', await png(), 'kim.png')
    .expect(200);
  await t.api
    .post('/v1/public/events')
    .set('user-agent', BROWSER)
    .send({ type: 'view', profileId: profile.id })
    .expect(202);
  await t.api.post('/v1/tools/occupations').set(user.headers).send({ title: 'Chief Eraser' }).expect(201);
  if (options.companyId) await joinCompany(t, options.companyId, boss, user);
  const lead = await t.api.post('/v1/contacts').send(
    await withChallenge(t.api, {
      profileId: profile.id,
      firstName: 'Vera',
      lastName: 'Visitor',
      email: `vera-${Math.random()}@visitor.test`,
      consent: true,
      consentText: leadConsentText('Erin Eraser'),
    }),
  );
  expect(lead.status).toBe(201);
  await connectThroughApi(t, user, 'twitter').then((res) => expect(res.status).toBe(200));
  return {
    user,
    profile,
    second,
    link,
    cardId: minted.cardIds[0] as string,
    leadId: lead.body.data.erasure.contactId as string,
  };
}

/** A fresh token, as the person gets by signing in again. */
const freshSignIn = (user: TestUser) => signIn(user.email, user.password);

describe('DELETE /v1/users/{id}', () => {
  it('wants a sign-in within the last five minutes, and changes nothing without one', async () => {
    const user = await createUser(t);
    t.clock.advance(6 * 60_000);
    try {
      const res = await t.api.delete(`/v1/users/${user.uid}`).set(user.headers);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'requires-recent-login', message: MESSAGES.recentLoginRequired });
    } finally {
      t.clock.set(new Date());
    }
    expect((await collections(t).users.doc(user.uid).get()).exists).toBe(true);
  });

  it('is the owner’s (404 for anyone else), and needs a token (401)', async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    expect((await t.api.delete(`/v1/users/${user.uid}`)).status).toBe(401);
    expect((await t.api.delete(`/v1/users/${user.uid}`).set(other.headers)).status).toBe(404);
    expect((await t.api.delete('/v1/users/a%2Fb').set(other.headers)).status).toBe(400);
    expect((await collections(t).users.doc(user.uid).get()).exists).toBe(true);
  });

  it('deletes everything of the person: nothing of them remains in the store or the blob store', async () => {
    const acme = await createCompany(t, boss, `acme${Date.now()}`);
    const { user, profile, second, link, cardId, leadId } = await busyPerson({ companyId: acme.id });
    const revokedBefore = fakes.x.revoked.length;
    expect(remainsOf([user.uid]).blobs.length).toBeGreaterThan(0);

    const fresh = await freshSignIn(user);
    const res = await t.api.delete(`/v1/users/${user.uid}`).set(fresh.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: user.uid,
      deleted: true,
      counts: { integrations: 1, profiles: 2, identity: 1, record: 1 },
    });

    // Nothing in any collection or file names them, their email or their profiles.
    const remains = remainsOf([user.uid, user.email, profile.id, second.id]);
    expect(remains.docs).toEqual([]);
    expect(remains.blobs).toEqual([]);
    await expect(t.deps.auth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // The connection was revoked at the provider, not only forgotten here.
    expect(fakes.x.revoked.length).toBeGreaterThan(revokedBefore);
    // The lead they collected for the company stays the company's, with nothing of them on it.
    const lead = (await collections(t).contacts.doc(leadId).get()).data();
    expect(lead).toMatchObject({ userId: boss.uid });
    expect(lead).not.toHaveProperty('transferredFrom');
    // Their card can no longer be taken over; their slugs stay held for 90 days, for nobody.
    expect((await collections(t).cards.doc(cardId).get()).data()).toMatchObject({
      status: 'deactivated',
      userId: null,
      profileId: null,
    });
    expect((await t.api.get(`/v1/links/slug/${link.slug}`)).status).toBe(404);
    const claim = await t.api
      .post('/v1/links')
      .set(boss.headers)
      .send({ targetType: 'url', url: 'https://example.com', slug: link.slug });
    expect(claim.status).toBe(409);
    // The old token no longer works anywhere.
    expect((await t.api.get('/v1/profiles').set(fresh.headers)).status).toBe(401);
  });

  it('refuses the last admin of a company with other members, before changing anything', async () => {
    const owner = await createUser(t);
    const member = await createUser(t);
    const company = await createCompany(t, owner, `solo${Date.now()}`);
    await joinCompany(t, company.id, owner, member);
    const fresh = await freshSignIn(owner);
    const res = await t.api.delete(`/v1/users/${owner.uid}`).set(fresh.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.lastAdmin);
    expect((await collections(t).users.doc(owner.uid).get()).data()).toMatchObject({ companyId: company.id });
    expect((await collections(t).accountDeletions.doc(owner.uid).get()).exists).toBe(false);
  });
});

describe('a deletion that stopped', () => {
  it('is finished by the job, and running it again after the end changes nothing', async () => {
    const { user } = await busyPerson();
    // As a run that stopped half an hour ago would have left it.
    const stale = new Date(t.clock.now().getTime() - 30 * 60_000).toISOString();
    await collections(t)
      .accountDeletions.doc(user.uid)
      .set({
        userId: user.uid,
        status: 'failed',
        done: ['integrations'],
        failedStep: 'subscriptions',
        startedAt: stale,
        updatedAt: stale,
      });
    const report = await finishAccountDeletionsJob(t.deps);
    expect(report).toMatchObject({ job: 'finish-account-deletions', finished: 1, failed: 0 });
    expect(remainsOf([user.uid, user.email])).toEqual({ docs: [], blobs: [] });

    const again = await runDeletion(createContext(t.deps), user.uid);
    expect(again).toMatchObject({ deleted: true, counts: { profiles: 0, contacts: 0, identity: 0 } });
    expect(remainsOf([user.uid])).toEqual({ docs: [], blobs: [] });
  });
});
