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

/** When armed, the next transaction writing a SCIM user fails as an unavailable store does. */
const failing = { armed: false };

/** The store as it is, but for that failure. */
function failingScimWrites(inner: Store): Store {
  const runTransaction = <R>(fn: (tx: Transaction) => Promise<R>): Promise<R> =>
    inner.runTransaction((tx) => {
      const failOn =
        (write: 'create' | 'set') =>
        (...args: unknown[]) => {
          if (failing.armed && (args[0] as { path: string }).path.includes('/scimUsers/')) {
            failing.armed = false;
            throw new Error('14 UNAVAILABLE: the commit did not reach the store');
          }
          return (tx[write] as (...a: unknown[]) => Transaction)(...args);
        };
      return fn(Object.assign(Object.create(tx) as Transaction, { create: failOn('create'), set: failOn('set') }));
    });
  return new Proxy(inner, {
    get: (target, name) => (name === 'runTransaction' ? runTransaction : Reflect.get(target, name, target)),
  });
}

let t: TestContext;
let w: CompanyWorld;
let entra: ScimClient;

beforeAll(async () => {
  t = await createTestContext({}, { wrapStore: failingScimWrites });
  w = await createCompanyWorld(t);
  entra = new ScimClient(t, (await scimToken(t, w)).secret);
});
afterAll(async () => t.close());

describe('SCIM provisioning retried after a failure between its two transactions', () => {
  it('a repeated POST gives the same user with one invitation and one mail', async () => {
    const email = `retry-${randomUUID()}@acme.test`;
    failing.armed = true;
    const failed = await entra.call('post', '/Users', entraUser(email, email));
    expect(failed.status).toBe(500);
    expect(failing.armed).toBe(false);
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
