import { baseURL } from './journeys.test-support';

/**
 * The demo company's single sign-on, as the seed leaves it (functions/scripts/seed/sso.ts): Acme
 * connected to the local company directory with its domain verified, not enforced. The SSO
 * journeys start from a company with none and leave it as they found it.
 */

export const fakesUrl = process.env.E2E_FAKES_URL ?? 'http://127.0.0.1:4700';
/** The company directory's OIDC provider (functions/src/integrations/sso-directory/fake), beside the fakes. */
export const DIRECTORY = {
  issuer: process.env.E2E_OIDC_ISSUER ?? 'http://127.0.0.1:4701',
  clientId: 'everlink',
  clientSecret: 'everlink-directory-secret',
  domain: 'northwind.test',
  displayName: 'Northwind directory',
};

/** Warms the functions emulator: a cold instance per parallel request otherwise takes 20 s or answers 504 on a busy machine. */
export async function warmFunctions(): Promise<void> {
  await Promise.all(Array.from({ length: 6 }, () => fetch(`${baseURL}/v1/health`)));
}

function companySso(adminToken: string, companyId: string) {
  return async (method: string, path: string, body?: unknown): Promise<Response> => {
    const res = await fetch(`${baseURL}/v1/company/${companyId}/sso${path}`, {
      method,
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Absent already (404) is as good as removed.
    if (!res.ok && res.status !== 404) throw new Error(`${method} sso${path}: ${res.status} ${await res.text()}`);
    return res;
  };
}

/** No provider, no claim on the directory's domain, nothing enforced. */
export async function clearSso(adminToken: string, companyId: string): Promise<void> {
  const api = companySso(adminToken, companyId);
  const connection = (await (await api('GET', '')).json()) as { data: unknown };
  if (connection.data) await api('PUT', '/enforcement', { enforced: false });
  await api('DELETE', `/domains/${DIRECTORY.domain}`);
  await api('DELETE', '');
}

/** The seed's setup again: the directory connected and its domain proved at the DNS fake. */
export async function connectDirectory(adminToken: string, companyId: string): Promise<void> {
  const api = companySso(adminToken, companyId);
  const claim = (await (await api('POST', '/domains', { domain: DIRECTORY.domain })).json()) as {
    data: { recordName: string; recordValue: string };
  };
  const published = await fetch(`${fakesUrl}/dns/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: claim.data.recordName, values: [claim.data.recordValue] }),
  });
  if (!published.ok) throw new Error(`DNS fake: ${published.status}`);
  const verified = (await (await api('POST', `/domains/${DIRECTORY.domain}/verify`)).json()) as {
    data: { status: string };
  };
  if (verified.data.status !== 'verified') throw new Error(`${DIRECTORY.domain}: ${JSON.stringify(verified.data)}`);
  const { issuer, clientId, clientSecret, displayName } = DIRECTORY;
  await api('PUT', '', { type: 'oidc', displayName, issuer, clientId, clientSecret });
}
