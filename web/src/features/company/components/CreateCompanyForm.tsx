import { createCompanyBody, type CreateCompanyBody } from '@contract/company';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useCompanyText } from '../i18n';

interface CreateCompanyFormProps {
  onSubmit: (body: CreateCompanyBody) => Promise<unknown>;
}

/** "Create your company": the name, and the website and industry if known. The creator becomes its admin. */
export function CreateCompanyForm({ onSubmit }: CreateCompanyFormProps) {
  const { t } = useCompanyText();
  const form = useZodForm(createCompanyBody, { defaultValues: { name: '', website: '', industry: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, onSubmit);
  return (
    <form className="stack company-create-form" noValidate onSubmit={submit} aria-label={t('create.title')}>
      <FormError message={errors.root?.message} />
      <TextField
        label={t('create.name')}
        autoComplete="organization"
        maxLength={120}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('create.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={t('create.websitePlaceholder')}
        hint={t('httpsHint')}
        error={errors.website?.message}
        {...form.register('website')}
      />
      <TextField
        label={t('create.industry')}
        placeholder={t('create.industryPlaceholder')}
        maxLength={120}
        error={errors.industry?.message}
        {...form.register('industry')}
      />
      <div className="row">
        <button
          type="submit"
          className="button button-primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('create.creating') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}
