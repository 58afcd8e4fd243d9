import { z } from 'zod';
import { email, requiredString } from './common';

/**
 * Single sign-on per company (docs/sso.md): one OIDC or SAML identity provider, configured as a
 * Firebase Authentication (Identity Platform) provider `oidc.<slug>` / `saml.<slug>`, and the
 * email domains the company proved it holds (a DNS TXT record). An address on a verified domain
 * is sent to the provider; with `enforced`, password and email-link sign-in are refused for it,
 * except for the company's owner (break-glass, audited).
 */

export const SSO_LIMITS = {
  domainsPerCompany: 20,
  certificatesPerProvider: 4,
  metadataBytes: 100_000,
  /** A claim's token stays valid this long; a later check after it asks for a new token. */
  claimDays: 7,
  /** Domain checks (DNS lookups) a company may ask for an hour. */
  verificationsPerHour: 30,
} as const;

/** The TXT record a domain claim is proved with: `_everlink-challenge.<domain> TXT "everlink-verify=<token>"`. */
export const DOMAIN_CHALLENGE_LABEL = '_everlink-challenge';
export const DOMAIN_CHALLENGE_PREFIX = 'everlink-verify=';

export const SSO_MESSAGES = {
  notInPlan: 'Single sign-on is part of Teams. Upgrade to connect your identity provider.',
  ssoRequired: 'Your company signs you in with single sign-on. Continue with your company account.',
  domainTaken: 'Another company has already claimed this domain.',
  domainPublic: 'This is a public email domain; claim your company’s own domain.',
  domainInvalid: 'Enter a domain such as example.com.',
  domainNotProved: 'We could not find the TXT record yet. Publish it, wait a few minutes and check again.',
  domainClaimExpired: 'This claim’s token has expired. Start the claim again for a new one.',
  tooManyDomains: `A company can claim at most ${SSO_LIMITS.domainsPerCompany} domains.`,
  enforceNeedsDomain: 'Verify a domain and configure a provider before you enforce single sign-on.',
  noProvider: 'Configure an identity provider first.',
  issuerUnreachable: 'We could not read this issuer’s OpenID configuration.',
  metadataInvalid: 'This is not valid SAML metadata for an identity provider.',
  samlIncomplete: 'Paste the metadata XML, or enter the entity ID, the SSO URL and a signing certificate.',
  certificateInvalid: 'This certificate cannot be read.',
  clientSecretRequired: 'Enter the client secret: the sign-in exchanges the code with it.',
  providerFailed: 'The identity provider could not be configured. Please try again.',
  domainUnverifiable: 'We could not reach DNS to check the record. Please try again in a few minutes.',
  emailNotVerified: 'Your identity provider did not confirm this email address.',
  emailNotOnDomain: 'Your identity provider signed you in with an address your company has not claimed.',
  providerMismatch: 'This sign-in did not come from your company’s identity provider.',
};

/** A DNS name of two labels at least, lower case, no scheme or path. */
export const domainName = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, SSO_MESSAGES.domainInvalid);

const certificate = z
  .string()
  .trim()
  .min(1)
  .max(10_000)
  .regex(/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/, 'Paste a PEM certificate.');

export const oidcSettings = z
  .object({
    type: z.literal('oidc'),
    displayName: requiredString(80),
    issuer: z.url({ protocol: /^https?$/ }).max(500),
    clientId: requiredString(300),
    /** Write-only: omitted on an update keeps the secret already stored. */
    clientSecret: z.string().trim().min(1).max(500).optional(),
  })
  .strict();

export const samlSettings = z
  .object({
    type: z.literal('saml'),
    displayName: requiredString(80),
    /** Either the IdP's metadata XML, or its three fields. */
    metadataXml: z.string().max(SSO_LIMITS.metadataBytes).optional(),
    idpEntityId: z.string().trim().max(500).optional(),
    ssoUrl: z
      .url({ protocol: /^https?$/ })
      .max(1000)
      .optional(),
    x509Certificates: z.array(certificate).max(SSO_LIMITS.certificatesPerProvider).optional(),
  })
  .strict();

/** PUT /v1/company/{companyId}/sso */
export const ssoSettingsBody = z.discriminatedUnion('type', [oidcSettings, samlSettings]);
export type SsoSettingsBody = z.input<typeof ssoSettingsBody>;

/** PUT /v1/company/{companyId}/sso/enforcement */
export const ssoEnforcementBody = z.object({ enforced: z.boolean() }).strict();

/** POST /v1/company/{companyId}/sso/domains */
export const claimDomainBody = z.object({ domain: domainName() }).strict();

/** The company's provider as the back office shows it; secrets never leave the server. */
export interface SsoConnection {
  companyId: string;
  type: 'oidc' | 'saml';
  /** The Firebase provider id the web signs in with: `oidc.<slug>` or `saml.<slug>`. */
  providerId: string;
  displayName: string;
  issuer?: string;
  clientId?: string;
  hasClientSecret?: boolean;
  idpEntityId?: string;
  ssoUrl?: string;
  /** Each certificate's subject and expiry, for rotation. */
  certificates?: { subject: string; notAfter: string }[];
  /** What to register at the provider: the redirect (OIDC) or ACS URL and SP entity id (SAML). */
  callbackUrl: string;
  spEntityId?: string;
  enforced: boolean;
  updatedAt: string;
  updatedBy: string;
}

export type DomainClaimStatus = 'pending' | 'verified' | 'failed';

export interface DomainClaim {
  domain: string;
  companyId: string;
  status: DomainClaimStatus;
  /** What to publish: the record's name and value. */
  recordName: string;
  recordValue: string;
  createdAt: string;
  expiresAt: string;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  /** Why the last check did not prove it. */
  lastError: string | null;
}

/** POST /v1/sso/discover (anonymous, rate limited): where an address signs in. */
export const ssoDiscoverBody = z.object({ email: email() }).strict();
export type SsoDiscovery =
  { sso: false } | { sso: true; providerId: string; type: 'oidc' | 'saml'; companyName: string; enforced: boolean };

/**
 * POST /v1/sso/complete, signed in with the SSO provider: the IdP's own ID token (OIDC, from
 * `OAuthProvider.credentialFromResult`) so the server reads the person's attributes from a token
 * it verifies itself; SAML attributes come in the Firebase token (`sign_in_attributes`).
 */
export const ssoCompleteBody = z.object({ idpIdToken: z.string().max(20_000).optional() }).strict();

/** What the first SSO sign-in prepared: the pending membership to confirm, prefilled. */
export interface SsoCompletion {
  companyId: string;
  companyName: string;
  /** The pending invitation the person confirms (absent when already a member). */
  invitationId: string | null;
  member: boolean;
  profile: { firstName: string; lastName: string; title: string; department: string };
}

/**
 * The local stand-in for Identity Platform's OIDC handler (only while the Auth emulator is used:
 * the emulator never calls an identity provider, docs/sso.md). `POST /v1/sso/oidc/start` gives
 * the provider's authorization URL (state, nonce and PKCE kept server side); the provider sends
 * the person back to the web's `/sso/callback`, which posts the code to `POST /v1/sso/oidc/callback`
 * and gets the provider's verified ID token to sign in to the emulator with
 * `signInWithCredential(auth, new OAuthProvider(providerId).credential({ idToken }))`.
 */
export const ssoStartBody = z.object({ email: email() }).strict();
export interface SsoStart {
  authorizationUrl: string;
}
export const ssoCallbackBody = z
  .object({ code: z.string().trim().min(1).max(2000), state: z.string().trim().min(1).max(200) })
  .strict();
export interface SsoCallback {
  providerId: string;
  idToken: string;
}
