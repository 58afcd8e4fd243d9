import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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

const PROFILE_ID = 'demo-profile-work';
const OWNER = 'Jordan Rivera';

async function statusOf(token: string, path: string): Promise<number> {
  return (await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

test.describe.serial('contacts', () => {
  const run = unique();
  const lead = {
    firstName: 'Lena',
    lastName: `Lead${run}`,
    email: `lead-${run}@e2e.everlink.test`,
    company: 'Quokka Labs',
    jobTitle: 'Buyer',
  };
  /** Contacts this run made in the demo user's book, removed again at the end. */
  const made: string[] = [];
  let token = '';

  test.beforeAll(async () => {
    ({ idToken: token } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD));
    // Lead capture is on by default; another run may have switched it off.
    const config = await callApi<{ leadCapture: { enabled: boolean } }>(
      token,
      'GET',
      `/v1/profiles/${PROFILE_ID}/config`,
    );
    if (!config.leadCapture.enabled)
      await callApi(token, 'PUT', `/v1/profiles/${PROFILE_ID}/config`, { leadCapture: { enabled: true } });
  });

  test.afterAll(async () => {
    const leads = await callApi<{ id: string }[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(lead.email)}`);
    const ids = [...made, ...leads.map((c) => c.id)];
    if (ids.length) await callApi(token, 'DELETE', '/v1/contacts', { ids });
  });

  test('a visitor leaves their details; the owner sees the lead, finds it and exports it', async ({
    browser,
    page,
  }) => {
    // The visitor: nobody signed in.
    const visitor = await browser.newContext();
    const form = await visitor.newPage();
    await form.goto(`/contacts/new/${PROFILE_ID}`);
    await expect(form.getByRole('heading', { level: 1, name: `Share your details with ${OWNER}` })).toBeVisible();
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();

    await form.getByLabel('First name').fill(lead.firstName);
    await form.getByLabel('Last name').fill(lead.lastName);
    await form.getByLabel('Email').fill(lead.email);
    await form.getByLabel('Company').fill(lead.company);
    await form.getByLabel('Job title').fill(lead.jobTitle);
    await form.getByLabel('Note').fill('Met at the e2e booth.');
    await form.getByRole('button', { name: 'Send my details' }).click();
    // The consent names the owner and is required.
    const consent = form.getByLabel(`I agree to share my details with ${OWNER}`);
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await consent.check();
    await form.getByRole('button', { name: 'Send my details' }).click();

    await expect(form.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(form.getByRole('link', { name: `Save ${OWNER}'s contact` })).toHaveAttribute(
      'href',
      `/v1/public/profiles/${PROFILE_ID}/vcard`,
    );
    await visitor.close();

    // The owner.
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/contacts/recently-added');
    const item = page.getByRole('listitem').filter({ hasText: lead.email });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${lead.firstName} ${lead.lastName}`);
    await expect(item).toContainText('New lead');
    await expect(item).toContainText('Lead form · Work');
    await expect(item).toContainText('Met at the e2e booth.');

    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(lead.lastName.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${lead.lastName.toLowerCase()}`));
    await expect(page.getByRole('link', { name: `${lead.firstName} ${lead.lastName}` })).toBeVisible();
    await expect(page.getByText('1 contact', { exact: true })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^everlink-contacts-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(lead.email);
    expect(csv).toContain(lead.lastName);
    // The search went along: only this lead is in the file (a header line and one row).
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  });

  test('two contacts selected in the list are deleted together', async ({ page }) => {
    const company = `Bulkco${unique()}`;
    for (const lastName of ['One', 'Two']) {
      const contact = await callApi<{ id: string }>(token, 'POST', '/v1/contacts', {
        firstName: 'Bulk',
        lastName,
        company,
        email: `bulk-${lastName.toLowerCase()}-${run}@e2e.everlink.test`,
      });
      made.push(contact.id);
    }

    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    // On a phone the filters fold under one button, so the list starts on the first screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/contacts?favorite=true');
    const toggle = page.getByRole('button', { name: 'Filters and sort (1 on)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Profile', { exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Profile', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: /^Filters and sort/ })).toBeHidden();

    await page.goto(`/contacts?q=${company.toLowerCase()}`);
    await expect(page.getByRole('link', { name: 'Bulk One' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bulk Two' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select Bulk One' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Two' }).check();
    const bulk = page.getByRole('region', { name: 'Selected contacts' });
    await expect(bulk).toContainText('2 selected');
    await bulk.getByRole('button', { name: 'Delete selected' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 contacts?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 contacts were deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bulk One' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No contacts match' })).toBeVisible();

    for (const id of made) expect(await statusOf(token, `/v1/contacts/${id}`)).toBe(404);
    made.length = 0;
  });
});

test('10,000 contacts imported from a CSV in the import panel; the list keeps only a window of rows in the page, counts them all and selects all matching a filter', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `big-book-${unique()}@e2e.everlink.test`;
  await createIdentity(email, 'big-book-secret');
  await signInWithPassword(page, email, 'big-book-secret');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const rows = ['First Name,Last Name,Email,Phone,Company,Job Title'];
  for (let n = 0; n < 10_000; n++)
    rows.push(`Row${n},Person${String(n).padStart(5, '0')},row${n}@big-book.example,,Company ${n % 40},Buyer`);
  await page.goto('/contacts?import=1');
  const panel = page.getByRole('region', { name: 'Import contacts' });
  await panel
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'big-book.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await panel.getByRole('button', { name: 'Preview file' }).click();
  await panel.getByRole('button', { name: 'Import 10,000 contacts' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 10,000 of 10,000 contacts.',
    { timeout: 120_000 },
  );
  await panel.getByRole('button', { name: 'Done' }).click();
  // The whole book is counted, not the page of rows loaded.
  await expect(page.getByText('10,000 contacts', { exact: true })).toBeVisible();

  // A page of 100 is loaded, and only the rows near the screen are in the document.
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Row0 Person00000' })).toBeVisible();
  const rendered = () => table.locator('tbody tr[data-index]').count();
  expect(await rendered()).toBeLessThan(60);
  // Scrolling down loads the next pages; the document still holds a window, not the book.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const indexes = await table
          .locator('tbody tr[data-index]')
          .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-index'))));
        return Math.max(0, ...indexes);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(250);
  await expect(table.getByRole('link', { name: 'Row0 Person00000' })).toHaveCount(0);
  expect(await rendered()).toBeLessThan(60);

  // Select all: every contact matching the search (250 of them, 100 loaded), tagged, then deleted.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Search', { exact: true }).fill('company 7');
  await expect(page.getByText('250 contacts', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all 100 loaded contacts' }).check();
  const bulk = page.getByRole('region', { name: 'Selected contacts' });
  await expect(bulk).toContainText('100 selected');
  await bulk.getByRole('button', { name: 'Select all 250 contacts matching this filter' }).click();
  await expect(bulk).toContainText('All 250 contacts matching this filter are selected');
  await bulk.getByRole('button', { name: 'Add a tag' }).click();
  await bulk.getByLabel('Tag', { exact: true }).fill('vip');
  await bulk.getByRole('button', { name: 'Add the tag' }).click();
  await expect(page.getByText('The tag “vip” is on 250 contacts.')).toBeVisible();
  // The selection stays for the next action.
  await expect(bulk).toContainText('All 250 contacts matching this filter are selected');
  await bulk.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 250 contacts?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('250 contacts were deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No contacts match' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(page.getByText('9,750 contacts', { exact: true })).toBeVisible();
});
