/** API tests need real ID tokens: they run against the Auth emulator (npm run test:api starts it). */
export default function setup() {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set. Run the API tests with `npm run test:api` (it starts the Auth emulator), ' +
        'or point FIREBASE_AUTH_EMULATOR_HOST at a running one.',
    );
  }
  process.env.GCLOUD_PROJECT ??= 'demo-everlink';
}
