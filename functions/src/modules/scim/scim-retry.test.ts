import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import type { Store, Transaction } from '../../platform/store/types';
import { entraUser, ScimClient, scimToken } from './scim-client.test-support';

/**
 * Provisioning runs the company's change (an invitation, its own transaction) before the SCIM
 * record's transaction (docs/scim.md, "What provisioning does"): a failure between the two must
 * leave a state the directory's retry completes, with nothing made twice.
 */

/** The store, except that when armed the next transaction writing a SCIM user fails as an unavailable store does. */
class FailingScimWrites implements Store {
  armed = false;
  constructor(private readonly inner: Store) {}
  collection: Store['collection'] = (path) => this.inner.collection(path);
  doc: Store['doc'] = (path) => this.inner.doc(path);
  getAll: Store['getAll'] = (...refs) => this.inner.getAll(...refs);
  batch: Store['batch'] = () => this.inner.batch();
  close: Store['close'] = () => this.inner.close();
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.inner.runTransaction((tx) => {
      const failOn =
        (write: 'create' | 'set') =>
        (...args: unknown[]) => {
          const ref = args[0] as { path: string };
          if (this.armed && ref.path.includes('/scimUsers/')) {
            this.armed = false;
            throw new Error('14 UNAVAILABLE: the commit did not reach the store');
          }
          return (tx[write] as (...a: unknown[]) => Transaction)(...args);
        };
      return fn(Object.assign(Object.create(tx) as Transaction, { create: failOn('create'), set: failOn('set') }));
    });
  }
}

let t: TestContext;
let w: CompanyWorld;
let store: FailingScimWrites;
let entra: ScimClient;

beforeAll(async () => {
  t = await createTestContext({}, { wrapStore: (inner) => (store = new FailingScimWrites(inner)) });
  w = await createCompanyWorld(t);
  entra = new ScimClient(t, (await scimToken(t, w)).secret);
});
afterAll(async () => t.close());

describe('SCIM provisioning retried after a failure between its two transactions', () => {
  it('a repeated POST gives the same user with one invitation and one mail', async () => {
    const email = `retry-${randomUUID()}@acme.test`;
    store.armed = true;
    const failed = await entra.call('post', '/Users', entraUser(email, email));
    expect(failed.status).toBe(500);
    expect(store.armed).toBe(false);
    const invitations = async () =>
      (await collections(t).invitations.where('email', '==', email).get()).docs.map((d) => d.data());
    // The company's change landed, the SCIM record did not.
    expect(await invitations()).toHaveLength(1);
    expect((await collections(t).scimUsers(w.acme.id).get()).size).toBe(0);

    const retried = await entra.call('post', '/Users', entraUser(email, email));
    expect(retried.status).toBe(201);
    const users = (await collections(t).scimUsers(w.acme.id).get()).docs.map((d) => d.data());
    expect(users).toHaveLength(1);
    const [invitation, ...more] = await invitations();
    expect(more).toEqual([]);
    expect(invitation).toMatchObject({ status: 'pending', companyId: w.acme.id });
    expect(users[0]).toMatchObject({ id: retried.body.id, invitationId: invitation.id, active: true });
    expect(await inbox(email, { count: 2, timeoutMs: 1_500 })).toHaveLength(1);
    const found = await entra.findUsers(`userName eq "${email}"`);
    expect(found.body.Resources.map((r: { id: string }) => r.id)).toEqual([retried.body.id]);
  });
});
