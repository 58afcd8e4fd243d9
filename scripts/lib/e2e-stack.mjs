// One whole local stack for the journeys (emulators, maildev, provider fakes, seeded data) on
// ports of its own, so that several run side by side: each Playwright worker drives its own
// stack (web/playwright.config.ts), and no journey sees another's changes to the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  root,
  run,
  startEmulators,
  stopEmulators,
  waitForHealth,
  warmFunctions,
  seed,
  writeVariantConfig,
} from './stack.mjs';
import { startMaildev, startFakes } from './side-services.mjs';

/**
 * Stack 0 keeps the ports the journeys have always used; stack n moves every port. Auth's ports
 * step down, as 9299 is the Eventarc emulator's default and 9499 the Cloud Tasks one's. The Cloud
 * Tasks and Eventarc emulators (the functions start both) get ports of their own too: left to
 * their defaults, the CLI looks for a free port when it plans the start and binds it only after
 * the functions emulator is up, so two stacks starting together both chose 9499 (Tasks) or 9299
 * (Eventarc) and the later one died with "An unexpected error has occurred" (exit 2; a CI run of
 * 2026-11-30).
 */
export function e2ePorts(index) {
  return {
    hosting: 5100 + 100 * index,
    functions: 5101 + 100 * index,
    auth: 9199 - 10 * index,
    hub: 4410 + 10 * index,
    logging: 4510 + 10 * index,
    tasks: 4610 + 10 * index,
    eventarc: 4810 + 10 * index,
    mailSmtp: 1125 + 100 * index,
    mailWeb: 1180 + 100 * index,
    // the fakes take two ports (their OIDC provider is on the next one)
    fakes: 4700 + 10 * index,
  };
}

/** Builds the web app for one stack: the Auth emulator's address is fixed at build time. */
export function buildWeb(index, outDir) {
  return run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: resolve(root, 'web'),
    env: { VITE_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${e2ePorts(index).auth}` },
  });
}

/**
 * Starts stack `index` over the web build in `webDir` (relative to the repository) and seeds it.
 * Answers the environment a worker's journeys read (`E2E_*`) and `stop()`.
 */
export async function startE2eStack(index, { base, webDir, walletDir }) {
  const ports = e2ePorts(index);
  const publicUrl = `http://127.0.0.1:${ports.hosting}`;
  const authHost = `127.0.0.1:${ports.auth}`;
  const dataDir = resolve(base, `stack-${index}`, 'data');
  const config = index === 0 ? 'firebase.e2e.json' : `firebase.e2e-${index}.json`;
  writeVariantConfig(config, { ...ports, publicDir: webDir });

  // Each part joins `started` as it comes up, so a failure at any step stops exactly what is
  // running (last first, as `stop` does) and a failed start leaves no maildev or fakes behind.
  const started = [];
  const stop = async () => {
    for (const stopPart of started.splice(0).reverse()) await stopPart();
  };
  let mail, fakes, emulators;
  try {
    mail = await startMaildev({ smtp: ports.mailSmtp, web: ports.mailWeb });
    started.push(() => mail.stop());
    fakes = await startFakes({ port: ports.fakes, publicUrl });
    started.push(async () => fakes.stop());
    // The CLI keeps one hub locator file per project in the temp folder, and two stacks starting
    // together rewrote it under each other: a hub that read it half-written died on the JSON.
    // Each stack gets a temp folder of its own, short (the functions' sockets live there too).
    const tmp = mkdtempSync(join(tmpdir(), `everlink-e2e-${index}-`));
    started.push(async () => rmSync(tmp, { recursive: true, force: true }));
    const env = {
      TMPDIR: tmp,
      MAILDEV_SMTP_PORT: String(mail.smtpPort),
      EVERLINK_FAKES_URL: fakes.url,
      DNS_SERVER: fakes.dnsServer,
      EVERLINK_WALLET_DIR: walletDir,
      OIDC_DEV_ISSUER: fakes.oidcIssuer,
    };
    // Fixed ports and a temp folder of its own remove the races we know of; a start that still
    // dies before answering, before anything was seeded, is tried once more, and says so.
    for (let attempt = 1; ; attempt++) {
      const child = startEmulators({ config, dataDir, publicUrl, quiet: true, env });
      emulators = child;
      started.push(() => stopEmulators(child));
      try {
        await waitForHealth(`${publicUrl}/v1/health`, child);
        break;
      } catch (error) {
        if (attempt === 2 || child.exitCode === null) throw error;
        console.error(`Stack ${index}: ${error.message}\nStack ${index}: starting its emulators once more.`);
        // What the failed start left running (its group's workers) ends now, not with the stack.
        await started.pop()();
      }
    }
    await seed({ authHost, dataDir, publicUrl, fakes });
    await warmFunctions(publicUrl);
  } catch (error) {
    console.error(`Stack ${index}: ${error.message}`);
    if (emulators?.log) console.error(emulators.log().split('\n').slice(-60).join('\n'));
    await stop();
    throw error;
  }
  return {
    env: {
      E2E_BASE_URL: publicUrl,
      E2E_AUTH_EMULATOR_HOST: authHost,
      E2E_MAILDEV_URL: mail.inboxUrl,
      E2E_FAKES_URL: fakes.url,
      E2E_OIDC_ISSUER: fakes.oidcIssuer,
    },
    log: () => (emulators.log ? emulators.log() : ''),
    stop,
  };
}
