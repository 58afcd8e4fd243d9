import { expect, test } from '@playwright/test';
import { baseURL, callApi, createIdentity, idTokenOf, signInWithPassword, unique, verifyEmail } from './support';

/**
 * Joining takes the person's yes: an existing user is invited, sees the invitation on the
 * dashboard, accepts, lands in the company with a prefilled company profile, and later leaves.
 */

const run = unique();
const admin = { email: `invites-admin-${run}@e2e.everlink.test`, password: 'invites-e2e-secret', firstName: 'Dana', lastName: 'Reyes' };
const person = { email: `invites-person-${run}@e2e.everlink.test`, password: 'invites-e2e-secret', firstName: 'Sam', lastName: 'Okafor' };
const companyName = `Contoso ${run}`;

/** A person with an identity and a user record, made the way the app makes them. */
async function signedUp(who: typeof admin): Promise<{ uid: string; idToken: string }> {
  await createIdentity(who.email, who.password);
  const { uid, idToken } = await idTokenOf(who.email, who.password);
  await callApi(idToken, 'POST', '/v1/users', { userId: uid, firstName: who.firstName, lastName: who.lastName, email: who.email });
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
    await callApi(owner.idToken, 'POST', `/v1/company/${company.id}/employees`, { email: person.email, title: 'Engineer', department: 'Platform' });
  });

  test('an existing user sees the invitation on the dashboard, accepts, and lands in the company with a prefilled company profile', async ({ page }) => {
    await signInWithPassword(page, person.email, person.password);
    const banner = page.getByRole('region', { name: 'Invitations to join a company' });
    await expect(banner).toContainText(`${companyName} invited you as Engineer`);
    await expect(banner).toContainText(`Invited by ${admin.firstName} ${admin.lastName}`);
    await banner.getByRole('button', { name: `Accept the invitation from ${companyName}` }).click();

    await expect(page.getByText(`Welcome to ${companyName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();

    const { idToken } = await idTokenOf(person.email, person.password);
    const profiles = await callApi<{ company: string; jobTitle: string; department: string; companyId?: string | null; default: boolean }[]>(idToken, 'GET', '/v1/profiles');
    expect(profiles.find((p) => p.companyId)).toMatchObject({ company: companyName, jobTitle: 'Engineer', department: 'Platform', default: false });
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
