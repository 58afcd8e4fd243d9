// The Auth emulator's accounts kept on disk while the stack runs, so a hard kill (power loss, out
// of memory, SIGKILL) loses at most the last interval of sign-ups, as the SQLite store loses
// nothing. The emulator writes its data only on a clean exit (--export-on-exit); this writes the
// same export folder, in the format --import reads, whenever the accounts change.
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const OWNER = { Authorization: 'Bearer owner' };
/** The emulator's export layout (firebase-tools hubExport): metadata at the top, auth in a folder. */
const AUTH_FOLDER = 'auth_export';
const METADATA = 'firebase-export-metadata.json';
/** How often the accounts are read; a change is on disk within this, plus one write. */
export const AUTH_BACKUP_INTERVAL_MS = 2000;

const cliVersion = () =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, '..', '..', 'node_modules', 'firebase-tools', 'package.json'), 'utf8'),
  ).version;

/**
 * Writes a file so a reader sees the old or the new bytes, never half: a temporary file in the
 * export's top folder (the importer reads every file in auth_export whose name says "accounts"),
 * then a rename over the old one on the same disk.
 */
function writeAtomically(dir, name, text) {
  const temporary = resolve(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, resolve(dir, AUTH_FOLDER, name));
}

async function read(url) {
  const res = await fetch(url, { headers: OWNER });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/**
 * One export of the default tenant's accounts and the emulator's project config into `dir`;
 * answers whether anything was written (nothing when the accounts are as last written).
 */
export async function exportAuthAccounts({ authHost, projectId, dir, last = null }) {
  const base = `http://${authHost}`;
  const accounts = await read(
    `${base}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
  );
  if (accounts === last) return { written: false, accounts };
  const config = await read(`${base}/emulator/v1/projects/${projectId}/config`);
  mkdirSync(resolve(dir, AUTH_FOLDER), { recursive: true });
  writeAtomically(dir, 'config.json', config);
  writeAtomically(dir, 'accounts.json', accounts);
  // Last, so --import only ever sees a folder whose files are complete.
  const metadata = resolve(dir, METADATA);
  if (!existsSync(metadata)) {
    const version = cliVersion();
    const temporary = resolve(dir, `.${METADATA}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify({ version, auth: { version, path: AUTH_FOLDER } }, null, 2));
    renameSync(temporary, metadata);
  }
  return { written: true, accounts };
}

/**
 * Exports the accounts every `intervalMs` while they change. Start it only once the emulator has
 * imported the previous export (the stack answers its health check), or it would write the empty
 * account list over it. `stop()` waits for a running export to finish.
 */
export function startAuthBackup({
  authHost,
  projectId,
  dir,
  intervalMs = AUTH_BACKUP_INTERVAL_MS,
  onError = (error) => console.error(`Auth backup: ${error.message}`),
}) {
  let last = null;
  let running = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = exportAuthAccounts({ authHost, projectId, dir, last })
      .then(({ accounts }) => {
        last = accounts;
      })
      .catch((error) => onError(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
