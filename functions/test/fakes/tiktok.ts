import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from './http';
import { TokenLedger } from './oauth-tokens';

export const TIKTOK_ACCESS_SECONDS = 24 * 3600;
export const TIKTOK_REFRESH_SECONDS = 365 * 24 * 3600;

const logId = () => randomBytes(16).toString('hex').toUpperCase();

/** TikTok Login Kit v2 (open.tiktokapis.com): refresh of a user access token. */
export class TiktokFake implements FakeProvider {
  readonly name = 'tiktok';
  readonly tokens = new TokenLedger('act');

  constructor(private readonly client = { key: 'tiktok-demo-client', secret: 'tiktok-demo-secret' }) {}

  grant(): { accessToken: string; refreshToken: string; expiresIn: number; openId: string } {
    return { accessToken: this.tokens.token('access'), refreshToken: this.tokens.token('refresh'), expiresIn: TIKTOK_ACCESS_SECONDS, openId: `open-${logId()}` };
  }

  handle(req: FakeRequest, res: ServerResponse): boolean {
    if (req.method !== 'POST' || req.path !== '/v2/oauth/token/') return false;
    const form = formOf(req);
    if (form.get('client_key') !== this.client.key || form.get('client_secret') !== this.client.secret) {
      sendJson(res, 401, { error: 'invalid_client', error_description: 'Client key or secret is incorrect.', log_id: logId() });
      return true;
    }
    if (form.get('grant_type') !== 'refresh_token' || !form.get('refresh_token')) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'The request parameters are malformed.', log_id: logId() });
      return true;
    }
    const refreshToken = form.get('refresh_token')!;
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    if (failure === 'invalid_grant' || !this.tokens.refreshTokens.delete(refreshToken)) {
      // TikTok words OAuth errors in the body, and not always with a 4xx: the fake takes the harder case.
      sendJson(res, 200, { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.', log_id: logId() });
      return true;
    }
    sendJson(res, 200, {
      access_token: this.tokens.token('access'),
      expires_in: TIKTOK_ACCESS_SECONDS,
      open_id: `open-${logId()}`,
      refresh_expires_in: TIKTOK_REFRESH_SECONDS,
      refresh_token: this.tokens.token('refresh'),
      scope: 'user.info.basic,video.list',
      token_type: 'Bearer',
    });
    return true;
  }
}
