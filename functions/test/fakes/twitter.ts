import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from './http';
import { basicCredentials, TokenLedger } from './oauth-tokens';

export const TWITTER_ACCESS_SECONDS = 2 * 3600;

/** X API OAuth 2.0 (api.x.com): refresh for a confidential client, with refresh-token rotation. */
export class TwitterFake implements FakeProvider {
  readonly name = 'twitter';
  readonly tokens = new TokenLedger('x');

  constructor(private readonly client = { id: 'twitter-demo-client', secret: 'twitter-demo-secret' }) {}

  grant(): { accessToken: string; refreshToken: string; expiresIn: number } {
    return { accessToken: this.tokens.token('access'), refreshToken: this.tokens.token('refresh'), expiresIn: TWITTER_ACCESS_SECONDS };
  }

  handle(req: FakeRequest, res: ServerResponse): boolean {
    if (req.method !== 'POST' || req.path !== '/2/oauth2/token') return false;
    const credentials = basicCredentials(req);
    if (credentials?.id !== this.client.id || credentials.secret !== this.client.secret) {
      sendJson(res, 401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
      return true;
    }
    const form = formOf(req);
    if (form.get('grant_type') !== 'refresh_token' || form.get('client_id') !== this.client.id || !form.get('refresh_token')) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'Missing required parameter [refresh_token].' });
      return true;
    }
    const refreshToken = form.get('refresh_token')!;
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    if (failure === 'invalid_grant' || !this.tokens.refreshTokens.delete(refreshToken)) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' });
      return true;
    }
    sendJson(res, 200, {
      token_type: 'bearer',
      expires_in: TWITTER_ACCESS_SECONDS,
      access_token: this.tokens.token('access'),
      scope: 'tweet.read users.read offline.access',
      refresh_token: this.tokens.token('refresh'),
    });
    return true;
  }
}
