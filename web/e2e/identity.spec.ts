import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { callApi, DEMO_PASSWORD, idTokenOf, signInWithPassword, unique } from './journeys.test-support';
import { clearSso, connectDirectory, fakesUrl, warmFunctions } from './sso.test-support';
import { expectNoAxeViolations } from './axe.test-support';

/**
 * The company's Identity section (issue 22, docs/sso.md): the admin of the demo company Acme (on
 * Teams) claims a domain of its own and proves it through the DNS fake, connects an OIDC provider
 * (a discovery document served here on loopback, which a local run may use as an issuer), enforces
 * single sign-on, makes and revokes a SCIM token, and reads all of it in the audit log. It starts
 * from no SSO at all, and after puts back the seed's (the company directory connected, not
 * enforced), so other journeys sign in as before.
 */

const ADMIN = 'admin@demo.everlink.test';

test.describe.serial('company identity', () => {
  test.slow();
  const domain = `id-${unique()}.test`;
  let issuerServer: Server;
  let issuer = '';
  let adminToken = '';
  let companyId = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await warmFunctions();
    // The provider's discovery document: all the API reads of an OIDC issuer when it is configured,
    // with the fields OpenID Connect Discovery 1.0 requires (the API refuses one without `jwks_uri`).
    issuerServer = createServer((req, res) => {
      if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
    ({ idToken: adminToken } = await idTokenOf(ADMIN, DEMO_PASSWORD));
    companyId = (await callApi<{ id: string }>(adminToken, 'GET', '/v1/company')).id;
    await clearSso(adminToken, companyId);
  });

  test.afterAll(async () => {
    const base = `/v1/company/${companyId}/sso`;
    await callApi(adminToken, 'PUT', `${base}/enforcement`, { enforced: false }).catch(() => undefined);
    await fetch(`${fakesUrl}/dns/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `_everlink-challenge.${domain}`, values: [] }),
    });
    for (const path of [`${base}/domains/${domain}`, base])
      await fetch(new URL(path, process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5100'), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${adminToken}` },
      });
    issuerServer.close();
    await connectDirectory(adminToken, companyId);
  });

  test('claims and proves a domain, connects OIDC, enforces, makes and revokes a SCIM token, and reads the audit', async ({
    page,
  }) => {
    await signInWithPassword(page, ADMIN, DEMO_PASSWORD);
    await page.goto('/company');
    await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Identity' }).click();
    await expect(page.getByRole('heading', { name: 'Company · Identity' })).toBeVisible();
    const enforce = page.getByRole('region', { name: 'Enforce single sign-on' });
    await expect(enforce.getByRole('switch', { name: 'Require single sign-on' })).toBeDisabled();
    await expectNoAxeViolations(page, { exclude: ['.Toastify'] });

    // A domain: claimed, its TXT record published at the DNS fake, checked.
    const domains = page.getByRole('region', { name: 'Domains' });
    await domains.getByLabel('Domain', { exact: true }).fill(domain);
    await domains.getByRole('button', { name: 'Claim domain' }).click();
    const claim = domains.getByRole('listitem', { name: domain });
    await expect(claim).toContainText('Pending');
    const name = await claim.getByLabel('TXT record name').inputValue();
    const value = await claim.getByLabel('TXT record value').inputValue();
    expect(name).toBe(`_everlink-challenge.${domain}`);
    const published = await fetch(`${fakesUrl}/dns/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, values: [value] }),
    });
    expect(published.ok).toBe(true);
    await claim.getByRole('button', { name: `Check now ${domain}` }).click();
    await expect(claim).toContainText('Verified');
    await expect(claim.getByLabel('TXT record value')).toHaveCount(0);

    // The provider: OIDC, with what to register at it.
    const sso = page.getByRole('region', { name: 'Single sign-on' });
    await sso.getByRole('button', { name: 'Set up single sign-on' }).click();
    const form = sso.getByRole('form', { name: 'Identity provider' });
    await form.getByLabel('Display name').fill('Acme account');
    await form.getByLabel('Issuer URL').fill(issuer);
    await form.getByLabel('Client ID').fill('everlink-e2e');
    await form.getByLabel('Client secret').fill('e2e-secret');
    await form.getByRole('button', { name: 'Save provider' }).click();
    await expect(sso.getByText('Acme account (OpenID Connect)')).toBeVisible();
    await expect(sso.getByLabel('Redirect URI')).not.toHaveValue('');
    await expectNoAxeViolations(page, { exclude: ['.Toastify'] });

    // Enforcement, after the confirmation.
    const toggle = enforce.getByRole('switch', { name: 'Require single sign-on' });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    const confirm = page.getByRole('alertdialog', { name: 'Require single sign-on?' });
    await expect(confirm).toContainText(domain);
    await confirm.getByRole('button', { name: 'Require single sign-on' }).click();
    await expect(toggle).toBeChecked();

    // A SCIM token: its secret once, then revoked.
    const scim = page.getByRole('region', { name: 'Directory sync (SCIM)' });
    await scim.getByRole('button', { name: 'Create token' }).click();
    const create = page.getByRole('dialog', { name: 'Create a SCIM token' });
    await create.getByLabel('Name').fill('Okta e2e');
    await create.getByRole('button', { name: 'Create token' }).click();
    const secret = page.getByRole('dialog', { name: 'Copy your SCIM token' });
    await expect(secret.getByLabel('SCIM token')).toHaveValue(/^evk_scim_/);
    await secret.getByRole('button', { name: 'Done' }).click();
    const tokens = scim.getByRole('table', { name: 'SCIM tokens' });
    await tokens.getByRole('button', { name: 'Revoke Okta e2e' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke Okta e2e?' })
      .getByRole('button', { name: 'Revoke token' })
      .click();
    await expect(tokens.getByRole('row', { name: /Okta e2e/ })).toHaveCount(0);

    // The audit log holds each of them.
    const audit = page.getByRole('table', { name: 'Audit log' });
    for (const event of [
      'Domain claimed',
      'Domain verified',
      'Single sign-on configured',
      'Single sign-on enforced',
      'SCIM token created',
      'SCIM token revoked',
    ])
      await expect(audit.getByRole('row', { name: new RegExp(event) }).first()).toBeVisible();
    await expect(audit.getByRole('row', { name: /Domain verified/ }).first()).toContainText(domain);
  });
});
