import { expect, test } from '@playwright/test';
import { baseURL, callApi, createIdentity, idTokenOf, signInWithPassword, unique } from './journeys.test-support';

const run = unique();
const admin = {
  email: `api-keys-admin-${run}@e2e.everlink.test`,
  password: 'api-keys-e2e-secret',
  firstName: 'Kai',
  lastName: 'Keys',
};

/** What a program gets with the key: the status of a call to the company's employees. */
const callWithKey = async (secret: string, companyId: string) =>
  (await fetch(`${baseURL}/v1/company/${companyId}/employees`, { headers: { Authorization: `Bearer ${secret}` } }))
    .status;

test('an admin creates an API key, a program uses it, the admin revokes it and reads the audit', async ({ page }) => {
  test.slow();
  await createIdentity(admin.email, admin.password);
  const { uid, idToken } = await idTokenOf(admin.email, admin.password);
  await callApi(idToken, 'POST', '/v1/users', { userId: uid, ...admin, password: undefined });
  const company = await callApi<{ id: string }>(idToken, 'POST', '/v1/company', { name: `Keyworks ${run}` });

  await signInWithPassword(page, admin.email, admin.password);
  await page.goto('/company/api-keys');
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await form.getByLabel('Name').fill('Directory sync');
  await form.getByLabel('Read employees, roles and divisions').check();
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new key' });
  const secret = await shown.getByLabel('API key').inputValue();
  expect(secret).toMatch(/^evk_live_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: /Directory sync/ }),
  ).toBeVisible();

  expect(await callWithKey(secret, company.id)).toBe(200);

  await page.getByRole('button', { name: 'Revoke Directory sync' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke Directory sync?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  expect(await callWithKey(secret, company.id)).toBe(401);

  await page.reload();
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row', { name: /Key revoked/ })).toBeVisible();
  await expect(audit.getByRole('row', { name: /Key created/ })).toBeVisible();
  // The calls themselves wait in the emulator worker that served them until its next flush (docs/api-keys.md, "Audit").
});
