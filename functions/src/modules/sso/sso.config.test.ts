import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { collections } from '../../platform/store/collections';
import { SSO_MESSAGES } from '../../contract/sso';
import {
  SIGNING_PEM,
  identityEvents,
  idpMetadata,
  ssoWorld,
  startIssuer,
  storeWithOutage,
  type FakeIssuer,
  type SsoWorld,
} from './sso.test-support';

let fakes: ProviderFakes;
let issuer: FakeIssuer;
let w: SsoWorld;

beforeAll(async () => {
  [fakes, issuer] = await Promise.all([startProviderFakes(), startIssuer()]);
});
afterAll(async () => Promise.all([fakes.close(), issuer.close()]));
beforeEach(async () => {
  w = await ssoWorld(fakes);
  issuer.issuerInDoc = undefined;
});
afterEach(async () => w.t.close());

const path = (rest = '') => `/v1/company/${w.companyId}/sso${rest}`;
const put = (body: object, by = w.admin) => w.t.api.put(path()).set(by.headers).send(body);
const oidc = (extra: object = {}) => ({
  type: 'oidc',
  displayName: 'Acme Okta',
  issuer: issuer.url,
  clientId: 'everlink',
  clientSecret: 'first-secret',
  ...extra,
});
const providerConfig = (providerId: string) => collections(w.t.deps).identityProviderConfigs.doc(providerId).get();

describe('SSO: configuring an OIDC provider', () => {
  it('checks the issuer, writes the provider config, answers the connection without the secret', async () => {
    const res = await put(oidc());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const conn = res.body.data;
    expect(conn).toMatchObject({
      companyId: w.companyId,
      type: 'oidc',
      displayName: 'Acme Okta',
      issuer: issuer.url,
      clientId: 'everlink',
      hasClientSecret: true,
      enforced: false,
      updatedBy: w.admin.uid,
      callbackUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/auth/handler`,
    });
    expect(conn.providerId).toMatch(/^oidc\.co-[0-9a-f]{20}$/);
    expect(JSON.stringify(res.body)).not.toContain('first-secret');
    expect(conn).not.toHaveProperty('clientSecretSealed');
    // The provider config, in Identity Platform's shape (the store stands in for the emulator's 501).
    expect((await providerConfig(conn.providerId)).data()).toMatchObject({
      providerId: conn.providerId,
      name: `projects/${w.t.deps.config.projectId}/oauthIdpConfigs/${conn.providerId}`,
      issuer: issuer.url,
      clientId: 'everlink',
      clientSecret: 'first-secret',
      responseType: { code: true },
      enabled: true,
    });
    const stored = (await collections(w.t.deps).ssoConnections.doc(w.companyId).get()).data();
    expect(stored?.clientSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain('first-secret');
    const got = await w.t.api.get(path()).set(w.admin.headers);
    expect(got.body.data).toEqual(conn);
    expect(JSON.stringify(got.body)).not.toContain('first-secret');
    expect(await identityEvents(w)).toContainEqual(
      // byName: the token's name, else its email (the harness's users have no display name).
      expect.objectContaining({
        event: 'sso.configured',
        target: conn.providerId,
        by: w.admin.uid,
        byName: w.admin.email,
      }),
    );
  });

  it('keeps the client secret when an update omits it, and the id stays the same', async () => {
    const first = (await put(oidc())).body.data;
    const res = await put(oidc({ clientSecret: undefined, clientId: 'everlink-2', displayName: 'Acme SSO' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      providerId: first.providerId,
      clientId: 'everlink-2',
      hasClientSecret: true,
    });
    expect((await providerConfig(first.providerId)).data()).toMatchObject({
      clientId: 'everlink-2',
      clientSecret: 'first-secret',
      displayName: 'Acme SSO',
    });
  });

  it('refuses the code flow without a client secret (the provider-config rule): nothing stored', async () => {
    const res = await put(oidc({ clientSecret: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ clientSecret: SSO_MESSAGES.clientSecretRequired });
    expect((await w.t.api.get(path()).set(w.admin.headers)).body.data).toBeNull();
    expect((await collections(w.t.deps).identityProviderConfigs.get()).size).toBe(0);
  });

  it('refuses an issuer whose discovery cannot be read or names another issuer', async () => {
    const closed = await startIssuer();
    await closed.close();
    for (const body of [
      oidc({ issuer: closed.url }),
      oidc({ issuer: `${issuer.url}/nothing-here` }),
      oidc({ issuer: 'http://10.0.0.7/oidc' }),
    ]) {
      const res = await put(body);
      expect(res.status, body.issuer).toBe(400);
      expect(res.body).toMatchObject({
        message: SSO_MESSAGES.issuerUnreachable,
        fields: { issuer: SSO_MESSAGES.issuerUnreachable },
      });
    }
    issuer.issuerInDoc = 'https://evil.example.com';
    expect((await put(oidc())).body.message).toBe(SSO_MESSAGES.issuerUnreachable);
    expect((await collections(w.t.deps).identityProviderConfigs.get()).size).toBe(0);
  });

  it('refuses an issuer its discovery names otherwise, even by a trailing slash (every sign-in would be refused)', async () => {
    const res = await put(oidc({ issuer: `${issuer.url}/` }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { issuer: SSO_MESSAGES.issuerUnreachable } });
    expect((await collections(w.t.deps).identityProviderConfigs.get()).size).toBe(0);
  });

  it('is for the company admins only: an employee 403, another company 404, bad bodies 400', async () => {
    expect((await w.t.api.get(path()).set(w.employee.headers)).status).toBe(403);
    expect((await put(oidc(), w.employee)).status).toBe(403);
    expect((await put(oidc(), w.globexAdmin)).status).toBe(404);
    expect((await w.t.api.delete(path()).set(w.globexAdmin.headers)).status).toBe(404);
    for (const body of [{}, { type: 'ldap' }, oidc({ issuer: 'ftp://x' }), oidc({ extra: 1 })])
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('SSO: configuring a SAML provider', () => {
  it('reads entity id, SSO URL and certificates from metadata, and replaces the OIDC provider', async () => {
    const before = (await put(oidc())).body.data;
    const res = await put({ type: 'saml', displayName: 'Acme ADFS', metadataXml: idpMetadata() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const conn = res.body.data;
    expect(conn.providerId).toMatch(/^saml\.co-[0-9a-f]{20}$/);
    expect(conn).toMatchObject({
      type: 'saml',
      idpEntityId: 'https://idp.acme.test/metadata',
      ssoUrl: 'https://idp.acme.test/sso',
      spEntityId: `${w.t.deps.config.publicUrl}/sso/saml/${conn.providerId.slice(5)}`,
      certificates: [
        { subject: 'CN=idp.acme.test, O=Acme', notAfter: expect.stringMatching(/^20\d\d-/) },
        { subject: 'CN=next.idp.acme.test, O=Acme', notAfter: expect.stringMatching(/^20\d\d-/) },
      ],
    });
    expect(conn).not.toHaveProperty('issuer');
    expect(conn).not.toHaveProperty('x509Certificates');
    expect((await providerConfig(conn.providerId)).data()).toMatchObject({
      idpEntityId: 'https://idp.acme.test/metadata',
      ssoURL: 'https://idp.acme.test/sso',
      rpEntityId: conn.spEntityId,
      callbackURL: conn.callbackUrl,
      name: `projects/${w.t.deps.config.projectId}/inboundSamlConfigs/${conn.providerId}`,
    });
    expect((await providerConfig(before.providerId)).exists).toBe(false);
  });

  it('takes the three fields instead of metadata', async () => {
    const res = await put({
      type: 'saml',
      displayName: 'Acme',
      idpEntityId: 'urn:acme',
      ssoUrl: 'https://idp.acme.test/saml',
      x509Certificates: [SIGNING_PEM],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.certificates).toEqual([{ subject: 'CN=idp.acme.test, O=Acme', notAfter: expect.any(String) }]);
  });

  it('refuses bad metadata, missing fields and unreadable certificates, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ metadataXml: '<EntityDescriptor' }, SSO_MESSAGES.metadataInvalid],
      [{ metadataXml: '<a>not metadata</a>' }, SSO_MESSAGES.metadataInvalid],
      [{ idpEntityId: 'urn:acme' }, SSO_MESSAGES.samlIncomplete],
      [
        {
          idpEntityId: 'urn:acme',
          ssoUrl: 'https://idp.acme.test/saml',
          x509Certificates: ['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'],
        },
        SSO_MESSAGES.certificateInvalid,
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await put({ type: 'saml', displayName: 'Acme', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await w.t.api.get(path()).set(w.admin.headers)).body.data).toBeNull();
    expect((await collections(w.t.deps).identityProviderConfigs.get()).size).toBe(0);
  });

  it('DELETE removes the provider config and the connection, audited', async () => {
    const conn = (await put({ type: 'saml', displayName: 'Acme', metadataXml: idpMetadata() })).body.data;
    expect((await w.t.api.delete(path()).set(w.admin.headers)).status).toBe(204);
    expect((await w.t.api.get(path()).set(w.admin.headers)).body.data).toBeNull();
    expect((await providerConfig(conn.providerId)).exists).toBe(false);
    expect((await w.t.api.delete(path()).set(w.admin.headers)).status).toBe(204);
    const events = (await identityEvents(w)).map((e) => `${e.event} ${e.target}`);
    expect(events).toEqual(
      expect.arrayContaining([`sso.configured ${conn.providerId}`, `sso.removed ${conn.providerId}`]),
    );
  });
});

describe('SSO: the provider config and the connection are one step', () => {
  it('puts the provider config back when the connection cannot be stored', async () => {
    const outage = { on: false };
    const o = await ssoWorld(fakes, { wrapStore: storeWithOutage(outage) });
    try {
      const at = `/v1/company/${o.companyId}/sso`;
      const configs = () => collections(o.t.deps).identityProviderConfigs;
      outage.on = true;
      expect((await o.t.api.put(at).set(o.admin.headers).send(oidc())).status).toBe(500);
      outage.on = false;
      expect((await configs().get()).size).toBe(0);

      const conn = (await o.t.api.put(at).set(o.admin.headers).send(oidc())).body.data;
      outage.on = true;
      const res = await o.t.api
        .put(at)
        .set(o.admin.headers)
        .send(oidc({ clientId: 'changed', clientSecret: 'new' }));
      expect(res.status).toBe(500);
      outage.on = false;
      expect((await configs().doc(conn.providerId).get()).data()).toMatchObject({
        clientId: 'everlink',
        clientSecret: 'first-secret',
      });
      expect((await o.t.api.get(at).set(o.admin.headers)).body.data).toEqual(conn);
    } finally {
      await o.t.close();
    }
  });
});
