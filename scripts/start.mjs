// `npm start`: build, start the local stack on the embedded store, seed demo data, print how in.
// `npm run dev`: the same with Vite's dev server and hot reload in front (http://127.0.0.1:5173).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import {
  PROJECT_ID,
  root,
  run,
  startEmulators,
  stopEmulators,
  waitForHealth,
  seed,
  writeVariantConfig,
} from './lib/stack.mjs';
import { AUTH_BACKUP_INTERVAL_MS, startAuthBackup } from './lib/auth-backup.mjs';
import { startMaildev, startFakes } from './lib/side-services.mjs';
import { ensureWalletCredentials } from './lib/wallet-credentials.mjs';

const dev = process.argv.includes('--dev');
const dataDir = resolve(root, '.local', 'data');
const publicUrl = 'http://127.0.0.1:5000';
const authDir = resolve(root, '.local', 'auth');
const authHost = '127.0.0.1:9099';

await run('npm', ['run', 'build', '-w', 'functions']);
if (!dev) await run('npm', ['run', 'build', '-w', 'web']);

// Self-signed wallet signing material, made once (docs/share-kit.md says how to use real ones).
const wallet = ensureWalletCredentials(resolve(root, '.local', 'wallet'));
if (wallet.created) console.log(`Made test wallet certificates in ${wallet.dir}`);

// firebase.json's ports (Auth 9099, Hosting 5000), with a CSP that lets the app reach that Auth emulator.
const config = 'firebase.local.json';
writeVariantConfig(config);

const mail = await startMaildev({ smtp: 1025, web: 1080 });
const fakes = await startFakes({ port: 4600, publicUrl });
const emulators = startEmulators({
  config,
  dataDir,
  publicUrl,
  authImportDir: authDir,
  env: {
    MAILDEV_SMTP_PORT: String(mail.smtpPort),
    EVERLINK_FAKES_URL: fakes.url,
    DNS_SERVER: fakes.dnsServer,
    EVERLINK_WALLET_DIR: wallet.dir,
    OIDC_DEV_ISSUER: fakes.oidcIssuer,
  },
});
let vite;
let authBackup;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  vite?.kill('SIGINT');
  // Before the emulators' own export on exit, which replaces the folder the backup writes.
  await authBackup?.stop();
  await stopEmulators(emulators);
  fakes.stop();
  await mail.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped (code ${code}).`);
    process.exit(code ?? 1);
  }
});

try {
  await waitForHealth(`${publicUrl}/v1/health`, emulators);
  // Only now: the emulator has imported the last export, which the first backup would otherwise empty.
  authBackup = startAuthBackup({ authHost, projectId: PROJECT_ID, dir: authDir });
  await seed({ authHost, dataDir, publicUrl, fakes });
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
if (dev) vite = spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' });

console.log(`
  Everlink is running: ${dev ? 'http://127.0.0.1:5173 (hot reload; API via ' + publicUrl + ')' : publicUrl}

  Demo sign-ins (password: everlink-demo)
    user@demo.everlink.test    a user with two profiles and an active card
    admin@demo.everlink.test   admin of company "Acme" with three employees
    super@demo.everlink.test   superadmin

  Mail inbox (invitations, notifications): ${mail.inboxUrl}

  Data lives in .local/ and survives restarts, and a crash: accounts are saved every ${AUTH_BACKUP_INTERVAL_MS / 1000} s.
  Ctrl-C stops everything.
`);
