import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { signInSchema } from '../schemas';
import { useAuthText } from '../i18n';
import { SsoSlot } from './SsoSlot';

/** `sso`: the typed address's single sign-on (under the email); `ssoOnly`: its company allows nothing else. */
export function PasswordSignInForm({
  onSubmit,
  forgotPasswordTo,
  onEmailChange,
  sso,
  ssoOnly = false,
}: {
  onSubmit: (values: z.output<typeof signInSchema>) => Promise<void>;
  forgotPasswordTo: string;
  onEmailChange?: (email: string) => void;
  sso?: ReactNode;
  ssoOnly?: boolean;
}) {
  const { t } = useAuthText();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' }, leaveGuard: false });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, onSubmit, { flow: 'password' });
  return (
    // `post`: should the browser ever send the prerendered form itself, the password stays out of the address.
    <form className="stack" method="post" noValidate onSubmit={submit} aria-label={t('passwordForm.label')}>
      <FormError message={errors.root?.message} />
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SsoSlot control={form.control} name="email" onEmailChange={onEmailChange}>
        {sso}
      </SsoSlot>
      {!ssoOnly && (
        <>
          <TextField
            label={t('field.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <p className="form-aside">
            <Link to={forgotPasswordTo}>{t('passwordForm.forgot')}</Link>
          </p>
          <SubmitButton pending={isSubmitting} pendingLabel={t('passwordForm.pending')}>
            {t('signIn')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}
