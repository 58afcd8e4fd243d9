import { expect, test, type Page } from '@playwright/test';
import {
  baseURL,
  callApi,
  createIdentity,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  mailTo,
  signInWithPassword,
  unique,
} from './journeys.test-support';

/** A 1×1 PNG, a real image for the logo upload's type sniffing. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const run = unique();
const admin = {
  email: `company-admin-${run}@e2e.everlink.test`,
  password: 'company-e2e-secret',
  firstName: 'Morgan',
  lastName: 'Hale',
};
const colleague = {
  email: `company-colleague-${run}@e2e.everlink.test`,
  password: 'colleague-e2e-secret',
  firstName: 'Riley',
  lastName: 'Stone',
};
const companyName = `Northwind ${run}`;
const lead = { firstName: 'Vera', lastName: 'Visitor', email: `company-lead-${run}@e2e.everlink.test` };

const companyTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name, exact: true });

test.describe.serial('company back office', () => {
  let invitationPath = '';
  let cardId = '';

  // Long journeys through many screens; on a busy machine each step is slow.
  test.slow();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The Functions emulator serves one request a worker and starts a worker (loading the whole
    // API) for each request that arrives while the others are busy. The screens here ask for
    // four or five things at once, so the workers start now, not during the first assertions.
    await Promise.all(Array.from({ length: 5 }, () => fetch(`${baseURL}/v1/health`)));
    // The admin-to-be: a plain new account with no company.
    await createIdentity(admin.email, admin.password);
    const { uid, idToken } = await idTokenOf(admin.email, admin.password);
    await callApi(idToken, 'POST', '/v1/users', {
      userId: uid,
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
    });
  });

  test('a new user creates a company and invites a colleague, whose invitation arrives by mail', async ({ page }) => {
    await signInWithPassword(page, admin.email, admin.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your company' })).toBeVisible();
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Website (optional)').fill('northwind.example');
    await page.getByLabel('Industry (optional)').fill('Logistics');
    await page.getByRole('button', { name: 'Create company' }).click();

    await expect(page.getByText(`${companyName} is set up. You are its admin.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up your company: 6 of 6 steps left' })).toBeVisible();
    // Creating a company makes the person its admin, not premium: a company is premium through a Teams plan (review S12).
    await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toHaveCount(0);

    await companyTab(page, 'Users').click();
    await expect(page.getByRole('row', { name: new RegExp(`${admin.firstName} ${admin.lastName}`) })).toContainText(
      'Admin',
    );
    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Email').fill(colleague.email);
    await dialog.getByLabel('First name (optional)').fill(colleague.firstName);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation was sent to ${colleague.email}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(colleague.email);

    const mail = await mailTo(colleague.email);
    // The company's own words stay out of the subject (security review S8) and show in the text.
    expect(mail.subject).toBe("You're invited to join a team on Everlink");
    expect(mail.text).toContain(companyName);
    const link = /https?:\/\/\S+\/auth\?invitation=[^\s"<]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the invitation link in the mail').toBeTruthy();
    const url = new URL(link!.replaceAll('&amp;', '&'));
    invitationPath = `${url.pathname}${url.search}`;
  });

  test('the colleague signs up with that email through the link and lands in the company', async ({ page }) => {
    await page.goto(invitationPath);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `${admin.firstName} ${admin.lastName} invited you to join ${companyName} on Everlink.` }),
    ).toBeVisible();
    // What the admin typed: the first name, and the invitation's email (read-only).
    await expect(page.getByLabel('First name')).toHaveValue(colleague.firstName);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(colleague.email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await page.getByLabel('Last name').fill(colleague.lastName);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await page.getByLabel('Confirm password').fill(colleague.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText(`Welcome to ${companyName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
    // A member without a role sees the company read-only: no setup list, no invitations, no cards.
    await expect(page.getByRole('heading', { name: /Set up your company/ })).toHaveCount(0);
    await companyTab(page, 'Users').click();
    await expect(
      page.getByRole('row', { name: new RegExp(`${colleague.firstName} ${colleague.lastName}`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite people' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company cards' }),
    ).toHaveCount(0);
  });

  test('the admin sets a logo and a company link and gives the colleague a company card; the card shows both', async ({
    page,
    browser,
  }) => {
    const { idToken: superToken } = await idTokenOf(DEMO.superadmin.email, DEMO_PASSWORD);
    const { idToken: adminToken } = await idTokenOf(admin.email, admin.password);
    const company = await callApi<{ id: string }>(adminToken, 'GET', '/v1/company');
    cardId = (
      await callApi<{ cardIds: string[] }>(superToken, 'POST', '/v1/cards', {
        count: 1,
        companyId: company.id,
        note: 'e2e: company spec',
      })
    ).cardIds[0];

    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/company/branding');
    await page.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('The logo was saved.')).toBeVisible();
    await expect(page.getByRole('img', { name: `${companyName} logo` })).toBeVisible();

    await companyTab(page, 'Links').click();
    await page.getByRole('button', { name: 'Add a link' }).click();
    const form = page.getByRole('form', { name: 'Add a company link' });
    await form.getByLabel('Title', { exact: true }).fill('Price list');
    await form.getByLabel('Web address', { exact: true }).fill('northwind.example/prices');
    await form.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('list', { name: 'Company links' })).toContainText('Price list');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company cards' }).click();
    await page.getByRole('button', { name: `Assign card ${cardId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Assign card ${cardId}` });
    await dialog.getByLabel('Find an employee').fill(colleague.firstName);
    await dialog
      .getByLabel('Employee', { exact: true })
      .selectOption({ label: `${colleague.firstName} ${colleague.lastName} (${colleague.email})` });
    await dialog.getByRole('button', { name: 'Assign card' }).click();
    await expect(
      page.getByText(`Card ${cardId} now belongs to ${colleague.firstName} ${colleague.lastName}.`),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(cardId) })).toContainText(colleague.email);

    // A visitor taps the card: the server page, through Hosting, in the company's brand.
    const visitor = await browser.newContext();
    const card = await visitor.newPage();
    await card.goto(`/card/${cardId}`);
    await expect(
      card.getByRole('heading', { level: 1, name: `${colleague.firstName} ${colleague.lastName}` }),
    ).toBeVisible();
    await expect(card.getByRole('img', { name: companyName })).toBeVisible();
    const companyLinks = card.locator(`h2:text-is("${companyName}") + ul`);
    await expect(companyLinks.getByRole('link', { name: 'Price list' })).toHaveAttribute(
      'href',
      'https://northwind.example/prices',
    );

    // …and leaves their details on the colleague's company profile.
    await card.getByRole('link', { name: 'Exchange contact' }).click();
    await card.getByLabel('First name').fill(lead.firstName);
    await card.getByLabel('Last name').fill(lead.lastName);
    await card.getByLabel('Email').fill(lead.email);
    await card.getByLabel(`I agree to share my details with ${colleague.firstName} ${colleague.lastName}`).check();
    await card.getByRole('button', { name: 'Send my details' }).click();
    await expect(card.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await visitor.close();
  });

  test('the admin removes the colleague: the card is free again and the company keeps the lead', async ({ page }) => {
    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/company/users');
    await page.getByRole('button', { name: `Remove ${colleague.firstName} ${colleague.lastName}` }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Remove ${colleague.firstName} ${colleague.lastName} from ${companyName}?`,
    });
    await expect(dialog).toContainText('The company cards they hold are released');
    await expect(dialog).toContainText(
      'The leads those cards and their company profile collected stay with the company',
    );
    await dialog.getByRole('button', { name: 'Remove from company' }).click();
    await expect(
      page.getByText(`${colleague.firstName} ${colleague.lastName} was removed from the company.`),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`${colleague.firstName} ${colleague.lastName}`) }),
    ).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company cards' }).click();
    await expect(page.getByRole('row', { name: new RegExp(cardId) })).toContainText('Nobody — free to hand out');

    // The lead the colleague's card collected is now the company's: with the admin who removed them.
    await page.goto('/contacts/recently-added');
    await expect(page.getByRole('listitem').filter({ hasText: lead.email })).toContainText(
      `${lead.firstName} ${lead.lastName}`,
    );

    // The colleague is no longer a member.
    const { idToken } = await idTokenOf(colleague.email, colleague.password);
    const res = await fetch(`${baseURL}/v1/company`, { headers: { Authorization: `Bearer ${idToken}` } });
    expect(res.status).toBe(404);
  });
});
