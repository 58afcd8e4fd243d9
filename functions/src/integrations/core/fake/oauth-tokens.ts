import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FakeRequest } from './http';

/**
 * How a fake refuses a refresh: the provider's own refusal (token revoked or expired),
 * a server error, or a dropped connection.
 */
export type RefreshFailure = 'invalid_grant' | 'server_error' | 'network';

/** The tokens a fake provider has issued and still honours, and the failures a test asked for. */
export class TokenLedger {
  readonly accessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  private readonly failures = new Map<string, RefreshFailure>();
  /** Every token sent to the refresh endpoint, in order. */
  readonly refreshCalls: string[] = [];
  /** Every token ever issued, spent or not: tests check no answer of ours carries one. */
  readonly issued: string[] = [];

  constructor(private readonly prefix: string) {}

  token(kind: 'access' | 'refresh'): string {
    const value = `${this.prefix}-${kind}-${randomBytes(12).toString('hex')}`;
    (kind === 'access' ? this.accessTokens : this.refreshTokens).add(value);
    this.issued.push(value);
    return value;
  }

  /** An access and a refresh token, as a finished OAuth dance leaves them. */
  pair(expiresIn: number): { accessToken: string; refreshToken: string; expiresIn: number } {
    return { accessToken: this.token('access'), refreshToken: this.token('refresh'), expiresIn };
  }

  /** Whether the request's `Authorization: Bearer` token is an access token still honoured. */
  honours(req: FakeRequest): boolean {
    return this.accessTokens.has(bearerOf(req));
  }

  /** Forgets the token, access or refresh (RFC 7009: an unknown one is no error). */
  revoke(token: string): void {
    this.accessTokens.delete(token);
    this.refreshTokens.delete(token);
  }

  /** Makes the next refreshes presenting `token` (access or refresh token) fail. */
  failRefresh(token: string, failure: RefreshFailure): void {
    this.failures.set(token, failure);
  }

  /**
   * Notes the call; answers for the failures that are not the provider's own words (which each
   * fake words itself) and reports whether it answered.
   */
  interceptFailure(token: string, res: ServerResponse, req: FakeRequest): RefreshFailure | 'answered' | undefined {
    this.refreshCalls.push(token);
    const failure = this.failures.get(token);
    if (failure === 'network') {
      req.raw.socket.destroy();
      return 'answered';
    }
    if (failure === 'server_error') {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<html><body>Service Unavailable</body></html>');
      return 'answered';
    }
    return failure;
  }
}

/** The token of `Authorization: Bearer <token>`, or '' without one. */
export const bearerOf = (req: FakeRequest): string => req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';

/** `Authorization: Basic base64(id:secret)`, as OAuth confidential clients send it. */
export function basicCredentials(req: FakeRequest): { id: string; secret: string } | undefined {
  const match = req.headers.authorization?.match(/^Basic\s+(.+)$/i);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
