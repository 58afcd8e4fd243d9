import { useRef, type ReactNode } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '@contract/messages';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { emailSchema, signUpSchema } from '../schemas';
import { useAuthText } from '../i18n';
import { SsoSlot } from './SsoSlot';

export type SignUpValues = z.output<typeof signUpSchema>;

/** What an invitation's admin typed: the form starts from it, and the email is the invitation's. */
export interface InvitedPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** What the auth layout gives its screens when the page was opened from an invitation link. */
export interface SignUpInvitation {
  /** The link is being read. */
  loading: boolean;
  person?: InvitedPerson;
}

/**
 * Sign-up with name, email and password. `emailTaken` lets the form say early, on leaving
 * the email field, that the address already has an account. `invited`: opened from an
 * invitation link, whose token only an account of that email can take up. `sso`: the typed
 * address's single sign-on (under the email); `ssoOnly`: its company allows nothing else.
 */
export function SignUpForm({
  onSubmit,
  emailTaken,
  invited,
  onEmailChange,
  sso,
  ssoOnly = false,
}: {
  onSubmit: (values: SignUpValues) => Promise<void>;
  emailTaken?: (email: string) => Promise<boolean>;
  invited?: InvitedPerson;
  onEmailChange?: (email: string) => void;
  sso?: ReactNode;
  ssoOnly?: boolean;
}) {
  const { t } = useAuthText();
  const form = useZodForm(signUpSchema, {
    defaultValues: {
      firstName: invited?.firstName ?? '',
      lastName: invited?.lastName ?? '',
      email: invited?.email ?? '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // A submit made while the early check was on its way answers for the email itself: the check
  // may even have found the account that submit just created, and must not hold the person here.
  const submits = useRef(0);
  // Checked quietly: a malformed address waits for the submit to say so (forms never speak on blur).
  const emailField = form.register('email', {
    onBlur: async () => {
      const submitsBefore = submits.current;
      const parsed = emailSchema.safeParse({ email: form.getValues('email') });
      if (!emailTaken || !parsed.success) return;
      const taken = await emailTaken(parsed.data.email).catch(() => false);
      if (taken && submits.current === submitsBefore)
        form.setError('email', { type: 'server', message: MESSAGES.emailInUse });
    },
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      submits.current += 1;
      await onSubmit(values);
    },
    { flow: 'signUp' },
  );
  return (
    // `post`: should the browser ever send the prerendered form itself, the password stays out of the address.
    <form className="stack" method="post" noValidate onSubmit={submit} aria-label={t('signUpForm.label')}>
      <FormError message={errors.root?.message} />
      <div className="form-grid">
        <TextField
          label={t('field.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('field.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={!!invited}
        hint={invited ? t('signUpForm.emailFromInvitation') : undefined}
        error={errors.email?.message}
        {...emailField}
      />
      <SsoSlot control={form.control} name="email" onEmailChange={onEmailChange}>
        {sso}
      </SsoSlot>
      {!ssoOnly && (
        <>
          <TextField
            label={t('field.phoneNumber')}
            type="tel"
            autoComplete="tel"
            hint={t('signUpForm.phoneHint')}
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <TextField
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            hint={t('field.passwordHint')}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={t('field.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel={t('signUpForm.pending')}>
            {t('signUpForm.submit')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}
