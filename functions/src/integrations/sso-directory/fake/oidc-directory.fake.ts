import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';
import { esc } from '../../../platform/html';
import { samlDirectory } from './saml-idp.fake';
import { DIRECTORY_CLIENT, DIRECTORY_PEOPLE, type DirectoryPerson } from './directory-people';

export { DIRECTORY_CLIENT, DIRECTORY_DOMAIN, DIRECTORY_PEOPLE, type DirectoryPerson } from './directory-people';

/**
 * The local "company directory" (docs/sso.md): a real OpenID Provider (oidc-provider 9) on
 * loopback with a small table of demo people, for `npm start`, the end-to-end run and the API
 * tests, and the same people's SAML IdP on the same server (saml-idp.fake.ts). A plain login page lists the people; consent is skipped for the first-party client
 * `everlink`. Test and demo code only: never in the deployed bundle.
 */

/** Where the web app takes the provider's answer, for the hosting origins and Vite's dev server. */
export const DIRECTORY_REDIRECT_URIS = [5000, 5100, 5173].flatMap((port) =>
  ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${port}/sso/callback`),
);

export interface CompanyDirectory {
  /** The issuer (its origin), to configure as the company's OIDC provider (OIDC_DEV_ISSUER). */
  issuer: string;
  /** The same people's SAML IdP (saml-idp.fake.ts): its metadata, to import as the company's SAML provider. */
  samlMetadataUrl: string;
  close(): Promise<void>;
}

const claimsOf = (p: DirectoryPerson) => ({
  sub: p.id,
  email: p.email,
  email_verified: p.emailVerified,
  name: `${p.givenName} ${p.familyName}`,
  given_name: p.givenName,
  family_name: p.familyName,
  title: p.title,
  department: p.department,
});

function loginPage(uid: string, hint: unknown): string {
  const rows = DIRECTORY_PEOPLE.map((p) => {
    const checked = p.email === hint ? ' checked' : '';
    return `<li><label><input type="radio" name="accountId" value="${esc(p.id)}" required${checked}> ${esc(
      `${p.givenName} ${p.familyName}`,
    )} — ${esc(p.title)}, ${esc(p.department)} (${esc(p.email)})</label></li>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northwind directory — sign in</title></head>
<body><main><h1>Northwind directory</h1>
<form method="post" action="/interaction/${esc(uid)}/login">
<fieldset><legend>Sign in as</legend><ul>${rows}</ul></fieldset>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST' && req.url?.endsWith('/login')) {
    const accountId = (await formOf(req)).get('accountId') ?? '';
    if (!DIRECTORY_PEOPLE.some((p) => p.id === accountId)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(details.uid, details.params.login_hint));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(loginPage(details.uid, details.params.login_hint));
}

/** Starts the directory on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startCompanyDirectory(
  options: { port?: number; redirectUris?: string[] } = {},
): Promise<CompanyDirectory> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DIRECTORY_CLIENT.clientId,
        client_secret: DIRECTORY_CLIENT.clientSecret,
        redirect_uris: options.redirectUris ?? DIRECTORY_REDIRECT_URIS,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'title', 'department'],
    },
    // Else email and profile claims go only to /me, and Everlink reads them from the ID token.
    conformIdTokenClaims: false,
    cookies: { keys: ['company-directory-dev-only'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    async findAccount(_ctx: unknown, id: string) {
      const found = DIRECTORY_PEOPLE.find((p) => p.id === id);
      return found && { accountId: id, claims: async () => claimsOf(found) };
    },
    // Everlink is the directory's own first-party app: no consent screen.
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session, result, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  const saml = samlDirectory(issuer);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (saml.handle(req, res)) return;
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    interaction(provider, req, res).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? error.message : 'Bad request');
    });
  });
  return {
    issuer,
    samlMetadataUrl: saml.metadataUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
