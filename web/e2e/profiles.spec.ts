import { expect, test } from '@playwright/test';
import {
  baseURL,
  callApi,
  createIdentity,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  saveContact,
  signInWithPassword,
  unique,
} from './journeys.test-support';

/** A person new to the emulator: the app sets up the account on the first sign-in. */
const person = { email: `pat.quinn@${unique()}.e2e.everlink.test`, password: 'profiles-e2e-secret' };

test('a new profile from the dashboard: details, two links in the live preview that persist, and its share link and QR code', async ({
  browser,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createIdentity(person.email, person.password);
  await signInWithPassword(page, person.email, person.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pat');
  const toasts = page.locator('.Toastify__toast-container--bottom-right');

  // Create a second profile; it opens in the editor.
  await page.getByRole('button', { name: '+ New profile' }).click();
  await page.getByRole('form', { name: 'Create a profile' }).getByLabel('Profile name').fill('Events');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(toasts).toContainText('Profile “Events” created.');
  const profileId = new URL(page.url()).pathname.split('/').at(-1)!;

  // Details: the preview follows the typing, before saving.
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Job title').fill('Event Producer');
  await page.getByLabel('Company', { exact: true }).fill('Lumen Live');
  await expect(preview.getByText('Pat Quinn')).toBeVisible();
  await expect(preview.getByText('Event Producer at Lumen Live')).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toasts).toContainText('Details saved.');

  // Links: two blocks, each shown in the preview.
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Links' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${profileId}/links$`));
  const addLink = page.getByRole('form', { name: 'Add a link' });
  await addLink.getByLabel('Title').fill('Showreel');
  await addLink.getByLabel('URL').fill('lumen-live.example/showreel');
  await addLink.getByRole('button', { name: 'Add link' }).click();
  await expect(toasts).toContainText('“Showreel” added to your links.');
  await addLink.getByLabel('Title').fill('Tickets');
  await addLink.getByLabel('URL').fill('https://lumen-live.example/tickets');
  await addLink.getByRole('button', { name: 'Add link' }).click();
  await expect(toasts).toContainText('“Tickets” added to your links.');
  await expect(preview.getByText('Showreel')).toBeVisible();
  await expect(preview.getByText('Tickets')).toBeVisible();

  // Reordered by keyboard alone: pick up Tickets, move it up, drop it.
  const blocks = page.getByRole('list', { name: 'Link blocks, in page order' }).getByRole('listitem');
  await expect(blocks).toHaveText([/Showreel/, /Tickets/]);
  // Each key waits for what the screen reader hears, as the list is measured between them.
  const heard = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: 'Move Tickets' }).focus();
  await page.keyboard.press('Space');
  // Picked up; dnd-kit may at once report it over its own place.
  await expect(heard).toHaveText(/^(Picked up Tickets, position 2 of 2|Tickets moved to position 2 of 2)\.$/);
  // dnd-kit measures the list after the pick-up and ignores an arrow until it has: on a busy
  // runner the first ArrowUp came before that (heard: still position 2 of 2, twice in a row). A
  // second press at the top changes nothing, so the arrow is pressed until the move is heard.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(heard).toHaveText('Tickets moved to position 1 of 2.', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(toasts).toContainText('Link order saved.');

  // After a reload the blocks, their order and the preview are still there.
  await page.reload();
  await expect(blocks).toHaveText([/Tickets/, /Showreel/]);
  await expect(preview.getByText('Tickets')).toBeVisible();
  await expect(preview.getByText('Showreel')).toBeVisible();
  const { idToken } = await idTokenOf(person.email, person.password);
  const stored = await fetch(`${baseURL}/v1/profiles/${profileId}/everlinks`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(
    ((await stored.json()) as { data: { title: string; url: string }[] }).data.map(({ title, url }) => ({
      title,
      url,
    })),
  ).toEqual([
    { title: 'Tickets', url: 'https://lumen-live.example/tickets' },
    { title: 'Showreel', url: 'https://lumen-live.example/showreel' },
  ]);

  // On a phone the editor fits, with the preview below the form.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(preview.getByText('Tickets')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The dashboard shares the new (current) profile: its link, a copy button and the QR code.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Switch profile')).toHaveValue(profileId);
  const share = page.getByRole('region', { name: 'Share your profile' });
  await expect(share.getByLabel('Profile link')).toHaveValue(
    new RegExp(`^${baseURL.replace(/[.]/g, '\\.')}/card/@[a-z0-9-]+$`),
  );
  const shareUrl = await share.getByLabel('Profile link').inputValue();
  await expect(share.getByRole('img', { name: `QR code for ${shareUrl}` })).toBeVisible();
  await expect(share.getByRole('link', { name: 'Download QR code (PNG)' })).toHaveAttribute(
    'href',
    /^data:image\/png;base64,/,
  );
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts).toContainText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  // The public page shows the profile as the preview did.
  const publicPage = await page.request.get(shareUrl);
  expect(publicPage.status()).toBe(200);
  const html = await publicPage.text();
  expect(html).toContain('Pat Quinn');
  expect(html.indexOf('Tickets')).toBeLessThan(html.indexOf('Showreel'));

  // A new card, tapped by its owner, opens activation: it is given to the Events profile.
  const { idToken: superToken } = await idTokenOf(DEMO.superadmin.email, DEMO_PASSWORD);
  const [cardId] = (
    await callApi<{ cardIds: string[] }>(superToken, 'POST', '/v1/cards', { count: 1, note: 'e2e: profiles spec' })
  ).cardIds;
  await page.goto(`/card/${cardId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your Everlink card' })).toBeVisible();
  await page.getByRole('link', { name: 'Activate this card' }).click();
  await expect(page.getByLabel('Profile it opens')).toBeVisible();
  await page.getByLabel('Profile it opens').selectOption(profileId);
  await page.getByRole('button', { name: 'Activate card' }).click();
  await expect(page.getByText('Card activated. A tap on it now opens your profile.')).toBeVisible();

  // Someone else taps it: the profile, its links in order, and a contact card to save.
  const visitor = await browser.newContext({ acceptDownloads: true });
  const tap = await visitor.newPage();
  await tap.goto(`/card/${cardId}`);
  await expect(tap.getByRole('heading', { level: 1, name: 'Pat Quinn' })).toBeVisible();
  await expect(tap.getByText('Event Producer at Lumen Live')).toBeVisible();
  const links = tap.getByRole('link', { name: /^(Tickets|Showreel)/ });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toContainText('Tickets');
  const vcf = await saveContact(tap);
  expect(vcf).toMatch(/^BEGIN:VCARD/);
  expect(vcf).toMatch(/^FN:Pat Quinn\r?$/m);
  expect(vcf).toMatch(/^N:Quinn;Pat;/m);
  expect(vcf).toMatch(/^ORG:Lumen Live/m);
  expect(vcf).toMatch(/^TITLE:Event Producer\r?$/m);
  expect(vcf).toMatch(new RegExp(`^URL[^:]*:${shareUrl.replace(/[.]/g, '\\.')}\\r?$`, 'm'));
  await visitor.close();
});

test('someone else’s profile id reads as not found', async ({ page }) => {
  const email = `robin.lee@${unique()}.e2e.everlink.test`;
  await createIdentity(email, person.password);
  await signInWithPassword(page, email, person.password);
  // Settled first: requests cut short by leaving the page hold up the Functions emulator's next ones.
  await expect(page.getByRole('region', { name: 'Share your profile' }).getByLabel('Profile link')).toHaveValue(
    /\/card\/@/,
  );
  await expect(page.getByText('Show the figures as a table')).toBeVisible();
  await page.goto('/profile/demo-profile-work/links');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
});
