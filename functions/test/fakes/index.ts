import { startFakeServer, type FakeServer } from './http';
import { InstagramFake } from './instagram';
import { TiktokFake } from './tiktok';
import { TwitterFake } from './twitter';

export { startFakeServer, sendJson, formOf, type FakeProvider, type FakeRequest, type FakeServer } from './http';
export { type RefreshFailure } from './oauth-tokens';
export { InstagramFake, INSTAGRAM_LONG_LIVED_SECONDS } from './instagram';
export { TwitterFake, TWITTER_ACCESS_SECONDS } from './twitter';
export { TiktokFake, TIKTOK_ACCESS_SECONDS, TIKTOK_REFRESH_SECONDS } from './tiktok';

export interface ProviderFakes extends FakeServer {
  instagram: InstagramFake;
  twitter: TwitterFake;
  tiktok: TiktokFake;
}

/**
 * One server with the token endpoints of Instagram, X and TikTok. Pass `url` as EVERLINK_FAKES_URL:
 * config then points each provider at `${url}/<provider>` with the fakes' demo client credentials.
 */
export async function startProviderFakes(port = 0): Promise<ProviderFakes> {
  const fakes = { instagram: new InstagramFake(), twitter: new TwitterFake(), tiktok: new TiktokFake() };
  const server = await startFakeServer(Object.values(fakes), port);
  return { ...server, ...fakes };
}
