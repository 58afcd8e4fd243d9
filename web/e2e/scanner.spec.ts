import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import {
  authHost,
  baseURL,
  callApi,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  signInWithPassword,
} from './journeys.test-support';

/** A card the scanner bench renders (web/bench/scanner: `--write-fixture hartwell`). */
const CARD = fileURLToPath(new URL('./fixtures/business-card.png', import.meta.url));
const EMAIL = 'amelia.hartwell@northwind.co.uk';

/**
 * Watches the page's main thread while a card is read, and answers a function that prints the
 * longest stretch it was busy. Two measures: long tasks (over 50 ms), and long animation frames
 * (a frame held over 50 ms: the page neither painted nor answered a tap), which also see work
 * the long-task entries leave out, such as code that runs after a file's bytes arrive (a
 * picture prepared after `await blob.arrayBuffer()`: measured, a 2 s loop there is no long task).
 * A figure for the journey's output (docs/scanner.md), not asserted: it depends on the machine.
 */
async function watchMainThread(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = { longtask: [], 'long-animation-frame': [] };
    Object.assign(window, { scanMainThread: seen });
    for (const type of Object.keys(seen))
      new PerformanceObserver((list) => seen[type].push(...list.getEntries().map((entry) => entry.duration))).observe({
        type,
      });
  });
  return async (what: string) => {
    const seen = await page.evaluate(
      () => (window as unknown as { scanMainThread: Record<string, number[]> }).scanMainThread,
    );
    const ms = (value: number) => `${Math.round(value)} ms`;
    const figures = (durations: number[]) =>
      `longest ${ms(Math.max(0, ...durations))}, ${durations.length} in all, ${ms(durations.reduce((sum, d) => sum + d, 0))}`;
    console.log(
      `Main thread while ${what} is read: long tasks ${figures(seen.longtask)}; ` +
        `long animation frames ${figures(seen['long-animation-frame'])}`,
    );
  };
}

interface SavedContact {
  id: string;
  firstName: string;
  lastName: string;
  source: string;
  note: string;
  photoUrl: string | null;
}

test.describe('card scanner', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  let token = '';

  const removeScanned = async () => {
    const found = await callApi<SavedContact[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(EMAIL)}`);
    if (found.length) await callApi(token, 'DELETE', '/v1/contacts', { ids: found.map((c) => c.id) });
  };

  test.beforeAll(async () => {
    ({ idToken: token } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD));
    await removeScanned();
  });
  test.afterAll(removeScanned);

  test('a phone scans a paper card in the browser, the person checks the fields, keeps the photo and finds the contact', async ({
    page,
    context,
  }) => {
    // Every request of the page and its workers: the OCR engine and model must come from our own origin.
    const requests: string[] = [];
    context.on('request', (request: Request) => requests.push(request.url()));

    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/contacts/new');
    await expect(page.getByRole('heading', { level: 2, name: 'Scan a business card' })).toBeVisible();
    await expect(page.getByLabel('Take a photo')).toHaveAttribute('capture', 'environment');
    // Nothing of the OCR loads before a picture is chosen.
    expect(requests.filter((url) => url.includes('/assets/ocr/'))).toEqual([]);

    const mainThread = await watchMainThread(page);
    await page.getByLabel('Choose a picture').setInputFiles(CARD);
    await expect(
      page.getByText(
        'Found the name, job title, company, email, phone number, website and address. Check the details below, then save.',
      ),
    ).toBeVisible({
      timeout: 60_000,
    });
    await mainThread('the 1050 × 600 card (the first scan: the engine starts too)');
    await expect(page.getByRole('img', { name: 'The card you scanned' })).toBeVisible();

    const form = page.getByRole('region', { name: 'Contact details' });
    await expect(form.getByLabel('First name')).toHaveValue('Amelia');
    await expect(form.getByLabel('Last name')).toHaveValue('Hartwell');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(EMAIL);
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('+44 20 7946 0958');
    await expect(form.getByLabel('Company')).toHaveValue('Northwind Analytics Ltd');
    await expect(form.getByLabel('Job title')).toHaveValue('Senior Product Designer');
    await expect(form.getByLabel('Note')).toHaveValue(
      'Website: www.northwind.co.uk\nAddress: 12 Finsbury Square, London EC2A 1AS',
    );

    const ocrFiles = requests.filter((url) => url.includes('/assets/ocr/'));
    expect(ocrFiles.some((url) => url.endsWith('/eng.traineddata.gz'))).toBe(true);
    // Nothing but our own origin (and the Auth emulator, the identity provider here): no CDN.
    expect(
      requests.filter(
        (url) => !/^(?:blob:|data:)/.test(url) && ![baseURL, `http://${authHost}`].includes(new URL(url).origin),
      ),
    ).toEqual([]);

    // The person corrects a field, keeps the card's photo, and saves.
    await form.getByLabel('Tags').fill('Scanned at the booth');
    await page.getByLabel("Keep this photo as the contact's picture").check();
    await form.getByRole('button', { name: 'Add contact' }).click();
    await expect(page).toHaveURL(/\/contacts\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amelia Hartwell' })).toBeVisible();

    await page.goto('/contacts');
    await page.getByLabel('Search', { exact: true }).fill('hartwell');
    await expect(page.getByRole('link', { name: 'Amelia Hartwell' })).toBeVisible();

    const [saved] = await callApi<SavedContact[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(EMAIL)}`);
    expect(saved).toMatchObject({ firstName: 'Amelia', lastName: 'Hartwell', source: 'scan' });
    expect(saved.photoUrl).toBeTruthy();
  });

  test("a phone's 12-megapixel photo of the card is read (prepared in a worker; the main thread's longest frame printed)", async ({
    page,
  }) => {
    // Two readings, the second of a large photo: minutes on a loaded two-core runner.
    test.setTimeout(240_000);
    // The card lying on a table, photographed at 4032 × 3024 and saved as a camera saves it.
    const card = await sharp(CARD).resize(2400).toBuffer();
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#6b5f52' } })
      .composite([{ input: card, top: 830, left: 816 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/contacts/new');
    const chooser = page.getByLabel('Choose a picture');
    // The engine started and read once, so what is measured next is the photo's preparation and reading.
    await chooser.setInputFiles(CARD);
    await expect(page.getByText(/^Found the name/)).toBeVisible({ timeout: 60_000 });
    const mainThread = await watchMainThread(page);
    await chooser.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText(/^Found the name/)).toBeHidden();
    await expect(page.getByText(/^Found the name/)).toBeVisible({ timeout: 150_000 });
    await mainThread('a 4032 × 3024 photo');
  });

  test('a file that is not a picture is refused with a clear message', async ({ page }) => {
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/contacts/new');
    await page
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(page.getByRole('alert')).toHaveText(
      'This file is not a picture. Choose a photo of the card: JPEG, PNG or WebP.',
    );
    await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('First name')).toHaveValue('');
  });

  test("the preparation worker's refusals reach the page as the panel's messages: a black picture, a broken one", async ({
    page,
  }) => {
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/contacts/new');
    const chooser = page.getByLabel('Choose a picture');
    const black = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    await chooser.setInputFiles({ name: 'black.png', mimeType: 'image/png', buffer: black });
    await expect(
      page.getByText(
        'This picture is all one shade (too dark, or blank): nothing on it can be read. Take the photo again in better light.',
      ),
    ).toBeVisible({ timeout: 60_000 });
    // A JPEG cut after its headers (a truncated upload) cannot be decoded in the worker.
    const cut = (await sharp(black).jpeg().toBuffer()).subarray(0, 400);
    await chooser.setInputFiles({ name: 'cut.jpg', mimeType: 'image/jpeg', buffer: cut });
    await expect(page.getByRole('alert')).toHaveText(
      'This picture could not be opened. Choose a JPEG, PNG or WebP photo of the card.',
      { timeout: 60_000 },
    );
    await expect(page.getByRole('region', { name: 'Contact details' }).getByLabel('First name')).toHaveValue('');
  });
});
