// What the browser benches share (lighthouse.mjs, react-commits.mjs): a stack of their own (built
// app and functions, emulators on ports no other run uses, the demo data), Debian's Chromium with a
// debugging port, and the demo user's sign-in in that browser.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import {
  root,
  run,
  seed,
  startEmulators,
  stopEmulators,
  waitForHealth,
  warmFunctions,
  writeVariantConfig,
} from '../../../scripts/lib/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEBUG_PORT = 9333;
const DEMO = { email: 'user@demo.everlink.test', password: 'everlink-demo' };

/**
 * The stack: `prebuilt` serves an already-built web app instead of building one (lighthouse.mjs
 * `--web`); `viteArgs` go to the build (react-commits.mjs keeps the component names).
 */
export async function bootStack({ prebuilt, viteArgs = [] } = {}) {
  const ports = { hosting: 5300, functions: 5301, auth: 9399, hub: 4430, logging: 4530, tasks: 4630, eventarc: 4830 };
  const base = resolve(root, '.local-bench');
  const baseUrl = `http://127.0.0.1:${ports.hosting}`;
  const authHost = `127.0.0.1:${ports.auth}`;
  rmSync(base, { recursive: true, force: true });
  await run('npm', ['run', 'build', '-w', 'functions']);
  if (!prebuilt)
    await run(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', resolve(base, 'web'), '--emptyOutDir', ...viteArgs],
      {
        cwd: resolve(root, 'web'),
        env: { VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost },
      },
    );
  // Hosting serves a folder inside the project only: a build from elsewhere is copied in.
  if (prebuilt) cpSync(resolve(prebuilt), resolve(base, 'web'), { recursive: true });
  const config = 'firebase.bench.json';
  // Its CSP names the bench's own Auth emulator.
  writeVariantConfig(config, { ...ports, publicDir: '.local-bench/web' });
  // On a busy machine the functions' definitions take longer to load than the emulator's 10 s default.
  const emulators = startEmulators({
    config,
    dataDir: resolve(base, 'data'),
    publicUrl: baseUrl,
    quiet: true,
    env: { FUNCTIONS_DISCOVERY_TIMEOUT: '60' },
  });
  try {
    await waitForHealth(`${baseUrl}/v1/health`, emulators);
    await seed({ authHost, dataDir: resolve(base, 'data'), publicUrl: baseUrl });
    await warmFunctions(baseUrl);
  } catch (error) {
    await stopEmulators(emulators);
    throw error;
  }
  return { baseUrl, authHost, stop: () => stopEmulators(emulators) };
}

/** Chromium with a debugging port: Lighthouse drives it, Playwright signs in through the same port. */
export async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'everlink-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so stop() ends the renderers and helpers too: they write to the profile after the browser's own exit.
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    async stop() {
      const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the whole group has ended already
      }
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** What page paths need, asked of the API as the demo user (a token from the Auth emulator's REST API). */
export async function demoIds({ baseUrl, authHost }) {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-everlink-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO, returnSecureToken: true }),
    },
  );
  const { idToken } = await res.json();
  const answer = await fetch(`${baseUrl}/v1/profiles`, { headers: { Authorization: `Bearer ${idToken}` } });
  if (!answer.ok) throw new Error(`GET /v1/profiles as the demo user: ${answer.status} ${await answer.text()}`);
  const { data: profiles } = await answer.json();
  const profile = profiles.find((p) => p.default) ?? profiles[0];
  return { profileId: profile.id, slug: profile.slug };
}

/** Signs the demo user in, in the browser Lighthouse uses. */
export async function signIn(baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.close();
  await browser.close();
}
