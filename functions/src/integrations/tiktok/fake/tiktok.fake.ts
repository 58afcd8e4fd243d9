import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from '../../core/fake/http';
import { TokenLedger } from '../../core/fake/oauth-tokens';
import {
  AuthorizationCodes,
  decisionOf,
  redirect,
  sendAuthorizeError,
  sendConsentPage,
  withQuery,
} from '../../core/fake/consent';
import { Faults } from '../../core/fake/faults';
import { baseOf, cdnUrl, serveCdn } from '../../core/fake/images';

export const TIKTOK_ACCESS_SECONDS = 24 * 3600;
export const TIKTOK_REFRESH_SECONDS = 365 * 24 * 3600;
/** Cover links are signed for six hours. */
const COVER_TTL_SECONDS = 6 * 3600;

export const TIKTOK_DEMO_USER = {
  open_id: 'open-demo-0001',
  union_id: 'union-demo-0001',
  display_name: 'Everlink Demo',
  username: 'everlink.demo',
};

export interface FakeVideo {
  id: string;
  title: string;
  create_time: number;
}

export const TIKTOK_DEMO_VIDEOS: FakeVideo[] = [
  { id: '7300000000000000003', title: 'Our booth in 15 seconds', create_time: 1763740800 },
  { id: '7300000000000000002', title: 'How we make our cards', create_time: 1763136000 },
  { id: '7300000000000000001', title: 'Day one', create_time: 1762000000 },
];

const logId = () => randomBytes(16).toString('hex').toUpperCase();

/** TikTok's envelope around every Display API answer; `code: 'ok'` is success. */
const envelope = (
  res: ServerResponse,
  status: number,
  data: unknown,
  error: { code: string; message: string } = { code: 'ok', message: '' },
) => sendJson(res, status, { data, error: { ...error, log_id: logId() } });

/**
 * TikTok Login Kit v2 and the Display API: the consent page (www.tiktok.com), the token,
 * refresh and revoke calls (`client_key`, trailing slashes, errors in 200 answers), user info
 * and the video list in their envelope, and covers whose links expire.
 * Endpoint names for faults: token, revoke, userinfo, videos.
 */
export class TiktokFake implements FakeProvider {
  readonly name = 'tiktok';
  readonly tokens = new TokenLedger('act');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  videos: FakeVideo[] = [...TIKTOK_DEMO_VIDEOS];
  readonly revoked: string[] = [];

  constructor(private readonly client = { key: 'tiktok-demo-client', secret: 'tiktok-demo-secret' }) {}

  grant(): { accessToken: string; refreshToken: string; expiresIn: number; openId: string } {
    return { ...this.tokens.pair(TIKTOK_ACCESS_SECONDS), openId: TIKTOK_DEMO_USER.open_id };
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path === '/v2/auth/authorize/') return this.authorize(req, res);
    if (req.method === 'POST' && req.path === '/v2/oauth/token/') return this.token(req, res);
    if (req.method === 'POST' && req.path === '/v2/oauth/revoke/') return this.revoke(req, res);
    if (req.method === 'GET' && req.path === '/v2/user/info/') {
      if (await this.faults.apply('userinfo', req, res)) return true;
      if (!this.bearerOk(req, res)) return true;
      const fields = (req.query.get('fields') ?? '').split(',');
      const user: Record<string, unknown> = {
        ...TIKTOK_DEMO_USER,
        avatar_url: cdnUrl(baseOf(req, this.name), 5, COVER_TTL_SECONDS),
        profile_deep_link: `https://vm.tiktok.com/${TIKTOK_DEMO_USER.username}`,
      };
      // Fields not asked for are left out, as TikTok leaves out fields without their scope.
      envelope(res, 200, { user: Object.fromEntries(Object.entries(user).filter(([key]) => fields.includes(key))) });
      return true;
    }
    if (req.method === 'POST' && req.path === '/v2/video/list/') {
      if (await this.faults.apply('videos', req, res)) return true;
      if (!this.bearerOk(req, res)) return true;
      const maxCount = Number((JSON.parse(req.body || '{}') as { max_count?: number }).max_count ?? 10);
      if (!(maxCount >= 1 && maxCount <= 20)) {
        envelope(res, 400, {}, { code: 'invalid_params', message: 'max_count must be between 1 and 20' });
        return true;
      }
      const base = baseOf(req, this.name);
      const videos = this.videos.slice(0, maxCount).map((v, i) => ({
        ...v,
        cover_image_url: cdnUrl(base, i + 5, COVER_TTL_SECONDS),
        share_url: `https://www.tiktok.com/@${TIKTOK_DEMO_USER.username}/video/${v.id}`,
        embed_link: `https://www.tiktok.com/player/v1/${v.id}`,
      }));
      envelope(res, 200, { videos, cursor: videos.at(-1)?.create_time ?? 0, has_more: this.videos.length > maxCount });
      return true;
    }
    return serveCdn(req, res);
  }

  private bearerOk(req: FakeRequest, res: ServerResponse): boolean {
    if (this.tokens.honours(req)) return true;
    envelope(
      res,
      401,
      {},
      { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.' },
    );
    return false;
  }

  private authorize(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (
      q.get('client_key') !== this.client.key ||
      !redirectUri ||
      redirectUri.includes('?') ||
      redirectUri.includes('#') ||
      q.get('response_type') !== 'code'
    ) {
      sendAuthorizeError(res, 'Something went wrong. client_key or redirect_uri is not valid.');
      return true;
    }
    const decision = decisionOf(req);
    const scopes = (q.get('scope') ?? '').split(',').filter(Boolean);
    if (!decision) {
      sendConsentPage(res, { provider: 'TikTok', account: `@${TIKTOK_DEMO_USER.username}`, scopes });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow)
      redirect(
        res,
        withQuery(redirectUri, { error: 'access_denied', error_description: 'The user denied the request.', state }),
      );
    // TikTok's codes carry characters that arrive percent-encoded.
    else
      redirect(
        res,
        withQuery(redirectUri, {
          code: this.codes.issue({ clientId: this.client.key, redirectUri, scope: scopes.join(',') }, 'tk*!code'),
          scopes: scopes.join(','),
          state,
        }),
      );
    return true;
  }

  private async token(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const form = formOf(req);
    if (form.get('client_key') !== this.client.key || form.get('client_secret') !== this.client.secret) {
      sendJson(res, 401, {
        error: 'invalid_client',
        error_description: 'Client key or secret is incorrect.',
        log_id: logId(),
      });
      return true;
    }
    if (form.get('grant_type') === 'authorization_code') {
      if (await this.faults.apply('token', req, res)) return true;
      const grant = this.codes.take(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
        // TikTok words OAuth errors in the body, and not always with a 4xx.
        sendJson(res, 200, {
          error: 'invalid_grant',
          error_description: 'Authorization code is expired.',
          log_id: logId(),
        });
        return true;
      }
      this.issue(res, grant.scope);
      return true;
    }
    if (form.get('grant_type') !== 'refresh_token' || !form.get('refresh_token')) {
      sendJson(res, 400, {
        error: 'invalid_request',
        error_description: 'The request parameters are malformed.',
        log_id: logId(),
      });
      return true;
    }
    const refreshToken = form.get('refresh_token')!;
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    if (failure === 'invalid_grant' || !this.tokens.refreshTokens.delete(refreshToken)) {
      sendJson(res, 200, {
        error: 'invalid_grant',
        error_description: 'Refresh token is invalid or expired.',
        log_id: logId(),
      });
      return true;
    }
    this.issue(res, 'user.info.basic,video.list');
    return true;
  }

  private issue(res: ServerResponse, scope: string): void {
    sendJson(res, 200, {
      access_token: this.tokens.token('access'),
      expires_in: TIKTOK_ACCESS_SECONDS,
      open_id: TIKTOK_DEMO_USER.open_id,
      refresh_expires_in: TIKTOK_REFRESH_SECONDS,
      refresh_token: this.tokens.token('refresh'),
      scope,
      token_type: 'Bearer',
    });
  }

  private async revoke(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (await this.faults.apply('revoke', req, res)) return true;
    const form = formOf(req);
    if (form.get('client_key') !== this.client.key || form.get('client_secret') !== this.client.secret) {
      sendJson(res, 401, {
        error: 'invalid_client',
        error_description: 'Client key or secret is incorrect.',
        log_id: logId(),
      });
      return true;
    }
    const token = form.get('token') ?? '';
    this.tokens.accessTokens.delete(token);
    this.revoked.push(token);
    sendJson(res, 200, {});
    return true;
  }
}
