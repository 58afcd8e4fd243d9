import { expect, test } from '@playwright/test';
import { baseURL, callApi, DEMO_PASSWORD, idTokenOf, signInWithPassword, unique } from './journeys.test-support';
import { expectNoAxeViolations } from './axe.test-support';

/**
 * The company's CRM (docs/company-crm.md): the admin of the demo company Acme connects HubSpot on
 * its consent page (the local fake), maps "Job title" to a property the company added, and a
 * visitor's lead on an employee's card arrives in HubSpot with it, owned by the employee's
 * HubSpot user. The fake's own state is read over HTTP (its `/_fake/` controls).
 */

const fakesUrl = process.env.E2E_FAKES_URL ?? 'http://127.0.0.1:4700';
const ADMIN = 'admin@demo.everlink.test';
const EMPLOYEE = 'priya@acme.demo.everlink.test';
/** Priya's user in the fake HubSpot portal (functions/src/integrations/hubspot/fake/hubspot.data.ts). */
const PRIYA_OWNER_ID = '41629780';
const CUSTOM_PROPERTY = 'everlink_job_title';
/** For the steps that call HubSpot's fake through the API. */
const SLOW = 30_000;

interface HubspotContact {
  id: string;
  properties: Record<string, string | null>;
}

/** The contact the fake HubSpot holds for `email`, or null. */
async function inHubspot(email: string): Promise<HubspotContact | null> {
  const res = await fetch(`${fakesUrl}/hubspot/_fake/contacts?email=${encodeURIComponent(email)}`);
  return res.ok ? ((await res.json()) as HubspotContact) : null;
}

test.describe.serial('company CRM', () => {
  test.slow();
  let adminToken = '';
  let companyId = '';
  let slug = '';
  const visitor = { firstName: 'Vera', lastName: `Visitor ${unique()}`, email: `vera-${unique()}@e2e.everlink.test` };

  test.beforeAll(async () => {
    ({ idToken: adminToken } = await idTokenOf(ADMIN, DEMO_PASSWORD));
    companyId = (await callApi<{ id: string }>(adminToken, 'GET', '/v1/company')).id;
    // Priya's card takes leads (another journey may have left lead capture off).
    const { idToken } = await idTokenOf(EMPLOYEE, DEMO_PASSWORD);
    const profiles = await callApi<{ id: string; slug: string; default: boolean }[]>(idToken, 'GET', '/v1/profiles');
    const profile = profiles.find((p) => p.default) ?? profiles[0];
    slug = profile.slug;
    await callApi(idToken, 'PUT', `/v1/profiles/${profile.id}/config`, {
      leadCapture: { enabled: true },
      sections: { exchangeContact: true },
    });
  });

  test.afterAll(async () => {
    // Acme leaves the journey as it found it: no CRM, so other journeys' leads go nowhere.
    await fetch(`${baseURL}/v1/companies/${companyId}/crm/hubspot`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken}` },
    });
  });

  test('an admin connects HubSpot and maps Job title to a custom property; a lead arrives there with it', async ({
    page,
    browser,
  }) => {
    await signInWithPassword(page, ADMIN, DEMO_PASSWORD);
    await page.goto('/company');
    await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'CRM' }).click();
    await expect(page).toHaveURL(/\/company\/crm$/);
    const hubspot = page.getByRole('listitem', { name: 'HubSpot' });
    await expect(hubspot.getByText('Not connected')).toBeVisible();

    // HubSpot's consent page (the local fake), then back to the CRM section.
    await hubspot.getByRole('button', { name: 'Connect HubSpot' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fakesUrl}/hubspot/oauth/authorize\\?`));
    await page.getByRole('button', { name: 'Allow' }).click();
    // The emulator may start a worker for the exchange: a cold start on a busy machine takes seconds.
    await expect(hubspot.getByText('Connected', { exact: true })).toBeVisible({ timeout: SLOW });
    await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText('HubSpot connected.');
    // The code and state leave the address bar once used.
    await expect(page).toHaveURL(/\/company\/crm$/);
    await expect(hubspot).toContainText('Connected by');

    // The mapping: Job title goes to the property the company added in HubSpot.
    const mapping = page.getByRole('form', { name: 'Field mapping' });
    const jobTitle = mapping.getByRole('group', { name: 'Job title' });
    const property = jobTitle.getByLabel('HubSpot property');
    await property.selectOption(CUSTOM_PROPERTY);
    await expect(property.locator('option:checked')).toHaveText(/\(custom\)$/);
    await mapping.getByRole('button', { name: 'Save mapping' }).click();
    await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText(
      'The mapping for HubSpot is saved.',
      { timeout: SLOW },
    );
    await expect(mapping.getByRole('button', { name: 'Save mapping' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // A visitor leaves their details on Priya's card.
    const context = await browser.newContext();
    const card = await context.newPage();
    await card.goto(`/card/@${slug}`);
    await card.getByRole('link', { name: 'Exchange contact' }).click();
    await card.getByRole('textbox', { name: 'First name' }).fill(visitor.firstName);
    await card.getByRole('textbox', { name: 'Last name' }).fill(visitor.lastName);
    await card.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
    await card.getByRole('textbox', { name: 'Job title' }).fill('Head of Events');
    await card.getByRole('checkbox').check();
    await card.getByRole('button', { name: 'Send my details' }).click();
    await expect(card.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await context.close();

    // HubSpot has the contact, with the job title in the company's property, owned by Priya's user.
    await expect
      .poll(async () => (await inHubspot(visitor.email))?.properties ?? null)
      .toMatchObject({
        email: visitor.email,
        firstname: visitor.firstName,
        lastname: visitor.lastName,
        [CUSTOM_PROPERTY]: 'Head of Events',
        hubspot_owner_id: PRIYA_OWNER_ID,
      });

    // The admin's push log says so (the push is marked just after HubSpot answered); on a phone the section fits.
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.getByRole('table', { name: 'Push log' }).getByRole('row', { name: new RegExp(visitor.lastName) });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Synced', { timeout: 2000 });
    }).toPass();
    await expect(hubspot).toContainText(/Synced\s*[1-9]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
