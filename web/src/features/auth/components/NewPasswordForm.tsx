import type { z } from 'zod';
import { Trans } from 'react-i18next';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { newPasswordSchema } from '../schemas';
import { useAuthText } from '../i18n';

export function NewPasswordForm({
  onSubmit,
  email,
}: {
  onSubmit: (values: z.output<typeof newPasswordSchema>) => Promise<void>;
  email?: string;
}) {
  const { t } = useAuthText();
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, onSubmit, { flow: 'resetPassword' });
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('newPasswordForm.label')}>
      {email && (
        <p>
          <Trans t={t} i18nKey="newPasswordForm.forEmail" values={{ email }} components={{ strong: <strong /> }} />
        </p>
      )}
      {/* Lets password managers save the new password for the right account. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <FormError message={errors.root?.message} />
      <TextField
        label={t('newPasswordForm.password')}
        type="password"
        autoComplete="new-password"
        hint={t('field.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('newPasswordForm.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('saving')}>
        {t('newPasswordForm.submit')}
      </SubmitButton>
    </form>
  );
}
