import { createServer } from 'node:net';
import { MailDev } from 'maildev';

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * API tests need real ID tokens: they run against the Auth emulator (npm run test:api starts it).
 * Mail goes to a maildev of the run's own, on free ports; tests read it through its HTTP API.
 */
export default async function setup() {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set. Run the API tests with `npm run test:api` (it starts the Auth emulator), ' +
        'or point FIREBASE_AUTH_EMULATOR_HOST at a running one.',
    );
  }
  process.env.GCLOUD_PROJECT ??= 'demo-everlink';
  const [smtp, web] = [await freePort(), await freePort()];
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true } as never);
  await maildev.start();
  process.env.MAILDEV_SMTP_PORT = String(smtp);
  process.env.MAILDEV_API_URL = `http://127.0.0.1:${web}`;
  return async () => {
    await maildev.stop();
  };
}
