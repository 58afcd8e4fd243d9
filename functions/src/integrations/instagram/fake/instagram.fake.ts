import { createHmac } from 'node:crypto';
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

/** Long-lived tokens live 60 days. */
export const INSTAGRAM_LONG_LIVED_SECONDS = 60 * 24 * 3600;
/** Instagram's CDN links expire; the fake's after a day. */
const CDN_TTL_SECONDS = 24 * 3600;

/** The app-scoped id (what `/me` calls `id`, and the data-deletion callback's `user_id`) and the professional account id. */
export const INSTAGRAM_DEMO_USER = {
  id: '17841400000000001',
  user_id: '9000000000000001',
  username: 'everlink.demo',
  name: 'Everlink Demo',
  account_type: 'BUSINESS',
};

export interface FakeMedia {
  id: string;
  caption?: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  timestamp: string;
}

export const INSTAGRAM_DEMO_MEDIA: FakeMedia[] = [
  {
    id: '18000000000000006',
    caption: 'Booth 42 is ready. See you there!',
    media_type: 'IMAGE',
    timestamp: '2026-11-21T10:00:00+0000',
  },
  {
    id: '18000000000000005',
    caption: 'Behind the scenes of our launch video',
    media_type: 'VIDEO',
    timestamp: '2026-11-18T16:20:00+0000',
  },
  {
    id: '18000000000000004',
    caption: 'Team offsite, day one',
    media_type: 'CAROUSEL_ALBUM',
    timestamp: '2026-11-10T08:45:00+0000',
  },
  { id: '18000000000000003', media_type: 'IMAGE', timestamp: '2026-11-02T12:00:00+0000' },
];

/** A `signed_request` as Meta posts it to the data-deletion callback. */
export function signRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', appSecret).update(encoded).digest('base64url')}.${encoded}`;
}

const graphError = (res: ServerResponse, message: string, code: number, type = 'OAuthException') =>
  sendJson(res, 400, { error: { message, type, code, fbtrace_id: 'AfakeTraceId' } });

const invalidToken = (res: ServerResponse) =>
  graphError(
    res,
    'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
    190,
  );

/**
 * Instagram API with Instagram Login: the consent page (www.instagram.com), the code exchange
 * (api.instagram.com, `data[]` shape, the code sent back with `#_`), the short-to-long swap,
 * refresh, `/me`, `/me/media` with paging and a CDN whose links expire (graph.instagram.com).
 * Endpoint names for faults: exchange, long, me, media.
 */
export class InstagramFake implements FakeProvider {
  readonly name = 'instagram';
  /** Long-lived tokens: the ones that refresh. */
  readonly tokens = new TokenLedger('IGQ');
  readonly shortTokens = new TokenLedger('IGAA');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  media: FakeMedia[] = [...INSTAGRAM_DEMO_MEDIA];
  /** Some live answers of the code exchange are flat instead of `data[]`: a test can ask for that shape. */
  flatTokenAnswer = false;

  constructor(private readonly client = { id: 'instagram-demo-client', secret: 'instagram-demo-secret' }) {}

  /** A long-lived token, as the code exchange and the short-to-long swap leave it. */
  grant(): { accessToken: string; expiresIn: number } {
    return { accessToken: this.tokens.token('access'), expiresIn: INSTAGRAM_LONG_LIVED_SECONDS };
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path === '/oauth/authorize') return this.authorize(req, res);
    if (req.method === 'POST' && req.path === '/oauth/access_token') return this.exchange(req, res);
    if (req.method === 'GET' && req.path === '/access_token') return this.longLived(req, res);
    if (req.method === 'GET' && req.path === '/refresh_access_token') return this.refresh(req, res);
    if (req.method === 'GET' && (req.path === '/me' || req.path === '/me/media')) {
      if (await this.faults.apply(req.path === '/me' ? 'me' : 'media', req, res)) return true;
      const token = req.query.get('access_token') ?? '';
      if (!this.tokens.accessTokens.has(token) && !this.shortTokens.accessTokens.has(token)) {
        invalidToken(res);
        return true;
      }
      if (req.path === '/me')
        sendJson(res, 200, {
          ...INSTAGRAM_DEMO_USER,
          profile_picture_url: cdnUrl(baseOf(req, this.name), 0, CDN_TTL_SECONDS),
          followers_count: 1200,
          media_count: this.media.length,
        });
      else this.mediaPage(req, res);
      return true;
    }
    return serveCdn(req, res);
  }

  private authorize(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== this.client.id || !redirectUri || q.get('response_type') !== 'code') {
      sendAuthorizeError(res, 'Invalid platform app');
      return true;
    }
    const scopes = (q.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
    if (!scopes.includes('instagram_business_basic')) {
      sendAuthorizeError(res, 'Invalid Scopes: the app asked for none Everlink may use.');
      return true;
    }
    const decision = decisionOf(req);
    if (!decision) {
      sendConsentPage(res, { provider: 'Instagram', account: INSTAGRAM_DEMO_USER.username, scopes });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow)
      redirect(
        res,
        withQuery(redirectUri, {
          error: 'access_denied',
          error_reason: 'user_denied',
          error_description: 'The user denied your request.',
          state,
        }),
      );
    // Instagram ends the redirect with `#_`, which careless code copies into the code.
    else
      redirect(
        res,
        `${withQuery(redirectUri, { code: this.codes.issue({ clientId: this.client.id, redirectUri, scope: scopes.join(',') }, 'AQB'), state })}#_`,
      );
    return true;
  }

  private async exchange(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (await this.faults.apply('exchange', req, res)) return true;
    const form = formOf(req);
    if (form.get('client_id') !== this.client.id || form.get('client_secret') !== this.client.secret) {
      sendJson(res, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid platform app' });
      return true;
    }
    const grant = form.get('grant_type') === 'authorization_code' ? this.codes.take(form.get('code') ?? '') : undefined;
    if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
      sendJson(res, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' });
      return true;
    }
    // The token-exchange user_id can differ from /me's id: the app takes /me's as the account.
    const token = {
      access_token: this.shortTokens.token('access'),
      user_id: INSTAGRAM_DEMO_USER.user_id,
      permissions: grant.scope,
    };
    sendJson(res, 200, this.flatTokenAnswer ? token : { data: [token] });
    return true;
  }

  private async longLived(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (await this.faults.apply('long', req, res)) return true;
    if (req.query.get('grant_type') !== 'ig_exchange_token' || req.query.get('client_secret') !== this.client.secret) {
      graphError(res, 'Unsupported grant type', 100, 'IGApiException');
      return true;
    }
    if (!this.shortTokens.accessTokens.delete(req.query.get('access_token') ?? '')) {
      invalidToken(res);
      return true;
    }
    sendJson(res, 200, {
      access_token: this.tokens.token('access'),
      token_type: 'bearer',
      expires_in: INSTAGRAM_LONG_LIVED_SECONDS - 56,
    });
    return true;
  }

  private refresh(req: FakeRequest, res: ServerResponse): boolean {
    if (req.query.get('grant_type') !== 'ig_refresh_token') {
      graphError(res, 'Unsupported grant type', 100, 'IGApiException');
      return true;
    }
    const token = req.query.get('access_token') ?? '';
    const failure = this.tokens.interceptFailure(token, res, req);
    if (failure === 'answered') return true;
    if (failure === 'invalid_grant' || !this.tokens.accessTokens.has(token)) {
      invalidToken(res);
      return true;
    }
    sendJson(res, 200, {
      access_token: this.tokens.token('access'),
      token_type: 'bearer',
      expires_in: INSTAGRAM_LONG_LIVED_SECONDS,
    });
    return true;
  }

  /** `/me/media`: pages of `limit`, with `paging.next` while more remain. */
  private mediaPage(req: FakeRequest, res: ServerResponse): void {
    const base = baseOf(req, this.name);
    const limit = Math.min(Number(req.query.get('limit') ?? 25) || 25, 100);
    const after = Number(req.query.get('after') ?? 0) || 0;
    const page = this.media.slice(after, after + limit);
    const data = page.map((m, i) => ({
      id: m.id,
      ...(m.caption !== undefined ? { caption: m.caption } : {}),
      media_type: m.media_type,
      media_url:
        m.media_type === 'VIDEO' ? `${base}/cdn/video-${m.id}.mp4` : cdnUrl(base, after + i + 1, CDN_TTL_SECONDS),
      ...(m.media_type === 'VIDEO' ? { thumbnail_url: cdnUrl(base, after + i + 1, CDN_TTL_SECONDS) } : {}),
      permalink: `https://www.instagram.com/p/${m.id}/`,
      timestamp: m.timestamp,
      username: INSTAGRAM_DEMO_USER.username,
    }));
    const more = after + limit < this.media.length;
    const next = new URLSearchParams(req.query);
    next.set('after', String(after + limit));
    sendJson(res, 200, {
      data,
      paging: {
        cursors: { before: String(after), after: String(after + limit) },
        ...(more ? { next: `${base}/me/media?${next}` } : {}),
      },
    });
  }
}
