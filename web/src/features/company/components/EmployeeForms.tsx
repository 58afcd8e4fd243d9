import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { COMPANY_LIMITS, type Employee } from '@contract/company';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useCompanyUsersText } from '../i18n';

const jobSchema = z.object({
  title: z.string().trim().max(COMPANY_LIMITS.title),
  department: z.string().trim().max(COMPANY_LIMITS.department),
});

/** An employee's job title and department, as their company profile and the users table show them. */
export function JobForm({
  employee,
  onSave,
}: {
  employee: Employee;
  onSave: (body: z.output<typeof jobSchema>) => Promise<unknown>;
}) {
  const { t } = useCompanyUsersText();
  const titleId = useId();
  const form = useZodForm(jobSchema, { defaultValues: { title: employee.title, department: employee.department } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, async (body) => {
    await onSave(body);
    form.reset(body);
  });
  return (
    <form className="panel stack" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('employee.job')}</h3>
      <FormError message={errors.root?.message} />
      <TextField
        label={t('employee.jobTitle')}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label={t('employee.department')}
        autoComplete="off"
        error={errors.department?.message}
        {...form.register('department')}
      />
      <div>
        <SubmitButton pending={isSubmitting}>{t('employee.saveJob')}</SubmitButton>
      </div>
    </form>
  );
}

const choiceSchema = z.object({ ids: z.array(z.string()) });

interface ChoiceFormProps {
  title: string;
  saveLabel: string;
  options: readonly { value: string; label: string; depth?: number }[];
  selected: readonly string[];
  /** Shown instead of the checkboxes when there is nothing to choose. */
  empty?: string;
  onSave: (ids: string[]) => Promise<unknown>;
}

/** The roles, or the divisions, of one employee: checkboxes in the list's order, saved together. */
export function ChoiceForm({ title, saveLabel, options, selected, empty, onSave }: ChoiceFormProps) {
  const titleId = useId();
  const inOrder = (ids: ReadonlySet<string>) => options.filter((o) => ids.has(o.value)).map((o) => o.value);
  const form = useZodForm(choiceSchema, { defaultValues: { ids: inOrder(new Set(selected)) } });
  const ids = useWatch({ control: form.control, name: 'ids' });
  const { errors, isSubmitting } = form.formState;
  const toggle = (value: string) => {
    const next = new Set(ids);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    form.setValue('ids', inOrder(next), { shouldDirty: true });
  };
  const submit = useFormSubmit(form, async (body) => {
    await onSave(body.ids);
    form.reset(body);
  });
  return (
    <form className="panel stack" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <FormError message={errors.root?.message} />
      {options.length === 0 && empty ? (
        <p className="muted">{empty}</p>
      ) : (
        <fieldset className="choice-list">
          <legend className="visually-hidden">{title}</legend>
          {options.map((o) => (
            <label
              key={o.value}
              className="checkbox-inline"
              style={o.depth ? { paddingInlineStart: `${o.depth * 1.25}rem` } : undefined}
            >
              <input type="checkbox" checked={ids.includes(o.value)} onChange={() => toggle(o.value)} />
              {o.label}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <SubmitButton pending={isSubmitting}>{saveLabel}</SubmitButton>
      </div>
    </form>
  );
}
