import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express, { type Request } from 'express';
import supertest, { type Response } from 'supertest';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { expectScimError, oktaUser, scimToken } from './scim-client.test-support';

/** SCIM request bodies up to 1 MB (docs/scim.md), however the platform hands them to the app. */

const LIMIT = 1024 * 1024;

let t: TestContext;
let w: CompanyWorld;
let secret: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  secret = (await scimToken(t, w)).secret;
});
afterAll(async () => t.close());

/**
 * The app as Cloud Functions serve it: the Functions Framework reads every body before the app
 * does (its limit is 1 GB; Cloud Run's 32 MiB cap holds), parses `application/json` and hands any
 * other type, `application/scim+json` included, over as bytes in `req.body` and `req.rawBody`.
 */
function behindFunctionsFramework(app: express.Express): express.Express {
  const platform = express();
  const keepRaw = (req: Request, _res: unknown, buf: Buffer) => void (req.rawBody = buf);
  platform.use(express.json({ limit: '1gb', verify: keepRaw }));
  platform.use(express.raw({ type: '*/*', limit: '1gb', verify: keepRaw }));
  platform.use(app);
  return platform;
}

/** An Okta create whose JSON is padded with spaces (which JSON ignores) to `bytes` bytes. */
async function createPadded(app: express.Express, email: string, bytes: number): Promise<Response> {
  const json = JSON.stringify(oktaUser(email));
  const res = await supertest(app)
    .post('/scim/v2/Users')
    .set('Authorization', `Bearer ${secret}`)
    .set('Content-Type', 'application/scim+json')
    .send(json + ' '.repeat(bytes - Buffer.byteLength(json)));
  if (res.headers['content-type']?.startsWith('application/scim+json')) res.body = JSON.parse(res.text);
  return res;
}

const stored = async (email: string) =>
  (await collections(t).scimUsers(w.acme.id).get()).docs.some((d) => d.data().userName === email);

describe('SCIM request bodies', () => {
  it('handed over as bytes (Cloud Functions): over 1 MB is 413 in SCIM shape and makes nothing; 1 MB is read', async () => {
    const platform = behindFunctionsFramework(t.app);
    const over = await createPadded(platform, 'over@okta.local', LIMIT + 1);
    expectScimError(over, 413);
    expect(await stored('over@okta.local')).toBe(false);

    const atLimit = await createPadded(platform, 'at.limit@okta.local', LIMIT);
    expect(atLimit.status, atLimit.text).toBe(201);
    expect(await stored('at.limit@okta.local')).toBe(true);
  });

  it('parsed by the app itself (locally): the same limit', async () => {
    expectScimError(await createPadded(t.app, 'local.over@okta.local', LIMIT + 1), 413);
    expect(await stored('local.over@okta.local')).toBe(false);
    expect((await createPadded(t.app, 'local.at@okta.local', LIMIT)).status).toBe(201);
  });
});
