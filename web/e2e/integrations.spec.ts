import { expect, test } from '@playwright/test';
import {
  callApi,
  createIdentity,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  signInWithPassword,
  unique,
} from './journeys.test-support';

/** The provider fakes the stack runs (scripts/e2e.mjs), consent pages included. */
const fakesUrl = process.env.E2E_FAKES_URL ?? 'http://127.0.0.1:4700';

const run = unique();
const person = {
  email: `integrations-${run}@e2e.everlink.test`,
  password: 'integrations-e2e-secret',
  firstName: 'Sasha',
  lastName: 'Social',
};
const slug = `sasha-${run}`.slice(0, 40);

/** What X's fake answers for its demo account (functions/src/integrations/x/fake/x.fake.ts). */
const X_ACCOUNT = '@everlink_demo';
const LATEST_TWEET = 'Just shipped our new product line. Come say hi at booth 42!';

test.describe.serial('integrations', () => {
  test.slow();

  test.beforeAll(async () => {
    // A new person with a public page, made Premium (integrations are a Premium feature) by a superadmin.
    await createIdentity(person.email, person.password);
    const { uid, idToken } = await idTokenOf(person.email, person.password);
    await callApi(idToken, 'POST', '/v1/users', {
      userId: uid,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
    });
    const [profile] = await callApi<{ id: string }[]>(idToken, 'GET', '/v1/profiles');
    await callApi(idToken, 'PUT', `/v1/profiles/${profile.id}`, { slug });
    const { idToken: superToken } = await idTokenOf(DEMO.superadmin.email, DEMO_PASSWORD);
    await callApi(superToken, 'PUT', `/v1/superadmin/users/${uid}/roles`, { roleIds: ['pro'] });
  });

  test('connect X on its consent page, see @name and the tweets on the card, disconnect, and they are gone', async ({
    page,
  }) => {
    await signInWithPassword(page, person.email, person.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
    const x = page.getByRole('listitem', { name: 'X', exact: true });
    await expect(x.getByText('Not connected')).toBeVisible();

    // X's consent page (the local fake), then back to the app.
    await x.getByRole('button', { name: 'Connect X' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fakesUrl}/x/i/oauth2/authorize\\?`));
    await expect(page.getByRole('heading', { name: 'Authorize Everlink to use your X account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(x.getByText('Connected', { exact: true })).toBeVisible();
    await expect(x.getByRole('link', { name: X_ACCOUNT })).toHaveAttribute('href', 'https://x.com/everlink_demo');
    await expect(x.getByText(/^Last refreshed/)).toBeVisible();
    // The code and state leave the address bar once used.
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText(
      'X connected as @everlink_demo.',
    );

    // The public card: the latest tweets under the socials.
    await page.goto(`/card/@${slug}`);
    await expect(page.getByRole('heading', { name: 'Latest on X' })).toBeVisible();
    await expect(page.getByRole('link', { name: LATEST_TWEET })).toBeVisible();
    await expect(page.getByRole('link', { name: `${X_ACCOUNT} on X` })).toBeVisible();

    // On a phone the screen fits, and disconnecting asks first.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/integrations');
    await expect(x.getByText('Connected', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await x.getByRole('button', { name: 'Disconnect X' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect X?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(x.getByText('Not connected')).toBeVisible();
    await expect(x.getByRole('button', { name: 'Connect X' })).toBeVisible();

    // The card no longer shows them (a new address, so no cached copy of the page answers).
    await page.goto(`/card/@${slug}?after=disconnect`);
    await expect(page.getByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest on X' })).toHaveCount(0);
    await expect(page.getByText(LATEST_TWEET)).toHaveCount(0);
  });
});
