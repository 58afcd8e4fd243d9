import { useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { otpSchema, phoneSchema } from '../schemas';
import { useAuthText } from '../i18n';

/** Confirms the one-time code of a started phone sign-in. */
export type ConfirmCode = (code: string) => Promise<void>;

/**
 * Phone sign-in in two steps: the number (a code is sent by SMS), then the six-digit code.
 * `container` hosts the invisible reCAPTCHA the identity provider may need.
 */
export function PhoneSignInForm({
  onSendCode,
}: {
  onSendCode: (phoneNumber: string, container: HTMLElement) => Promise<ConfirmCode>;
}) {
  const { t } = useAuthText();
  const [pending, setPending] = useState<{ phoneNumber: string; confirm: ConfirmCode } | null>(null);
  const captcha = useRef<HTMLDivElement>(null);
  const phoneForm = useZodForm(phoneSchema, { defaultValues: { phoneNumber: '' }, leaveGuard: false });
  const otpForm = useZodForm(otpSchema, { defaultValues: { otp: '' }, leaveGuard: false });

  const sendCode = useFormSubmit(
    phoneForm,
    async ({ phoneNumber }) => {
      const confirm = await onSendCode(phoneNumber, captcha.current!);
      otpForm.reset({ otp: '' });
      setPending({ phoneNumber, confirm });
    },
    { flow: 'phone' },
  );

  const confirmCode = useFormSubmit(otpForm, ({ otp }) => pending!.confirm(otp), { flow: 'phone' });

  return (
    <>
      <div ref={captcha} />
      {pending ? (
        <form className="stack" noValidate onSubmit={confirmCode} aria-label={t('phoneForm.codeLabel')}>
          <p role="status">
            <Trans
              t={t}
              i18nKey="phoneForm.sent"
              values={{ phoneNumber: pending.phoneNumber }}
              components={{ strong: <strong /> }}
            />
          </p>
          <FormError message={otpForm.formState.errors.root?.message} />
          <TextField
            label={t('phoneForm.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            error={otpForm.formState.errors.otp?.message}
            {...otpForm.register('otp')}
          />
          <SubmitButton pending={otpForm.formState.isSubmitting} pendingLabel={t('phoneForm.checking')}>
            {t('phoneForm.verify')}
          </SubmitButton>
          <button type="button" className="button button-link" onClick={() => setPending(null)}>
            {t('phoneForm.otherNumber')}
          </button>
        </form>
      ) : (
        <form className="stack" noValidate onSubmit={sendCode} aria-label={t('phoneForm.label')}>
          <FormError message={phoneForm.formState.errors.root?.message} />
          <TextField
            label={t('field.phoneNumber')}
            type="tel"
            autoComplete="tel"
            hint={t('phoneForm.hint')}
            error={phoneForm.formState.errors.phoneNumber?.message}
            {...phoneForm.register('phoneNumber')}
          />
          <SubmitButton pending={phoneForm.formState.isSubmitting} pendingLabel={t('phoneForm.pending')}>
            {t('phoneForm.submit')}
          </SubmitButton>
        </form>
      )}
    </>
  );
}
