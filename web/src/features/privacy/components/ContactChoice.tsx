import { useId } from 'react';
import { z } from 'zod';
import type { Profile } from '@contract/profiles';
import { CheckboxField, FormError, SubmitButton, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useUpdateProfile } from '../../profiles/api';
import { usePrivacyText } from '../i18n';

const choiceSchema = z.object({ showEmail: z.boolean(), showPhone: z.boolean() });

interface ContactChoiceProps {
  profile: Profile;
  signInEmail: string | null;
  phoneNumber: string | null;
}

/** The first-run question: show the sign-in email and phone on the page, or keep them private. */
export function ContactChoice({ profile, signInEmail, phoneNumber }: ContactChoiceProps) {
  const { t } = usePrivacyText();
  const titleId = useId();
  const update = useUpdateProfile(profile.id, { success: t('contactChoice.saved'), silentError: true });
  const form = useZodForm(choiceSchema, { defaultValues: { showEmail: false, showPhone: false } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, async ({ showEmail, showPhone }) => {
    const email = showEmail && signInEmail ? signInEmail : '';
    const phone = showPhone && phoneNumber ? phoneNumber : null;
    await update.mutateAsync({
      email,
      phoneNumbers: phone ? [{ label: 'mobile', number: phone }] : [],
      config: { sections: { contact: !!email || !!phone } },
    });
  });
  return (
    <section className="panel contact-choice" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('contactChoice.title')}</h2>
      <p className="muted">{t('contactChoice.about')}</p>
      <form className="stack" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <FormError message={errors.root?.message} />
        {signInEmail && (
          <CheckboxField
            label={t('contactChoice.showEmail', { email: signInEmail })}
            hint={t('contactChoice.showEmailHint')}
            {...form.register('showEmail')}
          />
        )}
        {phoneNumber && (
          <CheckboxField
            label={t('contactChoice.showPhone', { phone: phoneNumber })}
            hint={t('contactChoice.showPhoneHint')}
            {...form.register('showPhone')}
          />
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={t('contactChoice.saving')}>
          {t('contactChoice.save')}
        </SubmitButton>
        <p className="fine-print">{t('contactChoice.note')}</p>
      </form>
    </section>
  );
}
