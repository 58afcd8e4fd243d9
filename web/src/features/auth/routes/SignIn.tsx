import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { useAuth } from '../../../session/auth';
import { HOME_PATH, safeRedirect, withRedirect } from '../../../session/redirects';
import { usePageTitle } from '../../../components/ui';
import { FormError } from '../../../lib/forms';
import { authErrorView } from '../../../lib/auth-errors';
import { PasswordSignInForm } from '../components/PasswordSignInForm';
import { EmailLinkForm } from '../components/EmailLinkForm';
import { PhoneSignInForm } from '../components/PhoneSignInForm';
import { GoogleButton } from '../components/GoogleButton';
import { UntilHydrated } from '../components/UntilHydrated';
import { loadIdentityActions, usePreloadIdentityActions } from '../load-identity-actions';
import { useAuthText } from '../i18n';
import { paths } from '../../../session/paths';
import { takeSignInNotice } from '../../../session/sign-in-notice';
import { useSsoRouting } from '../sso-routing';

/** The ways to sign in, as the URL names them (`?method=`); the words are `t('signInPage.method.<key>')`. */
const METHODS = [
  { id: 'password', key: 'password' },
  { id: 'email-link', key: 'emailLink' },
  { id: 'phone', key: 'phone' },
] as const;
type Method = (typeof METHODS)[number]['id'];

/** Once signed in (any method), go where the visitor was headed; `hold` while a sign-up finishes. */
export function useLeaveWhenSignedIn(redirect: string | null, hold = false) {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === 'signedIn' && !hold) navigate(redirect ?? HOME_PATH, { replace: true });
  }, [auth.status, navigate, redirect, hold]);
}

export default function SignIn() {
  const { t } = useAuthText();
  usePageTitle(t('signInPage.title'));
  const [params, setParams] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const method: Method = METHODS.find((m) => m.id === params.get('method'))?.id ?? 'password';
  const [googleError, setGoogleError] = useState<string>();
  // Why the last session ended here (a refused SSO sign-in, a session SSO enforcement stopped): after hydration.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const left = takeSignInNotice();
    if (left) setNotice(left);
  }, []);
  const sso = useSsoRouting(redirect);
  useLeaveWhenSignedIn(redirect, sso.busy);
  usePreloadIdentityActions();

  const choose = (id: Method) => {
    const next = new URLSearchParams(params);
    if (id === 'password') next.delete('method');
    else next.set('method', id);
    setParams(next, { replace: true });
  };

  const google = async () => {
    setGoogleError(undefined);
    try {
      await (await loadIdentityActions()).signInWithGoogle();
    } catch (error) {
      setGoogleError(authErrorView(error, 'google')?.message);
    }
  };

  return (
    <div className="stack">
      <div>
        <h1>{t('signInPage.heading')}</h1>
        {redirect && <p className="notice">{t('signInPage.toContinue')}</p>}
      </div>
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      <UntilHydrated>
        <div className="segmented" role="group" aria-label={t('signInPage.methods')}>
          {METHODS.map((m) => (
            <button
              key={m.id}
              type="button"
              className="segmented-option"
              aria-pressed={method === m.id}
              onClick={() => choose(m.id)}
            >
              {t(`signInPage.method.${m.key}`)}
            </button>
          ))}
        </div>
        {method === 'password' && (
          <PasswordSignInForm
            onSubmit={async ({ email, password }) => {
              await sso.refuseIfEnforced(email);
              await (await loadIdentityActions()).signInWithPassword(email, password);
            }}
            forgotPasswordTo={withRedirect(paths.forgotPassword, redirect)}
            onEmailChange={sso.onEmailChange}
            sso={sso.sso}
            ssoOnly={sso.ssoOnly}
          />
        )}
        {method === 'email-link' && (
          <EmailLinkForm
            onSubmit={async ({ email }) => {
              await sso.refuseIfEnforced(email);
              await (await loadIdentityActions()).sendSignInLink(email, redirect);
            }}
            onEmailChange={sso.onEmailChange}
            sso={sso.sso}
            ssoOnly={sso.ssoOnly}
          />
        )}
        {method === 'phone' && (
          <PhoneSignInForm
            onSendCode={async (phoneNumber, container) => {
              const confirmation = await (await loadIdentityActions()).sendPhoneCode(phoneNumber, container);
              return async (code) => {
                await confirmation.confirm(code);
              };
            }}
          />
        )}
        <div className="divider" role="separator">
          {t('or')}
        </div>
        <FormError message={googleError} />
        <GoogleButton onClick={() => void google()} />
      </UntilHydrated>
      <p className="form-aside">
        <Trans
          t={t}
          i18nKey="signInPage.newHere"
          components={{ a: <Link to={withRedirect(paths.auth, redirect)} /> }}
        />
      </p>
    </div>
  );
}
