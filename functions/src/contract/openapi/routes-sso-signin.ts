import { z } from 'zod';
import { ssoCallbackBody, ssoCompleteBody, ssoDiscoverBody, ssoStartBody, type SsoCompletion } from '../sso';
import { data, type ApiRoute } from './define';

/** Signing in with a company's identity provider (docs/sso.md). */

const tag = 'Single sign-on';

const discoveryView = z.union([
  z.object({ sso: z.literal(false) }),
  z.object({
    sso: z.literal(true),
    providerId: z.string(),
    type: z.enum(['oidc', 'saml']),
    companyName: z.string(),
    enforced: z.boolean(),
  }),
]);

const completionView = z.object({
  companyId: z.string(),
  companyName: z.string(),
  invitationId: z.string().nullable(),
  member: z.boolean(),
  profile: z.object({ firstName: z.string(), lastName: z.string(), title: z.string(), department: z.string() }),
}) satisfies z.ZodType<SsoCompletion>;

export const SSO_SIGNIN_API: ApiRoute[] = [
  {
    method: 'post',
    path: '/sso/discover',
    tag,
    summary: "Where an address signs in: its domain's company provider, if any (the same answer for any address on it)",
    auth: 'public',
    body: ssoDiscoverBody,
    answer: data(discoveryView),
  },
  {
    method: 'post',
    path: '/sso/complete',
    tag,
    summary: "After signing in with the company's provider: the membership to confirm, prefilled from the provider",
    auth: 'token',
    body: ssoCompleteBody,
    answer: data(completionView),
  },
  {
    method: 'post',
    path: '/sso/oidc/start',
    tag,
    summary: "Local runs only (Auth emulator): the company provider's authorization URL",
    auth: 'public',
    body: ssoStartBody,
    answer: data(z.object({ authorizationUrl: z.string() })),
  },
  {
    method: 'post',
    path: '/sso/oidc/callback',
    tag,
    summary: "Local runs only (Auth emulator): the provider's code exchanged for its verified ID token",
    auth: 'public',
    body: ssoCallbackBody,
    answer: data(z.object({ providerId: z.string(), idToken: z.string() })),
  },
];
