import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { safeRedirect, withRedirect } from '../../../app/redirects';
import { usePageTitle } from '../../../components/ui';
import { FormError } from '../../../lib/forms';
import { authErrorView } from '../../../lib/auth-errors';
import { SignUpForm, type SignUpValues } from '../components/SignUpForm';
import { GoogleButton } from '../components/GoogleButton';
import { authApi, userKeys } from '../api';
import { profileKeys } from '../../profiles/api';
import { signInWithGoogle, signUpWithPassword } from '../identity-actions';
import { useLeaveWhenSignedIn } from './SignIn';

/** /auth, the entry for newcomers: create an account, or pick another way in. */
export default function SignUp() {
  usePageTitle('Create your account');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [googleError, setGoogleError] = useState<string>();
  const [signingUp, setSigningUp] = useState(false);
  const queryClient = useQueryClient();
  // The identity exists (and signs in) before the user record: stay until both do.
  useLeaveWhenSignedIn(redirect, signingUp);

  const signUp = async ({ confirmPassword: _confirm, phoneNumber, ...values }: SignUpValues) => {
    setSigningUp(true);
    try {
      await signUpWithPassword({ ...values, ...(phoneNumber ? { phoneNumber } : {}) });
      // The session asked for profiles the moment the identity signed in, before they existed.
      await Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.all })]);
    } finally {
      setSigningUp(false);
    }
  };

  return (
    <div className="stack">
      <div>
        <h1>Create your Everlink account</h1>
        <p className="muted">Your first digital business card is ready as soon as you sign up.</p>
      </div>
      <SignUpForm onSubmit={signUp} emailTaken={async (email) => (await authApi.exist({ email })).email === true} />
      <div className="divider" role="separator">
        or
      </div>
      <FormError message={googleError} />
      <GoogleButton
        onClick={() => {
          setGoogleError(undefined);
          signInWithGoogle().catch((error: unknown) => setGoogleError(authErrorView(error, 'google')?.message));
        }}
      />
      <div className="row row-center">
        <Link className="button button-ghost" to={withRedirect('/auth/sign-in?method=phone', redirect)}>
          Use your phone
        </Link>
        <Link className="button button-ghost" to={withRedirect('/auth/sign-in?method=email-link', redirect)}>
          Use an email link
        </Link>
      </div>
      <p className="form-aside">
        Already have an account? <Link to={withRedirect('/auth/sign-in', redirect)}>Sign in</Link>
      </p>
      <p className="fine-print">
        By creating an account you agree to the <Link to="/terms-of-service">terms of service</Link> and the <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </div>
  );
}
