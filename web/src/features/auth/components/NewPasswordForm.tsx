import type { z } from 'zod';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { newPasswordSchema } from '../schemas';

export function NewPasswordForm({ onSubmit, email }: { onSubmit: (values: z.output<typeof newPasswordSchema>) => Promise<void>; email?: string }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(form, error, 'resetPassword');
    }
  });
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Choose a new password">
      {email && (
        <p>
          For <strong>{email}</strong>
        </p>
      )}
      {/* Lets password managers save the new password for the right account. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <FormError message={errors.root?.message} />
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 6 characters." error={errors.password?.message} {...form.register('password')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
