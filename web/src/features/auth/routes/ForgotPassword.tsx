import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { safeRedirect, withRedirect } from '../../../session/redirects';
import { usePageTitle } from '../../../components/ui';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { emailSchema } from '../schemas';
import { sendPasswordReset } from '../identity-actions';
import { useAuthText } from '../i18n';
import { paths } from '../../../session/paths';

export default function ForgotPassword() {
  const { t } = useAuthText();
  usePageTitle(t('forgotPassword.title'));
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(emailSchema, { defaultValues: { email: '' }, leaveGuard: false });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(
    form,
    async ({ email }) => {
      await sendPasswordReset(email);
      setSentTo(email);
    },
    { flow: 'resetPassword' },
  );

  return (
    <div className="stack">
      <h1>{t('forgotPassword.title')}</h1>
      {sentTo ? (
        <div className="notice notice-success stack" role="status">
          <p>
            <Trans t={t} i18nKey="forgotPassword.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
          </p>
          <p className="muted">{t('forgotPassword.nothingArrived')}</p>
        </div>
      ) : (
        <form className="stack" noValidate onSubmit={submit} aria-label={t('forgotPassword.label')}>
          <p className="muted">{t('forgotPassword.intro')}</p>
          <FormError message={errors.root?.message} />
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel={t('sending')}>
            {t('forgotPassword.submit')}
          </SubmitButton>
        </form>
      )}
      <p className="form-aside">
        <Link to={withRedirect(paths.signIn, redirect)}>{t('forgotPassword.back')}</Link>
      </p>
    </div>
  );
}
