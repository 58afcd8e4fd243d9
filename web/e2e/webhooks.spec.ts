import { expect as baseExpect, test } from '@playwright/test';
import { callApi, DEMO_PASSWORD, idTokenOf, signInWithPassword, unique } from './journeys.test-support';
import { expectNoAxeViolations } from './axe.test-support';

/**
 * Signed webhooks (docs/webhooks.md), on a phone: the seeded company's admin adds an endpoint that
 * points at the fakes' receiver, gives the receiver the secret shown once, a visitor leaves a lead
 * on an employee's card, the receiver verifies the delivery with the documented snippet, the log
 * shows 200, and a resend is a second verified delivery of the same event.
 */

/**
 * A route's first call may start a new Functions emulator worker, which on a loaded machine has
 * taken over 15 s (accessibility.spec.ts): each step waits up to 45 s.
 */
const expect = baseExpect.configure({ timeout: 45_000 });

const fakesUrl = process.env.E2E_FAKES_URL ?? 'http://127.0.0.1:4700';
const ADMIN_EMAIL = 'admin@demo.everlink.test';
const EMPLOYEE_EMAIL = 'priya@acme.demo.everlink.test';

interface Delivery {
  eventId: string;
  body: string;
  verified: boolean;
  status: number;
}

const box = `journey-${unique()}`;
const receiverUrl = `${fakesUrl}/receiver/${box}`;

async function deliveries(): Promise<Delivery[]> {
  return (await (await fetch(`${receiverUrl}/deliveries`)).json()) as Delivery[];
}

test.use({ viewport: { width: 390, height: 844 } });

test.afterAll(async () => {
  // The seeded company is shared by the journeys: an endpoint left by a failed run goes.
  const { idToken } = await idTokenOf(ADMIN_EMAIL, DEMO_PASSWORD);
  const company = await callApi<{ id: string }>(idToken, 'GET', '/v1/company');
  const endpoints = await callApi<{ id: string; url: string }[]>(idToken, 'GET', `/v1/company/${company.id}/webhooks`);
  for (const endpoint of endpoints.filter((e) => e.url === receiverUrl))
    await callApi(idToken, 'DELETE', `/v1/company/${company.id}/webhooks/${endpoint.id}`);
});

test('an admin subscribes an endpoint, a lead is delivered signed, the log shows it and a resend', async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await idTokenOf(ADMIN_EMAIL, DEMO_PASSWORD);
  const company = await callApi<{ id: string }>(admin.idToken, 'GET', '/v1/company');
  const loggedAttempts = async () => {
    const endpoints = await callApi<{ id: string; url: string }[]>(
      admin.idToken,
      'GET',
      `/v1/company/${company.id}/webhooks`,
    );
    const endpoint = endpoints.find((e) => e.url === receiverUrl);
    if (!endpoint) return 0;
    return (
      await callApi<unknown[]>(admin.idToken, 'GET', `/v1/company/${company.id}/webhooks/${endpoint.id}/attempts`)
    ).length;
  };
  await signInWithPassword(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await page.goto('/company/webhooks');
  await expect(page.getByRole('heading', { name: 'Company · Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(receiverUrl);
  await form.getByLabel('Lead created').check();
  await form.getByLabel('Description (optional)').fill('Journey receiver');
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
  await expect(shown).toContainText('This is the only time the secret is shown.');
  const secret = await shown.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await fetch(`${receiverUrl}/setup`, { method: 'PUT', body: JSON.stringify({ secrets: [secret] }) });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row', { name: new RegExp(box) });
  await expect(row).toContainText('No deliveries yet');

  // A visitor leaves their details on Priya's card (her company profile).
  const { idToken } = await idTokenOf(EMPLOYEE_EMAIL, DEMO_PASSWORD);
  const profiles = await callApi<{ slug: string; default: boolean }[]>(idToken, 'GET', '/v1/profiles');
  const slug = (profiles.find((p) => p.default) ?? profiles[0]).slug;
  const visitor = await browser.newPage();
  await visitor.goto(`/card/@${slug}/contact`);
  const owner = (await visitor.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Share your details with ',
    '',
  );
  await visitor.getByRole('textbox', { name: 'First name' }).fill('Vera');
  await visitor.getByRole('textbox', { name: 'Last name' }).fill('Hook');
  await visitor.getByRole('textbox', { name: 'Email' }).fill(`vera-${box}@e2e.everlink.test`);
  await visitor.getByLabel(`I agree to share my details with ${owner.trim()}`).check();
  await visitor.getByRole('button', { name: 'Send my details' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await visitor.close();

  // The receiver got it and the documented snippet verified it with the secret shown.
  await expect.poll(async () => (await deliveries()).length, { timeout: 30_000 }).toBe(1);
  const [first] = await deliveries();
  expect(first).toMatchObject({ verified: true, status: 200 });
  expect(JSON.parse(first.body)).toMatchObject({ id: first.eventId, type: 'lead.created' });

  // The attempt is logged once the receiver's answer is in: then the screen, loaded again, shows it.
  await expect.poll(loggedAttempts, { timeout: 30_000 }).toBe(1);
  await page.reload();
  await expect(row).toContainText('Delivered · 200');
  await row.getByRole('button', { name: `Delivery log of ${receiverUrl}` }).click();
  const log = page.getByRole('table', { name: `Delivery log: ${receiverUrl}` });
  const attempts = log.getByRole('row', { name: /Lead created/ });
  await expect(attempts).toHaveCount(1);
  await expect(attempts).toContainText('200');
  await attempts.getByText('Request and response').click();
  await expect(attempts).toContainText(`"id": "${first.eventId}"`);
  await expect(attempts).toContainText('"verified":true');
  await expectNoAxeViolations(page);

  await attempts.getByRole('button', { name: /^Resend lead\.created/ }).click();
  await expect.poll(async () => (await deliveries()).length, { timeout: 30_000 }).toBe(2);
  const [, again] = await deliveries();
  expect(again).toMatchObject({ eventId: first.eventId, body: first.body, verified: true, status: 200 });
  // The log shows the resend as a second attempt of the event, delivered.
  await expect.poll(loggedAttempts, { timeout: 30_000 }).toBe(2);
  await page.reload();
  await row.getByRole('button', { name: `Delivery log of ${receiverUrl}` }).click();
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0)).toContainText('Delivered');
  await expect(attempts.nth(1)).toContainText('Delivered');

  // Deleted after a confirmation: the seeded company is left as it was.
  await row.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete ${receiverUrl}?` })
    .getByRole('button', { name: 'Delete endpoint' })
    .click();
  await expect(row).toHaveCount(0);
});
