import { expect, test, type Page } from '@playwright/test';
import {
  baseURL,
  callApi,
  createIdentity,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  saveContact,
  signInWithPassword,
  textOf,
  unique,
} from './journeys.test-support';

/** Nothing wider than a 360 px phone screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** A person with a complete work profile, made through the APIs as a sign-up would. */
const person = {
  email: `cards-${unique()}@e2e.everlink.test`,
  password: 'cards-e2e-secret',
  firstName: 'Casey',
  lastName: 'Nguyen',
  jobTitle: 'Field Engineer',
  company: 'Contoso Robotics',
  phone: '+1 415 555 0123',
  website: 'https://contoso-robotics.example',
};

test.describe.serial('cards', () => {
  let cardId = '';
  let profileId = '';

  test.beforeAll(async () => {
    // A card of this run's own, so no other spec (or earlier run) has touched it.
    const { idToken: superToken } = await idTokenOf(DEMO.superadmin.email, DEMO_PASSWORD);
    const minted = await callApi<{ cardIds: string[] }>(superToken, 'POST', '/v1/cards', {
      count: 1,
      note: 'e2e: cards spec',
    });
    cardId = minted.cardIds[0];

    await createIdentity(person.email, person.password);
    const { uid, idToken } = await idTokenOf(person.email, person.password);
    await callApi(idToken, 'POST', '/v1/users', {
      userId: uid,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
    });
    const [profile] = await callApi<{ id: string }[]>(idToken, 'GET', '/v1/profiles');
    profileId = profile.id;
    await callApi(idToken, 'PUT', `/v1/profiles/${profileId}`, {
      jobTitle: person.jobTitle,
      company: person.company,
      phoneNumbers: [{ label: 'mobile', number: person.phone }],
      websites: [{ label: 'company', url: person.website }],
      // New profiles publish only the name (docs/privacy.md): this one chooses to show its details.
      email: person.email,
      config: { sections: { contact: true } },
    });
  });

  test('a new card: signed out, sign in, come back, activate it, find it in Cards', async ({ page }) => {
    // A tap on the card: the server-rendered page, through Hosting.
    await page.goto(`/card/${cardId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your Everlink card' })).toBeVisible();
    await page.getByRole('link', { name: 'Activate this card' }).click();
    // Straight to sign-in, not through the landing page.
    await expect(page).toHaveURL(`${baseURL}/auth/sign-in?redirect=%2Fcard%2F${cardId}`);

    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Back on the card, now inside the app: choose the profile and activate.
    await expect(page).toHaveURL(`${baseURL}/card/${cardId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your Everlink card' })).toBeVisible();
    await expect(page.getByLabel('Profile it opens')).toHaveValue(profileId);
    await page.getByRole('button', { name: 'Activate card' }).click();
    await expect(page.getByText('Card activated. A tap on it now opens your profile.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Casey Nguyen' })).toBeVisible();
    await expect(page.getByText('This is your card')).toBeVisible();

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards', exact: true }).click();
    const cards = page.getByRole('list', { name: 'Your cards' });
    await expect(cards.getByRole('link', { name: `Card ${cardId}`, exact: true })).toBeVisible();
    await expect(cards.getByText('Active', { exact: true })).toBeVisible();
    await expect(cards.getByText(`${baseURL.replace(/^https?:\/\//, '')}/card/${cardId}`)).toBeVisible();
  });

  test('an anonymous visitor saves the contact from the card, on the server page and in the app', async ({
    browser,
  }) => {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const expectVCard = (vcf: string) => {
      expect(vcf).toMatch(/^BEGIN:VCARD/);
      expect(vcf).toMatch(/^FN:Casey Nguyen\r?$/m);
      expect(vcf).toMatch(/^ORG:Contoso Robotics/m);
      expect(vcf).toMatch(/^TITLE:Field Engineer\r?$/m);
      expect(vcf).toMatch(/^TEL[^:]*:\+?1[ -]?415[ -]?555[ -]?0123\r?$/m);
      expect(vcf).toMatch(new RegExp(`^EMAIL[^:]*:${person.email.replace(/[.]/g, '\\.')}\\r?$`, 'm'));
      expect(vcf).toMatch(/^URL[^:]*:https:\/\/contoso-robotics\.example/m);
      expect(vcf).toMatch(/^URL[^:]*:http:\/\/127\.0\.0\.1:\d+\/card\/@/m);
    };

    // Direct visit: Hosting's server-rendered card. Its inline beacon counts the view, and a click
    // on a link by its address, as navigator.sendBeacon sends them (the page's request counts
    // nothing): the profile and the way in as the query, the body empty or the link's href.
    const beacon = (body: (text: string) => boolean) =>
      page
        .waitForRequest(
          (r) => r.method() === 'POST' && r.url().includes('/v1/public/events?') && body(r.postData() ?? ''),
        )
        .then((r) => ({ query: Object.fromEntries(new URL(r.url()).searchParams), body: r.postData() ?? '' }));
    const view = beacon((text) => text === '');
    await page.goto(`/card/${cardId}`);
    expect(await view).toEqual({ query: { p: profileId, v: `card:${cardId}` }, body: '' });
    await expect(page.getByRole('heading', { level: 1, name: 'Casey Nguyen' })).toBeVisible();
    await expect(page.getByText('Field Engineer at Contoso Robotics')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expectVCard(await saveContact(page));
    const click = beacon((text) => text.includes('/contact'));
    await page.getByRole('link', { name: 'Exchange contact' }).click();
    expect(await click).toEqual({
      query: { p: profileId, v: `card:${cardId}` },
      body: expect.stringMatching(new RegExp(`^/card/${cardId}/contact`)),
    });
    await expect(page).toHaveURL(new RegExp(`/card/${cardId}/contact`));

    // In-app navigation: the SPA's own /card/:cardId route, from a page that is the app for an
    // anonymous visitor (the prerendered landing and legal pages do not load it without a session,
    // and sign-in and sign-up start only their own small entry).
    await page.goto('/auth/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/card/${cardId}`);
    await expect(page.getByRole('link', { name: 'Everlink home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Casey Nguyen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exchange contact' })).toHaveAttribute(
      'href',
      `/contacts/new/${profileId}`,
    );
    await expect(page.getByRole('img', { name: 'QR code for this card' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('public-card-360.png'), fullPage: true });
    await expectNoSidewaysScroll(page);
    expectVCard(await saveContact(page));
    await context.close();
  });

  test('the superadmin mints a batch of 3 and downloads its CSV for the printer', async ({ page }) => {
    await signInWithPassword(page, DEMO.superadmin.email, DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Superadmin' }).click();
    await page.getByRole('navigation', { name: 'Superadmin sections' }).getByRole('link', { name: 'Cards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Superadmin · Cards' })).toBeVisible();

    await page.getByLabel('Number of cards').fill('3');
    await page.getByLabel('Note (optional)').fill(`e2e batch ${unique()}`);
    await page.getByRole('button', { name: 'Mint cards' }).click();
    await expect(page.getByText('3 cards minted.')).toBeVisible();
    const codes = page.getByRole('list', { name: 'New card codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(3);
    const ids = (await codes.allTextContents()).map((t) => t.trim());
    for (const id of ids) expect(id).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV for the printer' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^everlink-cards-.*\.csv$/);
    const lines = (await textOf(download)).trim().split(/\r?\n/);
    expect(lines[0]).toBe('card_id,url,status,batch_id,created_at');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[0]).sort()).toEqual([...ids].sort());
    for (const [id, url, status] of rows) {
      expect(url).toBe(`${baseURL}/card/${id}`);
      expect(status).toBe('unassigned');
    }
    await expect(page.getByRole('cell', { name: '0 of 3' }).first()).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: test.info().outputPath('superadmin-cards-360.png'), fullPage: true });
    await expectNoSidewaysScroll(page);
  });

  test('on a phone the owner renames the card, then deactivates it for good', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInWithPassword(page, person.email, person.password);
    await page.goto(`/cards/${cardId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Card ${cardId}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code for ${baseURL}/card/${cardId}` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('card-detail-360.png'), fullPage: true });
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Card name', { exact: true }).fill('Conference badge');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Card saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Conference badge' })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate card' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate this card?' });
    await expect(dialog).toContainText('Card no longer active');
    await page.screenshot({ path: test.info().outputPath('deactivate-dialog-360.png') });
    await dialog.getByRole('button', { name: 'Deactivate card' }).click();
    await expect(page.getByText('Card deactivated.')).toBeVisible();
    await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate card' })).toHaveCount(0);

    const publicPage = await page.request.get(`/card/${cardId}`);
    expect(publicPage.status()).toBe(410);
    expect(await publicPage.text()).toContain('Card no longer active');
  });
});
