import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { requireStripeSecrets, stripeSecrets } from './stripe.secrets';

describe('Stripe keys', () => {
  it('are never a made-up test key outside local runs: a missing secret stops start-up', () => {
    const production = { GCLOUD_PROJECT: 'everlink-prod' };
    const config = loadConfig(production);
    expect(config.stripe.secretKey).toBeUndefined();
    expect(config.stripe.webhookSecret).toBeUndefined();
    expect(() => requireStripeSecrets(config, production)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    const halfway = { ...production, STRIPE_SECRET_KEY: 'sk_live_x' };
    expect(() => requireStripeSecrets(loadConfig(halfway), halfway)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const complete = { ...halfway, STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => requireStripeSecrets(loadConfig(complete), complete)).not.toThrow();
    expect(loadConfig(complete).stripe).toMatchObject({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      apiBase: undefined,
    });
  });

  it('fall back to the local demo keys in the emulator, local scripts and tests only', () => {
    for (const env of [{ FUNCTIONS_EMULATOR: 'true' }, { EVERLINK_LOCAL: '1' }, { VITEST: 'true' }]) {
      const config = loadConfig(env);
      expect(config.stripe).toMatchObject({ secretKey: 'sk_test_local', webhookSecret: 'whsec_local' });
      expect(() => requireStripeSecrets(config, env)).not.toThrow();
    }
    expect(loadConfig({ EVERLINK_FAKES_URL: 'http://127.0.0.1:4600', EVERLINK_LOCAL: '1' }).stripe.apiBase).toBe(
      'http://127.0.0.1:4600/stripe',
    );
  });

  it('are bound as secrets to deployed functions, and not in the emulator', () => {
    expect(stripeSecrets({}).map((s) => s.name)).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(stripeSecrets({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });
});
