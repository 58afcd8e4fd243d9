import { randomUUID } from 'node:crypto';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompany } from '../../../test/world.test-support';
import type { ProviderFakes } from '../../../test/fakes';
import { idpMetadata, publishTxt, type FakeIssuer } from './sso.test-support';
import { DOMAIN_RULE_CACHE_MS } from './sso-enforcement';

/** The admin's answer to a route, or the test stops with what it said. */
async function ok(res: { status: number; body: { data?: unknown } }, expected = 200): Promise<unknown> {
  if (res.status !== expected) throw new Error(`expected ${expected}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * Claims and proves a domain as the company's admin does: the claim, its TXT record published at
 * the DNS fake (the test context made with `DNS_SERVER: fakes.dnsServer`), the check.
 */
async function proveDomain(
  t: TestContext,
  fakes: ProviderFakes,
  input: { companyId: string; admin: TestUser; domain: string },
): Promise<void> {
  const base = `/v1/company/${input.companyId}/sso/domains`;
  const claim = (await ok(await t.api.post(base).set(input.admin.headers).send({ domain: input.domain }), 201)) as {
    recordName: string;
    recordValue: string;
  };
  await publishTxt(fakes, claim.recordName, [claim.recordValue]);
  const verified = (await ok(await t.api.post(`${base}/${input.domain}/verify`).set(input.admin.headers))) as {
    status: string;
  };
  if (verified.status !== 'verified') throw new Error(`${input.domain} not verified: ${JSON.stringify(verified)}`);
}

/** A company whose owner's address is on its own domain, connected to `issuer` (the enforcement tests' world). */
export interface OwnedDomain {
  t: TestContext;
  owner: TestUser;
  companyId: string;
  providerId: string;
}

/**
 * Olga owns `companyName`, proves `domain` and connects it to `issuer` (enforced if asked), in a
 * fresh test context; the clock is then moved past the domain rule's cache, where her own calls
 * left the domain's earlier rule (none).
 */
export async function ownedDomain(
  fakes: ProviderFakes,
  issuer: FakeIssuer,
  input: { domain: string; companyName: string; enforced: boolean },
): Promise<OwnedDomain> {
  const t = await createTestContext({ DNS_SERVER: fakes.dnsServer });
  const owner = await createUser(t, {
    email: `olga-${randomUUID().slice(0, 8)}@${input.domain}`,
    firstName: 'Olga',
    lastName: 'Owner',
  });
  const companyId = (await createCompany(t, owner, input.companyName)).id;
  const providerId = await connectOidc(t, fakes, {
    companyId,
    admin: owner,
    issuer: issuer.url,
    clientId: 'everlink',
    clientSecret: 'secret',
    domain: input.domain,
    enforced: input.enforced,
  });
  t.clock.advance(DOMAIN_RULE_CACHE_MS);
  return { t, owner, companyId, providerId };
}

/**
 * A company connected to an OIDC provider with a verified domain (and enforced if asked), set up
 * through the admin's routes (docs/sso.md) as its admin would. Answers the provider id to sign in with.
 */
export async function connectOidc(
  t: TestContext,
  fakes: ProviderFakes,
  input: {
    companyId: string;
    admin: TestUser;
    issuer: string;
    clientId: string;
    clientSecret: string;
    domain: string;
    enforced?: boolean;
  },
): Promise<string> {
  const { companyId, admin, issuer, clientId, clientSecret } = input;
  const base = `/v1/company/${companyId}/sso`;
  await proveDomain(t, fakes, input);
  const connection = (await ok(
    await t.api
      .put(base)
      .set(admin.headers)
      .send({ type: 'oidc', displayName: 'Northwind directory', issuer, clientId, clientSecret }),
  )) as { providerId: string };
  if (input.enforced) await ok(await t.api.put(`${base}/enforcement`).set(admin.headers).send({ enforced: true }));
  return connection.providerId;
}

/** A company connected to a SAML provider by its metadata (the emulator never reads the XML), with a verified domain. */
export async function connectSaml(
  t: TestContext,
  fakes: ProviderFakes,
  input: { companyId: string; admin: TestUser; domain: string },
): Promise<string> {
  await proveDomain(t, fakes, input);
  const connection = (await ok(
    await t.api
      .put(`/v1/company/${input.companyId}/sso`)
      .set(input.admin.headers)
      .send({ type: 'saml', displayName: 'Northwind SAML', metadataXml: idpMetadata() }),
  )) as { providerId: string };
  return connection.providerId;
}

/**
 * Deletes the emulator's account for `email`, if any: an unverified address signing in with a new
 * provider is not linked to an existing account (the emulator answers `needConfirmation`, no token).
 */
export async function forgetAccount(t: TestContext, email: string): Promise<void> {
  const existing = await t.deps.auth.getUserByEmail(email).catch(() => null);
  if (existing) await t.deps.auth.deleteUser(existing.uid);
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
