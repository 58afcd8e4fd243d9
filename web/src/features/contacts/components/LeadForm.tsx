import { useId } from 'react';
import { CONTACT_MESSAGES, leadBody, type LeadBody } from '@contract/contacts';
import { FormError, SubmitButton, TextAreaField, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useMessageText } from '../../../i18n/messages';
import { useLeadFormText } from '../lead-form-i18n';
import '../contacts.css';

const reachField = (path: readonly PropertyKey[] | undefined) => path?.[0] === 'email' || path?.[0] === 'phoneNumber';

/**
 * The contract's lead, asking for an email or a phone together with the other missing fields:
 * zod skips an object's own refinements while one of its fields fails, which would leave this
 * message for a second try.
 */
const leadFormSchema = leadBody.superRefine(
  (value, ctx) => {
    if (value.email?.trim() || value.phoneNumber?.trim()) return;
    ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_MESSAGES.emailOrPhoneRequired });
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: CONTACT_MESSAGES.emailOrPhoneRequired });
  },
  // Only where the contract's own check did not run (a field failed) and nothing is said about these two yet.
  { when: (payload) => payload.issues.length > 0 && !payload.issues.some((issue) => reachField(issue.path)) },
);

interface LeadFormProps {
  profileId: string;
  /** Whose form it is, as the consent names them. */
  ownerName: string;
  onSubmit: (body: LeadBody) => Promise<unknown>;
}

/**
 * What a visitor leaves for a profile's owner. `website` is the honeypot: people never see or
 * reach it (off-screen, hidden from assistive technology, out of the tab order, no autofill),
 * so only a bot fills it, and the API then stores nothing.
 */
export function LeadForm({ profileId, ownerName, onSubmit }: LeadFormProps) {
  const { t } = useLeadFormText();
  const messageText = useMessageText();
  // The words shown beside the box, in the visitor's language, are the words sent: the lead
  // keeps them as the consent given.
  const consentText = t('form.consent', { owner: ownerName });
  const form = useZodForm(leadFormSchema, {
    // The consent starts unticked: the schema answers the spec's required text until it is.
    defaultValues: {
      profileId,
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      company: '',
      jobTitle: '',
      note: '',
      consent: false as unknown as true,
      consentText,
      website: '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const consentId = useId();
  const honeypotId = useId();
  const reachId = useId();
  // "Email or phone" is one rule, so it is said once, above both fields, and both point at it,
  // in the words the card's own server form uses.
  const reachMissing = errors.email?.message === CONTACT_MESSAGES.emailOrPhoneRequired;
  const reachProps = reachMissing ? { 'aria-invalid': true, 'aria-describedby': reachId } : {};
  const fieldError = (message: string | undefined) =>
    message === CONTACT_MESSAGES.emailOrPhoneRequired ? undefined : message;

  const submit = useFormSubmit(form, (values) => onSubmit({ ...values, consentText }));

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={t('page.titleFor', { owner: ownerName })}>
      <FormError message={errors.root?.message} />
      <div className="form-grid">
        <TextField
          label={t('form.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('form.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <p className="field-hint">{t('form.reachHint', { owner: ownerName })}</p>
      {reachMissing && (
        <p className="field-error" id={reachId} role="alert">
          {t('serverPage.reachRequired')}
        </p>
      )}
      <div className="form-grid">
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...reachProps}
          {...register('email')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={fieldError(errors.phoneNumber?.message)}
          {...reachProps}
          {...register('phoneNumber')}
        />
      </div>
      <div className="form-grid">
        <TextField
          label={t('form.company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label={t('form.jobTitle')}
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
      </div>
      <TextAreaField
        label={t('form.note')}
        hint={t('form.noteHint')}
        rows={3}
        maxLength={2000}
        error={errors.note?.message}
        {...register('note')}
      />

      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>{t('form.honeypot')}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className="contact-consent">
        <input
          id={consentId}
          type="checkbox"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${consentId}-error` : undefined}
          {...register('consent')}
        />
        <div>
          <label htmlFor={consentId}>{consentText}</label>
          {errors.consent && (
            <p className="field-error" id={`${consentId}-error`} role="alert">
              {messageText(errors.consent.message ?? '')}
            </p>
          )}
        </div>
      </div>

      <SubmitButton pending={isSubmitting} pendingLabel={t('form.sending')}>
        {t('form.send')}
      </SubmitButton>
      <p className="fine-print">{t('form.finePrint', { owner: ownerName })}</p>
    </form>
  );
}
