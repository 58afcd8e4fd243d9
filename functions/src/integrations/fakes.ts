import { InstagramFake } from './instagram/instagram.fake';
import { XFake } from './x/x.fake';
import { TiktokFake } from './tiktok/tiktok.fake';

/**
 * The local fakes of the registry's providers (test and demo code only: nothing in the deployed
 * bundle imports this). Each lives beside its provider and serves under `/<provider id>`.
 */
export function integrationFakes() {
  return { instagram: new InstagramFake(), x: new XFake(), tiktok: new TiktokFake() };
}

export type IntegrationFakes = ReturnType<typeof integrationFakes>;

export { InstagramFake, INSTAGRAM_LONG_LIVED_SECONDS } from './instagram/instagram.fake';
export { XFake, X_ACCESS_SECONDS, X_DEMO_USER, X_DEMO_TWEETS } from './x/x.fake';
export { TiktokFake, TIKTOK_ACCESS_SECONDS, TIKTOK_REFRESH_SECONDS } from './tiktok/tiktok.fake';
