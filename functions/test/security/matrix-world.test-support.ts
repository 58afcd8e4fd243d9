import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import sharp from 'sharp';
import { createUser, type TestContext, type TestUser } from '../harness.test-support';
import { createCompanyWorld, join, type CompanyWorld } from '../world.test-support';
import { connectThroughApi } from '../fakes/oauth-dance.test-support';
import { signRequest } from '../../src/integrations/instagram/fake/instagram.fake';
import { makeWalletCredentials, writeWalletCredentials } from '../../../scripts/lib/wallet-credentials.mjs';
import { buyThroughCheckout, startBillingTest, type BillingTest } from '../../src/modules/billing/billing.test-support';

/**
 * The objects the authorization matrix and the bad-input sweep call routes on, all made through
 * the API as people would: a user ("owner") with profiles, a link, contacts, an activated card, a
 * photo, a subscription and every integration connected, wallet signing set up; the Acme company (admin, employee) and Globex (its own admin) of
 * world.test-support.ts (createCompanyWorld); a superadmin's catalogue entries. `fresh` makes a new object of a kind for
 * calls that destroy or disable theirs, so every allowed actor meets an intact one.
 */

export const ACTORS = [
  'anonymous',
  'owner',
  'otherUser',
  'employee',
  'companyAdmin',
  'otherCompanyAdmin',
  'superadmin',
] as const;
export type Actor = (typeof ACTORS)[number];

export const ID_KINDS = [
  'user',
  'profile',
  'slug',
  'link',
  'contact',
  'contactImport',
  'card',
  'batch',
  'file',
  'company',
  'employee',
  'invitation',
  'companyRole',
  'division',
  'companyEverlink',
  'companyCard',
  'plan',
  'subscription',
  'globalRole',
  'social',
  'apiKey',
  'companyApiKey',
  'webhookEndpoint',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export interface World {
  t: TestContext;
  billing: BillingTest;
  company: CompanyWorld;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /** Everyone made by `fresh.user`, by uid: they act on their own account (RouteRow.ownerIs). */
  people: Map<string, TestUser>;
  /** One shared object of each kind (ids, or the path of a stored file). */
  ids: Record<IdKind, string>;
  /** The download token of `ids.file`. */
  fileToken: string;
  /** The confirmation code of an Instagram data-deletion request Meta made. */
  deletionCode: string;
  fresh: Record<IdKind, () => Promise<string>>;
  close(): Promise<void>;
}

/** Small valid files of every upload kind. */
export const SAMPLE_FILES = {
  image: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer(),
  document: async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  video: async () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(64),
    ]),
  csv: async () => Buffer.from(`email,firstName,lastName\n${uniqueEmail()},Casey,Sample\n`),
  vcf: async () =>
    Buffer.from(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Vera Card\r\nN:Card;Vera;;;\r\nEMAIL:vera@example.com\r\nEND:VCARD\r\n',
    ),
} as const;
export type UploadKind = keyof typeof SAMPLE_FILES;

export const INTEGRATIONS = ['instagram', 'twitter', 'tiktok', 'calendly', 'gohighlevel'] as const;
/** The Instagram fake's app secret (instagram.fake.ts), which signs Meta's callbacks. */
const INSTAGRAM_DEMO_SECRET = 'instagram-demo-secret';
/** The owner's socials: the upload-media route needs the network on the profile. */
export const OWNER_SOCIALS = { socials: [{ network: 'instagram', handle: 'owen' }] };

export const uniqueEmail = () => `sec-${randomUUID()}@test.everlink.test`;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function expectOk<T = Record<string, unknown>>(
  res: { status: number; body: { data?: unknown } },
  what: string,
): Promise<T> {
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

export async function createWorld(): Promise<World> {
  // Test wallet credentials, as share-kit's own tests make them: the wallet routes sign passes.
  const walletDir = mkdtempSync(joinPath(tmpdir(), 'everlink-wallet-'));
  writeWalletCredentials(walletDir, makeWalletCredentials());
  const billing = await startBillingTest({ EVERLINK_WALLET_DIR: walletDir });
  const { t } = billing;
  const [company, owner] = await Promise.all([
    createCompanyWorld(t),
    createUser(t, { firstName: 'Owen', lastName: 'Owner', pro: true }),
  ]);
  const { admin, rep, globexAdmin, plain, superadmin, acme } = company;
  const users = {
    owner,
    otherUser: plain,
    employee: rep,
    companyAdmin: admin,
    otherCompanyAdmin: globexAdmin,
    superadmin,
  };
  const as = (user: TestUser) => ({
    get: (path: string) => t.api.get(path).set(user.headers),
    post: (path: string, body: object = {}) => t.api.post(path).set(user.headers).send(body),
  });
  const acmePath = `/v1/company/${acme.id}`;
  // Where Acme's webhook endpoints point: saving one connects to it (docs/webhooks.md).
  const hooks = await listening();

  const defaultProfile = (
    await expectOk<{ id: string; slug: string }[]>(await as(owner).get('/v1/profiles'), 'GET /v1/profiles')
  )[0];
  await expectOk(
    await t.api.put(`/v1/profiles/${defaultProfile.id}/socials`).set(owner.headers).send(OWNER_SOCIALS),
    'PUT socials',
  );
  for (const provider of INTEGRATIONS)
    await expectOk(await connectThroughApi(t, owner, provider), `connecting ${provider}`);
  const fresh: World['fresh'] = {
    user: async () => {
      const person = await createUser(t);
      people.set(person.uid, person);
      return person.uid;
    },
    profile: async () =>
      (
        await expectOk<{ id: string }>(
          await as(owner).post('/v1/profiles', { name: unique('Side') }),
          'POST /v1/profiles',
        )
      ).id,
    slug: async () =>
      (
        await expectOk<{ slug: string }>(
          await as(owner).post('/v1/links', { targetType: 'url', url: 'example.com/slug' }),
          'POST /v1/links',
        )
      ).slug,
    link: async () =>
      (
        await expectOk<{ id: string }>(
          await as(owner).post('/v1/links', { targetType: 'url', url: 'example.com/fresh' }),
          'POST /v1/links',
        )
      ).id,
    contactImport: async () => {
      const importId = randomUUID();
      const res = await t.api
        .post(`/v1/contacts/${defaultProfile.id}/csv/import`)
        .set(owner.headers)
        .field('importId', importId)
        .attach('file', Buffer.from(`First Name,Email\nImogen,${uniqueEmail()}\n`), 'contacts.csv');
      await expectOk(res, 'POST /v1/contacts/{profileId}/csv/import');
      return importId;
    },
    contact: async () =>
      (
        await expectOk<{ id: string }>(
          await as(owner).post('/v1/contacts', {
            firstName: 'Connie',
            lastName: unique('Contact'),
            email: uniqueEmail(),
          }),
          'POST /v1/contacts',
        )
      ).id,
    batch: async () =>
      (await expectOk<{ batchId: string }>(await as(superadmin).post('/v1/cards', { count: 1 }), 'POST /v1/cards'))
        .batchId,
    card: async () => {
      const [cardId] = (
        await expectOk<{ cardIds: string[] }>(await as(superadmin).post('/v1/cards', { count: 1 }), 'POST /v1/cards')
      ).cardIds;
      await expectOk(
        await as(owner).post('/v1/cards/activate', { cardId, profileId: defaultProfile.id }),
        'POST /v1/cards/activate',
      );
      return cardId;
    },
    file: async () => {
      const res = await t.api
        .post(`/v1/profiles/${defaultProfile.id}/photo/upload`)
        .set(owner.headers)
        .attach('file', await SAMPLE_FILES.image(), 'me.png');
      const url = /\/v1\/files\/([^"?]+)\?token=([^"&]+)/.exec(JSON.stringify(await expectOk(res, 'photo upload')));
      if (!url) throw new Error('no file URL in the photo upload answer');
      fileTokens.set(url[1], url[2]);
      return url[1];
    },
    company: async () => acme.id,
    employee: async () => {
      const person = await createUser(t);
      await join(t, acme.id, admin, person, { divisionIds: [company.sales.id] });
      return person.uid;
    },
    invitation: async () => {
      const data = await expectOk<{ invitation: { id: string } }>(
        await as(admin).post(`${acmePath}/employees`, { email: uniqueEmail() }),
        'invite',
      );
      return data.invitation.id;
    },
    companyRole: async () =>
      (
        await expectOk<{ id: string }>(
          await as(admin).post(`${acmePath}/roles`, { name: unique('Helper'), permissions: [] }),
          'POST roles',
        )
      ).id,
    division: async () =>
      (
        await expectOk<{ id: string }>(
          await as(admin).post(`${acmePath}/divisions`, { name: unique('Division') }),
          'POST divisions',
        )
      ).id,
    companyEverlink: async () =>
      (
        await expectOk<{ id: string }>(
          await as(admin).post(`${acmePath}/everlinks/new`, { title: 'Handbook', url: 'acme.example/handbook' }),
          'POST everlinks',
        )
      ).id,
    companyCard: async () =>
      (
        await expectOk<{ cardIds: string[] }>(
          await as(superadmin).post('/v1/cards', { count: 1, companyId: acme.id }),
          'mint company card',
        )
      ).cardIds[0],
    plan: async () => 'pro-monthly',
    subscription: async () => (await buyThroughCheckout(billing, owner, 'pro-monthly', { trial: true })).id,
    globalRole: async () =>
      (
        await expectOk<{ id: string }>(
          await as(superadmin).post('/v1/superadmin/roles', {
            name: unique('Support'),
            permissions: [{ action: 'read', subject: 'User' }],
          }),
          'POST global role',
        )
      ).id,
    social: async () => {
      const id = `net${randomUUID().slice(0, 6)}`;
      await expectOk(
        await as(superadmin).post('/v1/socials', { id, name: `Net ${id}`, icon: 'globe' }),
        'POST /v1/socials',
      );
      return id;
    },
    apiKey: async () =>
      (
        await expectOk<{ id: string }>(
          await as(owner).post('/v1/api-keys', { name: unique('Key'), scopes: ['contacts:read'] }),
          'POST /v1/api-keys',
        )
      ).id,
    companyApiKey: async () =>
      (
        await expectOk<{ id: string }>(
          await as(admin).post(`${acmePath}/api-keys`, { name: unique('Key'), scopes: ['employees:read'] }),
          'POST company api-keys',
        )
      ).id,
    webhookEndpoint: async () =>
      (
        await expectOk<{ id: string }>(
          await as(admin).post(`${acmePath}/webhooks`, { url: hooks.url, events: ['lead.created'] }),
          'POST company webhooks',
        )
      ).id,
  };
  const fileTokens = new Map<string, string>();
  const people = new Map<string, TestUser>([[owner.uid, owner]]);

  // Made one after another where they share a counter or a transaction-heavy document.
  const ids = {
    user: owner.uid,
    profile: defaultProfile.id,
    company: acme.id,
    employee: rep.uid,
    division: company.sales.id,
  } as Record<IdKind, string>;
  for (const kind of [
    'slug',
    'link',
    'contact',
    'contactImport',
    'card',
    'batch',
    'file',
    'invitation',
    'companyRole',
    'companyEverlink',
    'companyCard',
    'plan',
    'subscription',
    'globalRole',
    'social',
    'apiKey',
    'companyApiKey',
    'webhookEndpoint',
  ] as const) {
    ids[kind] = await fresh[kind]();
  }
  // Meta's callback for an account we hold nothing of: it still gets a code to look up.
  const signed = signRequest(
    { algorithm: 'HMAC-SHA256', issued_at: Math.floor(t.clock.now().getTime() / 1000), user_id: '123' },
    INSTAGRAM_DEMO_SECRET,
  );
  const deletion = await t.api
    .post('/v1/instagram/deletion/initiate')
    .type('form')
    .send(`signed_request=${encodeURIComponent(signed)}`);
  if (deletion.status !== 200) throw new Error(`deletion/initiate answered ${deletion.status}`);
  return {
    t,
    billing,
    deletionCode: deletion.body.confirmation_code,
    company,
    users,
    people,
    ids,
    fileToken: fileTokens.get(ids.file)!,
    fresh,
    async close() {
      await hooks.close();
      await billing.close();
      rmSync(walletDir, { recursive: true, force: true });
    },
  };
}

/** A local server that answers every request 204: a webhook endpoint's address. */
async function listening(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => res.writeHead(204).end());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
