import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { expect } from 'vitest';
import type SuperagentResponse from 'superagent/lib/node/response';
import type { Profile } from '../../contract/profiles';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import {
  makeWalletCredentials,
  writeWalletCredentials,
  type WalletCredentials,
} from '../../../../scripts/lib/wallet-credentials.mjs';

/**
 * The world the share-kit tests run in: the real app with test wallet credentials made by the
 * same helper `npm start` uses, Acme (brand colours and a logo) with its people, and profiles
 * filled in as their owners would.
 */

export interface ShareKitWorld extends CompanyWorld {
  t: TestContext;
  credentials: WalletCredentials;
  /** Someone in no company, with a photo and contact details shown. */
  owner: TestUser;
  ownerProfile: Profile;
  /** Acme's sales rep (Sales division): an employee. */
  repProfile: Profile;
  engineerProfile: Profile;
  close(): Promise<void>;
}

export const ACME_BRAND = { primaryColor: '#0a3d62', accentColor: '#f6b93b' };

export const png = (width: number, height: number, background = '#3c6382') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export async function firstProfile(t: TestContext, user: TestUser): Promise<Profile> {
  return (await t.api.get('/v1/profiles').set(user.headers)).body.data[0];
}

async function fillProfile(t: TestContext, user: TestUser, fields: Record<string, unknown>): Promise<Profile> {
  const profile = await firstProfile(t, user);
  const res = await t.api.put(`/v1/profiles/${profile.id}`).set(user.headers).send(fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function createShareKitWorld(): Promise<ShareKitWorld> {
  const walletDir = mkdtempSync(join(tmpdir(), 'everlink-wallet-'));
  const credentials = makeWalletCredentials();
  writeWalletCredentials(walletDir, credentials);
  const t = await createTestContext({ EVERLINK_WALLET_DIR: walletDir });
  const world = await createCompanyWorld(t);
  const owner = world.plain;

  const brand = await t.api.put(`/v1/company/${world.acme.id}`).set(world.admin.headers).send({ brand: ACME_BRAND });
  expect(brand.status).toBe(200);
  const logo = await t.api
    .post(`/v1/company/${world.acme.id}/company-logo/upload`)
    .set(world.admin.headers)
    .attach('file', await png(600, 200, '#ffffff'), 'logo.png');
  expect(logo.status).toBe(201);

  const contact = { config: { sections: { contact: true } } };
  await fillProfile(t, owner, {
    ...contact,
    firstName: 'Pat',
    lastName: "O'Plain <b>",
    jobTitle: 'Designer & Maker',
    company: 'Plain Studio',
    email: 'pat@plain.example',
    phoneNumbers: [{ label: 'Mobile', number: '+1 415 555 0100' }],
    websites: [{ label: 'Site', url: 'https://plain.example' }],
  });
  const photo = await t.api
    .post(`/v1/profiles/${(await firstProfile(t, owner)).id}/photo/upload`)
    .set(owner.headers)
    .attach('file', await png(500, 500, '#e55039'), 'me.png');
  expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  const ownerProfile = photo.body.data as Profile;
  const repProfile = await fillProfile(t, world.rep, {
    ...contact,
    jobTitle: 'Account Executive',
    email: 'rey@acme.example',
  });
  const engineerProfile = await firstProfile(t, world.engineer);

  return {
    ...world,
    t,
    credentials,
    owner,
    ownerProfile,
    repProfile,
    engineerProfile,
    async close() {
      await t.close();
      rmSync(walletDir, { recursive: true, force: true });
    },
  };
}

/** Every file of a zip archive, by name. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** supertest's parser for binary answers (pkpass, PNG): the body as one Buffer. */
export function binary(res: SuperagentResponse, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
