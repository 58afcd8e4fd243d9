import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formOf, type FakeRequest } from './http';

/**
 * The providers' consent pages, faked: a page a person can read and click ("Allow" or
 * "Cancel"), which sends the browser back to the app the way the provider does. The form posts
 * to the authorize URL itself, so each fake needs one route for both.
 */

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ConsentPage {
  /** "X", "Instagram"… */
  provider: string;
  /** Who is signed in at the provider. */
  account: string;
  /** What the app asks for, in words. */
  scopes: string[];
  /** Extra form fields (GoHighLevel's location picker). */
  fieldsHtml?: string;
}

export function sendConsentPage(res: ServerResponse, page: ConsentPage): void {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(page.provider)}: authorize Everlink</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}.fake{color:#8a6d00}</style></head><body>' +
    `<main><p class="fake">Local fake of ${esc(page.provider)}: nothing leaves this machine.</p>` +
    `<h1>Authorize Everlink to use your ${esc(page.provider)} account?</h1>` +
    `<p>Signed in as <strong>${esc(page.account)}</strong></p>` +
    `<p>Everlink will be able to:</p><ul>${page.scopes.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>` +
    `<form method="post">${page.fieldsHtml ?? ''}<button type="submit" name="decision" value="allow">Allow</button>` +
    '<button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>';
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** A provider's refusal to even show the page (unknown client, redirect URI not registered). */
export function sendAuthorizeError(res: ServerResponse, message: string): void {
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Error</title><h1>This link is not valid</h1><p>${esc(message)}</p>`);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

/** The person's answer on the consent page, or undefined for the page itself (GET). */
export function decisionOf(req: FakeRequest): { allow: boolean; form: URLSearchParams } | undefined {
  if (req.method !== 'POST') return undefined;
  const form = formOf(req);
  return { allow: form.get('decision') === 'allow', form };
}

export const withQuery = (url: string, params: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

/** What an authorization request asked for, kept with the code it produced. */
export interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge?: string;
  /** Anything else the provider ties to the code (GoHighLevel's location). */
  extra?: Record<string, string>;
}

/** Authorization codes: issued on "Allow", single-use, and refused once a test says so. */
export class AuthorizationCodes {
  private readonly issued = new Map<string, Grant>();
  private readonly refused = new Set<string>();

  issue(grant: Grant, prefix = 'code'): string {
    const code = `${prefix}-${randomBytes(12).toString('hex')}`;
    this.issued.set(code, grant);
    return code;
  }

  /** The next exchange of this code is refused as if it had expired. */
  refuse(code: string): void {
    this.refused.add(code);
  }

  /** Spends the code: its grant, or undefined for an unknown, used or refused one. */
  take(code: string): Grant | undefined {
    const grant = this.issued.get(code);
    this.issued.delete(code);
    if (this.refused.delete(code)) return undefined;
    return grant;
  }
}

/**
 * A browser's click on "Allow" (or "Cancel"), for API tests: opens the consent page, submits
 * the form and answers where the provider sends the browser back, with its query.
 */
export async function clickConsent(
  authorizeUrl: string,
  decision: 'allow' | 'deny' = 'allow',
  fields: Record<string, string> = {},
): Promise<{ location: string; query: URLSearchParams }> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`consent page: HTTP ${page.status} ${await page.text()}`);
  await page.text();
  const answer = await fetch(authorizeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision }).toString(),
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent: HTTP ${answer.status} ${await answer.text()}`);
  return { location, query: new URL(location).searchParams };
}
