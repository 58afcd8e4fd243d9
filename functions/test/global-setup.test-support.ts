import { freePort, startMailServer } from './mail.test-support';

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
  const smtp = await freePort();
  const maildev = await startMailServer(smtp);
  process.env.MAILDEV_SMTP_PORT = String(smtp);
  process.env.MAILDEV_API_URL = maildev.apiUrl;
  return async () => {
    await maildev.stop();
  };
}
