import { startFakeServer, type FakeServer } from '../../src/integrations/core/fake/http';
import { InstagramFake } from '../../src/integrations/instagram/fake/instagram.fake';
import { XFake } from '../../src/integrations/x/fake/x.fake';
import { TiktokFake } from '../../src/integrations/tiktok/fake/tiktok.fake';
import { CalendlyFake } from '../../src/integrations/calendly/fake/calendly.fake';
import { GohighlevelFake } from '../../src/integrations/gohighlevel/fake/gohighlevel.fake';
import { HubspotFake } from '../../src/integrations/hubspot/fake/hubspot.fake';
import { SalesforceFake } from '../../src/integrations/salesforce/fake/salesforce.fake';
import { StripeFake } from '../../src/integrations/commerce/stripe/fake/stripe.fake';
import { WooCommerceFake } from '../../src/integrations/commerce/woocommerce/fake/woocommerce.fake';
import { WebhookReceiverFake } from './webhook-receiver';
import { DnsFake } from './dns';

export { type RefreshFailure } from '../../src/integrations/core/fake/oauth-tokens';
export {
  INSTAGRAM_LONG_LIVED_SECONDS,
  INSTAGRAM_DEMO_MEDIA,
} from '../../src/integrations/instagram/fake/instagram.fake';
export { X_ACCESS_SECONDS, X_DEMO_USER, X_DEMO_TWEETS } from '../../src/integrations/x/fake/x.fake';
export {
  TIKTOK_ACCESS_SECONDS,
  TIKTOK_REFRESH_SECONDS,
  TIKTOK_DEMO_VIDEOS,
} from '../../src/integrations/tiktok/fake/tiktok.fake';
export { CALENDLY_DEMO_USER, CALENDLY_DEMO_EVENT_TYPES } from '../../src/integrations/calendly/fake/calendly.fake';
export {
  GHL_DEMO_CUSTOM_FIELDS,
  GHL_DEMO_LOCATIONS,
  GHL_DEMO_USERS,
} from '../../src/integrations/gohighlevel/fake/gohighlevel.fake';
export { HUBSPOT_DEMO_PORTAL } from '../../src/integrations/hubspot/fake/hubspot.fake';
export {
  SALESFORCE_ADMIN,
  SALESFORCE_DEMO_ORG,
  SALESFORCE_DEMO_USERS,
} from '../../src/integrations/salesforce/fake/salesforce.fake';

/** Every fake, under the name tests reach it by (each serves under its own `name` as path prefix). */
function allFakes() {
  return {
    instagram: new InstagramFake(),
    x: new XFake(),
    tiktok: new TiktokFake(),
    calendly: new CalendlyFake(),
    gohighlevel: new GohighlevelFake(),
    hubspot: new HubspotFake(),
    salesforce: new SalesforceFake(),
    stripe: new StripeFake(),
    woocommerce: new WooCommerceFake(),
    receiver: new WebhookReceiverFake(),
    dns: new DnsFake(),
  };
}

export type ProviderFakes = FakeServer & ReturnType<typeof allFakes> & { dnsServer: string };

/**
 * One server with every provider's fake, each from its provider's `fake/` folder: the registry's
 * providers (OAuth consent pages included), Stripe (API, hosted checkout and portal, signed
 * webhooks), a WooCommerce shop, and a company's webhook receiver (`/receiver/{box}`). Test and demo code only: the deployed function never imports
 * a `fake/` folder. Pass `url` as EVERLINK_FAKES_URL: config then points each provider at
 * `${url}/<provider>` with the fakes' demo client credentials. The DNS fake answers on UDP at the
 * same port number: pass `dnsServer` as DNS_SERVER (records published at `${url}/dns/records`).
 */
export async function startProviderFakes(port = 0): Promise<ProviderFakes> {
  const fakes = allFakes();
  const server = await startFakeServer(Object.values(fakes), port);
  const dnsPort = await fakes.dns.listen(Number(new URL(server.url).port));
  const close = async () => {
    await Promise.all([server.close(), fakes.dns.close()]);
  };
  return { ...server, ...fakes, close, dnsServer: `127.0.0.1:${dnsPort}` };
}
