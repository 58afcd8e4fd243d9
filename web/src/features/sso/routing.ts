import { email } from '@contract/common';
import type { SsoCompletion, SsoDiscovery } from '@contract/sso';
import { paths } from '../../session/paths';

/**
 * Email-first routing (docs/sso.md): which way an address signs in, and where a finished SSO
 * sign-in leads. Pure, so the sign-in screens and their tests share the same rules.
 */

const completeEmail = email();

/** The address as discovery asks about it, or null while it is not a complete address yet. */
export function discoverableEmail(value: string): string | null {
  const parsed = completeEmail.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** An SSO answer for the address, or null when it signs in like anyone else. */
export type SsoTarget = Extract<SsoDiscovery, { sso: true }>;

export const ssoTargetOf = (discovery: SsoDiscovery | undefined): SsoTarget | null =>
  discovery?.sso ? discovery : null;

/** Password and email-link sign-in are refused for the address: its company enforces SSO. */
export const passwordRefused = (target: SsoTarget | null) => !!target?.enforced;

/**
 * How the browser reaches the provider. Production: Identity Platform's redirect handler.
 * With the Auth emulator, which never calls an identity provider: OIDC through the API's local
 * stand-in (the real code flow against the local provider), SAML through the emulator's own
 * IdP widget in a popup.
 */
export type SsoWay = 'redirect' | 'local-oidc' | 'emulator-popup';

export function ssoWay(type: SsoTarget['type'], emulator: boolean): SsoWay {
  if (!emulator) return 'redirect';
  return type === 'oidc' ? 'local-oidc' : 'emulator-popup';
}

/**
 * After `POST /v1/sso/complete`: a member goes to their dashboard; a newcomer to the dashboard
 * too, where the pending invitation the sign-in prepared waits for their yes (MyInvitations).
 */
export function destinationAfter(completion: SsoCompletion, redirect: string | null): string {
  if (completion.member) return redirect ?? paths.dashboard;
  return paths.dashboard;
}
