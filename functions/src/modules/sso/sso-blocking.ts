import { HttpsError, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import type { AppContext } from '../../platform/context';
import { SSO_MESSAGES } from '../../contract/sso';
import { judgeSignIn } from './sso-enforcement';

/**
 * Identity Platform's `beforeUserSignedIn` (functions.ts, production only: docs/sso.md): refuses
 * at sign-in what the API's guard would refuse on every call, so an enforced domain's password or
 * email-link sign-in gets no session at all. The owner's break-glass is let through here and
 * audited by the guard on the session's first call (it knows the session's auth_time).
 */
export async function refuseNonSsoSignIn(ctx: AppContext, event: AuthBlockingEvent): Promise<void> {
  const user = event.data;
  if (!user?.email) return;
  const verdict = await judgeSignIn(ctx, {
    uid: user.uid,
    email: user.email,
    // "password", "emailLink", "google.com", or the company's "oidc.…" / "saml.…" provider id.
    signInProvider: event.additionalUserInfo?.providerId ?? event.credential?.providerId,
  });
  if (verdict.kind === 'refused') throw new HttpsError('permission-denied', SSO_MESSAGES.ssoRequired);
}
