import { expect, test, type Page } from '@playwright/test';
import {
  baseURL,
  callApi,
  createIdentity,
  idTokenOf,
  signInWithPassword,
  unique,
  verifyEmail,
} from './journeys.test-support';

/**
 * Issue 17, items 2 and 6, at a phone's width and a desktop's: no edit is lost (socials in one
 * try, "Discard changes?" before leaving a dirty form, the browser's back button included), and
 * a company admin manages one person, one division at a time.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const run = unique();
const admin = {
  email: `dayone-admin-${run}@e2e.everlink.test`,
  password: 'dayone-e2e-secret',
  firstName: 'Dana',
  lastName: 'Owner',
};
const colleague = {
  email: `dayone-colleague-${run}@e2e.everlink.test`,
  password: 'dayone-colleague-secret',
  firstName: 'Cory',
  lastName: 'Mate',
};

let companyId = '';
let profileId = '';
let colleagueId = '';

async function newUser(person: typeof admin): Promise<{ uid: string; idToken: string }> {
  await createIdentity(person.email, person.password);
  const { uid, idToken } = await idTokenOf(person.email, person.password);
  await callApi(idToken, 'POST', '/v1/users', {
    userId: uid,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
  });
  return { uid, idToken };
}

const profileTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name, exact: true });
const companyTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name, exact: true });
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

test.describe.serial('day one: no edit lost, one person at a time', () => {
  test.slow();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await Promise.all(Array.from({ length: 5 }, () => fetch(`${baseURL}/v1/health`)));
    const owner = await newUser(admin);
    const mate = await newUser(colleague);
    colleagueId = mate.uid;
    const company = await callApi<{ id: string }>(owner.idToken, 'POST', '/v1/company', { name: `Dayone ${run}` });
    companyId = company.id;
    const profiles = await callApi<{ id: string; default: boolean }[]>(owner.idToken, 'GET', '/v1/profiles');
    profileId = (profiles.find((p) => p.default) ?? profiles[0]).id;
    await callApi(owner.idToken, 'POST', `/v1/company/${companyId}/employees`, { email: colleague.email });
    // Joining takes the colleague's own yes, from a verified address.
    await verifyEmail(mate.uid);
    const { idToken: verified } = await idTokenOf(colleague.email, colleague.password);
    const [invitation] = await callApi<{ id: string }[]>(verified, 'GET', '/v1/company/invitations/mine');
    await callApi(verified, 'POST', `/v1/company/invitations/${invitation.id}/accept`, {});
  });

  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('socials: a network is added and saved in one try', async ({ page }) => {
        const network = viewport.name === 'phone' ? 'GitHub' : 'Instagram';
        const handle = `dana-${viewport.name}-${run}`;
        await signInWithPassword(page, admin.email, admin.password);
        await page.goto(`/profile/${profileId}/socials`);
        await page.getByLabel('Add a social network').selectOption({ label: network });
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(page.getByRole('textbox', { name: network, exact: true })).toBeFocused();
        await expect(page.getByText('This field is required.')).toHaveCount(0);
        await page.keyboard.type(handle);
        await page.getByRole('button', { name: 'Save social networks' }).click();
        await expect(page.getByText('Social networks saved.')).toBeVisible();
        await page.reload();
        await expect(page.getByRole('textbox', { name: network, exact: true })).toHaveValue(handle);
      });

      test('a dirty profile form asks before another tab and before the back button', async ({ page }) => {
        await signInWithPassword(page, admin.email, admin.password);
        await page.goto(`/profile/${profileId}/links`);
        await profileTab(page, 'Details').click();
        const firstName = page.getByLabel('First name', { exact: true });
        await firstName.fill(`Dana ${viewport.name}`);

        await profileTab(page, 'Socials').click();
        await expect(leaveDialog(page)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Stay' })).toBeFocused();
        await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
        await expect(leaveDialog(page)).toHaveCount(0);
        await expect(page).toHaveURL(`${baseURL}/profile/${profileId}`);
        await expect(firstName).toHaveValue(`Dana ${viewport.name}`);

        await page.goBack();
        await expect(leaveDialog(page)).toBeVisible();
        await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
        await expect(page).toHaveURL(`${baseURL}/profile/${profileId}`);
        await expect(firstName).toHaveValue(`Dana ${viewport.name}`);

        await profileTab(page, 'Socials').click();
        await leaveDialog(page).getByRole('button', { name: 'Discard', exact: true }).click();
        await expect(page).toHaveURL(`${baseURL}/profile/${profileId}/socials`);
        await profileTab(page, 'Details').click();
        await expect(page.getByLabel('First name', { exact: true })).toHaveValue(admin.firstName);
      });

      test('a dirty branding form asks before another section', async ({ page }) => {
        await signInWithPassword(page, admin.email, admin.password);
        await page.goto('/company/branding');
        const locked = page.getByRole('checkbox', { name: 'Pronouns' });
        await locked.check();
        await companyTab(page, 'Users').click();
        await expect(leaveDialog(page)).toBeVisible();
        await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
        await expect(page).toHaveURL(`${baseURL}/company/branding`);
        await expect(locked).toBeChecked();
        await companyTab(page, 'Users').click();
        await leaveDialog(page).getByRole('button', { name: 'Discard', exact: true }).click();
        await expect(page).toHaveURL(`${baseURL}/company/users`);
      });

      test('an admin opens an employee page from the users table and changes their job', async ({ page }) => {
        await signInWithPassword(page, admin.email, admin.password);
        await page.goto('/company/users');
        const table = page.locator('.table-wrap');
        if (viewport.name === 'desktop') {
          // The whole table fits its box: the Remove buttons are not behind a sideways scroll.
          await expect(
            page.getByRole('button', { name: `Remove ${colleague.firstName} ${colleague.lastName}` }),
          ).toBeInViewport();
          expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        }
        await page.getByRole('link', { name: `${colleague.firstName} ${colleague.lastName}` }).click();
        await expect(page).toHaveURL(`${baseURL}/company/users/${colleagueId}`);
        await expect(
          page.getByRole('heading', { level: 2, name: `${colleague.firstName} ${colleague.lastName}` }),
        ).toBeVisible();
        for (const section of ['Job', 'Profiles', 'Company cards', 'Roles', 'Divisions', 'Status']) {
          await expect(page.getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
        }
        await page.getByLabel('Job title').fill(`Buyer ${viewport.name}`);
        await page.getByRole('button', { name: 'Save job' }).click();
        await expect(page.getByText(`${colleague.firstName} ${colleague.lastName} was saved.`)).toBeVisible();
        await page.getByRole('link', { name: 'All people' }).click();
        await expect(page.getByRole('row', { name: new RegExp(colleague.firstName) })).toContainText(
          `Buyer ${viewport.name}`,
        );
      });

      test('an admin deletes a division and its people move to the chosen one', async ({ page }) => {
        const { idToken } = await idTokenOf(admin.email, admin.password);
        const from = await callApi<{ id: string }>(idToken, 'POST', `/v1/company/${companyId}/divisions`, {
          name: `Old ${viewport.name}`,
        });
        const into = await callApi<{ id: string }>(idToken, 'POST', `/v1/company/${companyId}/divisions`, {
          name: `New ${viewport.name}`,
        });
        await callApi(idToken, 'PUT', `/v1/company/${companyId}/employees/${colleagueId}/divisions`, {
          divisionIds: [from.id],
        });

        await signInWithPassword(page, admin.email, admin.password);
        await page.goto('/company/divisions');
        await page.getByRole('button', { name: `Delete Old ${viewport.name}` }).click();
        const dialog = page.getByRole('alertdialog', { name: `Delete the division Old ${viewport.name}?` });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        // Someone is still on it: the API asks where to move them, and nothing is deleted.
        await expect(dialog.getByText('Choose a division to move them to.')).toBeVisible();
        await dialog.getByLabel('Move them to').selectOption({ label: `New ${viewport.name}` });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByText(`The division Old ${viewport.name} was deleted. People moved: 1.`)).toBeVisible();
        await expect(page.getByRole('button', { name: `Delete Old ${viewport.name}` })).toHaveCount(0);

        await page.goto(`/company/users/${colleagueId}`);
        await expect(page.getByRole('checkbox', { name: `New ${viewport.name}` })).toBeChecked();
        expect(
          (
            await callApi<{ divisionIds: string[] }>(
              idToken,
              'GET',
              `/v1/company/${companyId}/employees/${colleagueId}`,
            )
          ).divisionIds,
        ).toEqual([into.id]);
      });

      if (viewport.name === 'phone') {
        test('on a phone: the preview opens over the form, and the ☰ menu closes on Escape', async ({ page }) => {
          await signInWithPassword(page, admin.email, admin.password);
          await page.goto(`/profile/${profileId}`);
          const preview = page.getByRole('complementary', { name: 'Live preview' });
          await page.getByRole('button', { name: 'Preview' }).click();
          await expect(preview).toBeInViewport();
          await page.getByRole('button', { name: 'Back to editing' }).click();
          await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();

          const menu = page.getByRole('button', { name: 'Open menu' });
          await menu.click();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
          await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
        });
      }
    });
  }
});
