import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { callApi, DEMO, DEMO_PASSWORD, idTokenOf, signInWithPassword, unique } from './journeys.test-support';

const run = unique();
/** A made-up person whose card the demo user scans at a stand. */
const PERSON = {
  firstName: 'Tamsin',
  lastName: `Okonkwo${run}`,
  email: `tamsin.${run}@harbourlight.example`,
  company: 'Harbourlight Studio',
  jobTitle: 'Lighting Designer',
};
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  `N:${PERSON.lastName};${PERSON.firstName};;;`,
  `FN:${PERSON.firstName} ${PERSON.lastName}`,
  `ORG:${PERSON.company}`,
  `TITLE:${PERSON.jobTitle}`,
  `EMAIL;TYPE=work:${PERSON.email}`,
  'END:VCARD',
].join('\r\n');

/** Module rows of a QR code (qrcode's matrix) with its 4-module quiet zone: true where dark. */
function qrRows(text: string): boolean[][] {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  return Array.from({ length: size + 8 }, (_, row) =>
    Array.from(
      { length: size + 8 },
      (_, col) => row >= 4 && col >= 4 && row < size + 4 && col < size + 4 && data[(row - 4) * size + col - 4] === 1,
    ),
  );
}

/**
 * A Y4M clip (what Chromium's fake camera plays, in a loop) of the code drawn large on white:
 * 640×480 4:2:0, only the luma plane carries the picture, the chroma planes are neutral grey.
 */
function qrClip(text: string): Buffer {
  const [width, height, frames] = [640, 480, 5];
  const rows = qrRows(text);
  const scale = Math.floor((height * 0.9) / rows.length);
  const [left, top] = [Math.floor((width - rows.length * scale) / 2), Math.floor((height - rows.length * scale) / 2)];
  const luma = Buffer.alloc(width * height, 255);
  rows.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (!dark) return;
      for (let y = 0; y < scale; y += 1)
        luma.fill(
          0,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        );
    }),
  );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: frames }, () => frame),
  ]);
}

const clip = join(mkdtempSync(join(tmpdir(), 'everlink-qr-')), 'vcard.y4m');
writeFileSync(clip, qrClip(VCARD));

test.use({
  serviceWorkers: 'allow',
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  // Replaces the config's launch options, so they are repeated with the fake camera's switches.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  },
});

/** Whether the page is wider than the screen (a horizontal scroll bar on a phone). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe.serial('event mode: QR codes', () => {
  let token = '';
  const removeScanned = async () => {
    const made = await callApi<{ id: string }[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(PERSON.lastName)}`);
    if (made.length) await callApi(token, 'DELETE', '/v1/contacts', { ids: made.map((c) => c.id) });
  };

  test.beforeAll(async () => {
    ({ idToken: token } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD));
  });
  test.afterAll(() => removeScanned());

  test('offline on a phone: the camera reads a vCard QR code, the lead is checked, waits, and reaches the book once', async ({
    context,
    page,
  }) => {
    // Keeps every camera stream the page opens, to check afterwards that each was stopped.
    await page.addInitScript(() => {
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      const streams: MediaStream[] = [];
      Object.assign(window, { cameraStreams: streams });
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    // The service worker (it takes the pages loaded after it is active) serves the app and the
    // QR reader's chunk once the network is gone.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Event mode' })).toBeVisible();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await expect(page.getByText('Offline: leads are kept on this device')).toBeVisible();
    await page.getByRole('button', { name: 'Scan a QR code' }).click();
    // The dialog shows the camera until the code is read, then closes by itself.
    await expect(page.getByRole('dialog', { name: 'Scan a QR code' })).toHaveCount(0, { timeout: 20_000 });
    await expect(
      page.getByText(
        `Read ${PERSON.firstName} ${PERSON.lastName} from the QR code. Check the details, then save the lead.`,
      ),
    ).toBeVisible();
    // The camera is off again: every track it opened has ended.
    const trackStates = () =>
      page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((s) =>
          s.getTracks().map((t) => t.readyState),
        ),
      );
    await expect.poll(trackStates).toEqual(['ended']);

    const lead = page.getByRole('region', { name: 'New lead' });
    await expect(lead.getByLabel('First name')).toHaveValue(PERSON.firstName);
    await expect(lead.getByLabel('Last name')).toHaveValue(PERSON.lastName);
    await expect(lead.getByLabel('Email', { exact: true })).toHaveValue(PERSON.email);
    await expect(lead.getByLabel('Company')).toHaveValue(PERSON.company);
    await expect(lead.getByLabel('Job title')).toHaveValue(PERSON.jobTitle);
    expect(await overflows(page)).toBe(false);

    await lead.getByRole('button', { name: 'Save lead' }).click();
    await expect(page.getByRole('heading', { name: '1 waiting to sync' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /waiting to sync/ }).getByText(`${PERSON.firstName} ${PERSON.lastName}`),
    ).toBeVisible();
    await expect(lead.getByLabel('First name')).toHaveValue('');

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: '0 waiting to sync' })).toBeVisible();
    for (let load = 0; load < 2; load += 1) {
      await page.goto(`/contacts?q=${encodeURIComponent(PERSON.lastName)}`);
      await expect(page.getByText(`${PERSON.firstName} ${PERSON.lastName}`)).toHaveCount(1);
    }
    const book = await callApi<
      { firstName: string; email: string; company: string; jobTitle: string; source: string }[]
    >(token, 'GET', `/v1/contacts?q=${encodeURIComponent(PERSON.lastName)}`);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({
      firstName: PERSON.firstName,
      email: PERSON.email,
      company: PERSON.company,
      jobTitle: PERSON.jobTitle,
      source: 'scan',
    });
  });

  test('a photo of a code: one that holds no card is refused, a card link goes into the note', async ({ page }) => {
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto('/event');
    const picker = page.getByLabel('Choose a photo of the QR code');

    await picker.setInputFiles({
      name: 'wifi.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer('WIFI:S:Expo Hall;T:WPA;P:booth-42;;', { scale: 6 }),
    });
    await expect(page.getByRole('alert')).toHaveText(/^This QR code holds neither a contact card \(vCard\) nor a link/);

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert')).toHaveText(/^This file is not an image\./);

    const url = `https://everlink.example/card/c_${run}`;
    await picker.setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(url, { scale: 6 }),
    });
    await expect(
      page.getByText('The QR code holds a link to their card, now in the note.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'New lead' }).getByLabel('Note')).toHaveValue(`Scanned card: ${url}`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await overflows(page)).toBe(false);
  });
});
