import { InstagramFake } from './instagram/instagram.fake';
import { XFake } from './x/x.fake';
import { TiktokFake } from './tiktok/tiktok.fake';
import { CalendlyFake } from './calendly/calendly.fake';
import { GohighlevelFake } from './gohighlevel/gohighlevel.fake';

/**
 * The local fakes of the registry's providers (test and demo code only: nothing in the deployed
 * bundle imports this). Each lives beside its provider and serves under `/<provider id>`.
 */
export function integrationFakes() {
  return { instagram: new InstagramFake(), x: new XFake(), tiktok: new TiktokFake(), calendly: new CalendlyFake(), gohighlevel: new GohighlevelFake() };
}

export type IntegrationFakes = ReturnType<typeof integrationFakes>;

export { InstagramFake, INSTAGRAM_LONG_LIVED_SECONDS, INSTAGRAM_DEMO_USER, INSTAGRAM_DEMO_MEDIA } from './instagram/instagram.fake';
export { XFake, X_ACCESS_SECONDS, X_DEMO_USER, X_DEMO_TWEETS } from './x/x.fake';
export { TiktokFake, TIKTOK_ACCESS_SECONDS, TIKTOK_REFRESH_SECONDS, TIKTOK_DEMO_USER, TIKTOK_DEMO_VIDEOS } from './tiktok/tiktok.fake';
export { CalendlyFake, CALENDLY_DEMO_USER, CALENDLY_DEMO_EVENT_TYPES } from './calendly/calendly.fake';
export { GohighlevelFake, GHL_DEMO_LOCATIONS } from './gohighlevel/gohighlevel.fake';
