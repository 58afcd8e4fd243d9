import { useId } from 'react';
import { createProfileBody } from '@contract/profiles';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useDashboardText } from '../i18n';
import { FormActions } from '../../../components/FormActions';

const createSchema = createProfileBody.pick({ name: true });

interface CreateProfileFormProps {
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/** A new profile needs only its name; the editor it opens in does the rest. */
export function CreateProfileForm({ onSubmit, onCancel }: CreateProfileFormProps) {
  const { t } = useDashboardText();
  const form = useZodForm(createSchema, { defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const hintId = useId();
  const submit = useFormSubmit(form, ({ name }) => onSubmit(name));
  return (
    <form
      className="stack create-profile"
      noValidate
      onSubmit={submit}
      aria-label={t('create.formLabel')}
      aria-describedby={hintId}
    >
      <p id={hintId} className="muted">
        {t('create.about')}
      </p>
      <FormError message={errors.root?.message} />
      <TextField
        label={t('create.name')}
        placeholder={t('create.nameExample')}
        hint={t('create.nameHint')}
        autoComplete="off"
        autoFocus
        maxLength={60}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormActions
        size="inline"
        submitLabel={t('create.submit')}
        pending={isSubmitting}
        pendingLabel={t('create.creating')}
        secondary={{ label: t('create.cancel'), variant: 'ghost', onClick: onCancel }}
      />
    </form>
  );
}
