import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/platform/context';
import type { Store } from '../src/platform/store/types';
import { createMailer } from '../src/platform/mail';
import { outboxIdle } from '../src/platform/outbox';
import { SqliteStore } from '../src/platform/store/sqlite-store';
import { DiskBlobStore } from '../src/platform/blobs/disk-blob-store';
import { loadConfig } from '../src/platform/config';
import { createLogger } from '../src/platform/logging';
import { ensureBuiltInRoles } from '../src/modules/roles';
import { SUPERADMIN_ROLE_ID } from '../src/contract/roles';
import { ensureBillingCatalog } from '../src/modules/billing';
import indexes from '../../firestore.indexes.json';
import { collections } from '../src/platform/store/collections';
import { checkAnswer } from './openapi.test-support';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-everlink';

/** A settable clock, for rules that depend on time. */
export class TestClock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  api: ReturnType<typeof supertest>;
  deps: AppDeps;
  store: SqliteStore;
  blobs: DiskBlobStore;
  clock: TestClock;
  dir: string;
  /** Waits for the outbox's in-process deliveries (mail, CRM pushes) started so far. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * supertest whose calls resolve once the outbox's in-process deliveries are done too: the app
 * answers before its mail and CRM pushes go out, and a test's next step (reading an inbox, a
 * push's state) sees them, as a person does a moment later. The answer itself is not delayed;
 * a test that times it uses supertest(t.app). Every 2xx answer is held to the OpenAPI
 * description (openapi.test-support.ts): one that does not match it fails the test.
 */
function settling(api: ReturnType<typeof supertest>, settle: () => Promise<void>): ReturnType<typeof supertest> {
  const wrapped = { ...api } as ReturnType<typeof supertest>;
  for (const method of METHODS) {
    wrapped[method] = ((url: string) => {
      const test = api[method](url);
      const then = test.then.bind(test);
      test.then = ((onFulfilled, onRejected) =>
        then(async (res) => {
          checkAnswer(method, url, res);
          await settle();
          return res;
        }).then(onFulfilled, onRejected)) as typeof test.then;
      return test;
    }) as (typeof wrapped)[typeof method];
  }
  return wrapped;
}

export interface TestContextOptions {
  /** The store the app runs on, around the SQLite one (the counting store); `t.store` stays the SQLite one. */
  wrapStore?: (store: SqliteStore, clock: TestClock) => Store;
}

/** The real app on a fresh SQLite file and blob folder, with real Firebase Auth (the emulator). */
export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const dir = mkdtempSync(join(tmpdir(), 'everlink-test-'));
  const store = new SqliteStore({
    file: join(dir, 'everlink.sqlite'),
    indexes: indexes.indexes as never,
    fieldOverrides: indexes.fieldOverrides,
  });
  // The file lives only as long as the test file and no test crashes the process mid-commit, so it
  // needs neither the WAL nor a journal on disk: the WAL appended every commit's 16 KB pages anew,
  // about 31 GB written per API run. A second connection (the jobs CLI, a test's other process)
  // opening the file puts it back in WAL, as the store does.
  store.db.pragma('journal_mode = MEMORY');
  store.db.pragma('synchronous = OFF');
  const blobs = new DiskBlobStore(join(dir, 'blobs'));
  const clock = new TestClock();
  await ensureBuiltInRoles(store);
  const config = loadConfig({ ...process.env, EVERLINK_DATA_DIR: dir, ...env });
  const logger = createLogger('silent');
  const appStore = options.wrapStore?.(store, clock) ?? store;
  const deps: AppDeps = {
    store: appStore,
    blobs,
    auth: getAuth(),
    clock,
    config,
    logger,
    mail: createMailer(config, logger),
  };
  const app = createApp(deps);
  return {
    app,
    api: settling(supertest(app), () => outboxIdle(appStore)),
    deps,
    store,
    blobs,
    clock,
    dir,
    settle: () => outboxIdle(appStore),
    async close() {
      await outboxIdle(appStore);
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  /** `{ Authorization: 'Bearer …' }`, for supertest's .set(). */
  headers: { Authorization: string };
}

const emulatorUrl = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** One call to the Auth emulator's accounts API that answers a signed-in person (sign-up or sign-in). */
async function emulatorAccount(
  action: 'signUp' | 'signInWithPassword',
  email: string,
  password: string,
): Promise<TestUser> {
  const res = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok)
    throw new Error(
      `Auth emulator ${action === 'signUp' ? 'sign-up' : 'sign-in'} failed: ${res.status} ${await res.text()}`,
    );
  const body = (await res.json()) as { localId: string; idToken: string };
  return {
    uid: body.localId,
    email,
    password,
    idToken: body.idToken,
    headers: { Authorization: `Bearer ${body.idToken}` },
  };
}

/** Signs a new person up in the Auth emulator (a unique email each time) and returns a real ID token. */
export async function signUp(options: { email?: string; password?: string } = {}): Promise<TestUser> {
  return emulatorAccount(
    'signUp',
    options.email ?? `user-${randomUUID()}@test.everlink.test`,
    options.password ?? 'password-123',
  );
}

/** Signs in an existing emulator account: a fresh token after its claims or record changed. */
export async function signIn(email: string, password: string): Promise<TestUser> {
  return emulatorAccount('signInWithPassword', email, password);
}

/** A person who signed up and verified their email (set through the Admin SDK), with a fresh token saying so. */
export async function verifiedSignUp(email?: string): Promise<TestUser> {
  const user = await signUp({ email });
  await getAuth().updateUser(user.uid, { emailVerified: true });
  return signIn(user.email, user.password);
}

/** Puts the Pro plan's role on a person, as a paid subscription leaves it (billing's own tests buy through checkout). */
export async function givePro(t: TestContext, user: TestUser): Promise<void> {
  await ensureBillingCatalog(t.store, new Date().toISOString());
  const ref = collections(t).users.doc(user.uid);
  const roleIds = (await ref.get()).data()?.roleIds ?? [];
  await ref.update({ roleIds: [...new Set([...roleIds, 'pro'])] });
}

/**
 * A signed-up person with a user record and first profile (POST /v1/users, as the web app
 * does), their email verified unless `verified: false`, optionally a superadmin or on Pro.
 */
export async function createUser(
  t: TestContext,
  options: {
    superadmin?: boolean;
    pro?: boolean;
    firstName?: string;
    lastName?: string;
    email?: string;
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const user =
    options.verified === false ? await signUp({ email: options.email }) : await verifiedSignUp(options.email);
  const res = await t.api
    .post('/v1/users')
    .set(user.headers)
    .send({
      userId: user.uid,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      email: user.email,
    });
  if (res.status !== 201) throw new Error(`POST /v1/users failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.superadmin)
    await collections(t)
      .users.doc(user.uid)
      .update({ roleIds: [SUPERADMIN_ROLE_ID] });
  if (options.pro) await givePro(t, user);
  return user;
}
