import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { signInSchema } from '../schemas';

export function PasswordSignInForm({ onSubmit, forgotPasswordTo }: { onSubmit: (values: z.output<typeof signInSchema>) => Promise<void>; forgotPasswordTo: string }) {
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(form, error, 'password');
    }
  });
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Sign in with email and password">
      <FormError message={errors.root?.message} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <p className="form-aside">
        <Link to={forgotPasswordTo}>Forgot your password?</Link>
      </p>
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
