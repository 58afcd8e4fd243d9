import { expect, test, type Page } from '@playwright/test';
import { axeViolations, installAxe } from './axe.test-support';
import { callApi, DEMO, DEMO_PASSWORD, idTokenOf, signInWithPassword } from './journeys.test-support';

/**
 * Every screen, as each kind of person reaches it, on a phone and on a desktop: axe (WCAG 2.1 A
 * and AA rules) finds nothing. Screens are checked once they have settled (no request in flight,
 * nothing marked busy), so the loaded state is what is judged.
 */

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const ADMIN_EMAIL = 'admin@demo.everlink.test';

/**
 * The screen has loaded what it shows: no loading state, nothing marked busy. The first call of a
 * route can start a new Functions emulator worker, which under CI load has taken over 15 s.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('.state-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
}

/**
 * The WCAG A/AA violations on each path, as readable lines (empty when there are none). Each path
 * is loaded once and judged at each viewport in turn: the layout answers a resize as it answers a
 * load (CSS media queries, and the one `matchMedia` hook listens for changes), and a page load is
 * most of this spec's time.
 */
async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  await installAxe(page);
  for (const path of paths) {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(path);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // Two frames: media-query listeners and the re-render they cause have run.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await settle(page);
      // The email signature preview is a sandboxed frame without scripts (the mail HTML people paste
      // into Gmail or Outlook, not the app's own UI).
      const lines = await axeViolations(page, { exclude: ['.share-kit-signature-frame'] });
      found.push(...lines.map((line) => `${viewport.name} ${path}: ${line}`));
    }
  }
  return found;
}

async function demoIds(email: string) {
  const { idToken } = await idTokenOf(email, DEMO_PASSWORD);
  const profiles = await callApi<{ id: string; slug: string; default: boolean }[]>(idToken, 'GET', '/v1/profiles');
  const profile = profiles.find((p) => p.default) ?? profiles[0];
  return { idToken, profile };
}

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('public screens', async ({ page }) => {
    const { profile } = await demoIds(DEMO.user.email);
    const paths = [
      '/',
      '/auth/sign-in',
      '/auth/forgot-password',
      '/terms-of-service',
      '/privacy-policy',
      `/card/@${profile.slug}`,
      `/card/@${profile.slug}/contact`,
      `/contacts/new/${profile.id}`,
      '/no-such-page',
    ];
    expect(await violationsOn(page, paths)).toEqual([]);
  });

  test("a user's profile editor", async ({ page }) => {
    const { profile } = await demoIds(DEMO.user.email);
    const tabs = ['links', 'socials', 'design', 'lead-capture', 'share', 'analytics', 'settings'];
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    expect(
      await violationsOn(page, [`/profile/${profile.id}`, ...tabs.map((tab) => `/profile/${profile.id}/${tab}`)]),
    ).toEqual([]);
  });

  test("a user's other screens", async ({ page }) => {
    const { idToken } = await demoIds(DEMO.user.email);
    const cards = await callApi<{ id: string }[]>(idToken, 'GET', '/v1/cards');
    const contacts = await callApi<{ id: string }[]>(idToken, 'GET', '/v1/contacts');
    const paths = [
      '/dashboard',
      '/cards',
      ...(cards[0] ? [`/cards/${cards[0].id}`] : []),
      '/contacts',
      '/contacts/new',
      '/contacts/recently-added',
      '/contacts/merge',
      ...(contacts[0] ? [`/contacts/${contacts[0].id}`, `/contacts/${contacts[0].id}/edit`] : []),
      '/integrations',
      '/billing',
      '/event',
    ];
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    expect(await violationsOn(page, paths)).toEqual([]);
  });

  test("a company admin's screens", async ({ page }) => {
    const sections = ['roles', 'divisions', 'links', 'branding', 'import-export', 'webhooks', 'identity'];
    const { idToken } = await idTokenOf(ADMIN_EMAIL, DEMO_PASSWORD);
    const company = await callApi<{ id: string }>(idToken, 'GET', '/v1/company');
    const [employee] = await callApi<{ id: string }[]>(idToken, 'GET', `/v1/company/${company.id}/employees`);
    await signInWithPassword(page, ADMIN_EMAIL, DEMO_PASSWORD);
    const paths = [
      '/company',
      '/company/users',
      `/company/users/${employee.id}`,
      ...sections.map((s) => `/company/${s}`),
      '/company-cards',
    ];
    expect(await violationsOn(page, paths)).toEqual([]);
  });

  test("a superadmin's screens", async ({ page }) => {
    const sections = ['users', 'companies', 'roles', 'divisions', 'cards', 'plans'];
    await signInWithPassword(page, DEMO.superadmin.email, DEMO_PASSWORD);
    expect(await violationsOn(page, ['/superadmin', ...sections.map((s) => `/superadmin/${s}`)])).toEqual([]);
  });
});
