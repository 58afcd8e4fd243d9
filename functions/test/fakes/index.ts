import { startFakeServer, type FakeServer } from './http';
import { InstagramFake } from './instagram';
import { TiktokFake } from './tiktok';
import { TwitterFake } from './twitter';
import { StripeFake } from '../../src/integrations/stripe/stripe.fake';
import { WooCommerceFake } from '../../src/integrations/woocommerce/woocommerce.fake';

export { startFakeServer, sendJson, formOf, type FakeProvider, type FakeRequest, type FakeServer } from './http';
export { type RefreshFailure } from './oauth-tokens';
export { InstagramFake, INSTAGRAM_LONG_LIVED_SECONDS } from './instagram';
export { TwitterFake, TWITTER_ACCESS_SECONDS } from './twitter';
export { TiktokFake, TIKTOK_ACCESS_SECONDS, TIKTOK_REFRESH_SECONDS } from './tiktok';
export { StripeFake } from '../../src/integrations/stripe/stripe.fake';
export { WooCommerceFake } from '../../src/integrations/woocommerce/woocommerce.fake';

export interface ProviderFakes extends FakeServer {
  instagram: InstagramFake;
  twitter: TwitterFake;
  tiktok: TiktokFake;
  stripe: StripeFake;
  woocommerce: WooCommerceFake;
}

/**
 * One server with the token endpoints of Instagram, X and TikTok, Stripe (API, hosted checkout
 * and portal, signed webhooks) and a WooCommerce shop. Pass `url` as EVERLINK_FAKES_URL:
 * config then points each provider at `${url}/<provider>` with the fakes' demo client credentials.
 */
export async function startProviderFakes(port = 0): Promise<ProviderFakes> {
  const fakes = { instagram: new InstagramFake(), twitter: new TwitterFake(), tiktok: new TiktokFake(), stripe: new StripeFake(), woocommerce: new WooCommerceFake() };
  const server = await startFakeServer(Object.values(fakes), port);
  return { ...server, ...fakes };
}
