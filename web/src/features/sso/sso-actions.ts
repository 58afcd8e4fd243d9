import {
  browserPopupRedirectResolver,
  getRedirectResult,
  OAuthProvider,
  SAMLAuthProvider,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  signOut,
} from 'firebase/auth';
import type { SsoCompletion } from '@contract/sso';
import { auth } from '../../lib/firebase-auth';
import { paths } from '../../session/paths';
import { ssoApi } from './api';
import { keepRedirect } from './handoff';
import { ssoWay, type SsoTarget } from './routing';

/**
 * The Firebase Auth side of single sign-on, loaded only when someone starts or finishes it
 * (the sign-in page stays light). `ssoWay` decides how the provider is reached; docs/sso.md.
 */

const usesEmulator = !!import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST;

function providerFor(target: SsoTarget, email: string): OAuthProvider | SAMLAuthProvider {
  if (target.type === 'saml') return new SAMLAuthProvider(target.providerId);
  const provider = new OAuthProvider(target.providerId);
  provider.addScope('email');
  provider.addScope('profile');
  provider.setCustomParameters({ login_hint: email });
  return provider;
}

/**
 * Tells the API the SSO sign-in happened (it verifies the provider's ID token itself and prepares
 * the pending membership). A refusal leaves nobody signed in: the identity exists, the membership
 * does not, and the sign-in page says why.
 */
async function complete(idpIdToken: string | undefined): Promise<SsoCompletion> {
  try {
    return await ssoApi.complete(idpIdToken);
  } catch (error) {
    await signOut(auth).catch(() => undefined);
    throw error;
  }
}

/**
 * Sends the person to their company's provider. Returns the completion when the sign-in finished
 * on this page (the emulator's popup); otherwise the browser is on its way to the provider, and
 * /sso/callback finishes it.
 */
export async function startSso(
  target: SsoTarget,
  email: string,
  redirect: string | null,
): Promise<SsoCompletion | null> {
  keepRedirect(redirect);
  const way = ssoWay(target.type, usesEmulator);
  if (way === 'local-oidc') {
    const { authorizationUrl } = await ssoApi.start(email);
    window.location.assign(authorizationUrl);
    return null;
  }
  if (way === 'emulator-popup') {
    await signInWithPopup(auth, providerFor(target, email), browserPopupRedirectResolver);
    return complete(undefined);
  }
  // Identity Platform sends the person back to the address the redirect started from: /sso/callback.
  const from = `${window.location.pathname}${window.location.search}`;
  window.history.replaceState(window.history.state, '', paths.ssoCallback);
  try {
    await signInWithRedirect(auth, providerFor(target, email), browserPopupRedirectResolver);
  } catch (error) {
    window.history.replaceState(window.history.state, '', from);
    throw error;
  }
  return null;
}

/**
 * /sso/callback: the local stand-in's `code` and `state` (the provider's ID token is fetched and
 * verified server side, then signs in to the emulator), or Identity Platform's redirect result.
 * Null when nothing was on its way.
 */
export async function finishSso(params: URLSearchParams): Promise<SsoCompletion | null> {
  const code = params.get('code');
  const state = params.get('state');
  if (code && state) {
    const { providerId, idToken } = await ssoApi.callback(code, state);
    await signInWithCredential(auth, new OAuthProvider(providerId).credential({ idToken }));
    return complete(idToken);
  }
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  if (!result) return null;
  return complete(OAuthProvider.credentialFromResult(result)?.idToken ?? undefined);
}
