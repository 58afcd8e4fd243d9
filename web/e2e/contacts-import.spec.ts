import { expect, test } from '@playwright/test';
import { createIdentity, signInWithPassword, unique } from './journeys.test-support';

/**
 * An Excel CSV from Windows (Windows-1252, semicolons, German headers) goes in through the import
 * panel: the preview says how it was read, one column the server did not recognise is mapped by
 * hand, the progress bar runs to the end, and the names keep their accents.
 */

const PEOPLE = [
  ['Jürgen', 'Müller', 'juergen@example.de', 'Straße & Söhne'],
  ['Søren', 'Kierkegaard', 'soren@example.dk', 'Ærø Færger'],
  ['José', 'Núñez', 'jose@example.es', 'Compañía Ibérica'],
];

test('an Excel (Windows-1252) CSV: preview, a column mapped by hand, the progress bar, accented names intact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `excel-import-${unique()}@e2e.everlink.test`;
  await createIdentity(email, 'excel-import-secret');
  await signInWithPassword(page, email, 'excel-import-secret');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const lines = ['Vorname;Nachname;Kontakt E-Mail;Firma', ...PEOPLE.map((p) => p.join(';'))];
  for (let n = 0; n < 1_500; n++) lines.push(`Kundin${n};Weiß${n};kundin${n}@example.de;Bäckerei ${n % 7}`);
  // Windows-1252 and Latin-1 agree on every letter here: the bytes Excel on Windows writes.
  const bytes = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');

  await page.goto('/contacts?import=1');
  const panel = page.getByRole('region', { name: 'Import contacts' });
  // The page settles first (a new person's record is made on their first visit, which may redraw it).
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Add them to profile' })).toBeVisible();
  await expect(async () => {
    await panel
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'Kontakte.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(panel.getByText('Kontakte.csv: read as CSV.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Preview file' }).click();

  await expect(panel.getByRole('heading', { name: 'Check the columns' })).toBeVisible();
  await expect(panel.getByText('1,503 rows, read as windows-1252, columns separated by semicolons.')).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'Jürgen' })).toBeVisible();
  await expect(panel.getByLabel('Import the column “Vorname” as')).toHaveValue('firstName');
  // "Kontakt E-Mail" is no header the server knows: the person says it is the email.
  const emailColumn = panel.getByLabel('Import the column “Kontakt E-Mail” as');
  await expect(emailColumn).toHaveValue('');
  await emailColumn.selectOption({ label: 'Email' });

  await panel.getByRole('button', { name: 'Import 1,503 contacts' }).click();
  const bar = panel.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 1,503 of 1,503 contacts.',
    { timeout: 60_000 },
  );
  await expect(bar).toHaveAttribute('value', '1503');
  await expect(bar).toHaveAttribute('max', '1503');
  await expect(panel.getByText('1,503 of 1,503 rows done, 0 with problems so far.')).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();

  const table = page.getByRole('table');
  for (const [first, last] of PEOPLE) await expect(table.getByRole('link', { name: `${first} ${last}` })).toBeVisible();
  await table.getByRole('link', { name: 'Jürgen Müller' }).click();
  await expect(page.getByText('juergen@example.de').first()).toBeVisible();
  await expect(page.getByText('Straße & Söhne').first()).toBeVisible();
});
