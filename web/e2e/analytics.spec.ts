import { expect, test } from '@playwright/test';
import { callApi, DEMO_PASSWORD, idTokenOf, signInWithPassword } from './journeys.test-support';

/**
 * A visitor's click on the company's link on an employee's card counts, and the employee's
 * Analytics tab names it (docs/profiles-and-cards.md, "Analytics": what the card shows beside
 * the profile's services). Priya's card carries Acme's seeded link, "Acme product catalogue".
 */

const EMPLOYEE = 'priya@acme.demo.everlink.test';
const LINK = 'Acme product catalogue';
/** A person's browser: the beacon does not count headless Chrome's own user agent (a bot to isbot). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

interface Service {
  id: string;
  label: string;
  type: string;
  clicks: number;
}

test('a click on the company’s link on the card shows on the employee’s Analytics tab, named', async ({
  browser,
  page,
}) => {
  const { idToken } = await idTokenOf(EMPLOYEE, DEMO_PASSWORD);
  const profiles = await callApi<{ id: string; slug: string; default: boolean }[]>(idToken, 'GET', '/v1/profiles');
  const profile = profiles.find((p) => p.default) ?? profiles[0];
  const clicks = async () =>
    (await callApi<Service[]>(idToken, 'GET', `/v1/profiles/${profile.id}/services`)).find((s) => s.label === LINK)
      ?.clicks ?? 0;
  const before = await clicks();

  const visitor = await browser.newContext({ userAgent: BROWSER });
  // The link leaves for the company's site: answered here, so the journey needs no network.
  await visitor.route('https://acme.example/**', (route) => route.fulfill({ body: 'Acme', contentType: 'text/plain' }));
  const card = await visitor.newPage();
  await card.goto(`/card/@${profile.slug}`);
  const popup = visitor.waitForEvent('page');
  await card.getByRole('link', { name: LINK }).click();
  await popup;
  // Locally the beacon writes at once (ANALYTICS_FLUSH_MS 0).
  await expect.poll(clicks).toBe(before + 1);
  await visitor.close();

  await signInWithPassword(page, EMPLOYEE, DEMO_PASSWORD);
  await page.goto(`/profile/${profile.id}/analytics`);
  const row = page.getByRole('row', { name: new RegExp(LINK) });
  await expect(row).toContainText('Company link');
  await expect(row.getByRole('cell').last()).toHaveText(String(before + 1));
});
