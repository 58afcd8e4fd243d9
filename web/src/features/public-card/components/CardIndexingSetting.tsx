import { useId } from 'react';
import { updateProfileBody, type Profile } from '@contract/profiles';
import { CheckboxField, FormError, SubmitButton, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useUpdateProfile } from '../../profiles/api';
import { useCardText } from '../i18n';

const indexingForm = updateProfileBody.pick({ indexable: true }).required();

/**
 * The owner's choice whether search engines may list the profile's page: off until they turn
 * it on (the page says noindex otherwise). Saved with the profile.
 */
export function CardIndexingSetting({ profile }: { profile: Pick<Profile, 'id' | 'indexable'> }) {
  const { t } = useCardText();
  const titleId = useId();
  const update = useUpdateProfile(profile.id, { success: t('indexing.saved'), silentError: true });
  const form = useZodForm(indexingForm, { defaultValues: { indexable: profile.indexable } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useFormSubmit(form, (values) => update.mutateAsync(values));

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('indexing.title')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <FormError message={errors.root?.message ?? errors.indexable?.message} />
        <CheckboxField label={t('indexing.label')} hint={t('indexing.hint')} {...register('indexable')} />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('indexing.saving')}>
            {t('indexing.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
