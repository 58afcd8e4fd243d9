import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from '../../core/fake/http';
import { basicCredentials, TokenLedger } from '../../core/fake/oauth-tokens';
import {
  AuthorizationCodes,
  decisionOf,
  redirect,
  sendAuthorizeError,
  sendConsentPage,
  withQuery,
} from '../../core/fake/consent';
import { Faults } from '../../core/fake/faults';

export const X_ACCESS_SECONDS = 2 * 3600;

export const X_DEMO_USER = {
  id: '1500000000000000001',
  username: 'everlink_demo',
  name: 'Everlink Demo',
  profile_image_url: 'https://pbs.twimg.com/profile_images/demo_normal.jpg',
};

export interface FakeTweet {
  id: string;
  text: string;
  created_at: string;
}

export const X_DEMO_TWEETS: FakeTweet[] = [
  {
    id: '1800000000000000003',
    text: 'Just shipped our new product line. Come say hi at booth 42!',
    created_at: '2026-11-20T15:04:00.000Z',
  },
  {
    id: '1800000000000000002',
    text: 'Three things I learned running a small team this year 🧵',
    created_at: '2026-11-12T09:30:00.000Z',
  },
  {
    id: '1800000000000000001',
    text: 'Hello, world. Find all my links on my Everlink card.',
    created_at: '2026-11-01T08:00:00.000Z',
  },
];

const xError = (res: ServerResponse, status: number, title: string, detail: string) =>
  sendJson(res, status, { title, detail, type: 'about:blank', status });

/**
 * X API v2 with OAuth 2.0 and PKCE (x.com consent, api.x.com token, revoke and reads), on
 * one prefix. Endpoint names for faults: token, refresh, revoke, me, tweets.
 */
export class XFake implements FakeProvider {
  readonly name = 'x';
  readonly tokens = new TokenLedger('x');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  tweets: FakeTweet[] = [...X_DEMO_TWEETS];
  /** Every tweet read, as X would bill it. */
  readonly tweetReads: string[] = [];
  readonly revoked: string[] = [];

  constructor(private readonly client = { id: 'x-demo-client', secret: 'x-demo-secret' }) {}

  /** Tokens as a finished OAuth dance leaves them. */
  grant(): { accessToken: string; refreshToken: string; expiresIn: number } {
    return this.tokens.pair(X_ACCESS_SECONDS);
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path === '/i/oauth2/authorize') return this.authorize(req, res);
    if (req.method === 'POST' && req.path === '/2/oauth2/token') return this.token(req, res);
    if (req.method === 'POST' && req.path === '/2/oauth2/revoke') return this.revoke(req, res);
    if (req.method === 'GET' && req.path === '/2/users/me') {
      if (await this.faults.apply('me', req, res)) return true;
      if (!this.bearerOk(req, res)) return true;
      sendJson(res, 200, { data: X_DEMO_USER });
      return true;
    }
    const tweets = /^\/2\/users\/([^/]+)\/tweets$/.exec(req.path);
    if (req.method === 'GET' && tweets) {
      if (await this.faults.apply('tweets', req, res)) return true;
      if (!this.bearerOk(req, res)) return true;
      const max = Number(req.query.get('max_results') ?? 10);
      if (!(max >= 5 && max <= 100)) {
        xError(res, 400, 'Invalid Request', 'The `max_results` query parameter value is not between 5 and 100');
        return true;
      }
      const list = decodeURIComponent(tweets[1]) === X_DEMO_USER.id ? this.tweets.slice(0, max) : [];
      this.tweetReads.push(...list.map((t) => t.id));
      // With no posts X answers only the meta, without a data key.
      sendJson(
        res,
        200,
        list.length
          ? { data: list, meta: { result_count: list.length, newest_id: list[0].id, oldest_id: list.at(-1)!.id } }
          : { meta: { result_count: 0 } },
      );
      return true;
    }
    return false;
  }

  private bearerOk(req: FakeRequest, res: ServerResponse): boolean {
    if (this.tokens.honours(req)) return true;
    xError(res, 401, 'Unauthorized', 'Unauthorized');
    return false;
  }

  private authorize(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    // twitter-api-v2 sends the method in lower case: compare without case.
    if (
      q.get('client_id') !== this.client.id ||
      !redirectUri ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method')?.toUpperCase() !== 'S256' ||
      !q.get('code_challenge')
    ) {
      sendAuthorizeError(res, 'Something went wrong. You weren’t able to give access to the App.');
      return true;
    }
    const decision = decisionOf(req);
    if (!decision) {
      sendConsentPage(res, {
        provider: 'X',
        account: `@${X_DEMO_USER.username}`,
        scopes: (q.get('scope') ?? '').split(' ').filter(Boolean),
      });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow) redirect(res, withQuery(redirectUri, { error: 'access_denied', state }));
    else
      redirect(
        res,
        withQuery(redirectUri, {
          state,
          code: this.codes.issue({
            clientId: this.client.id,
            redirectUri,
            scope: q.get('scope') ?? '',
            codeChallenge: q.get('code_challenge')!,
          }),
        }),
      );
    return true;
  }

  private clientOk(req: FakeRequest, res: ServerResponse): boolean {
    const credentials = basicCredentials(req);
    if (credentials?.id === this.client.id && credentials.secret === this.client.secret) return true;
    sendJson(res, 401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
    return false;
  }

  private async token(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (!this.clientOk(req, res)) return true;
    const form = formOf(req);
    if (form.get('client_id') !== this.client.id) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'Missing required parameter [client_id].' });
      return true;
    }
    if (form.get('grant_type') === 'authorization_code') {
      if (await this.faults.apply('token', req, res)) return true;
      const grant = this.codes.take(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.codeChallenge !== challenge) {
        sendJson(res, 400, {
          error: 'invalid_request',
          error_description: 'Value passed for the authorization code was invalid.',
        });
        return true;
      }
      this.issue(res, grant.scope);
      return true;
    }
    if (form.get('grant_type') !== 'refresh_token' || !form.get('refresh_token')) {
      sendJson(res, 400, {
        error: 'invalid_request',
        error_description: 'Missing required parameter [refresh_token].',
      });
      return true;
    }
    const refreshToken = form.get('refresh_token')!;
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    if (await this.faults.apply('refresh', req, res)) return true;
    if (failure === 'invalid_grant' || !this.tokens.refreshTokens.delete(refreshToken)) {
      sendJson(res, 400, { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' });
      return true;
    }
    this.issue(res, 'tweet.read users.read offline.access');
    return true;
  }

  private issue(res: ServerResponse, scope: string): void {
    sendJson(res, 200, {
      token_type: 'bearer',
      expires_in: X_ACCESS_SECONDS,
      access_token: this.tokens.token('access'),
      scope,
      // Only with offline.access, as X does.
      ...(scope.split(' ').includes('offline.access') ? { refresh_token: this.tokens.token('refresh') } : {}),
    });
  }

  private async revoke(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (!this.clientOk(req, res)) return true;
    if (await this.faults.apply('revoke', req, res)) return true;
    const token = formOf(req).get('token') ?? '';
    this.tokens.revoke(token);
    this.revoked.push(token);
    // RFC 7009: an unknown token is no error.
    sendJson(res, 200, { revoked: true });
    return true;
  }
}
