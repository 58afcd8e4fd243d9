import type { ServerResponse } from 'node:http';
import { sendJson, type FakeProvider, type FakeRequest } from './http';
import { TokenLedger } from './oauth-tokens';

/** Long-lived tokens live 60 days. */
export const INSTAGRAM_LONG_LIVED_SECONDS = 60 * 24 * 3600;

const graphError = (res: ServerResponse, message: string, code: number, type = 'OAuthException') =>
  sendJson(res, 400, { error: { message, type, code, fbtrace_id: 'AfakeTraceId' } });

/** Instagram API with Instagram Login (graph.instagram.com): long-lived token refresh. */
export class InstagramFake implements FakeProvider {
  readonly name = 'instagram';
  readonly tokens = new TokenLedger('IGQ');

  /** A long-lived token, as the code exchange and the short-to-long swap leave it. */
  grant(): { accessToken: string; expiresIn: number } {
    return { accessToken: this.tokens.token('access'), expiresIn: INSTAGRAM_LONG_LIVED_SECONDS };
  }

  handle(req: FakeRequest, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.path !== '/refresh_access_token') return false;
    if (req.query.get('grant_type') !== 'ig_refresh_token') {
      graphError(res, 'Unsupported grant type', 100, 'IGApiException');
      return true;
    }
    const token = req.query.get('access_token') ?? '';
    const failure = this.tokens.interceptFailure(token, res, req);
    if (failure === 'answered') return true;
    if (failure === 'invalid_grant' || !this.tokens.accessTokens.has(token)) {
      graphError(res, 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.', 190);
      return true;
    }
    sendJson(res, 200, { access_token: this.tokens.token('access'), token_type: 'bearer', expires_in: INSTAGRAM_LONG_LIVED_SECONDS });
    return true;
  }
}
