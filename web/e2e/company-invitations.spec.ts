import { expect, test } from '@playwright/test';
import {
  baseURL,
  callApi,
  createIdentity,
  idTokenOf,
  mailTo,
  signInWithPassword,
  unique,
  verifyEmail,
} from './journeys.test-support';
import { axeViolations } from './axe.test-support';

/**
 * Joining takes the person's yes: an existing user is invited, sees the invitation on the
 * dashboard, accepts, lands in the company with a prefilled company profile, and later leaves.
 * Issue 17, item 1: a new employee signs up from the mail link (named inviter and company, the form
 * prefilled) and finds a complete, branded company profile whose locked fields are read-only.
 */

const run = unique();
const admin = {
  email: `invites-admin-${run}@e2e.everlink.test`,
  password: 'invites-e2e-secret',
  firstName: 'Dana',
  lastName: 'Reyes',
};
const person = {
  email: `invites-person-${run}@e2e.everlink.test`,
  password: 'invites-e2e-secret',
  firstName: 'Sam',
  lastName: 'Okafor',
};
const companyName = `Contoso ${run}`;

/** A person with an identity and a user record, made the way the app makes them. */
async function signedUp(who: typeof admin): Promise<{ uid: string; idToken: string }> {
  await createIdentity(who.email, who.password);
  const { uid, idToken } = await idTokenOf(who.email, who.password);
  await callApi(idToken, 'POST', '/v1/users', {
    userId: uid,
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
  });
  return { uid, idToken };
}

test.describe.serial('company invitations', () => {
  test.slow();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${baseURL}/v1/health`)));
    const owner = await signedUp(admin);
    const company = await callApi<{ id: string }>(owner.idToken, 'POST', '/v1/company', { name: companyName });
    const invitee = await signedUp(person);
    await verifyEmail(invitee.uid);
    // An existing account: the invitation waits for the person's yes.
    await callApi(owner.idToken, 'POST', `/v1/company/${company.id}/employees`, {
      email: person.email,
      title: 'Engineer',
      department: 'Platform',
    });
  });

  test('an existing user sees the invitation on the dashboard, accepts, and lands in the company with a prefilled company profile', async ({
    page,
  }) => {
    await signInWithPassword(page, person.email, person.password);
    const banner = page.getByRole('region', { name: 'Invitations to join a company' });
    await expect(banner).toContainText(`${companyName} invited you as Engineer`);
    await expect(banner).toContainText(`Invited by ${admin.firstName} ${admin.lastName}`);
    await banner.getByRole('button', { name: `Accept the invitation from ${companyName}` }).click();

    await expect(page.getByText(`Welcome to ${companyName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();

    const { idToken } = await idTokenOf(person.email, person.password);
    const profiles = await callApi<
      { company: string; jobTitle: string; department: string; companyId?: string | null; default: boolean }[]
    >(idToken, 'GET', '/v1/profiles');
    expect(profiles.find((p) => p.companyId)).toMatchObject({
      company: companyName,
      jobTitle: 'Engineer',
      department: 'Platform',
      default: false,
    });
    // The profile they had stays personal.
    expect(profiles.filter((p) => !p.companyId)).toHaveLength(1);
  });

  test('the member leaves the company after confirming', async ({ page }) => {
    await signInWithPassword(page, person.email, person.password);
    await expect(page.getByRole('region', { name: 'Invitations to join a company' })).toHaveCount(0);
    await page.goto('/company');
    await page.getByRole('button', { name: 'Leave company' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Leave ${companyName}?` });
    await expect(dialog).toContainText('Your account, your other profiles and their contacts stay yours.');
    await dialog.getByRole('button', { name: 'Leave company' }).click();
    await expect(page.getByText(`You left ${companyName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/company');
    await expect(page.getByRole('heading', { name: 'Create your company' })).toBeVisible();
  });
});

const brandAdmin = {
  email: `invites-brand-${run}@e2e.everlink.test`,
  password: 'invites-e2e-secret',
  firstName: 'Ada',
  lastName: 'Lindqvist',
};
const joiner = {
  email: `invites-joiner-${run}@e2e.everlink.test`,
  password: 'joiner-e2e-secret',
  firstName: 'Nina',
  lastName: 'Newhire',
};
const brandName = `Acme ${run}`;
/** A 1×1 PNG, a real image for the logo upload's type sniffing. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.serial('an employee joins and sees a complete branded card', () => {
  test.slow();
  let invitationPath = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${baseURL}/v1/health`)));
    const owner = await signedUp(brandAdmin);
    const company = await callApi<{ id: string }>(owner.idToken, 'POST', '/v1/company', { name: brandName });
    await callApi(owner.idToken, 'PUT', `/v1/company/${company.id}`, {
      brand: { primaryColor: '#aa0000', accentColor: '#006400' },
      lockedFields: ['jobTitle', 'company'],
    });
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const logo = await fetch(`${baseURL}/v1/company/${company.id}/company-logo/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.idToken}` },
      body: form,
    });
    expect(logo.status).toBe(201);
    await callApi(owner.idToken, 'POST', `/v1/company/${company.id}/everlinks/new`, {
      title: 'Acme handbook',
      url: 'https://acme.example.com/handbook',
    });
    await callApi(owner.idToken, 'POST', `/v1/company/${company.id}/employees`, {
      email: joiner.email,
      firstName: joiner.firstName,
      lastName: joiner.lastName,
      title: 'Designer',
      department: 'Studio',
    });
    const mail = await mailTo(joiner.email);
    expect(mail.text).toContain(
      `${brandAdmin.firstName} ${brandAdmin.lastName} invited you to join ${brandName} on Everlink.`,
    );
    const link = new URL(
      /https?:\/\/\S+\/auth\?invitation=[^\s"<]+/.exec(mail.text ?? '')![0].replaceAll('&amp;', '&'),
    );
    invitationPath = `${link.pathname}${link.search}`;
  });

  test('at 390 px the link names who invites them where, and the sign-up form holds what the admin typed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(invitationPath);
    await expect(
      page.getByRole('status').filter({
        hasText: `${brandAdmin.firstName} ${brandAdmin.lastName} invited you to join ${brandName} on Everlink.`,
      }),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(joiner.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(joiner.lastName);
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(joiner.email);
    await expect(email).toHaveAttribute('readonly', '');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(joiner.password);
    await page.getByLabel('Confirm password').fill(joiner.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Welcome to ${brandName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/company$/);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the company profile is complete, previewed as its card, with locked fields read-only`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { idToken } = await idTokenOf(joiner.email, joiner.password);
      const profile = (
        await callApi<{ id: string; slug: string; companyId?: string | null }[]>(idToken, 'GET', '/v1/profiles')
      ).find((p) => p.companyId)!;
      await signInWithPassword(page, joiner.email, joiner.password);
      await page.goto(`/profile/${profile.id}`);

      await expect(page.getByLabel('First name')).toHaveValue(joiner.firstName);
      await expect(page.getByLabel('Last name')).toHaveValue(joiner.lastName);
      await expect(page.getByLabel('Department')).toHaveValue('Studio');
      const title = page.getByLabel('Job title');
      await expect(title).toHaveValue('Designer');
      await expect(title).toHaveAttribute('readonly', '');
      await expect(title).toHaveAccessibleDescription(`Managed by ${brandName}`);
      await expect(page.getByLabel('Company', { exact: true })).toHaveAttribute('readonly', '');
      await title.click();
      await page.keyboard.type('CEO');
      await expect(title).toHaveValue('Designer');

      // On a phone the preview opens over the form.
      const toggle = page.getByRole('button', { name: 'Preview' });
      if (await toggle.isVisible()) await toggle.click();
      const preview = page.locator('.profile-preview');
      const previewLogo = preview.locator(`img.public-profile-logo[alt="${brandName}"]`);
      await expect(previewLogo).toBeVisible();
      await expect(preview.locator('.public-profile-company-links')).toContainText('Acme handbook');
      await expect(preview.locator('.public-profile-role')).toContainText('Designer');
      expect(await axeViolations(page)).toEqual([]);

      // The card visitors see carries the same brand.
      const logoSrc = await previewLogo.getAttribute('src');
      await page.goto(`/card/@${profile.slug}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${joiner.firstName} ${joiner.lastName}` }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: brandName })).toHaveAttribute('src', logoSrc!);
      await expect(page.getByRole('link', { name: /Acme handbook/ })).toBeVisible();
      await expect(page.getByText(/Designer/).first()).toBeVisible();
    });
  }
});
