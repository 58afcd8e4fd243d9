import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { safeRedirect, withRedirect } from '../../../app/redirects';
import { usePageTitle } from '../../../components/ui';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { emailSchema } from '../schemas';
import { sendPasswordReset } from '../identity-actions';

export default function ForgotPassword() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(emailSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      showFormError(form, error, 'resetPassword');
    }
  });

  return (
    <div className="stack">
      <h1>Reset your password</h1>
      {sentTo ? (
        <div className="notice notice-success stack" role="status">
          <p>
            We sent a link to <strong>{sentTo}</strong>. Open it to choose a new password.
          </p>
          <p className="muted">Nothing arrived? Check your spam folder, or try again in a few minutes.</p>
        </div>
      ) : (
        <form className="stack" noValidate onSubmit={submit} aria-label="Request a password reset link">
          <p className="muted">Enter the email you sign in with, and we&apos;ll send you a link to choose a new password.</p>
          <FormError message={errors.root?.message} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
          <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p className="form-aside">
        <Link to={withRedirect('/auth/sign-in', redirect)}>Back to sign in</Link>
      </p>
    </div>
  );
}
