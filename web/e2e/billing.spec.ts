import { expect, test, type Page } from '@playwright/test';
import {
  baseURL,
  callApi,
  createIdentity,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  signInWithPassword,
  unique,
} from './journeys.test-support';
import { expectNoAxeViolations } from './axe.test-support';

const fakesUrl = process.env.E2E_FAKES_URL ?? 'http://127.0.0.1:4700';

/** A person new to Everlink, made through the APIs as a sign-up would. */
const person = {
  email: `billing-${unique()}@e2e.everlink.test`,
  password: 'billing-e2e-secret',
  firstName: 'Bea',
  lastName: 'Buyer',
};

const roleIds = async () => {
  const { idToken } = await idTokenOf(person.email, person.password);
  return (await callApi<{ id: string }[]>(idToken, 'GET', '/v1/roles/')).map((r) => r.id);
};

/** The Premium badge beside the person's name in the header. */
const headerBadge = (page: Page) => page.getByRole('banner').getByText('Premium', { exact: true });

/** Stripe's clock, moved forward as a test clock would: trial ends and cancellations fall due. */
async function advanceStripeClock(days: number): Promise<void> {
  const res = await fetch(`${fakesUrl}/stripe/_fake/advance`, { method: 'POST', body: JSON.stringify({ days }) });
  expect(res.ok).toBe(true);
}

test.describe.serial('billing', () => {
  test.beforeAll(async () => {
    await createIdentity(person.email, person.password);
    const { uid, idToken } = await idTokenOf(person.email, person.password);
    await callApi(idToken, 'POST', '/v1/users', {
      userId: uid,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
    });
  });

  test('a free user tries Pro, pays on Stripe’s page, cancels, keeps Premium until the period ends, then loses it', async ({
    page,
  }) => {
    await signInWithPassword(page, person.email, person.password);
    await expect(headerBadge(page)).toHaveCount(0);

    // A premium feature says what it needs and leads to the plans.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
    // The stack's first API calls may each wait for a new Functions emulator worker under load.
    await expect(page.getByRole('heading', { name: 'Integrations is part of Everlink Premium' })).toBeVisible({
      timeout: 45_000,
    });
    await page.getByRole('link', { name: 'See plans and upgrade' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Free', { exact: true })).toBeVisible();

    // Plans side by side, monthly or yearly.
    const plans = page.getByRole('list', { name: /^Plans, billed/ });
    await expect(plans.getByRole('heading', { name: /^Pro/ })).toBeVisible();
    await expect(plans.getByText('$9.00 / month')).toBeVisible();
    await page.getByRole('button', { name: /^Yearly/ }).click();
    await expect(plans.getByText('$90.00 / year')).toBeVisible();
    await page.getByRole('button', { name: 'Monthly' }).click();

    // The trial, through the stand-in for Stripe's hosted checkout.
    await page.getByRole('button', { name: 'Start 14-day free trial of Pro, monthly' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fakesUrl}/stripe/checkout/cs_test_`));
    await expect(page.getByRole('heading', { name: 'Subscribe to Everlink Pro' })).toBeVisible();
    await expect(page.getByText('14 days free, then $9.00 per month.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back in the app: premium, with the trial's days left.
    await expect(page).toHaveURL(/\/billing\?checkout=success&session_id=cs_test_/);
    await expect(page.getByText('Thank you! Your plan is active and Premium is on.')).toBeVisible();
    await expect(headerBadge(page)).toBeVisible();
    const yourPlan = page.getByRole('region', { name: 'Your plan' });
    await expect(yourPlan.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(yourPlan.getByText(/^14 days left in your free trial/)).toBeVisible();
    expect(await roleIds()).toEqual(['pro']);

    // Cancel: the confirmation says until when Premium lasts; Premium stays.
    await yourPlan.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Pro?' });
    await expect(dialog).toContainText('Premium stays on until');
    await expect(dialog).toContainText('you will not be charged');
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(yourPlan.getByText(/^Cancelled — Premium stays on until/)).toBeVisible();
    await expect(headerBadge(page)).toBeVisible();
    expect(await roleIds()).toEqual(['pro']);

    // Changed their mind, and back again.
    await yourPlan.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(yourPlan.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await yourPlan.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(yourPlan.getByText(/^Cancelled — Premium stays on until/)).toBeVisible();

    // Two weeks on, still in the period: still premium.
    await advanceStripeClock(13);
    expect(await roleIds()).toEqual(['pro']);

    // The period ends: Stripe sends customer.subscription.deleted, and Premium goes.
    await advanceStripeClock(2);
    await expect.poll(roleIds).toEqual([]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Free', { exact: true })).toBeVisible();
    await expect(headerBadge(page)).toHaveCount(0);
    // The trial was used: the next subscription is paid from day one.
    await expect(page.getByRole('button', { name: 'Subscribe to Pro, monthly' })).toBeVisible();
    await expect(page.getByRole('button', { name: /free trial of Pro/ })).toHaveCount(0);
  });

  test('the billing page fits a phone, and the shop is on Cards', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInWithPassword(page, person.email, person.password);
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/cards');
    const shop = page.getByRole('region', { name: 'Order a card' });
    await expect(shop.getByRole('heading', { name: 'Everlink Metal Card' })).toBeVisible();
    await expect(shop.getByRole('link', { name: /Order Everlink Metal Card/ })).toHaveAttribute(
      'href',
      `${fakesUrl}/woocommerce/product/metal-card/`,
    );
  });

  test('the demo user is on a Pro trial; a superadmin sees every subscription', async ({ page }) => {
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/billing');
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Pro', { exact: true })).toBeVisible();
    await expect(headerBadge(page)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out for certain before the next sign-in, or the sign-out lands on its form.
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await signInWithPassword(page, DEMO.superadmin.email, DEMO_PASSWORD);
    await page.goto('/superadmin/plans');
    await expect(page.getByRole('table').first().getByText('price_EverlinkProMonthly')).toBeVisible();
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    await expect(subscriptions.getByText(DEMO.user.email)).toBeVisible();
    await expect(subscriptions.getByText('Acme')).toBeVisible();
    await expect(subscriptions.getByText(person.email)).toBeVisible();
  });
});

/**
 * Issue 17 item 5: the plan table is what the API holds. A free person fills Free's profiles in
 * the app, the API refuses one more with the plan table's words, and /billing shows the same words
 * in its table, at a phone's and a laptop's width, with no axe violation.
 */
test.describe('plans are honest', () => {
  for (const width of [390, 1280]) {
    test(`a free user hits a real limit and sees the same words on /billing (${width} px)`, async ({ page }) => {
      const free = { email: `limit-${unique()}@e2e.everlink.test`, password: 'billing-e2e-secret' };
      await createIdentity(free.email, free.password);
      const { uid, idToken } = await idTokenOf(free.email, free.password);
      await callApi(idToken, 'POST', '/v1/users', {
        userId: uid,
        firstName: 'Lim',
        lastName: 'Ited',
        email: free.email,
      });
      // One profile from sign-up and three more: one below Free's five.
      for (const name of ['Events', 'Side business', 'Volunteering'])
        await callApi(idToken, 'POST', '/v1/profiles', { name });

      await page.setViewportSize({ width, height: 800 });
      await signInWithPassword(page, free.email, free.password);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: '+ New profile' }).click({ timeout: 45_000 });
      await page.getByLabel('Profile name').fill('Fifth');
      await page.getByRole('button', { name: 'Create profile' }).click();
      await expect(page).toHaveURL(/\/profile\//);

      // At Free's limit the API refuses a sixth with the plan table's words, and writes nothing.
      const refused = await fetch(`${baseURL}/v1/profiles`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Sixth' }),
      });
      expect(refused.status).toBe(409);
      const { message } = (await refused.json()) as { message: string };
      expect(message).toBe(
        'Free includes 5 profiles. Delete one to create another. Pro includes 25 profiles: see plans on the Billing page.',
      );
      expect(await callApi<unknown[]>(idToken, 'GET', '/v1/profiles')).toHaveLength(5);

      // The app says the same and does not offer a button the API would refuse.
      await page.goto('/dashboard');
      await expect(page.getByText(message)).toBeVisible({ timeout: 45_000 });
      await expect(page.getByRole('button', { name: '+ New profile' })).toBeDisabled();
      await page.getByRole('link', { name: 'See plans' }).click();
      await expect(page).toHaveURL(/\/billing$/);

      const table = page.getByRole('table', { name: 'What each plan includes' });
      const row = table.getByRole('row', { name: /^Profiles/ });
      await expect(row.getByRole('cell')).toHaveText(['5 profiles', '25 profiles', '25 profiles']);
      await expect(table.getByRole('row', { name: /^Integrations/ }).getByRole('cell')).toHaveText([
        'Not included',
        'Included',
        'Included',
      ]);
      const freeCard = page.getByRole('list', { name: /^Plans, billed/ }).getByRole('listitem', { name: /^Free/ });
      await expect(freeCard.getByText('Profiles: 5 profiles')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await expect(page.locator('.state-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
      await expectNoAxeViolations(page);
    });
  }
});
