import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { AppContext } from '../../platform/context';
import { ApiError, badRequest } from '../../platform/errors';
import { SSO_MESSAGES } from '../../contract/sso';
import type { StoredSsoConnection } from './sso.model';
import { IdpCallError, idpJson } from './sso-http';

/**
 * The OIDC side Everlink checks itself (docs/sso.md): the issuer's discovery document and keys,
 * read through the SSRF rule, and an ID token verified against them with jose.
 */

export interface IssuerMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
}

/** A company's OIDC connection, or 400 when it has none (a SAML one, or none configured). */
export function oidcConnectionOf(connection: StoredSsoConnection | undefined): StoredSsoConnection & {
  issuer: string;
  clientId: string;
} {
  if (connection?.type !== 'oidc' || !connection.issuer || !connection.clientId)
    throw badRequest(SSO_MESSAGES.noProvider);
  return connection as StoredSsoConnection & { issuer: string; clientId: string };
}

const unreachable = () =>
  new ApiError(400, SSO_MESSAGES.issuerUnreachable, 'issuer-unreachable', { issuer: SSO_MESSAGES.issuerUnreachable });
const refused = () => new ApiError(403, SSO_MESSAGES.providerMismatch, 'provider-mismatch');

async function idpCall(
  ctx: AppContext,
  url: string,
  options: Omit<Parameters<typeof idpJson>[1], 'allowLoopback'> = {},
) {
  try {
    return await idpJson(new URL(url), { ...options, allowLoopback: ctx.config.sso.allowLoopbackIssuer });
  } catch (error) {
    if (error instanceof IdpCallError || error instanceof TypeError) {
      ctx.logger.warn({ err: error, url }, 'identity provider call failed');
      throw unreachable();
    }
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * `<issuer>/.well-known/openid-configuration`, which must name this very issuer (OpenID Connect
 * Discovery §4.3) and its endpoints: read when an admin configures the issuer and at each sign-in.
 */
export async function issuerMetadata(ctx: AppContext, issuer: string): Promise<IssuerMetadata> {
  const doc = await idpCall(ctx, `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const metadata = {
    issuer: text(doc.issuer),
    authorizationEndpoint: text(doc.authorization_endpoint),
    tokenEndpoint: text(doc.token_endpoint),
    jwksUri: text(doc.jwks_uri),
  };
  if (metadata.issuer !== issuer || !metadata.authorizationEndpoint || !metadata.tokenEndpoint || !metadata.jwksUri)
    throw unreachable();
  return metadata as IssuerMetadata;
}

/**
 * The provider's ID token, verified: its signature against the issuer's keys, `iss`, `aud` (the
 * client id), `exp` (by the app's clock), and the nonce when one was sent. 403 otherwise.
 * `metadata`: the issuer's discovery when the caller has just read it (not read twice a request).
 */
export async function verifyIdpIdToken(
  ctx: AppContext,
  connection: { issuer: string; clientId: string },
  idToken: string,
  { nonce, metadata }: { nonce?: string; metadata?: IssuerMetadata } = {},
): Promise<JWTPayload> {
  const { jwksUri } = metadata ?? (await issuerMetadata(ctx, connection.issuer));
  const keys = await idpCall(ctx, jwksUri);
  if (!Array.isArray(keys.keys)) throw unreachable();
  try {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(keys as unknown as JSONWebKeySet), {
      issuer: connection.issuer,
      audience: connection.clientId,
      currentDate: ctx.clock.now(),
      clockTolerance: 60,
    });
    if (nonce !== undefined && payload.nonce !== nonce) throw refused();
    if (typeof payload.sub !== 'string' || !payload.sub) throw refused();
    return payload;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused();
  }
}
