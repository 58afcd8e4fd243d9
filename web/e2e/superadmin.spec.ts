import { expect, test, type Page } from '@playwright/test';
import {
  authHost,
  baseURL,
  callApi,
  createIdentity,
  DEMO,
  DEMO_PASSWORD,
  idTokenOf,
  signInWithPassword,
  unique,
  verifyEmail,
} from './journeys.test-support';

/** Nothing wider than a 360 px phone screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const tag = unique();
const person = {
  email: `probe-${tag}@e2e.everlink.test`,
  password: 'probe-e2e-secret',
  firstName: 'Petra',
  lastName: `Probe${tag}`,
};

/** The person's own call, with a fresh token: 200, or the refusal's status and message. */
async function personCall(path: string): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const { idToken } = await idTokenOf(person.email, person.password);
  const res = await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${idToken}` } });
  return { status: res.status, body: (await res.json()) as { message?: string; data?: unknown } };
}

/**
 * Into the superadmin area through the app's own navigation, not a page load: the session is
 * already loaded, so the emulator is not asked for it all again at once.
 */
async function openSuperadmin(page: Page, section?: string): Promise<void> {
  await signInWithPassword(page, DEMO.superadmin.email, DEMO_PASSWORD);
  const menu = page.getByRole('button', { name: 'Open menu' });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Superadmin' });
  // A phone folds the navigation behind the menu button, which may not be drawn yet when sign-in returns:
  // open it until the link shows (a one-off visibility check raced the header's first render).
  await expect(async () => {
    if (!(await link.isVisible())) await menu.click({ timeout: 2_000 });
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await link.click();
  if (section)
    await page
      .getByRole('navigation', { name: 'Superadmin sections' })
      .getByRole('link', { name: section, exact: true })
      .click();
}

test.describe.serial('superadmin', () => {
  let oldToken = '';

  test.beforeAll(async () => {
    await createIdentity(person.email, person.password);
    // Verified, so the record keeps the email the superadmin searches by (review 2026-11, S2).
    await verifyEmail((await idTokenOf(person.email, person.password)).uid);
    const { uid, idToken } = await idTokenOf(person.email, person.password);
    oldToken = idToken;
    await callApi(idToken, 'POST', '/v1/users', {
      userId: uid,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
    });
  });

  test('the overview counts, then a person found by last name is disabled and enabled again', async ({ page }) => {
    test.slow();
    await openSuperadmin(page);
    const tiles = page.getByRole('definition');
    await expect(tiles.first()).toHaveText(/^\d+$/);
    await expect(page.getByText('Leads this week')).toBeVisible();

    await page.getByRole('navigation', { name: 'Superadmin sections' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(`${baseURL}/superadmin/users`);
    await page.getByLabel('Search by').selectOption('lastName');
    await page.getByLabel('Last name starts with').fill(person.lastName.toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(person.email) });
    // Two list requests at once (the field, then the text): the Functions emulator starts a second
    // worker for the second, which takes a while on a busy machine.
    await expect(row).toContainText('Active', { timeout: 45_000 });

    await row.getByRole('button', { name: `Disable ${person.firstName} ${person.lastName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
    await expect(row).toContainText('Disabled');
    // Signed out everywhere: the token from before is refused, and so is a new sign-in.
    const refused = await fetch(`${baseURL}/v1/profiles`, { headers: { Authorization: `Bearer ${oldToken}` } });
    expect([401, 403]).toContain(refused.status);
    const signIn = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-everlink-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: person.email, password: person.password, returnSecureToken: true }),
      },
    );
    expect(((await signIn.json()) as { error?: { message?: string } }).error?.message).toMatch(/USER_DISABLED/);

    await row.getByRole('button', { name: `Enable ${person.firstName} ${person.lastName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable account' }).click();
    await expect(row).toContainText('Active');
    expect((await personCall('/v1/profiles')).status).toBe(200);
  });

  test('a product role made with checkboxes, given to the person, reaches their roles', async ({ page }) => {
    const roleName = `Support ${tag}`;
    await openSuperadmin(page, 'Roles');
    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByLabel('Role name').fill(roleName);
    await page.getByRole('group', { name: 'User accounts' }).getByLabel('See').check();
    await page.getByRole('group', { name: 'Companies' }).getByLabel('See').check();
    await page.getByRole('button', { name: 'Create role' }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: roleName }) });
    await expect(item).toContainText('User accounts, Companies · 0 people hold it');

    await item.getByRole('button', { name: `Give ${roleName} to someone` }).click();
    await page.getByLabel('Email starts with').fill(person.email);
    await page.getByRole('button', { name: `Give ${roleName} to ${person.firstName} ${person.lastName}` }).click();
    await expect(
      page.getByRole('button', { name: `${person.firstName} ${person.lastName} holds ${roleName}` }),
    ).toBeDisabled();
    const roles = (await personCall('/v1/roles/')).body.data as { name: string; permissions: unknown[] }[];
    expect(roles).toEqual([
      expect.objectContaining({
        name: roleName,
        permissions: [
          { action: 'read', subject: 'User' },
          { action: 'read', subject: 'Company' },
        ],
      }),
    ]);
  });

  test('companies lead into their back office and their divisions', async ({ page }) => {
    await openSuperadmin(page, 'Companies');
    await page.getByLabel('Name starts with').fill('acme');
    await page.getByRole('link', { name: 'Divisions of Acme', exact: true }).click();
    await expect(page).toHaveURL(/\/superadmin\/divisions\?companyId=/);
    await expect(page.getByRole('table', { name: 'Divisions' })).toContainText('Sales');

    await page
      .getByRole('navigation', { name: 'Superadmin sections' })
      .getByRole('link', { name: 'Companies', exact: true })
      .click();
    await page.getByLabel('Name starts with').fill('acme');
    await page.getByRole('link', { name: 'Open the back office of Acme', exact: true }).click();
    await expect(page).toHaveURL(/\/company\?companyId=/);
    await expect(page.getByRole('heading', { name: /Acme/ }).first()).toBeVisible();
  });

  test('on a phone the users list reads as cards, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openSuperadmin(page, 'Users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page
      .getByRole('navigation', { name: 'Superadmin sections' })
      .getByRole('link', { name: 'Roles', exact: true })
      .click();
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(page.getByRole('group', { name: 'Profiles' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
