import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import { ConfigError } from '../../src/platform/config-env';
import { createTestContext, type TestContext } from '../harness.test-support';

/** The environment is checked at start-up; local origins are allowed by CORS in local runs only. */

/** A deployed function: a real project, none of the local-run markers. */
const PRODUCTION = { GCLOUD_PROJECT: 'everlink-prod', EVERLINK_PUBLIC_URL: 'https://everlink.example' };
const LOCAL_ORIGINS = [
  'http://127.0.0.1:5000',
  'http://localhost:5000',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

describe('loadConfig', () => {
  it('refuses bad values with one clear line a variable', () => {
    const bad = {
      ...PRODUCTION,
      EVERLINK_TRUSTED_PROXY_HOPS: 'two',
      EVERLINK_PUBLIC_URL: 'everlink.example/app',
      EVERLINK_ALLOWED_ORIGINS: 'https://ok.example, https://bad.example/path',
      SMTP_URL: 'http://mail.example',
      STRIPE_SECRET_KEY: 'whsec_swapped',
    };
    let error: unknown;
    try {
      loadConfig(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('EVERLINK_TRUSTED_PROXY_HOPS: must be a whole number from 0 to 10 (got "two")');
    expect(message).toContain('EVERLINK_PUBLIC_URL: must be an http or https URL');
    expect(message).toContain('EVERLINK_ALLOWED_ORIGINS: must be an origin such as https://app.example.com (no path)');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(message).toContain('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(() => loadConfig({ ...PRODUCTION, PROVIDER_TIMEOUT_MS: '-5' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });

  it('reads good values typed, and blank values as unset', () => {
    const config = loadConfig({
      ...PRODUCTION,
      EVERLINK_TRUSTED_PROXY_HOPS: '1',
      PROVIDER_TIMEOUT_MS: '2500',
      EVERLINK_STORAGE_BUCKET: ' ',
      EVERLINK_ALLOWED_ORIGINS: 'https://cards.example/',
    });
    expect(config.trustedProxyHops).toBe(1);
    expect(config.integrations.timeoutMs).toBe(2500);
    expect(config.storageBucket).toBe('everlink-prod.appspot.com');
    expect(config.allowedOrigins).toContain('https://cards.example');
  });

  it('queues tasks in process locally, on Cloud Tasks deployed, and on an emulator only when a local run asks', () => {
    const LOCAL = { GCLOUD_PROJECT: 'demo-everlink', EVERLINK_LOCAL: '1' };
    expect(loadConfig(LOCAL).tasks.runInProcess).toBe(true);
    expect(loadConfig(PRODUCTION).tasks.runInProcess).toBe(false);
    const emulated = { ...LOCAL, EVERLINK_CLOUD_TASKS: '1', CLOUD_TASKS_EMULATOR_HOST: '127.0.0.1:9510' };
    expect(loadConfig(emulated).tasks.runInProcess).toBe(false);
    // Never the real Cloud Tasks from a local run.
    expect(() => loadConfig({ ...LOCAL, EVERLINK_CLOUD_TASKS: '1' })).toThrow(/set CLOUD_TASKS_EMULATOR_HOST/);
    expect(() => loadConfig({ ...emulated, EVERLINK_CLOUD_TASKS: 'yes' })).toThrow(/EVERLINK_CLOUD_TASKS: must be 1/);
    expect(() => loadConfig({ ...emulated, CLOUD_TASKS_EMULATOR_HOST: 'http://x' })).toThrow(
      /CLOUD_TASKS_EMULATOR_HOST: must be host:port/,
    );
  });

  it('trusts the one proxy the emulator has, and the two of production (review S20)', () => {
    expect(loadConfig(PRODUCTION).trustedProxyHops).toBe(2);
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-everlink', FUNCTIONS_EMULATOR: 'true' }).trustedProxyHops).toBe(1);
    expect(
      loadConfig({ GCLOUD_PROJECT: 'demo-everlink', FUNCTIONS_EMULATOR: 'true', EVERLINK_TRUSTED_PROXY_HOPS: '3' })
        .trustedProxyHops,
    ).toBe(3);
  });

  it('allows local origins only in local runs', () => {
    const deployed = loadConfig(PRODUCTION);
    expect(deployed.allowedOrigins).toEqual([
      'https://everlink.example',
      'https://everlink-prod.web.app',
      'https://everlink-prod.firebaseapp.com',
    ]);
    expect(loadConfig({ GCLOUD_PROJECT: 'everlink-prod' }).publicUrl).toBe('https://everlink-prod.web.app');
    for (const marker of [{ FUNCTIONS_EMULATOR: 'true' }, { EVERLINK_LOCAL: '1' }, { VITEST: 'true' }]) {
      expect(loadConfig({ GCLOUD_PROJECT: 'demo-everlink', ...marker }).allowedOrigins).toEqual(
        expect.arrayContaining(LOCAL_ORIGINS),
      );
    }
  });
});

describe('CORS of a deployed app', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ...PRODUCTION, VITEST: 'false' });
  });
  afterAll(async () => t.close());

  it('answers the public URL, and not the local servers', async () => {
    const ours = await t.api.get('/v1/health').set('Origin', 'https://everlink.example');
    expect(ours.headers['access-control-allow-origin']).toBe('https://everlink.example');
    for (const origin of LOCAL_ORIGINS) {
      const res = await t.api
        .options('/v1/users/abc')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'PUT');
      expect([origin, res.headers['access-control-allow-origin']]).toEqual([origin, undefined]);
    }
  });
});
