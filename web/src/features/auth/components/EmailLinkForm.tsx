import { useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import type { z } from 'zod';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { emailSchema } from '../schemas';
import { useAuthText } from '../i18n';
import { SsoSlot } from './SsoSlot';

/**
 * Asks for an email and sends a sign-in link to it; `confirmOnly` completes a link opened elsewhere.
 * `sso`: the typed address's single sign-on (under the email); `ssoOnly`: its company allows nothing else.
 */
export function EmailLinkForm({
  onSubmit,
  submitLabel,
  confirmOnly = false,
  defaultEmail = '',
  onEmailChange,
  sso,
  ssoOnly = false,
}: {
  onSubmit: (values: z.output<typeof emailSchema>) => Promise<void>;
  submitLabel?: string;
  confirmOnly?: boolean;
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  sso?: ReactNode;
  ssoOnly?: boolean;
}) {
  const { t } = useAuthText();
  const form = useZodForm(emailSchema, { defaultValues: { email: defaultEmail }, leaveGuard: false });
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useFormSubmit(
    form,
    async (values) => {
      await onSubmit(values);
      if (!confirmOnly) setSentTo(values.email);
    },
    { flow: 'emailLink' },
  );
  if (sentTo)
    return (
      <div className="notice notice-success stack" role="status">
        <h2>{t('emailLinkForm.sentTitle')}</h2>
        <p>
          <Trans t={t} i18nKey="emailLinkForm.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </p>
        <button type="button" className="button button-link" onClick={() => setSentTo(null)}>
          {t('emailLinkForm.otherEmail')}
        </button>
      </div>
    );
  return (
    <form
      className="stack"
      noValidate
      onSubmit={submit}
      aria-label={confirmOnly ? t('emailLinkForm.confirmLabel') : t('emailLinkForm.label')}
    >
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
      {!ssoOnly && <SubmitButton pending={isSubmitting}>{submitLabel ?? t('emailLinkForm.submit')}</SubmitButton>}
    </form>
  );
}
