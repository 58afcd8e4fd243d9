import { expect, test } from '@playwright/test';
import { callApi, DEMO, DEMO_PASSWORD, idTokenOf, signInWithPassword, unique } from './journeys.test-support';

const OWNER = 'Jordan Rivera';

/**
 * Whether the app has put the owner's card on the device (event mode's offline copy). It opens
 * the database only once the app made it: opening it first would create it without its store.
 */
const cardIsKept = async () => {
  if (!(await indexedDB.databases()).some((db) => db.name === 'everlink-event-card')) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('everlink-event-card');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('cards')) return resolve(false);
      const count = db.transaction('cards').objectStore('cards').count();
      count.onsuccess = () => resolve(count.result > 0);
      count.onerror = () => resolve(false);
    };
  });
};

// The offline shell is the service worker's (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.serial('event mode', () => {
  const run = unique();
  const leads = [
    { firstName: 'Ola', lastName: `Offline${run}` },
    { firstName: 'Pim', lastName: `Offline${run}` },
  ];
  let token = '';

  test.beforeAll(async () => {
    ({ idToken: token } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD));
  });

  test.afterAll(async () => {
    const made = await callApi<{ id: string }[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(`Offline${run}`)}`);
    if (made.length) await callApi(token, 'DELETE', '/v1/contacts', { ids: made.map((c) => c.id) });
  });

  test('offline: the card still shows, two typed leads wait, and each reaches the book once when back online', async ({
    context,
    page,
  }) => {
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await expect(page.getByRole('link', { name: 'Event mode' })).toBeVisible();
    // The app installs: a manifest and a service worker in charge of the page.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect.poll(() => page.evaluate(cardIsKept)).toBe(true);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Event mode' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event mode' })).toBeVisible();
    await expect(page.getByText('Offline: leads are kept on this device')).toBeVisible();
    const card = page.getByRole('region', { name: 'My card' });
    await expect(card.getByRole('img', { name: /^QR code for http/ })).toBeVisible();
    await expect(card.getByText(OWNER)).toBeVisible();

    for (const lead of leads) {
      await page.getByLabel('First name').fill(lead.firstName);
      await page.getByLabel('Last name').fill(lead.lastName);
      await page.getByRole('button', { name: 'Save lead' }).click();
      await expect(
        page.getByRole('region', { name: /waiting to sync/ }).getByText(`${lead.firstName} ${lead.lastName}`),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: '2 waiting to sync' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('link', { name: /waiting to sync/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '0 waiting to sync' })).toBeVisible();

    // In the contact book once each, however often the page is loaded.
    for (let load = 0; load < 2; load += 1) {
      await page.goto(`/contacts?q=${encodeURIComponent(`offline${run}`)}`);
      for (const lead of leads) await expect(page.getByText(`${lead.firstName} ${lead.lastName}`)).toHaveCount(1);
    }
    const book = await callApi<{ firstName: string }[]>(
      token,
      'GET',
      `/v1/contacts?q=${encodeURIComponent(`Offline${run}`)}`,
    );
    expect(book.map((c) => c.firstName).sort()).toEqual(['Ola', 'Pim']);
  });
});
