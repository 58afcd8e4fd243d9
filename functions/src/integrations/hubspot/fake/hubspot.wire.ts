import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, type FakeRequest } from '../../core/fake/http';

/**
 * HubSpot's wire conventions, shared by the fake's endpoints: the error body
 * (`{status: "error", message, correlationId, category, …}`), the 429 bodies the SDK's retry
 * decorator reads (`policyName`, the search limit's message) and the rate-limit headers.
 */

export function hsError(
  res: ServerResponse,
  status: number,
  category: string,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  sendJson(res, status, { status: 'error', message, correlationId: randomUUID(), category, ...extra });
}

/** One property refusal inside a VALIDATION_ERROR's message, as HubSpot serializes them. */
export interface PropertyRefusal {
  name: string;
  error: string;
  message: string;
}

/** HubSpot puts the refusals, JSON-encoded, inside the message of one VALIDATION_ERROR. */
export function propertyRefusal(res: ServerResponse, refusals: PropertyRefusal[]): void {
  const detail = refusals.map((r) => ({
    isValid: false,
    message: r.message,
    error: r.error,
    name: r.name,
    localizedErrorMessage: r.message,
  }));
  hsError(res, 400, 'VALIDATION_ERROR', `Property values were not valid: ${JSON.stringify(detail)}`);
}

/** The JSON body, or undefined after answering HubSpot's refusal of an unreadable one. */
export function jsonOf<T>(req: FakeRequest, res: ServerResponse): T | undefined {
  try {
    const body = JSON.parse(req.body) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as T;
  } catch {
    // answered below, as HubSpot does for any body it cannot read
  }
  hsError(res, 400, 'VALIDATION_ERROR', 'Invalid input JSON on line 1, column 1: Cannot construct instance');
  return undefined;
}

/** A 429 the way each limit words it. */
export type HubspotLimit = 'TEN_SECONDLY_ROLLING' | 'DAILY' | 'SECONDLY';

export function sendRateLimited(res: ServerResponse, limit: HubspotLimit): void {
  const body =
    limit === 'SECONDLY'
      ? { status: 'error', message: 'You have reached your secondly limit.', errorType: 'RATE_LIMIT' }
      : {
          status: 'error',
          message: `You have reached your ${limit.toLowerCase()} limit.`,
          errorType: 'RATE_LIMIT',
          policyName: limit,
        };
  sendJson(res, 429, { ...body, correlationId: randomUUID() });
}

/**
 * What a test can make an endpoint answer once: a 429 of a limit, HubSpot's own 500, a 200 whose
 * JSON breaks off (`MALFORMED_JSON`), or a load balancer's bare 502 (`BAD_GATEWAY`, no content type).
 */
export type HubspotFailure = HubspotLimit | 'INTERNAL_ERROR' | 'MALFORMED_JSON' | 'BAD_GATEWAY';

export function sendFailure(res: ServerResponse, failure: HubspotFailure): void {
  if (failure === 'INTERNAL_ERROR') return hsError(res, 500, 'INTERNAL_ERROR', 'internal error');
  if (failure === 'MALFORMED_JSON') {
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end('{"status":"COMPLETE","results":[{"id":"5');
    return;
  }
  if (failure === 'BAD_GATEWAY') {
    res.writeHead(502);
    res.end('Bad Gateway');
    return;
  }
  sendRateLimited(res, failure);
}

/**
 * The app's rolling window per portal (OAuth apps: 100 requests per 10 s). Each API answer
 * carries the headers; past the cap the answer is a 429 TEN_SECONDLY_ROLLING. OAuth calls get
 * no daily headers, as HubSpot sends none for them.
 */
export class RateWindow {
  max = 100;
  intervalMs = 10_000;
  private calls: number[] = [];

  /** Counts the call and sets the headers; false when the window is full. */
  take(res: ServerResponse, now = Date.now()): boolean {
    this.calls = this.calls.filter((at) => now - at < this.intervalMs);
    const allowed = this.calls.length < this.max;
    if (allowed) this.calls.push(now);
    res.setHeader('X-HubSpot-RateLimit-Max', String(this.max));
    res.setHeader('X-HubSpot-RateLimit-Remaining', String(Math.max(0, this.max - this.calls.length)));
    res.setHeader('X-HubSpot-RateLimit-Interval-Milliseconds', String(this.intervalMs));
    return allowed;
  }
}

/** What an access token may do, and until when. */
export interface AccessGrant {
  scopes: string[];
  expiresAt: number;
  refreshToken?: string;
}

/** Answers 401 (unknown, revoked or expired token) or 403 (scope missing); true when the call may go on. */
export function authorize(
  grant: AccessGrant | undefined,
  required: string,
  res: ServerResponse,
  now = Date.now(),
): boolean {
  if (!grant) {
    hsError(
      res,
      401,
      'INVALID_AUTHENTICATION',
      'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
    );
    return false;
  }
  if (grant.expiresAt <= now) {
    const minutes = Math.max(1, Math.round((now - grant.expiresAt) / 60_000));
    hsError(
      res,
      401,
      'EXPIRED_AUTHENTICATION',
      `The OAuth token used to make this call expired ${minutes} minute(s) ago.`,
    );
    return false;
  }
  if (!grant.scopes.includes(required)) {
    hsError(
      res,
      403,
      'MISSING_SCOPES',
      "This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.",
      {
        errors: [
          {
            message: 'One or more of the following scopes are required.',
            context: { requiredGranularScopes: [required] },
          },
        ],
        links: { scopes: 'https://developers.hubspot.com/scopes' },
      },
    );
    return false;
  }
  return true;
}
