// Starting the local stack (Auth, Functions and Hosting emulators on the embedded store),
// shared by `npm start` and the end-to-end run.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, existsSync, writeFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');
export const PROJECT_ID = 'demo-everlink';

export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Where the app reaches the Auth emulator: its REST calls, and its sign-in widget's frame. */
const AUTH_EMULATOR_DIRECTIVES = ['connect-src', 'frame-src'];

/** The app's CSP (firebase.json's Hosting headers) with `origin` added to the Auth emulator's directives. */
function allowAuthEmulator(hosting, origin) {
  const policies = hosting.headers.flatMap((rule) => rule.headers).filter((h) => h.key === 'Content-Security-Policy');
  if (!policies.length)
    throw new Error('firebase.json: no Content-Security-Policy header to name the Auth emulator in');
  for (const policy of policies)
    policy.value = policy.value
      .split('; ')
      .map((directive) =>
        AUTH_EMULATOR_DIRECTIVES.includes(directive.split(' ')[0]) ? `${directive} ${origin}` : directive,
      )
      .join('; ');
}

/**
 * The firebase.json a local stack runs with: other ports and another public folder where given
 * (a stack beside another), and the app's CSP naming this stack's Auth emulator, which the
 * deployed policy must not name (production has no emulator, and a local address has no place there).
 */
export function writeVariantConfig(file, { hosting, functions, auth, hub, logging, tasks, eventarc, publicDir } = {}) {
  const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  if (publicDir) config.hosting.public = publicDir;
  const ports = { auth, functions, hosting, hub, logging, tasks, eventarc };
  for (const [name, port] of Object.entries(ports))
    if (port !== undefined) config.emulators[name] = { host: '127.0.0.1', port };
  allowAuthEmulator(config.hosting, `http://127.0.0.1:${config.emulators.auth.port}`);
  writeFileSync(resolve(root, file), JSON.stringify(config, null, 2));
}

/**
 * Starts the emulators with `config`, a file writeVariantConfig wrote: firebase.json's own CSP
 * keeps the app from its Auth emulator. The functions read EVERLINK_DATA_DIR (SQLite file, blobs)
 * and EVERLINK_PUBLIC_URL from the environment, which the emulator passes through.
 */
export function startEmulators({ config, dataDir, publicUrl, authImportDir, quiet = false, env = {} }) {
  mkdirSync(dataDir, { recursive: true });
  const args = [
    'firebase',
    'emulators:start',
    '--only',
    'auth,functions,hosting',
    '--project',
    PROJECT_ID,
    '--config',
    config,
  ];
  if (authImportDir) {
    mkdirSync(authImportDir, { recursive: true });
    if (existsSync(resolve(authImportDir, 'firebase-export-metadata.json'))) args.push('--import', authImportDir);
    // A clean exit exports here; a hard kill keeps what auth-backup.mjs wrote while running.
    args.push('--export-on-exit', authImportDir);
  }
  const child = spawn('npx', args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, EVERLINK_DATA_DIR: dataDir, EVERLINK_PUBLIC_URL: publicUrl, ...env },
    detached: true,
  });
  if (quiet) {
    // Also on disk beside the data, whole: a journey that passed on retry prints nothing, and
    // what the emulators said at that moment is what explains it.
    const file = createWriteStream(resolve(dataDir, '..', 'emulators.log'));
    const log = [];
    const keep = (d) => {
      log.push(d);
      file.write(d);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', () => file.end());
    child.log = () => Buffer.concat(log).toString();
  }
  return child;
}

/** Stops the emulators (SIGINT lets them export the Auth data) and waits for them to exit. */
export function stopEmulators(child, timeoutMs = 30_000) {
  // The CLI exits without waiting for its functions runtime workers; left in the group they
  // lived on as orphans (29 of them, 5 GB, after a day of journeys and benches).
  const endGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the whole group is gone
    }
  };
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) {
      endGroup();
      return resolvePromise();
    }
    const timer = setTimeout(endGroup, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      endGroup();
      resolvePromise();
    });
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      child.kill('SIGINT');
    }
  });
}

export async function waitForHealth(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`The emulators exited early (code ${child.exitCode}).${child.log ? '\n' + child.log() : ''}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url}.${child.log ? '\n' + child.log() : ''}`);
}

/** `fakes` (startFakes' answer): the demo company's SSO is connected to their company directory. */
export function seed({ authHost, dataDir, publicUrl, fakes }) {
  return run('npx', ['tsx', 'functions/scripts/seed.ts'], {
    env: {
      ...(fakes && { EVERLINK_FAKES_URL: fakes.url, DNS_SERVER: fakes.dnsServer, OIDC_DEV_ISSUER: fakes.oidcIssuer }),
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      EVERLINK_DATA_DIR: dataDir,
      EVERLINK_PUBLIC_URL: publicUrl,
      GCLOUD_PROJECT: PROJECT_ID,
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * The Functions emulator starts a worker process, which loads the whole app, for each request
 * that finds no idle one, and keeps it. A signed-in screen's first load asks for several things at
 * once, and that many cold starts on a busy runner took over 15 s inside a journey (the page
 * stayed on "Checking your sign-in…"), and their CPU landed in the page's own figures in the
 * Lighthouse bench; they happen here instead. Called once nothing else uses the stack: requests
 * that all arrive together find no idle worker and each starts one, while requests beside the
 * seeding's were served by the seeding's workers and left fewer.
 */
export async function warmFunctions(publicUrl) {
  const paths = [...Array(12).fill('/v1/health'), '/card/warm-up', '/card/warm-up', '/v1/public/events'];
  await Promise.all(
    paths.map((path) => fetch(`${publicUrl}${path}`, { method: path.endsWith('events') ? 'POST' : 'GET' })),
  );
}
