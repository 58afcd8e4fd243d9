import { startFakeServer, type FakeServer } from './http';
import { integrationFakes, type IntegrationFakes } from '../../src/integrations/fakes';
import { StripeFake } from '../../src/integrations/commerce/stripe/fake/stripe.fake';
import { WooCommerceFake } from '../../src/integrations/commerce/woocommerce/fake/woocommerce.fake';

export { startFakeServer, sendJson, formOf, type FakeProvider, type FakeRequest, type FakeServer } from './http';
export { type RefreshFailure } from './oauth-tokens';
export * from '../../src/integrations/fakes';
export { StripeFake } from '../../src/integrations/commerce/stripe/fake/stripe.fake';
export { WooCommerceFake } from '../../src/integrations/commerce/woocommerce/fake/woocommerce.fake';

export interface ProviderFakes extends FakeServer, IntegrationFakes {
  stripe: StripeFake;
  woocommerce: WooCommerceFake;
}

/**
 * One server with the integrations' providers (OAuth consent pages included), Stripe (API, hosted checkout
 * and portal, signed webhooks) and a WooCommerce shop. Pass `url` as EVERLINK_FAKES_URL:
 * config then points each provider at `${url}/<provider>` with the fakes' demo client credentials.
 */
export async function startProviderFakes(port = 0): Promise<ProviderFakes> {
  const fakes = { ...integrationFakes(), stripe: new StripeFake(), woocommerce: new WooCommerceFake() };
  const server = await startFakeServer(Object.values(fakes), port);
  return { ...server, ...fakes };
}
