import type {
  AuthProviderConfig,
  OIDCAuthProviderConfig,
  SAMLAuthProviderConfig,
  UpdateAuthProviderRequest,
} from 'firebase-admin/auth';

/**
 * The provider-config port (docs/sso.md): a company's OIDC or SAML identity provider as Firebase
 * Authentication (Identity Platform) holds it, in firebase-admin's own shapes. Production goes to
 * Identity Platform through firebase-admin; the Auth emulator answers 501 to all of it, so local
 * runs and tests keep the same configs in the store, under the same rules (`checkProviderConfig`).
 */
export type ProviderConfig = OIDCAuthProviderConfig | SAMLAuthProviderConfig;
export type { AuthProviderConfig, UpdateAuthProviderRequest };

export interface ProviderConfigs {
  create(config: ProviderConfig): Promise<ProviderConfig>;
  get(providerId: string): Promise<ProviderConfig | null>;
  update(providerId: string, patch: UpdateAuthProviderRequest): Promise<ProviderConfig>;
  delete(providerId: string): Promise<void>;
}

/** firebase-admin's error codes for the rules below, so callers handle both implementations alike. */
export type ProviderConfigErrorCode =
  | 'auth/invalid-provider-id'
  | 'auth/invalid-oauth-responsetype'
  | 'auth/missing-oauth-client-secret'
  | 'auth/configuration-not-found'
  | 'auth/invalid-config';

export class ProviderConfigError extends Error {
  constructor(
    readonly code: ProviderConfigErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

/** `oidc.<name>` / `saml.<name>`: Identity Platform's id rule, the prefix naming the protocol. */
const PROVIDER_ID = /^(oidc|saml)\.[a-z0-9][a-z0-9-]{0,62}$/;

export const isOidc = (config: ProviderConfig): config is OIDCAuthProviderConfig =>
  config.providerId.startsWith('oidc.');

/**
 * Identity Platform's rules for a whole config: the id, and for OIDC exactly one response type,
 * the code flow only with a client secret (it is exchanged server side).
 */
export function checkProviderConfig(config: ProviderConfig): void {
  if (!PROVIDER_ID.test(config.providerId))
    throw new ProviderConfigError(
      'auth/invalid-provider-id',
      `"${config.providerId}" is not oidc.<name> or saml.<name>.`,
    );
  if (isOidc(config)) {
    const { code = false, idToken = false } = config.responseType ?? { idToken: true };
    if (code === idToken)
      throw new ProviderConfigError('auth/invalid-oauth-responsetype', 'Exactly one of code and idToken must be true.');
    if (code && !config.clientSecret)
      throw new ProviderConfigError('auth/missing-oauth-client-secret', 'The code flow needs a client secret.');
    if (!config.issuer || !config.clientId)
      throw new ProviderConfigError('auth/invalid-config', 'An OIDC provider needs an issuer and a client id.');
    return;
  }
  const saml = config as SAMLAuthProviderConfig;
  if (!saml.idpEntityId || !saml.ssoURL || !saml.x509Certificates?.length || !saml.rpEntityId)
    throw new ProviderConfigError(
      'auth/invalid-config',
      'A SAML provider needs an IdP entity id, an SSO URL, certificates and an SP entity id.',
    );
}

/** The firebase-admin error code of a failed call, either implementation's. */
export function providerConfigErrorCode(error: unknown): string | null {
  if (error instanceof ProviderConfigError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}
