import { defineConfig } from '@playwright/test';

/**
 * Journeys against the local stacks that `npm run test:e2e` (scripts/e2e.mjs) starts: Hosting
 * with the built app at E2E_BASE_URL, the Auth emulator at E2E_AUTH_EMULATOR_HOST, and so on.
 * With several stacks (E2E_STACKS, one entry each), worker n drives stack n: its addresses are
 * put in this process's environment before any journey reads them. A file runs whole in one
 * worker, so a journey's changes to the demo data stay on its own stack. The system Chromium
 * runs them; no browser is downloaded.
 */
const stacks: Record<string, string>[] = JSON.parse(process.env.E2E_STACKS ?? '[]');
Object.assign(process.env, stacks[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: Math.max(1, stacks.length),
  // One retry in CI, reported as flaky by scripts/lib/e2e-summary.mjs so it is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5100',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // Recording a trace films every step (screenshots, DOM snapshots): on three spec files it took
    // 454 s of CPU against 286 s without (docs/testing.md). A failure's retry records one; locally,
    // `npm run test:e2e -- --trace on`.
    trace: 'on-first-retry',
    // The app's service worker precaches every screen's chunk (event mode, docs/event-mode.md):
    // about 180 requests to Hosting in every new browser context, a sixth of a journey's time.
    // The offline journeys, which are what it is for, allow it (test.use).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
