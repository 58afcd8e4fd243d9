import { expect, test } from '@playwright/test';
import { callApi, DEMO, DEMO_PASSWORD, idTokenOf, signInWithPassword, unique } from './journeys.test-support';

/**
 * The card in the visitor's language (docs/i18n.md): the server-rendered card page, the lead
 * form and its thank-you page follow the browser's language, and the owner's fixed language
 * beats it. The demo user's personal profile, so the other journeys' work card stays English.
 */

const PROFILE_ID = 'demo-profile-personal';
const PAGE = '/card/@jordan-makes';
const OWNER = 'Jordan Rivera';

test.describe.serial('languages', () => {
  const visitor = { firstName: 'Lucía', email: `lucia-${unique()}@e2e.everlink.test` };
  let token = '';

  test.beforeAll(async () => {
    ({ idToken: token } = await idTokenOf(DEMO.user.email, DEMO_PASSWORD));
    // Another run may have left a language set, or lead capture off.
    await callApi(token, 'PUT', `/v1/profiles/${PROFILE_ID}`, { cardLanguage: 'auto' });
    await callApi(token, 'PUT', `/v1/profiles/${PROFILE_ID}/config`, {
      leadCapture: { enabled: true },
      sections: { exchangeContact: true },
    });
  });

  test.afterAll(async () => {
    await callApi(token, 'PUT', `/v1/profiles/${PROFILE_ID}`, { cardLanguage: 'auto' });
    const leads = await callApi<{ id: string }[]>(token, 'GET', `/v1/contacts?q=${encodeURIComponent(visitor.email)}`);
    if (leads.length) await callApi(token, 'DELETE', '/v1/contacts', { ids: leads.map((c) => c.id) });
  });

  test('a Spanish visitor reads the card, leaves their details and is thanked in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const response = await page.goto(PAGE);
    expect(response?.headers()['content-language']).toBe('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: OWNER })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guardar contacto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acerca de' })).toBeVisible();
    // The owner's own words stay as written.
    await expect(page.getByText('Making furniture from reclaimed wood, one joint at a time.')).toBeVisible();
    // The other languages are for search engines, in the Link header; the page follows the browser.
    expect(response?.headers()['link']).toContain('?lang=fr>; rel="alternate"; hreflang="fr"');

    await page.getByRole('link', { name: 'Intercambiar contacto' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}/contact\\?lang=es$`));
    await expect(page.getByRole('heading', { level: 1, name: `Comparta sus datos con ${OWNER}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Enviar mis datos' }).click();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    await page.getByRole('textbox', { name: 'Nombre' }).fill(visitor.firstName);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(visitor.email);
    const consent = `Acepto compartir mis datos con ${OWNER}, que podrá ponerse en contacto conmigo en relación con ellos.`;
    await page.getByLabel(consent).check();
    await page.getByRole('button', { name: 'Enviar mis datos' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Sus datos se han enviado a ${OWNER}` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Guardar el contacto de ${OWNER}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Ha cambiado de opinión?' })).toBeVisible();
    await context.close();

    // The lead keeps the consent in the words the visitor read.
    const [lead] = await callApi<{ consentText: string | null }[]>(
      token,
      'GET',
      `/v1/contacts?q=${encodeURIComponent(visitor.email)}`,
    );
    expect(lead.consentText).toBe(consent);
  });

  test('the owner sets French, and a German visitor reads the card in French', async ({ page, browser }) => {
    await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
    await page.goto(`/profile/${PROFILE_ID}`);
    const language = page.getByRole('combobox', { name: 'Card language' });
    await expect(language).toHaveValue('auto');
    await language.selectOption({ label: 'Français' });
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText('Card language saved.');
    // The app itself stays English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const context = await browser.newContext({ locale: 'de-DE' });
    const card = await context.newPage();
    await card.goto(PAGE);
    await expect(card.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(card.getByRole('link', { name: 'Enregistrer le contact' })).toBeVisible();
    await card.getByRole('link', { name: 'Échanger nos coordonnées' }).click();
    await expect(card.getByRole('heading', { level: 1, name: `Partagez vos coordonnées avec ${OWNER}` })).toBeVisible();
    // The visitor's own choice on the page still wins.
    await card.goto(`${PAGE}?lang=de`);
    await expect(card.locator('html')).toHaveAttribute('lang', 'de');
    await expect(card.getByRole('link', { name: 'Kontakt speichern' })).toBeVisible();
    await context.close();
  });
});
