import { z } from 'zod';
import {
  claimDomainBody,
  domainName,
  ssoEnforcementBody,
  ssoSettingsBody,
  type DomainClaim,
  type SsoConnection,
} from '../sso';
import { companyParam } from '../company-params';
import { data, empty, type ApiRoute } from './define';

/** A company's single sign-on, admin side (docs/sso.md): its provider, enforcement and email domains. */

const optionalString = z.string().optional();

const connectionView = z.object({
  companyId: z.string(),
  type: z.enum(['oidc', 'saml']),
  providerId: z.string(),
  displayName: z.string(),
  issuer: optionalString,
  clientId: optionalString,
  hasClientSecret: z.boolean().optional(),
  idpEntityId: optionalString,
  ssoUrl: optionalString,
  certificates: z.array(z.object({ subject: z.string(), notAfter: z.string() })).optional(),
  callbackUrl: z.string(),
  spEntityId: optionalString,
  enforced: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
}) satisfies z.ZodType<SsoConnection>;

const claimView = z.object({
  domain: z.string(),
  companyId: z.string(),
  status: z.enum(['pending', 'verified', 'failed']),
  recordName: z.string(),
  recordValue: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  lastError: z.string().nullable(),
}) satisfies z.ZodType<DomainClaim>;

const BASE = '/company/:companyId/sso';
const tag = 'Single sign-on';
const domainParams = companyParam.extend({ domain: domainName() });

export const SSO_CONFIG_API: ApiRoute[] = [
  {
    method: 'get',
    path: BASE,
    tag,
    summary: "The company's identity provider, or null; secrets are never answered",
    auth: 'token',
    answer: data(connectionView.nullable()),
  },
  {
    method: 'put',
    path: BASE,
    tag,
    summary: 'Configure the OIDC (issuer checked) or SAML (metadata parsed) provider; an omitted client secret is kept',
    auth: 'token',
    body: ssoSettingsBody,
    answer: data(connectionView),
  },
  {
    method: 'delete',
    path: BASE,
    tag,
    summary: 'Remove the provider, and enforcement with it; the domains stay',
    auth: 'token',
    answer: empty,
  },
  {
    method: 'put',
    path: `${BASE}/enforcement`,
    tag,
    summary: 'Enforce single sign-on (needs a provider and a verified domain), or stop enforcing it',
    auth: 'token',
    body: ssoEnforcementBody,
    answer: data(connectionView),
  },
  {
    method: 'get',
    path: `${BASE}/domains`,
    tag,
    summary: "The company's domain claims, with the TXT record each is proved with",
    auth: 'token',
    answer: data(z.array(claimView)),
  },
  {
    method: 'post',
    path: `${BASE}/domains`,
    tag,
    summary: 'Claim a domain: the TXT record to publish (a claim again gives a new token)',
    auth: 'token',
    body: claimDomainBody,
    status: 201,
    answer: data(claimView),
  },
  {
    method: 'post',
    path: `${BASE}/domains/:domain/verify`,
    tag,
    summary: 'Look for the TXT record now: verified, or failed with what to publish (410 once the token expired)',
    auth: 'token',
    params: domainParams,
    answer: data(claimView),
  },
  {
    method: 'delete',
    path: `${BASE}/domains/:domain`,
    tag,
    summary: 'Remove a claim (and the domain if verified; the last verified domain gone, enforcement stops)',
    auth: 'token',
    params: domainParams,
    answer: empty,
  },
];
