import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInWithPassword } from './journeys.test-support';

const AREAS = ['Dashboard', 'Profile', 'Cards', 'Contacts', 'Integrations', 'Company', 'Company cards'];

test('the signed-in layout reaches every area, with designed empty states', async ({ page }) => {
  await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // "Profile" leads to the dashboard until the profiles have loaded.
  await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', /^\/profile\//);
  for (const name of AREAS) {
    const link = nav.getByRole('link', { name, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    // Wait for the route itself: the previous screen's heading would otherwise pass at once.
    await expect(page).toHaveURL((url) => url.pathname === href || url.pathname.startsWith(`${href}/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
});

test('on a 360 px screen the menu opens from a labelled button, and the skip link works', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(nav).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('the landing page and the legal pages have real content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await page.getByRole('link', { name: 'Terms of service', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});
