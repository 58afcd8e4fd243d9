import { useId } from 'react';
import { CONTACT_MESSAGES, leadBody, leadConsentText, type LeadBody } from '@contract/contacts';
import { FormError, SubmitButton, TextAreaField, TextField, showFormError, useZodForm } from '../../../lib/forms';
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
  // The words shown beside the box are the words sent: the lead keeps them as the consent given.
  const consentText = leadConsentText(ownerName);
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
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const consentId = useId();
  const honeypotId = useId();

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, consentText });
    } catch (error) {
      showFormError(form, error);
    }
  });

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={`Share your details with ${ownerName}`}>
      <FormError message={errors.root?.message} />
      <div className="form-grid">
        <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <p className="field-hint">An email or a phone number, so {ownerName} can reach you.</p>
      <div className="form-grid">
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      </div>
      <div className="form-grid">
        <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
        <TextField label="Job title" autoComplete="organization-title" error={errors.jobTitle?.message} {...register('jobTitle')} />
      </div>
      <TextAreaField
        label="Note"
        hint="Optional: where you met, or what you would like to talk about."
        rows={3}
        maxLength={2000}
        error={errors.note?.message}
        {...register('note')}
      />

      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>Website</label>
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
              {errors.consent.message}
            </p>
          )}
        </div>
      </div>

      <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
        Send my details
      </SubmitButton>
      <p className="fine-print">Only {ownerName} sees what you send. You can ask them to delete it at any time.</p>
    </form>
  );
}
