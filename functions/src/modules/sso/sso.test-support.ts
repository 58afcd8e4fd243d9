import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import * as samlify from 'samlify';
import {
  createTestContext,
  createUser,
  type TestContext,
  type TestContextOptions,
  type TestUser,
} from '../../../test/harness.test-support';
import type { SqliteStore } from '../../platform/store/sqlite-store';
import { createCompany, join } from '../../../test/world.test-support';
import type { ProviderFakes } from '../../../test/fakes';

/** The world of the SSO admin tests: Acme's admin and an employee, and Globex's admin. */
export interface SsoWorld {
  t: TestContext;
  admin: TestUser;
  employee: TestUser;
  globexAdmin: TestUser;
  companyId: string;
  globexId: string;
}

export async function ssoWorld(fakes: ProviderFakes, options: TestContextOptions = {}): Promise<SsoWorld> {
  const t = await createTestContext({ DNS_SERVER: fakes.dnsServer }, options);
  const [admin, employee, globexAdmin] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    createUser(t, { firstName: 'Rey', lastName: 'Seller' }),
    createUser(t, { firstName: 'Gil', lastName: 'Globex' }),
  ]);
  const companyId = (await createCompany(t, admin, 'Acme')).id;
  const globexId = (await createCompany(t, globexAdmin, 'Globex')).id;
  await join(t, companyId, admin, employee);
  return { t, admin, employee, globexAdmin, companyId, globexId };
}

/** An OIDC issuer on loopback serving its discovery document (`issuerInDoc` to make it lie). */
export interface FakeIssuer {
  url: string;
  issuerInDoc?: string;
  close(): Promise<void>;
}

export async function startIssuer(): Promise<FakeIssuer> {
  const issuer: FakeIssuer = { url: '', close: async () => undefined };
  const server: Server = createServer((req, res) => {
    if (req.url !== '/oidc/.well-known/openid-configuration') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        issuer: issuer.issuerInDoc ?? issuer.url,
        authorization_endpoint: `${issuer.url}/auth`,
        token_endpoint: `${issuer.url}/token`,
        jwks_uri: `${issuer.url}/jwks`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  issuer.close = () => new Promise((resolve) => server.close(() => resolve()));
  return issuer;
}

const pemOf = (name: string) => readFileSync(new URL(`../../../test/fixtures/sso/${name}`, import.meta.url), 'utf8');
export const SIGNING_PEM = pemOf('idp-signing.pem');
export const NEXT_SIGNING_PEM = pemOf('idp-signing-next.pem');
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s+/g, '');

/** An identity provider's metadata as samlify writes it, with two signing certificates (rotation). */
export function idpMetadata(entityID = 'https://idp.acme.test/metadata'): string {
  return samlify
    .IdentityProvider({
      entityID,
      signingCert: [bare(SIGNING_PEM), bare(NEXT_SIGNING_PEM)] as unknown as string,
      singleSignOnService: [
        { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', Location: 'https://idp.acme.test/sso/post' },
        { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: 'https://idp.acme.test/sso' },
      ],
    })
    .getMetadata();
}

/** Publishes a TXT record in the DNS fake, over its HTTP side as the local stack does. */
export async function publishTxt(fakes: ProviderFakes, name: string, values: string[]): Promise<void> {
  const res = await fetch(`${fakes.url}/dns/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, values }),
  });
  if (!res.ok) throw new Error(`DNS fake refused: ${res.status}`);
}

/** The company's identity events, newest first, as an admin reads the audit. */
export async function identityEvents(
  w: SsoWorld,
): Promise<{ event: string; target?: string; by?: string; byName?: string }[]> {
  const res = await w.t.api.get(`/v1/company/${w.companyId}/api-keys/audit?limit=100`).set(w.admin.headers);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/**
 * The app's store with its transactions failing while `outage.on` (a store outage between the two
 * writes of a configuration): everything else goes to the SQLite store as it is.
 */
export function storeWithOutage(outage: { on: boolean }) {
  return (store: SqliteStore): SqliteStore =>
    new Proxy(store, {
      get(target, prop) {
        if (prop === 'runTransaction' && outage.on)
          return () => Promise.reject(new Error('store unavailable (test outage)'));
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
}
