import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInWithPassword } from './journeys.test-support';

/** Errors the page reports (a hydration mismatch is one: React reports it as a recoverable error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, terms and privacy pages are there to read', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your business card, always up to date.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/auth/sign-in');
    await expect(page.locator('.feature-grid li')).toHaveCount(6);
    await expect(page).toHaveTitle('Everlink');

    await page.getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of service · Everlink');

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});

test('the prerendered landing hydrates into the app: no mismatch, links route inside the app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?redirect=%2Fcard%2Fabc');
  // Only known after hydration: the query the build could not see.
  await expect(page.getByRole('status')).toContainText('Sign in to continue');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute(
    'href',
    '/auth/sign-in?redirect=%2Fcard%2Fabc',
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
});

/** The app's scripts the page itself loaded (the service worker's precaching is not the page's). */
const appScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.+\.js$/.test(path)),
  );

test('a visitor who has never signed in reads the landing without the app; after signing out, again', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await appScripts(page)).toEqual([]);
  // A plain link: the sign-in page is the app's shell, loaded afresh.
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

  await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/terms-of-service');
  await page.waitForLoadState('networkidle');
  expect(await appScripts(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('sign-in loads no script until its form is used; a sign-in sent before the script arrives goes through', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/auth/sign-in');
  await page.waitForLoadState('networkidle');
  expect(await appScripts(page)).toEqual([]);
  // Typed and sent at once: the form is the page's HTML until its script has hydrated it.
  await page.getByLabel('Email', { exact: true }).fill(DEMO.user.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
});

test('sign-up typed into before its script arrives asks "Discard changes?" when left by a link', async ({ page }) => {
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  expect(await appScripts(page)).toEqual([]);
  // Typed at once: the form is the page's HTML until its script has hydrated it.
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  // Once the entry has taken the form over, the text is a change: closing the page would ask too.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      }),
    )
    .toBe(true);
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' });
  const leave = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await terms.click();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await terms.click();
  await leave.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
});

test('a signed-in person opening / sees the signed-in header after the first paint', async ({ page }) => {
  await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
