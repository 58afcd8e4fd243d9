import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { ApiError, badRequest, notFound } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { SSO_MESSAGES, type SsoCallback, type SsoStart } from '../../contract/sso';
import { domainOfEmail } from './sso-enforcement';
import { issuerMetadata, oidcConnectionOf, verifyIdpIdToken } from './sso-oidc';
import { unsealSecret } from './sso.connection';
import { idpJson, IdpCallError } from './sso-http';

/**
 * The local stand-in for Identity Platform's OIDC handler (docs/sso.md, "Locally"): the Auth
 * emulator never calls an identity provider, so while it is used the server runs the code flow
 * itself — state, nonce and PKCE (S256) kept here, the code exchanged with the stored client
 * secret, the ID token verified — and the web signs in to the emulator with that token. Absent
 * (404) everywhere else: in production Identity Platform does all of this.
 */

/** How long an authorization may take, from start to callback. */
export const OIDC_STATE_MS = 10 * 60_000;
export const SSO_CALLBACK_PATH = '/sso/callback';

const random = () => randomBytes(32).toString('base64url');

function assertLocal(ctx: AppContext): void {
  if (!ctx.config.sso.localOidc) throw notFound();
}

/** Where the provider sends the person back: the web app they came from, when it is one of the app's origins. */
function redirectUriFor(ctx: AppContext, origin: string | undefined): string {
  const base = origin && ctx.config.allowedOrigins.includes(origin) ? origin : ctx.config.publicUrl;
  return `${base}${SSO_CALLBACK_PATH}`;
}

/** POST /v1/sso/oidc/start: the authorization URL of the company that holds the email's domain. */
export async function startOidc(ctx: AppContext, email: string, origin: string | undefined): Promise<SsoStart> {
  assertLocal(ctx);
  const holder = (await collections(ctx).ssoDomains.doc(domainOfEmail(email)).get()).data();
  const stored = holder && (await collections(ctx).ssoConnections.doc(holder.companyId).get()).data();
  if (!stored) throw notFound();
  const connection = oidcConnectionOf(stored);
  const metadata = await issuerMetadata(ctx, connection.issuer);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  const redirectUri = redirectUriFor(ctx, origin);
  const now = ctx.clock.now().getTime();
  await collections(ctx)
    .ssoOidcStates.doc(state)
    .set({
      companyId: connection.companyId,
      providerId: connection.providerId,
      nonce,
      codeVerifier,
      redirectUri,
      expiresAt: new Date(now + OIDC_STATE_MS).toISOString(),
      expireAt: new Date(now + OIDC_STATE_MS),
    });
  const url = new URL(metadata.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: connection.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    login_hint: email,
  }).toString();
  return { authorizationUrl: url.href };
}

const expired = () => new ApiError(400, SSO_MESSAGES.signInExpired, 'sso-state-invalid');

/** POST /v1/sso/oidc/callback: the code exchanged once for the provider's verified ID token. */
export async function finishOidc(ctx: AppContext, code: string, state: string): Promise<SsoCallback> {
  assertLocal(ctx);
  const ref = collections(ctx).ssoOidcStates.doc(state);
  // Taken in one transaction, so a state works once, whatever happens after.
  const pending = await ctx.store.runTransaction(async (tx) => {
    const found = (await tx.get(ref)).data();
    if (found) tx.delete(ref);
    return found;
  });
  if (!pending || Date.parse(pending.expiresAt) <= ctx.clock.now().getTime()) throw expired();
  const connection = oidcConnectionOf((await collections(ctx).ssoConnections.doc(pending.companyId).get()).data());
  if (connection.providerId !== pending.providerId) throw expired();
  if (!connection.clientSecretSealed) throw badRequest(SSO_MESSAGES.noProvider);
  const secret = unsealSecret(ctx, connection.companyId, connection.clientSecretSealed);
  const metadata = await issuerMetadata(ctx, connection.issuer);
  const basic = Buffer.from(`${encodeURIComponent(connection.clientId)}:${encodeURIComponent(secret)}`).toString(
    'base64',
  );
  let answer: Record<string, unknown>;
  try {
    answer = await idpJson(new URL(metadata.tokenEndpoint), {
      allowLoopback: ctx.config.sso.allowLoopbackIssuer,
      headers: { authorization: `Basic ${basic}` },
      form: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: pending.redirectUri,
        code_verifier: pending.codeVerifier,
      }),
    });
  } catch (error) {
    // The provider refused the code (used, expired or made up): the person starts again.
    if (error instanceof IdpCallError) throw expired();
    throw error;
  }
  if (typeof answer.id_token !== 'string') throw badRequest(SSO_MESSAGES.signInExpired);
  await verifyIdpIdToken(ctx, connection, answer.id_token, { nonce: pending.nonce, metadata });
  return { providerId: connection.providerId, idToken: answer.id_token };
}
