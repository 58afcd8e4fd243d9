// `npm run test:e2e`: the Playwright journeys against a whole local stack of their own
// (other ports and a fresh data folder, so it runs beside `npm start`).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { root, run, startEmulators, stopEmulators, waitForHealth, seed, writeVariantConfig } from './lib/stack.mjs';
import { startMaildev, startFakes } from './lib/side-services.mjs';
import { ensureWalletCredentials } from './lib/wallet-credentials.mjs';
import { printE2eSummary } from './lib/e2e-summary.mjs';

const base = resolve(root, '.local-e2e');
const dataDir = resolve(base, 'data');
const ports = { hosting: 5100, functions: 5101, auth: 9199, hub: 4410, logging: 4510 };
const publicUrl = `http://127.0.0.1:${ports.hosting}`;
const authHost = `127.0.0.1:${ports.auth}`;
const resultsFile = resolve(base, 'results.json');

rmSync(base, { recursive: true, force: true });
await run('npm', ['run', 'build', '-w', 'functions']);
await run('npx', ['vite', 'build', '--outDir', resolve(base, 'web'), '--emptyOutDir'], {
  cwd: resolve(root, 'web'),
  env: { VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost },
});
writeVariantConfig('firebase.e2e.json', { ...ports, publicDir: '.local-e2e/web' });
const wallet = ensureWalletCredentials(resolve(base, 'wallet'));

const mail = await startMaildev({ smtp: 1125, web: 1180 });
const fakes = await startFakes({ port: 4700, env: { STRIPE_WEBHOOK_URL: `${publicUrl}/v1/stripe/webhook` } });
const emulators = startEmulators({
  config: 'firebase.e2e.json',
  dataDir,
  publicUrl,
  quiet: true,
  env: {
    MAILDEV_SMTP_PORT: String(mail.smtpPort),
    EVERLINK_FAKES_URL: fakes.url,
    DNS_SERVER: fakes.dnsServer,
    EVERLINK_WALLET_DIR: wallet.dir,
    OIDC_DEV_ISSUER: fakes.oidcIssuer,
  },
});
let code = 1;
try {
  await waitForHealth(`${publicUrl}/v1/health`, emulators);
  await seed({ authHost, dataDir, publicUrl, fakes });
  await run('npx', ['playwright', 'test', '--reporter=list,json', ...process.argv.slice(2)], {
    cwd: resolve(root, 'web'),
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile,
      E2E_BASE_URL: publicUrl,
      E2E_AUTH_EMULATOR_HOST: authHost,
      E2E_MAILDEV_URL: mail.inboxUrl,
      E2E_FAKES_URL: fakes.url,
      E2E_OIDC_ISSUER: fakes.oidcIssuer,
    },
  });
  code = 0;
} catch (error) {
  console.error(error.message);
  if (emulators.log) console.error(emulators.log().split('\n').slice(-60).join('\n'));
} finally {
  await stopEmulators(emulators);
  fakes.stop();
  await mail.stop();
}
printE2eSummary(resultsFile);
process.exit(code);
