import type { DomainClaim, SsoConnection } from '../../contract/sso';
import type { ExpireAt } from '../../platform/store/types';

/**
 * What single sign-on stores (docs/sso.md). The provider itself lives in Firebase Authentication
 * (Identity Platform) behind the provider-config port; this is the company's side of it.
 */

/** `ssoConnections/{companyId}`: the company's one provider, its settings and enforcement. */
export interface StoredSsoConnection extends SsoConnection {
  /** The OIDC client secret, sealed (integrations/core/vault); the provider config holds it too. */
  clientSecretSealed: string | null;
  /** SAML signing certificates as PEM. */
  x509Certificates: string[];
}

/** `ssoDomainClaims/{companyId}_{domain}`: a company's claim on a domain, pending until its TXT record is found. */
export interface StoredDomainClaim extends DomainClaim {
  /** The token published in the record (public by nature: it is in DNS). */
  token: string;
}

/** `ssoDomains/{domain}`: who holds a verified domain. Written only by a verification, so one company a domain. */
export interface StoredSsoDomain {
  domain: string;
  companyId: string;
  verifiedAt: string;
}

/**
 * `ssoOidcStates/{state}`: one authorization the local OIDC stand-in started (`/v1/sso/oidc/start`),
 * taken once by its callback; the nonce and PKCE verifier never leave the server.
 */
export interface StoredOidcState {
  companyId: string;
  providerId: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: string;
  expireAt: ExpireAt;
}

/** `ssoBreakGlass/{companyId}_{uid}_{authTime}`: an owner's sign-in past enforced SSO, audited once a session. */
export interface StoredBreakGlass {
  companyId: string;
  userId: string;
  authTime: number;
  expireAt: ExpireAt;
}
