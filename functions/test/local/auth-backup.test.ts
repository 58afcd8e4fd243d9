import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthBackup } from '../../../scripts/lib/auth-backup.mjs';
import { steadyPort } from '../mail.test-support';

/**
 * `npm start` killed hard keeps its accounts (scripts/lib/auth-backup.mjs): an Auth emulator of
 * its own (free ports below the ephemeral range, beside the shared one) with the export loop, a sign-up, SIGKILL of the
 * emulator's whole process group, a restart with --import, and the sign-in works.
 */

const PROJECT = 'demo-everlink';
const FIREBASE = resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'firebase');
const INTERVAL_MS = 250;
const dir = mkdtempSync(join(tmpdir(), 'everlink-auth-backup-'));
const running: ChildProcess[] = [];

/** An Auth emulator alone, in its own process group (as `npm start` runs the stack), once it answers. */
async function startAuthEmulator(port: number, importDir?: string): Promise<ChildProcess> {
  const [hub, logging] = [await steadyPort(), await steadyPort()];
  const config = join(dir, 'firebase.json');
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
  };
  writeFileSync(config, JSON.stringify({ emulators }));
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT,
    '--config',
    config,
    ...(importDir ? ['--import', importDir] : []),
  ];
  // Its output goes to a file, to tell why it did not start.
  const log = join(dir, `emulator-${port}-${running.length}.log`);
  const output = openSync(log, 'a');
  const child = spawn(FIREBASE, args, { cwd: dir, stdio: ['ignore', output, output], detached: true });
  closeSync(output);
  running.push(child);
  // Up, and done importing: the emulator reads the export before it reports itself ready.
  // Starting takes 5-10 s on an idle machine, up to a minute on a busy one.
  for (let i = 0; i < 480; i++) {
    const accounts = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${PROJECT}/config`).catch(() => null);
    if (accounts?.ok && (!importDir || (await hasImported(port)))) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The Auth emulator did not start:\n${readFileSync(log, 'utf8').slice(-2000)}`);
}

async function hasImported(port: number): Promise<boolean> {
  const res = await fetch(
    `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet?maxResults=-1`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  return ((await res.json()) as { users?: unknown[] }).users?.length === 1;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    process.kill(-child.pid!, 'SIGKILL');
  });
}

const identity = (port: number, call: string, body: object) =>
  fetch(`http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

afterAll(async () => {
  for (const child of running) await killHard(child);
  rmSync(dir, { recursive: true, force: true });
});

describe('the Auth backup of the local stack', () => {
  it('keeps an account made just before a SIGKILL of the whole process group', { timeout: 300_000 }, async () => {
    const port = await steadyPort();
    const first = await startAuthEmulator(port);
    const exportDir = join(dir, 'auth');
    const backup = startAuthBackup({
      authHost: `127.0.0.1:${port}`,
      projectId: PROJECT,
      dir: exportDir,
      intervalMs: INTERVAL_MS,
    });

    const email = 'crash-survivor@everlink.test';
    const signUp = await identity(port, 'signUp', { email, password: 'everlink-demo', returnSecureToken: true });
    expect(signUp.status).toBe(200);
    const created = Date.now();
    const accountsFile = join(exportDir, 'auth_export', 'accounts.json');
    const exported = () => {
      try {
        return readFileSync(accountsFile, 'utf8').includes(email);
      } catch {
        return false;
      }
    };
    // How soon is measured by `npm run bench -w functions -- auth-backup`; this only guards against a hang.
    while (!exported()) {
      if (Date.now() - created > 60_000) throw new Error('The account never reached the disk');
      await new Promise((r) => setTimeout(r, 25));
    }

    await killHard(first);
    await backup.stop();

    const second = await startAuthEmulator(port, exportDir);
    const signIn = await identity(port, 'signInWithPassword', {
      email,
      password: 'everlink-demo',
      returnSecureToken: true,
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { localId: string }).localId).toBe(
      ((await signUp.json()) as { localId: string }).localId,
    );
    await killHard(second);
  });
});
