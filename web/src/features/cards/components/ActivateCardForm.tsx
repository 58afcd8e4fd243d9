import { z } from 'zod';
import { activateCardBody, cardId as cardIdField, type ActivateCardBody } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import { ApiError, errorMessage } from '../../../lib/api';
import { FormError, SubmitButton, TextField, useZodForm } from '../../../lib/forms';
import { activationErrorField } from '../api';
import { useCardsText } from '../i18n';
import { ProfileSelect } from './ProfileSelect';

interface ActivateCardFormProps {
  /** The caller's active profiles; the first default one is chosen to start with. */
  profiles: readonly Profile[];
  onActivate: (body: ActivateCardBody) => Promise<unknown>;
  /** The card is already known (its own page): only the profile is asked for. */
  cardId?: string;
  /** The profile to start with, when not the default one. */
  initialProfileId?: string;
  /** The button's words, "Activate card" unless told. */
  submitLabel?: string;
}

/** A pasted card link stands for its code: `https://…/card/ABCD…` is `ABCD…`. */
const codeOf = (value: unknown) =>
  typeof value === 'string' ? (value.trim().split('/').filter(Boolean).at(-1) ?? value) : value;
const activateForm = activateCardBody.extend({ cardId: z.preprocess(codeOf, cardIdField()) });

/**
 * Activation: a card's code (typed from the card, or pasted from its link) and the profile it
 * should open. The API's answers land where they belong: an unknown, taken or deactivated card
 * on the code, a profile the card cannot open on the profile.
 */
export function ActivateCardForm({
  profiles,
  onActivate,
  cardId,
  initialProfileId,
  submitLabel,
}: ActivateCardFormProps) {
  const { t } = useCardsText();
  const startProfile =
    profiles.find((p) => p.id === initialProfileId) ?? profiles.find((p) => p.default) ?? profiles[0];
  const form = useZodForm(activateForm, { defaultValues: { cardId: cardId ?? '', profileId: startProfile?.id ?? '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onActivate(values);
      if (!cardId) form.reset({ cardId: '', profileId: values.profileId });
    } catch (error) {
      const field = activationErrorField(error);
      const fieldMessage = error instanceof ApiError && field !== 'root' ? error.fields?.[field] : undefined;
      // On a card's own page there is no code field: its problems are the form's.
      const target = field === 'cardId' && cardId ? 'root' : field;
      form.setError(
        target,
        { type: 'server', message: fieldMessage ?? errorMessage(error) },
        { shouldFocus: target !== 'root' },
      );
    }
  });

  return (
    <form
      className="stack"
      onSubmit={submit}
      noValidate
      aria-label={cardId ? t('activateForm.labelOfCard', { id: cardId }) : t('activateForm.label')}
    >
      <FormError message={errors.root?.message} />
      {!cardId && (
        <TextField
          label={t('activateForm.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('activateForm.codeHint')}
          error={errors.cardId?.message}
          {...form.register('cardId')}
        />
      )}
      <ProfileSelect
        label={t('activateForm.profile')}
        profiles={profiles}
        placeholder={startProfile ? undefined : t('activateForm.chooseProfile')}
        hint={t('activateForm.profileHint')}
        error={errors.profileId?.message}
        {...form.register('profileId')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('activateForm.submitting')}>
        {submitLabel ?? t('activateForm.submit')}
      </SubmitButton>
    </form>
  );
}
