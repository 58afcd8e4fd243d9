import { createCompanyBody, type CreateCompanyBody } from '@contract/company';
import { FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';

interface CreateCompanyFormProps {
  onSubmit: (body: CreateCompanyBody) => Promise<unknown>;
}

/** "Create your company": the name, and the website and industry if known. The creator becomes its admin. */
export function CreateCompanyForm({ onSubmit }: CreateCompanyFormProps) {
  const form = useZodForm(createCompanyBody, { defaultValues: { name: '', website: '', industry: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <form className="stack company-create-form" noValidate onSubmit={submit} aria-label="Create your company">
      <FormError message={errors.root?.message} />
      <TextField label="Company name" autoComplete="organization" maxLength={120} error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="acme.example"
        hint="https:// is added when you leave it out."
        error={errors.website?.message}
        {...form.register('website')}
      />
      <TextField label="Industry (optional)" placeholder="e.g. Software, Real estate" maxLength={120} error={errors.industry?.message} {...form.register('industry')} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Creating…' : 'Create company'}
        </button>
      </div>
    </form>
  );
}
