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

export const CALENDLY_ACCESS_SECONDS = 2 * 3600;

export const CALENDLY_DEMO_USER = {
  uri: 'https://api.calendly.com/users/EVERLINKDEMO0001',
  name: 'Everlink Demo',
  slug: 'everlink-demo',
  email: 'demo@calendly.example',
  scheduling_url: 'https://calendly.com/everlink-demo',
  timezone: 'Europe/Berlin',
  avatar_url: null,
  current_organization: 'https://api.calendly.com/organizations/EVERLINKORG01',
};

export interface FakeEventType {
  uri: string;
  name: string;
  active: boolean;
  secret: boolean;
  duration: number;
  scheduling_url: string;
}

const eventType = (
  slug: string,
  name: string,
  duration: number,
  flags: Partial<FakeEventType> = {},
): FakeEventType => ({
  uri: `https://api.calendly.com/event_types/${slug.toUpperCase()}`,
  name,
  active: true,
  secret: false,
  duration,
  scheduling_url: `https://calendly.com/everlink-demo/${slug}`,
  ...flags,
});

export const CALENDLY_DEMO_EVENT_TYPES: FakeEventType[] = [
  eventType('intro-call', 'Intro call', 15),
  eventType('product-demo', 'Product demo', 30),
  eventType('board-prep', 'Board prep', 60, { secret: true }),
  eventType('old-workshop', 'Old workshop', 90, { active: false }),
];

const unauthenticated = (res: ServerResponse) =>
  sendJson(res, 401, { title: 'Unauthenticated', message: 'The access token is invalid' });

/**
 * Calendly API v2 with OAuth: the consent page and token, refresh (single-use refresh tokens)
 * and revoke calls of auth.calendly.com, and `/users/me` and `/event_types` of api.calendly.com.
 * Endpoint names for faults: token, refresh, revoke, me, event_types.
 */
export class CalendlyFake implements FakeProvider {
  readonly name = 'calendly';
  readonly tokens = new TokenLedger('cal');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  eventTypes: FakeEventType[] = [...CALENDLY_DEMO_EVENT_TYPES];
  readonly revoked: string[] = [];

  constructor(private readonly client = { id: 'calendly-demo-client', secret: 'calendly-demo-secret' }) {}

  grant(): { accessToken: string; refreshToken: string; expiresIn: number } {
    return this.tokens.pair(CALENDLY_ACCESS_SECONDS);
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path === '/oauth/authorize') return this.authorize(req, res);
    if (req.method === 'POST' && req.path === '/oauth/token') return this.token(req, res);
    if (req.method === 'POST' && req.path === '/oauth/revoke') {
      if (await this.faults.apply('revoke', req, res)) return true;
      const form = formOf(req);
      if (form.get('client_id') !== this.client.id || form.get('client_secret') !== this.client.secret) {
        sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
        return true;
      }
      const token = form.get('token') ?? '';
      this.tokens.revoke(token);
      this.revoked.push(token);
      res.writeHead(200);
      res.end();
      return true;
    }
    if (req.method === 'GET' && req.path === '/users/me') {
      if (await this.faults.apply('me', req, res)) return true;
      if (!this.tokens.honours(req)) unauthenticated(res);
      else
        sendJson(res, 200, {
          resource: {
            ...CALENDLY_DEMO_USER,
            resource_type: 'User',
            locale: 'en',
            created_at: '2024-01-01T00:00:00.000000Z',
            updated_at: '2026-11-01T00:00:00.000000Z',
          },
        });
      return true;
    }
    if (req.method === 'GET' && req.path === '/event_types') {
      if (await this.faults.apply('event_types', req, res)) return true;
      if (!this.tokens.honours(req)) {
        unauthenticated(res);
        return true;
      }
      if (!req.query.get('user') && !req.query.get('organization')) {
        sendJson(res, 400, {
          title: 'Invalid Argument',
          message: 'The supplied parameters are invalid.',
          details: [{ parameter: 'user', message: 'user or organization is required' }],
        });
        return true;
      }
      const mine = req.query.get('user') === CALENDLY_DEMO_USER.uri;
      const activeOnly = req.query.get('active') === 'true';
      const collection = mine ? this.eventTypes.filter((e) => !activeOnly || e.active) : [];
      sendJson(res, 200, {
        collection: collection.map((e) => ({
          ...e,
          slug: e.scheduling_url.split('/').at(-1),
          kind: 'solo',
          type: 'StandardEventType',
          color: '#0069ff',
          description_plain: null,
          profile: { name: CALENDLY_DEMO_USER.name, owner: CALENDLY_DEMO_USER.uri },
        })),
        pagination: {
          count: collection.length,
          next_page: null,
          previous_page: null,
          next_page_token: null,
          previous_page_token: null,
        },
      });
      return true;
    }
    return false;
  }

  private authorize(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== this.client.id || !redirectUri || q.get('response_type') !== 'code') {
      sendAuthorizeError(res, 'The client identifier provided is invalid.');
      return true;
    }
    const decision = decisionOf(req);
    if (!decision) {
      sendConsentPage(res, {
        provider: 'Calendly',
        account: CALENDLY_DEMO_USER.email,
        scopes: ['See your profile and your event types'],
      });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow)
      redirect(
        res,
        withQuery(redirectUri, {
          error: 'access_denied',
          error_description: 'The resource owner denied the request.',
          state,
        }),
      );
    else
      redirect(
        res,
        withQuery(redirectUri, {
          code: this.codes.issue({ clientId: this.client.id, redirectUri, scope: 'default' }),
          state,
        }),
      );
    return true;
  }

  private async token(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const form = formOf(req);
    if (form.get('client_id') !== this.client.id || form.get('client_secret') !== this.client.secret) {
      sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
      return true;
    }
    if (form.get('grant_type') === 'authorization_code') {
      if (await this.faults.apply('token', req, res)) return true;
      const grant = this.codes.take(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
        sendJson(res, 400, {
          error: 'invalid_grant',
          error_description:
            'The provided authorization grant is invalid, expired, revoked, or was issued to another client.',
        });
        return true;
      }
      this.issue(res);
      return true;
    }
    if (form.get('grant_type') !== 'refresh_token') {
      sendJson(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported.',
      });
      return true;
    }
    const refreshToken = form.get('refresh_token') ?? '';
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    if (await this.faults.apply('refresh', req, res)) return true;
    if (failure === 'invalid_grant' || !this.tokens.refreshTokens.delete(refreshToken)) {
      sendJson(res, 400, {
        error: 'invalid_grant',
        error_description:
          'The provided authorization grant is invalid, expired, revoked, or was issued to another client.',
      });
      return true;
    }
    this.issue(res);
    return true;
  }

  private issue(res: ServerResponse): void {
    sendJson(res, 200, {
      token_type: 'Bearer',
      access_token: this.tokens.token('access'),
      refresh_token: this.tokens.token('refresh'),
      scope: 'default',
      created_at: Math.floor(Date.now() / 1000),
      expires_in: CALENDLY_ACCESS_SECONDS,
      owner: CALENDLY_DEMO_USER.uri,
      organization: CALENDLY_DEMO_USER.current_organization,
    });
  }
}
