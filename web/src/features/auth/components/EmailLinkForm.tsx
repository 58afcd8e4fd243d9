import { useState } from 'react';
import type { z } from 'zod';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { emailSchema } from '../schemas';

/** Asks for an email and sends a sign-in link to it; `confirmOnly` completes a link opened elsewhere. */
export function EmailLinkForm({
  onSubmit,
  submitLabel = 'Email me a sign-in link',
  confirmOnly = false,
  defaultEmail = '',
}: {
  onSubmit: (values: z.output<typeof emailSchema>) => Promise<void>;
  submitLabel?: string;
  confirmOnly?: boolean;
  defaultEmail?: string;
}) {
  const form = useZodForm(emailSchema, { defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!confirmOnly) setSentTo(values.email);
    } catch (error) {
      showFormError(form, error, 'emailLink');
    }
  });
  if (sentTo)
    return (
      <div className="notice notice-success stack" role="status">
        <h2>Check your email</h2>
        <p>
          We sent a sign-in link to <strong>{sentTo}</strong>. Open it on this device to sign in. The link works once and expires after a while.
        </p>
        <button type="button" className="button button-link" onClick={() => setSentTo(null)}>
          Use a different email
        </button>
      </div>
    );
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={confirmOnly ? 'Confirm your email' : 'Sign in with an email link'}>
      <FormError message={errors.root?.message} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
