import { expect } from 'vitest';
import type { TestContext, TestUser } from '../harness.test-support';
import { clickConsent } from '../../src/integrations/core/fake/consent';
import type { TokenLedger } from '../../src/integrations/core/fake/oauth-tokens';

/**
 * The OAuth dance through the API, as the web app and a person's browser do it: ask the API
 * for the consent URL, click "Allow" on the fake's page, and hand the code and state the
 * provider sent back to the API.
 */

export async function authorizeUrlFor(t: TestContext, user: TestUser, slug: string): Promise<URL> {
  const res = await t.api.get(`/v1/${slug}/oauth`).set(user.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.data.url);
}

/** The code and state, after "Allow" on the consent page (with the page's extra fields). */
export async function approve(
  t: TestContext,
  user: TestUser,
  slug: string,
  fields: Record<string, string> = {},
): Promise<{ code: string; state: string; location: string }> {
  const url = await authorizeUrlFor(t, user, slug);
  const { location, query } = await clickConsent(url.toString(), 'allow', fields);
  // The provider sends the browser back to the app's /integrations screen.
  expect(location.startsWith(`${t.deps.config.publicUrl}/integrations?`)).toBe(true);
  return { code: query.get('code')!, state: query.get('state')!, location };
}

/** A whole dance: answers the API's answer to the code. */
export async function connectThroughApi(
  t: TestContext,
  user: TestUser,
  slug: string,
  fields: Record<string, string> = {},
) {
  const { code, state } = await approve(t, user, slug, fields);
  return t.api.post(`/v1/${slug}/oauth`).set(user.headers).send({ code, state });
}

/** No answer of ours may carry a provider token. */
export function expectNoTokens(body: unknown, ...ledgers: TokenLedger[]): void {
  const text = JSON.stringify(body ?? null);
  for (const ledger of ledgers) for (const token of ledger.issued) expect(text).not.toContain(token);
}
