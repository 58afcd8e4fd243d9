import { expect, test } from '@playwright/test';
import { callApi, DEMO, DEMO_PASSWORD, idTokenOf, unique } from './journeys.test-support';
import { expectNoAxeViolations } from './axe.test-support';

/**
 * The lead form on the card's own server page (docs/profiles-and-cards.md): a visitor taps
 * "Exchange contact" and stays in the card's light pages, the app never loads, and the owner
 * finds the lead in their contacts (through the API: the app's list has its own journeys). Without JavaScript the form still shows and says why it
 * cannot be sent. The demo user's default profile.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

test.describe.serial('the lead form on the card page', () => {
  let token = '';
  let slug = '';
  const emails: string[] = [];

  test.beforeAll(async () => {
    ({ idToken: token } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD));
    const profiles = await callApi<{ id: string; slug: string; default: boolean }[]>(token, 'GET', '/v1/profiles');
    const profile = profiles.find((p) => p.default) ?? profiles[0];
    slug = profile.slug;
    // Another run may have left lead capture off or a language set.
    await callApi(token, 'PUT', `/v1/profiles/${profile.id}`, { cardLanguage: 'auto' });
    await callApi(token, 'PUT', `/v1/profiles/${profile.id}/config`, {
      leadCapture: { enabled: true },
      sections: { exchangeContact: true },
    });
  });

  test.afterAll(async () => {
    for (const email of emails) {
      const leads = await callApi<{ id: string }[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(email)}`);
      if (leads.length) await callApi(token, 'DELETE', '/v1/contacts', { ids: leads.map((c) => c.id) });
    }
  });

  for (const viewport of VIEWPORTS) {
    test(`a visitor exchanges contacts without leaving the card's page (${viewport.width} px)`, async ({ browser }) => {
      const visitor = {
        firstName: 'Vera',
        lastName: `Visitor ${viewport.width}`,
        email: `vera-${unique()}@e2e.everlink.test`,
      };
      emails.push(visitor.email);
      const context = await browser.newContext({ viewport });
      const card = await context.newPage();
      const requested: string[] = [];
      card.on('request', (request) => requested.push(new URL(request.url()).pathname));

      await card.goto(`/card/@${slug}`);
      const owner = (await card.getByRole('heading', { level: 1 }).textContent())!.trim();
      await card.getByRole('link', { name: 'Exchange contact' }).click();
      await expect(card).toHaveURL(new RegExp(`/card/@${slug}/contact\\?hl=en$`));
      await expect(card.getByRole('heading', { level: 1, name: `Share your details with ${owner}` })).toBeVisible();
      await expect(card.getByRole('link', { name: `Back to ${owner}'s card` })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      expect(await card.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(card);

      // Sent empty: each problem once, "an email or a phone" a single rule.
      await card.getByRole('button', { name: 'Send my details' }).click();
      await expect(card.getByRole('alert')).toContainText('Your details were not sent yet.');
      await expect(card.getByText('Enter an email or a phone number.')).toHaveCount(1);
      await expect(card.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'This field is required.',
      );
      await expectNoAxeViolations(card);

      await card.getByRole('textbox', { name: 'First name' }).fill(visitor.firstName);
      await card.getByRole('textbox', { name: 'Last name' }).fill(visitor.lastName);
      await card.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
      await card.getByLabel(`I agree to share my details with ${owner}`).check();
      await card.getByRole('button', { name: 'Send my details' }).click();
      await expect(card.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
      await expect(card.getByRole('status')).toContainText(`Your details were sent to ${owner}.`);
      await expect(card.getByRole('link', { name: `Save ${owner}'s contact` })).toBeVisible();
      await expectNoAxeViolations(card);

      // The app was never loaded: no bundle, only the card's pages and the proof-of-work worker.
      expect(requested.filter((path) => path.startsWith('/assets/'))).toEqual([]);
      expect(requested).toContain('/card/-/lead-form-worker.js');
      expect(requested).toContain('/v1/public/lead-challenge');
      await context.close();

      // The owner finds the lead among their contacts, as a lead from the form.
      const [lead] = await callApi<{ firstName: string; lastName: string; source: string; consentText: string }[]>(
        token,
        'GET',
        `/v1/contacts?q=${encodeURIComponent(visitor.email)}`,
      );
      expect(lead).toMatchObject({
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        source: 'form',
        consentText: `I agree to share my details with ${owner}, who may contact me about them.`,
      });
    });
  }

  test('without JavaScript the form shows, keeps what was typed and says why it cannot be sent', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[0] });
    const form = await context.newPage();
    const email = `noscript-${unique()}@e2e.everlink.test`;
    await form.goto(`/card/@${slug}/contact`);
    await expect(form.getByRole('heading', { level: 1, name: /^Share your details with / })).toBeVisible();
    // (The page's <noscript> note is not checked: Chromium's script switch leaves <noscript> unrendered.)
    await form.getByRole('textbox', { name: 'First name' }).fill('Nora');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByRole('alert')).toContainText('This form needs JavaScript for a moment');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await context.close();
    expect(await callApi<unknown[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(email)}`)).toEqual([]);
  });
});
