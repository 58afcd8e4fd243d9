import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@contract/i18n/languages';
import { updateProfileBody, type Profile } from '@contract/profiles';
import { FormError, SelectField, SubmitButton, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useUpdateProfile } from '../../profiles/api';
import { useCardText } from '../i18n';

const cardLanguageForm = updateProfileBody.pick({ cardLanguage: true }).required();

/**
 * The owner's choice of the language visitors read the card, the lead form and its thank-you
 * page in: each visitor's own (automatic), or one for everyone. Saved with the profile.
 */
export function CardLanguageSetting({ profile }: { profile: Pick<Profile, 'id' | 'cardLanguage'> }) {
  const { t } = useCardText();
  const titleId = useId();
  const update = useUpdateProfile(profile.id, { success: t('setting.saved'), silentError: true });
  const form = useZodForm(cardLanguageForm, { defaultValues: { cardLanguage: profile.cardLanguage } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Each language in its own name, as a visitor who reads it would look for it.
  const options = [
    { value: 'auto', label: t('setting.auto') },
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];

  const submit = useFormSubmit(form, (values) => update.mutateAsync(values));

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('setting.title')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <FormError message={errors.root?.message} />
        <SelectField
          label={t('setting.label')}
          hint={t('setting.hint')}
          options={options}
          error={errors.cardLanguage?.message}
          {...register('cardLanguage')}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('setting.saving')}>
            {t('setting.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
