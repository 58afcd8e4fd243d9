import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, DEMO_PASSWORD, idTokenOf, signInWithPassword } from './journeys.test-support';

/** The demo user's default profile (functions/scripts/seed/profiles-cards.ts). */
const WORK_PROFILE = 'demo-profile-work';
const ACME_ADMIN = 'admin@demo.everlink.test';
const ACME_EMPLOYEE = 'priya@acme.demo.everlink.test';

const toastsOf = (page: Page) => page.locator('.Toastify__toast-container--bottom-right');

/** Signs in, then opens the current profile's Share tab from the dashboard, as a person would. */
async function openShareTab(page: Page, email: string): Promise<string> {
  await signInWithPassword(page, email, DEMO_PASSWORD);
  const profile = page.getByRole('link', { name: /Your details, links/ });
  await expect(profile).toHaveAttribute('href', /^\/profile\/[A-Za-z0-9_-]+$/);
  await profile.click();
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/profile\/[A-Za-z0-9_-]+\/share$/);
  return new URL(page.url()).pathname.split('/')[2];
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('share tab: the Apple Wallet pass downloads, the signature copies as rich text, a call background downloads', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  expect(await openShareTab(page, DEMO.user.email)).toBe(WORK_PROFILE);
  await expect(page.getByRole('heading', { name: 'Wallet pass' })).toBeVisible();

  // The pass: a signed zip served as application/vnd.apple.pkpass.
  const [response, pass] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/v1/profiles/${WORK_PROFILE}/wallet/apple`)),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to Apple Wallet' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  expect(pass.suggestedFilename()).toMatch(/\.pkpass$/);
  const archive = await readFile(await pass.path());
  expect([...archive.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  for (const name of ['pass.json', 'manifest.json', 'signature', 'icon.png'])
    expect(archive.includes(Buffer.from(name)), name).toBe(true);
  await expect(toastsOf(page)).toContainText('Your pass was downloaded.');

  // The signature: previewed, then copied as HTML with its table layout and links.
  const classic = page.frameLocator('iframe[title="Signature preview (Classic)"]');
  await expect(classic.getByText('Jordan Rivera')).toBeVisible();
  // Its QR code image loads, as it must in other people's mail.
  await expect
    .poll(() =>
      classic.locator('img[alt^="QR code"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Copy signature' }).click();
  await expect(toastsOf(page)).toContainText('Signature copied.');
  const copied = await page.evaluate(async () => {
    const items = await navigator.clipboard.read();
    const item = items.find((i) => i.types.includes('text/html'));
    return {
      html: item ? await (await item.getType('text/html')).text() : '',
      text: await navigator.clipboard.readText(),
    };
  });
  expect(copied.html).toContain('<table');
  expect(copied.html).toContain('Jordan Rivera');
  expect(copied.html).toContain('/card/@jordan-rivera');
  expect(copied.html).toContain(`/v1/profiles/${WORK_PROFILE}/qr.png`);
  expect(copied.html).not.toMatch(/<script|class=/);
  expect(copied.text).toContain('Jordan Rivera');
  await page.getByRole('button', { name: 'Modern' }).click();
  await expect(
    page.frameLocator('iframe[title="Signature preview (Modern)"]').getByText('Jordan Rivera'),
  ).toBeVisible();
  await page.getByText('Gmail', { exact: true }).click();
  await expect(page.getByText(/See all settings/)).toBeVisible();

  // A call background: a 1920×1080 PNG.
  await expect(page.getByRole('img', { name: 'Gradient call background' })).toBeVisible();
  const [background] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Gradient (PNG)' }).click(),
  ]);
  expect(background.suggestedFilename()).toMatch(/background gradient\.png$/);
  const png = await readFile(await background.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(pngSize(png)).toEqual([1920, 1080]);
});

test("a company admin hands one signature and one background to everyone; an employee's share tab shows them locked", async ({
  browser,
  page,
}) => {
  await openShareTab(page, ACME_ADMIN);
  const company = page.getByRole('region', { name: 'Designs for everyone at Acme' });
  await expect(company).toBeVisible();
  await company.getByRole('combobox', { name: 'Email signature' }).selectOption('modern');
  await company.getByRole('combobox', { name: 'Call background' }).selectOption('bold');
  await company.getByRole('button', { name: 'Save for everyone' }).click();
  await expect(toastsOf(page)).toContainText('Designs saved for everyone in the company.');

  const employee = await (await browser.newContext()).newPage();
  await openShareTab(employee, ACME_EMPLOYEE);
  await expect(employee.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');
  await expect(employee.getByRole('button', { name: 'Classic' })).toBeDisabled();
  await expect(employee.getByText('Acme chose the Modern design for everyone.')).toBeVisible();
  await expect(
    employee.frameLocator('iframe[title="Signature preview (Modern)"]').getByText('Priya Shah'),
  ).toBeVisible();
  await expect(employee.getByRole('img', { name: 'Bold call background' })).toBeVisible();
  await expect(employee.getByRole('img', { name: 'Gradient call background' })).toHaveCount(0);
  await expect(employee.getByRole('region', { name: /Designs for everyone/ })).toHaveCount(0);
  await employee.context().close();

  // Back to each person's choice, for journeys that come after.
  const { idToken } = await idTokenOf(ACME_ADMIN, DEMO_PASSWORD);
  const companyId = (await callApi<{ id: string }>(idToken, 'GET', '/v1/company')).id;
  await callApi(idToken, 'PUT', `/v1/company/${companyId}/share-kit`, {
    signatureDesign: null,
    backgroundDesign: null,
  });
});
