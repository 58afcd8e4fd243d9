import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { default as Axe, RunOptions } from 'axe-core';

/**
 * axe-core with the WCAG 2.1 A and AA rules, run straight in the page. @axe-core/playwright put
 * axe's half-megabyte script into the page again for every check and finished each check in a new
 * blank page: over half of the accessibility spec's time (docs/testing.md). Here a page gets the
 * script once, by an init script when `installAxe` came before its navigations, else at its first
 * check, and each check is one `axe.run`.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

/** Every page and frame this page opens from now on starts with axe in it. */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: AXE_PATH });
}

async function ensureAxe(frame: Frame): Promise<void> {
  // A frame that cannot answer (detached, or scripts barred) is the caller's to exclude.
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
}

/**
 * The violations on the page as it stands, a line each with its rule and nodes. `exclude`: parts
 * left out, such as a sandboxed frame without scripts (axe cannot run there, and would wait for
 * it) or a toast measured mid-fade (it reads as low contrast).
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  const context = { exclude: exclude.map((selector) => [selector]) };
  const result = await page.evaluate(
    ([context, options]) => (window as unknown as { axe: typeof Axe }).axe.run(context, options),
    [context, OPTIONS] as const,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}
