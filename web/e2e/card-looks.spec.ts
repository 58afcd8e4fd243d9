import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, callApi, idTokenOf, signInWithPassword } from './journeys.test-support';
import { axeViolations } from './axe.test-support';

/**
 * Issue 17 item 4 and issue 19 item 6, at a phone's width and a desktop's: the demo cards look
 * designed (photo or initials, socials as brand marks, actions aligned), pass axe, stay out of
 * search engines until their owner allows it, and /robots.txt is a robots file.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const WORK = '/card/@jordan-rivera';
const PERSONAL = '/card/@jordan-makes';

const robotsMeta = (page: Page) => page.locator('meta[name="robots"]');

test('/robots.txt is a plain-text robots file, not the app', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/v1\/$/m);
  // Cards stay crawlable, so search engines can read each card's own noindex.
  expect(text).not.toMatch(/^Disallow: \/card\/?$/m);
  expect(text).not.toContain('<!doctype');
});

test('the page’s beacon goes to its own function through Hosting, and the owner’s figures count it', async ({
  request,
}) => {
  const { idToken } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD);
  const views = async () =>
    (
      await callApi<{ series: { views: number }[] }>(idToken, 'GET', '/v1/analytics/dashboard/demo-profile-work')
    ).series.at(-1)!.views;
  const before = await views();
  // As navigator.sendBeacon sends it: text/plain, a browser's user agent.
  const res = await request.post('/v1/public/events', {
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    },
    data: JSON.stringify({ type: 'view', profileId: 'demo-profile-work', via: 'link:jordan-rivera' }),
  });
  expect(res.status()).toBe(202);
  expect(await res.json()).toEqual({ data: { counted: true } });
  // Locally the beacon writes at once (ANALYTICS_FLUSH_MS 0); the API reads the shards it wrote.
  await expect.poll(views).toBe(before + 1);
});

for (const viewport of VIEWPORTS) {
  test.describe(`the demo cards on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the work card: photo, socials as named brand marks, aligned actions, noindex, axe 0', async ({ page }) => {
      const res = await page.goto(WORK);
      expect(res?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Photo of Jordan Rivera' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'jordan@northwind.example' })).toBeVisible();
      await expect(page.getByRole('link', { name: '+1 415 555 0101' })).toBeVisible();
      // The list under its heading (the sections are headings, not landmarks of their own).
      const socials = page.locator('h2:text-is("Social") + ul');
      for (const name of ['LinkedIn', 'X', 'GitHub', 'Calendly']) {
        const link = socials.getByRole('link', { name, exact: true });
        await expect(link.locator('svg')).toBeVisible();
        await expect(link).toHaveText('');
      }
      // Save contact spans the row; the others share the row beneath, the same size.
      const box = async (name: string) => (await page.getByRole('link', { name, exact: true }).boundingBox())!;
      const [save, exchange, book] = [
        await box('Save contact'),
        await box('Exchange contact'),
        await box('Book a meeting'),
      ];
      expect(Math.round(exchange.y)).toBe(Math.round(book.y));
      expect(Math.round(exchange.width)).toBe(Math.round(book.width));
      expect(Math.round(exchange.height)).toBe(Math.round(book.height));
      expect(Math.round(save.width)).toBe(Math.round(book.x + book.width - exchange.x));
      await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the personal card without a photo: initials in its colour, axe 0', async ({ page }) => {
      await page.goto(PERSONAL);
      await expect(page.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
      const avatar = page.locator('.avatar');
      await expect(avatar).toHaveText('JR');
      await expect(avatar).toHaveAttribute('aria-hidden', 'true');
      await expect(avatar).toHaveCSS('background-color', 'rgb(47, 133, 90)');
      await expect(page.getByRole('link', { name: 'Instagram', exact: true }).locator('svg')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the owner lets search engines show the card from the editor, and takes it back', async ({ page, request }) => {
  await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
  await page.goto('/profile/demo-profile-work');
  const toggle = page.getByRole('checkbox', { name: 'Let search engines show my card' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.getByRole('button', { name: 'Save search setting' }).click();
  await expect(page.getByText('Search setting saved.')).toBeVisible();
  const allowed = await request.get(WORK);
  expect(allowed.headers()['x-robots-tag']).toBeUndefined();
  const html = await allowed.text();
  expect(html).not.toContain('<meta name="robots"');
  const person = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
  expect([person['@type'], person.name, person.jobTitle]).toEqual(['Person', 'Jordan Rivera', 'Partnerships Lead']);

  await toggle.uncheck();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/v1/profiles/demo-profile-work') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save search setting' }).click();
  expect((await saved).status()).toBe(200);
  expect((await request.get(WORK)).headers()['x-robots-tag']).toBe('noindex');
});
