import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_BACKUP_INTERVAL_MS, exportAuthAccounts, startAuthBackup } from '../../scripts/lib/auth-backup.mjs';
import { table, type Bench } from './lib';

const PROJECT = 'demo-everlink';
const SIGN_UPS = 10;

/**
 * The window of loss when `npm start` is killed hard: how long a new account waits before
 * `npm start`'s Auth backup has it on disk (scripts/lib/auth-backup.mjs), sign-ups at random
 * moments of the interval, against the Auth emulator `npm run bench` runs (with whatever
 * accounts the tests left in it, usually more than a local stack holds).
 */
export const authBackupBench: Bench = {
  name: 'auth-backup',
  description: `a new account on disk after at most the interval (${AUTH_BACKUP_INTERVAL_MS} ms) plus one export`,
  async run() {
    const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
    const dir = mkdtempSync(join(tmpdir(), 'everlink-auth-bench-'));
    try {
      const started = performance.now();
      const { accounts } = await exportAuthAccounts({ authHost, projectId: PROJECT, dir });
      const exportMs = performance.now() - started;
      const count = (JSON.parse(accounts) as { users?: unknown[] }).users?.length ?? 0;
      const backup = startAuthBackup({ authHost, projectId: PROJECT, dir });
      const waits: number[] = [];
      for (let i = 0; i < SIGN_UPS; i++) {
        await new Promise((r) => setTimeout(r, Math.random() * AUTH_BACKUP_INTERVAL_MS));
        const email = `auth-bench-${Date.now()}-${i}@bench.everlink.test`;
        const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'everlink-demo' }),
        });
        if (!res.ok) throw new Error(`sign-up answered ${res.status}`);
        const made = performance.now();
        while (!readFileSync(join(dir, 'auth_export', 'accounts.json'), 'utf8').includes(email))
          await new Promise((r) => setTimeout(r, 10));
        waits.push(performance.now() - made);
      }
      await backup.stop();
      waits.sort((a, b) => a - b);
      console.log(
        table(
          ['accounts', 'one export (ms)', 'sign-up to disk, median (ms)', 'max (ms)'],
          [
            [
              count,
              Math.round(exportMs),
              Math.round(waits[Math.floor(waits.length / 2)]),
              Math.round(waits[waits.length - 1]),
            ],
          ],
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
