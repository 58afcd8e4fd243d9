import type { TestContext } from '../../../test/harness.test-support';

/** A desktop browser's user agent: the beacon counts people, not bots. */
export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The card page's beacon for a view, as `navigator.sendBeacon` sends it (text/plain), from `ip`. */
export const sendView = (t: Pick<TestContext, 'api'>, profileId: string, ip: string) =>
  t.api
    .post('/v1/public/events')
    .set('User-Agent', BROWSER)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'text/plain')
    .send(JSON.stringify({ profileId, type: 'view' }));
