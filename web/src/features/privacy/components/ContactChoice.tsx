import { useId } from 'react';
import { z } from 'zod';
import type { Profile } from '@contract/profiles';
import { CheckboxField, FormError, SubmitButton, showFormError, useZodForm } from '../../../lib/forms';
import { useUpdateProfile } from '../../profiles/api';

const choiceSchema = z.object({ showEmail: z.boolean(), showPhone: z.boolean() });

/**
 * A new profile shows only the name (docs/privacy.md): nobody saved it yet, and it is the
 * person's only profile. That is when the dashboard asks what else it may show.
 */
export function needsContactChoice(profile: Profile, profiles: readonly Profile[]): boolean {
  return profiles.length === 1 && profile.default && profile.createdAt === profile.updatedAt;
}

interface ContactChoiceProps {
  profile: Profile;
  signInEmail: string | null;
  phoneNumber: string | null;
}

/** The first-run question: show the sign-in email and phone on the page, or keep them private. */
export function ContactChoice({ profile, signInEmail, phoneNumber }: ContactChoiceProps) {
  const titleId = useId();
  const update = useUpdateProfile(profile.id, { success: 'Your choice is saved. Change it any time in the profile editor.', silentError: true });
  const form = useZodForm(choiceSchema, { defaultValues: { showEmail: false, showPhone: false } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ showEmail, showPhone }) => {
    const email = showEmail && signInEmail ? signInEmail : '';
    const phone = showPhone && phoneNumber ? phoneNumber : null;
    try {
      await update.mutateAsync({
        email,
        phoneNumbers: phone ? [{ label: 'mobile', number: phone }] : [],
        config: { sections: { contact: !!email || !!phone } },
      });
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <section className="panel contact-choice" aria-labelledby={titleId}>
      <h2 id={titleId}>What should your page show?</h2>
      <p className="muted">Your page shows your name and nothing else yet. Choose what people who open your link or tap your card may see; you can change it any time.</p>
      <form className="stack" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <FormError message={errors.root?.message} />
        {signInEmail && <CheckboxField label={`Show my email, ${signInEmail}`} hint="Visitors can write to you and save it with your contact." {...form.register('showEmail')} />}
        {phoneNumber && (
          <CheckboxField label={`Show my phone number, ${phoneNumber}`} hint="Visitors can call you and save it with your contact." {...form.register('showPhone')} />
        )}
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
          Save my choice
        </SubmitButton>
        <p className="fine-print">Leave them unticked to keep them private. Anything else you add later in the profile editor is yours to show or hide too.</p>
      </form>
    </section>
  );
}
