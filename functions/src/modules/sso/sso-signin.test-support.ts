import { collections } from '../../platform/store/collections';
import { seal } from '../../integrations/core/vault';
import type { TestContext, TestUser } from '../../../test/harness.test-support';
import { ssoSecretContext } from './sso-oidc';

/**
 * A company connected to an OIDC provider with a verified domain, written as the admin side
 * (s5-ssoconfig's routes) leaves them: the sign-in side's tests need a configured company.
 */
export async function connectOidc(
  t: TestContext,
  input: {
    companyId: string;
    by: string;
    issuer: string;
    clientId: string;
    clientSecret: string;
    domain: string;
    enforced?: boolean;
    slug?: string;
  },
): Promise<string> {
  const providerId = `oidc.${input.slug ?? 'northwind'}`;
  const at = t.clock.now().toISOString();
  const key = t.deps.config.integrations.tokenKey;
  if (!key) throw new Error('no token key in tests');
  await collections(t)
    .ssoConnections.doc(input.companyId)
    .set({
      companyId: input.companyId,
      type: 'oidc',
      providerId,
      displayName: 'Northwind directory',
      issuer: input.issuer,
      clientId: input.clientId,
      hasClientSecret: true,
      callbackUrl: `${t.deps.config.publicUrl}/sso/callback`,
      enforced: input.enforced ?? false,
      updatedAt: at,
      updatedBy: input.by,
      clientSecretSealed: seal(key, input.clientSecret, ssoSecretContext(input.companyId)),
      x509Certificates: [],
    });
  await collections(t)
    .ssoDomains.doc(input.domain)
    .set({ domain: input.domain, companyId: input.companyId, verifiedAt: at });
  return providerId;
}

const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** Signs in to the Auth emulator with a provider's ID token, as the web SDK's signInWithCredential does. */
export async function signInWithIdp(
  providerId: string,
  idToken: string,
  samlResponse?: unknown,
): Promise<TestUser & { raw: Record<string, unknown> }> {
  const postBody = new URLSearchParams({ providerId, id_token: idToken });
  if (samlResponse) postBody.set('SAMLResponse', JSON.stringify(samlResponse));
  const res = await fetch(`${emulator()}/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestUri: 'http://localhost', returnSecureToken: true, postBody: postBody.toString() }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`signInWithIdp failed: ${res.status} ${JSON.stringify(body)}`);
  const token = body.idToken as string;
  return {
    uid: body.localId as string,
    email: body.email as string,
    password: '',
    idToken: token,
    headers: { Authorization: `Bearer ${token}` },
    raw: body,
  };
}

/** Follows the provider's redirects with its cookies, as a browser does, until it leaves the provider. */
async function follow(url: string, jar: Map<string, string>, init: RequestInit = {}): Promise<Response> {
  let next = url;
  let request = init;
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(next, { ...request, redirect: 'manual', headers: { ...(request.headers ?? {}), cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return res;
    next = new URL(location, next).href;
    if (!next.startsWith(new URL(url).origin)) return Response.redirect(next, 303);
    request = {};
  }
  throw new Error('too many redirects');
}

/**
 * Signs in at the directory's login page as a browser would: the authorization URL, the page
 * listing the people, the form posted for one of them. Answers where the provider sends the
 * person back (`<redirect_uri>?code&state&iss`).
 */
export async function signInAtDirectory(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  const page = await follow(authorizationUrl, jar);
  if (page.status !== 200) throw new Error(`login page: ${page.status} ${await page.text()}`);
  const html = await page.text();
  const action = html.match(/action="([^"]+)"/)?.[1];
  if (!action || !html.includes(`value="${accountId}"`)) throw new Error(`no login form for ${accountId}: ${html}`);
  const back = await follow(new URL(action, authorizationUrl).href, jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ accountId }).toString(),
  });
  const location = back.headers.get('location');
  if (!location) throw new Error(`the directory did not send the person back: ${back.status} ${await back.text()}`);
  return new URL(location);
}
