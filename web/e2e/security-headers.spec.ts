import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { authHost, DEMO, DEMO_PASSWORD, signInWithPassword } from './journeys.test-support';

/**
 * Security review S18: Hosting serves the app with a Content-Security-Policy, frame-ancestors
 * 'none', nosniff and a Referrer-Policy (firebase.json), and the app still loads and signs in
 * under it — no CSP violation in the console. The API and the server-rendered card keep their own.
 * A local stack's policy also names its own Auth emulator, which the deployed one never names.
 */

/** Where the app reaches the Auth emulator (scripts/lib/stack.mjs, writeVariantConfig). */
const AUTH_EMULATOR_DIRECTIVES = ['connect-src', 'frame-src'];
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

const SPA_PATHS = ['/', '/dashboard', '/auth/sign-in'];

/** Every CSP violation the page reports, from the DOM event and from the console. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test('the app is served with CSP, frame-ancestors none, nosniff and a referrer policy', async ({ request }) => {
  for (const path of SPA_PATHS) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    for (const name of AUTH_EMULATOR_DIRECTIVES)
      expect(directive(csp, name).split(' '), `${path} ${name}`).toContain(`http://${authHost}`);
  }
  const deployed = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
  const deployedCsp: string = deployed.hosting.headers
    .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
    .find((header: { key: string }) => header.key === 'Content-Security-Policy').value;
  expect(deployedCsp).toContain('connect-src ');
  expect(deployedCsp).not.toMatch(/127\.0\.0\.1|localhost/);
  // The API and the server-rendered card answer with their own headers, not the app's policy.
  const api = await request.get('/v1/health');
  expect(api.headers()['content-security-policy'] ?? '').not.toContain("frame-ancestors 'none'; ");
  expect(api.headers()['content-security-policy'] ?? '').not.toContain('identitytoolkit');
  const card = await request.get('/card/@no-such-card-e2e');
  expect(card.headers()['content-security-policy'] ?? '').not.toContain('identitytoolkit');
});

test('under that policy the landing, sign-in and dashboard load with no CSP violation', async ({ page }) => {
  const violations = collectViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInWithPassword(page, DEMO.user.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
