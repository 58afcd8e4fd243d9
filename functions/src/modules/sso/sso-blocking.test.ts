import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpsError, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import type { TestContext, TestUser } from '../../../test/harness.test-support';
import { createContext } from '../../platform/context';
import { SSO_MESSAGES } from '../../contract/sso';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { ownedDomain } from './sso-signin.test-support';
import { startIssuer, type FakeIssuer } from './sso.test-support';
import { refuseNonSsoSignIn } from '.';

/**
 * The sign-in blocking function's decision (functions.ts `beforeSignIn`), through the module's
 * door with the event Identity Platform sends (the payload of its blocking JWT, as
 * firebase-functions hands it over).
 */

const DOMAIN = 'blocking.test';
let t: TestContext;
let owner: TestUser;
let providerId: string;
let fakes: ProviderFakes;
let issuer: FakeIssuer;

beforeAll(async () => {
  [fakes, issuer] = await Promise.all([startProviderFakes(), startIssuer()]);
});
afterAll(async () => Promise.all([fakes.close(), issuer.close()]));
afterEach(async () => t.close());

async function world(enforced: boolean) {
  ({ t, owner, providerId } = await ownedDomain(fakes, issuer, { domain: DOMAIN, companyName: 'Blocker', enforced }));
}

function event(uid: string, email: string, providerId: string): AuthBlockingEvent {
  const federated = /^(oidc|saml)\./.test(providerId);
  return {
    locale: 'en',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    eventId: randomUUID(),
    eventType: `providers/cloud.auth/eventTypes/user.beforeSignIn:${providerId}`,
    authType: 'USER',
    resource: { service: 'identitytoolkit.googleapis.com', name: `projects/demo-everlink` },
    timestamp: new Date().toISOString(),
    params: {},
    additionalUserInfo: { providerId, isNewUser: false },
    credential: federated ? { providerId, signInMethod: providerId } : undefined,
    data: {
      uid,
      email,
      emailVerified: true,
      disabled: false,
      metadata: {
        creationTime: new Date().toUTCString(),
        lastSignInTime: new Date().toUTCString(),
        toJSON: () => ({}),
      },
      providerData: [],
      toJSON: () => ({}),
    },
  } as AuthBlockingEvent;
}

const decide = (e: AuthBlockingEvent) => refuseNonSsoSignIn(createContext(t.deps), e);

describe('the sign-in blocking function', () => {
  it('refuses a password or email-link sign-in on an enforced domain with the SSO message', async () => {
    await world(true);
    for (const method of ['password', 'emailLink']) {
      const refusal = await decide(event('pat-uid', `pat@${DOMAIN}`, method)).catch((e: unknown) => e);
      expect(refusal, method).toBeInstanceOf(HttpsError);
      expect(refusal).toMatchObject({ code: 'permission-denied', message: SSO_MESSAGES.ssoRequired });
    }
  });

  it("lets through the company's provider, the owner (break-glass), other domains and an unenforced domain", async () => {
    await world(true);
    await expect(decide(event('pat-uid', `pat@${DOMAIN}`, providerId))).resolves.toBeUndefined();
    await expect(decide(event(owner.uid, owner.email, 'password'))).resolves.toBeUndefined();
    await expect(decide(event('pat-uid', 'pat@elsewhere.test', 'password'))).resolves.toBeUndefined();
    await expect(decide(event('pat-uid', `pat@${DOMAIN}`, 'oidc.someone-else'))).rejects.toBeInstanceOf(HttpsError);
    await t.close();
    await world(false);
    await expect(decide(event('pat-uid', `pat@${DOMAIN}`, 'password'))).resolves.toBeUndefined();
  });
});
