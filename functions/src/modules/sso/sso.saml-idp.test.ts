import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as samlify from 'samlify';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import {
  startCompanyDirectory,
  type CompanyDirectory,
} from '../../integrations/sso-directory/fake/oidc-directory.fake';
import { ssoWorld, type SsoWorld } from './sso.test-support';

/**
 * The company directory's SAML IdP (docs/sso.md) against Everlink's SAML configuration: an admin
 * imports its metadata, and a Service Provider with that connection's entity id and ACS gets a
 * Response from the IdP's sign-in page whose signature samlify verifies with that metadata.
 */

let fakes: ProviderFakes;
let directory: CompanyDirectory;
let w: SsoWorld;

beforeAll(async () => {
  [fakes, directory] = await Promise.all([startProviderFakes(), startCompanyDirectory()]);
  // The Response's schema is not what this test is about; its signature is (samlify checks it itself).
  samlify.setSchemaValidator({ validate: async () => 'not validated in this test' });
});
afterAll(async () => Promise.all([fakes.close(), directory.close()]));
beforeEach(async () => {
  w = await ssoWorld(fakes);
});
afterEach(async () => w.t.close());

const html = (res: Response) => res.text();
const hidden = (page: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(page)?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"') ?? '';

async function importMetadata() {
  const metadataXml = await html(await fetch(directory.samlMetadataUrl));
  const res = await w.t.api
    .put(`/v1/company/${w.companyId}/sso`)
    .set(w.admin.headers)
    .send({ type: 'saml', displayName: 'Northwind directory', metadataXml });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { metadataXml, conn: res.body.data };
}

describe('the local SAML IdP', () => {
  it('serves metadata an admin imports: entity id, SSO URL, its signing certificate', async () => {
    const { conn } = await importMetadata();
    expect(conn).toMatchObject({
      type: 'saml',
      idpEntityId: directory.samlMetadataUrl,
      ssoUrl: `${directory.issuer}/saml/sso`,
      certificates: [
        { subject: 'CN=Northwind directory (local SAML IdP)', notAfter: expect.stringMatching(/^20\d\d-/) },
      ],
    });
  });

  it('answers an SP-initiated AuthnRequest with a signed Response the SP verifies with the metadata', async () => {
    const { metadataXml, conn } = await importMetadata();
    const sp = samlify.ServiceProvider({
      entityID: conn.spEntityId,
      assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: conn.callbackUrl }],
    });
    const idp = samlify.IdentityProvider({ metadata: metadataXml });
    const { id, context: redirectUrl } = sp.createLoginRequest(idp, 'redirect');
    expect(redirectUrl.startsWith(`${directory.issuer}/saml/sso?SAMLRequest=`)).toBe(true);

    const login = await html(await fetch(`${redirectUrl}&RelayState=back-here`));
    expect(login).toContain('<legend>Sign in as</legend>');
    expect(login).toContain('Ann Lindqvist');
    const picked = await fetch(`${directory.issuer}/saml/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        SAMLRequest: hidden(login, 'SAMLRequest'),
        RelayState: hidden(login, 'RelayState'),
        accountId: 'ann',
      }),
    });
    expect(picked.status).toBe(200);
    const post = await html(picked);
    expect(post).toContain(`action="${conn.callbackUrl}"`);
    expect(hidden(post, 'RelayState')).toBe('back-here');

    const { extract } = await sp.parseLoginResponse(idp, 'post', {
      body: { SAMLResponse: hidden(post, 'SAMLResponse') },
    });
    expect(extract.nameID).toBe('ann@northwind.test');
    expect(extract.response?.inResponseTo).toBe(id);
    expect(extract.audience).toBe(conn.spEntityId);
    expect(extract.attributes).toEqual({
      givenName: 'Ann',
      surname: 'Lindqvist',
      title: 'Head of Sales',
      department: 'Sales',
    });
  });

  it('refuses a Response forged with another key, and a request that is not SAML', async () => {
    const { metadataXml, conn } = await importMetadata();
    const other = await startCompanyDirectory();
    try {
      const sp = samlify.ServiceProvider({
        entityID: conn.spEntityId,
        assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: conn.callbackUrl }],
      });
      // The other directory signs with its own fresh key, not the one in the imported metadata.
      const otherIdp = samlify.IdentityProvider({ metadata: await html(await fetch(other.samlMetadataUrl)) });
      const { context } = sp.createLoginRequest(otherIdp, 'redirect');
      const login = await html(await fetch(context));
      const post = await html(
        await fetch(`${other.issuer}/saml/sso`, {
          method: 'POST',
          body: new URLSearchParams({ SAMLRequest: hidden(login, 'SAMLRequest'), accountId: 'ben' }),
        }),
      );
      const idp = samlify.IdentityProvider({ metadata: metadataXml.replaceAll(directory.issuer, other.issuer) });
      await expect(
        sp.parseLoginResponse(idp, 'post', { body: { SAMLResponse: hidden(post, 'SAMLResponse') } }),
      ).rejects.toThrow();
    } finally {
      await other.close();
    }
    expect((await fetch(`${directory.issuer}/saml/sso?SAMLRequest=bm90LXNhbWw`)).status).toBe(400);
    expect((await fetch(`${directory.issuer}/saml/sso`)).status).toBe(400);
  });
});
