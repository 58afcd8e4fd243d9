import { expect, test, type Browser } from '@playwright/test';
import { SSO_MESSAGES } from '../../functions/src/contract/sso';
import {
  baseURL,
  callApi,
  createIdentity,
  DEMO_PASSWORD,
  idTokenOf,
  signInWithPassword,
} from './journeys.test-support';
import { clearSso, DIRECTORY, fakesUrl, warmFunctions } from './sso.test-support';
import { expectNoAxeViolations } from './axe.test-support';

/**
 * Single sign-on (issue 22, "How it is checked"; docs/sso.md): Acme's admin claims northwind.test
 * (the DNS fake publishes the TXT record), connects the local company directory (a real OIDC
 * provider) and enforces SSO. An employee on that domain types their email on the sign-in page, is
 * sent to the provider, picks themself on its login page, comes back signed in, confirms the
 * membership and finds their company profile prefilled from the directory; a password sign-in for
 * that domain is refused with the message, before the attempt and, for a session from before the
 * switch, by the API.
 */

const ADMIN = 'admin@demo.everlink.test';
const DOMAIN = DIRECTORY.domain;
/** The directory's people (functions/src/integrations/sso-directory/fake). */
const BEN = { email: `ben@${DOMAIN}`, name: 'Ben Okafor', title: 'Solutions Engineer', department: 'Engineering' };
const ANN = { email: `ann@${DOMAIN}`, password: 'ann-before-sso-secret', firstName: 'Ann', lastName: 'Lindqvist' };

test.describe.serial('single sign-on', () => {
  test.slow();
  let adminToken = '';
  let companyId = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await warmFunctions();
    ({ idToken: adminToken } = await idTokenOf(ADMIN, DEMO_PASSWORD));
    companyId = (await callApi<{ id: string }>(adminToken, 'GET', '/v1/company')).id;
    // A clean start whatever the seed connected: no provider, no claim on the directory's domain.
    await clearSso(adminToken, companyId);
    // Ann has had a password account since before her company used SSO (made once: a retry finds it).
    if (!(await idTokenOf(ANN.email, ANN.password)).uid) {
      await createIdentity(ANN.email, ANN.password);
      const ann = await idTokenOf(ANN.email, ANN.password);
      await callApi(ann.idToken, 'POST', '/v1/users', {
        userId: ann.uid,
        firstName: ANN.firstName,
        lastName: ANN.lastName,
        email: ANN.email,
      });
    }
  });

  test.afterAll(async () => {
    // Acme leaves as the seed left it (the directory connected, its domain verified) and SSO not
    // enforced, so other journeys sign in as before.
    ({ idToken: adminToken } = await idTokenOf(ADMIN, DEMO_PASSWORD));
    await callApi(adminToken, 'PUT', `/v1/company/${companyId}/sso/enforcement`, { enforced: false });
  });

  test('the admin claims the domain, connects the directory and enforces SSO; a password session from before is signed out with the message', async ({
    page,
    browser,
  }) => {
    // The admin's screens and the API's 30 s cache of a domain's rule take their time.
    test.setTimeout(300_000);
    // Ann signs in with her password while her company has no SSO yet.
    await signInWithPassword(page, ANN.email, ANN.password);

    await configureSso(browser);

    // Her next calls are refused (once the API's 30 s cache of the domain has turned): signed out, the sign-in page says why.
    await expect(async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 5_000 });
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    await expect(page.getByRole('alert')).toContainText(SSO_MESSAGES.ssoRequired);
  });

  test('an employee is sent to the directory, signs in, confirms the membership and sees the prefilled company profile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sso = page.getByRole('button', { name: 'Continue with Acme single sign-on' });
    // Each API instance keeps a domain's rule up to 30 s (docs/sso.md): the emulator may answer
    // discovery from an instance that last read the domain before the admin's changes.
    await expect(async () => {
      await page.goto('/auth/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(BEN.email);
      await expect(sso).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    await expect(page.getByText(SSO_MESSAGES.ssoRequired)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await sso.click();

    // The directory's login page, Ben already chosen from the login hint.
    await expect(page.getByRole('heading', { name: 'Northwind directory' })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(BEN.name) })).toBeChecked();
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back signed in: the pending membership waits for Ben's yes.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const banner = page.getByRole('region', { name: 'Invitations to join a company' });
    await expect(banner).toContainText(`Acme invited you as ${BEN.title}`);
    await expect(banner).toContainText(`Department: ${BEN.department}`);
    await banner.getByRole('button', { name: 'Accept the invitation from Acme' }).click();
    await expect(page.getByText('Welcome to Acme.')).toBeVisible();
    await expect(page).toHaveURL(/\/company$/);

    // The company profile carries what the directory said.
    await page.goto('/dashboard');
    const companyProfile = await page
      .getByLabel('Switch profile')
      .locator('option')
      .filter({ hasNotText: '(default)' })
      .first()
      .getAttribute('value');
    await page.goto(`/profile/${companyProfile}`);
    await expect(page.getByLabel('First name')).toHaveValue('Ben');
    await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
    await expect(page.getByLabel('Job title')).toHaveValue(BEN.title);
    await expect(page.getByLabel('Department')).toHaveValue(BEN.department);
  });

  test('a password or email-link sign-in for an address of that domain is refused with the message', async ({
    page,
  }) => {
    await expect(async () => {
      await page.goto('/auth/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(ANN.email);
      await expect(page.getByText(SSO_MESSAGES.ssoRequired)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Email link' }).click();
    await page.getByLabel('Email', { exact: true }).fill(ANN.email);
    await expect(page.getByText(SSO_MESSAGES.ssoRequired)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toHaveCount(0);
    // The API refuses the password session itself.
    const { uid, idToken } = await idTokenOf(ANN.email, ANN.password);
    const res = await fetch(`${baseURL}/v1/users/${uid}`, { headers: { Authorization: `Bearer ${idToken}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'sso-required', message: SSO_MESSAGES.ssoRequired });
  });

  /** The admin's part, in Company → Identity: claim and prove the domain, connect the directory, enforce. */
  async function configureSso(browser: Browser): Promise<void> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithPassword(page, ADMIN, DEMO_PASSWORD);
    await page.goto('/company/identity');

    await page.getByLabel('Domain', { exact: true }).fill(DOMAIN);
    await page.getByRole('button', { name: 'Claim domain' }).click();
    const claim = page.getByRole('listitem', { name: DOMAIN });
    const recordName = await claim.getByLabel('TXT record name').inputValue();
    const recordValue = await claim.getByLabel('TXT record value').inputValue();
    // The DNS fake publishes what the admin would publish at their DNS provider.
    const published = await fetch(`${fakesUrl}/dns/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: recordName, values: [recordValue] }),
    });
    expect(published.ok).toBe(true);
    await claim.getByRole('button', { name: `Check now ${DOMAIN}` }).click();
    await expect(claim.getByText('Verified', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Set up single sign-on' }).click();
    const form = page.getByRole('form', { name: 'Identity provider' });
    await form.getByLabel('OpenID Connect').check();
    await form.getByLabel('Display name').fill(DIRECTORY.displayName);
    await form.getByLabel('Issuer URL').fill(DIRECTORY.issuer);
    await form.getByLabel('Client ID').fill(DIRECTORY.clientId);
    await form.getByLabel('Client secret').fill(DIRECTORY.clientSecret);
    await form.getByRole('button', { name: 'Save provider' }).click();
    await expect(page.getByRole('button', { name: 'Edit provider' })).toBeVisible();

    // The switch asks first: it turns on only once the dialog is confirmed.
    await page.getByRole('switch', { name: 'Require single sign-on' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Require single sign-on?' });
    await expect(dialog).toContainText(DOMAIN);
    await dialog.getByRole('button', { name: 'Require single sign-on' }).click();
    await expect(page.getByRole('switch', { name: 'Require single sign-on' })).toBeChecked();
    await expectNoAxeViolations(page);
    await context.close();
  }
});
