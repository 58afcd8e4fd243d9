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
 * The provider fakes as a child process (they are TypeScript, run by tsx). `publicUrl` is the
 * app's origin: the Stripe fake delivers events to its webhook, and the company directory takes
 * its /sso/callback as a registered redirect URI (each stack serves the app on its own port).
 */
export async function startFakes({ port, publicUrl }) {
  // One process (node with tsx's loader, no npx wrapper), so stopping it stops the server.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'functions/test/fakes/serve.ts'), String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        STRIPE_WEBHOOK_URL: `${publicUrl}/v1/stripe/webhook`,
        DIRECTORY_REDIRECT_URI: `${publicUrl}/sso/callback`,
      },
    },
  );
  await new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`The provider fakes exited (code ${code}).`)));
    child.stdout.on('data', (d) => {
      if (String(d).includes('Provider fakes at')) resolvePromise();
    });
  });
  // serve.ts starts the company directory's OIDC provider on the next port, and the DNS fake
  // answers on UDP at the fakes' own port number: the API's DNS_SERVER (docs/sso.md).
  return {
    url: `http://127.0.0.1:${port}`,
    oidcIssuer: `http://127.0.0.1:${port + 1}`,
    dnsServer: `127.0.0.1:${port}`,
    stop: () => child.kill('SIGTERM'),
  };
}
