// The local stand-ins the stack needs beside the emulators: maildev for mail, and the
// third-party providers' fakes (Stripe, social networks, CRM, shop) on 127.0.0.1.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { MailDev } from 'maildev';
import { root } from './stack.mjs';

/** maildev: SMTP for the API, an inbox in the browser and an HTTP API for tests. */
export async function startMaildev({ smtp, web }) {
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return { smtpPort: smtp, inboxUrl: `http://127.0.0.1:${web}`, stop: () => maildev.stop() };
}

/**
 * The provider fakes as a child process (they are TypeScript, run by tsx). `env` reaches them,
 * e.g. STRIPE_WEBHOOK_URL: the app's webhook endpoint, where the Stripe fake delivers events.
 */
export async function startFakes({ port, env = {} }) {
  // One process (node with tsx's loader, no npx wrapper), so stopping it stops the server.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'functions/test/fakes/serve.ts'), String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  await new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`The provider fakes exited (code ${code}).`)));
    child.stdout.on('data', (d) => {
      if (String(d).includes('Provider fakes at')) resolvePromise();
    });
  });
  // The DNS fake (docs/sso.md) answers on UDP at the same port number: the API's DNS_SERVER.
  return { url: `http://127.0.0.1:${port}`, dnsServer: `127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
