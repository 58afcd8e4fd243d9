import { z } from 'zod';
import type { CompanyRole } from '@contract/company';
import { MESSAGES } from '@contract/messages';
import { SelectField, useZodForm } from '../../../lib/forms';
import type { FlatDivision } from '../divisions';
import { useCompanyUsersText } from '../i18n';

/** '' = nothing chosen yet; NONE = take every role (or division) away. */
const NONE = '-';
const choiceSchema = z.object({ value: z.string().min(1, MESSAGES.required) });

interface BulkBarProps {
  count: number;
  roles: readonly CompanyRole[];
  divisions: readonly FlatDivision[];
  pending: boolean;
  onSetRoles: (roleIds: string[]) => Promise<unknown>;
  onSetDivisions: (divisionIds: string[]) => Promise<unknown>;
  onClear: () => void;
}

/** What to do with the selected people: one role for all, one division for all. */
export function BulkBar({ count, roles, divisions, pending, onSetRoles, onSetDivisions, onClear }: BulkBarProps) {
  const { t } = useCompanyUsersText();
  return (
    <section className="company-bulk" aria-label={t('bulk.label')}>
      <p role="status">{t('bulk.selected', { count })}</p>
      <BulkChoice
        label={t('bulk.role')}
        submitLabel={t('bulk.setRole')}
        options={[{ value: NONE, label: t('bulk.noRole') }, ...roles.map((r) => ({ value: r.id, label: r.name }))]}
        pending={pending}
        onApply={(value) => onSetRoles(value === NONE ? [] : [value])}
      />
      <BulkChoice
        label={t('bulk.division')}
        submitLabel={t('bulk.setDivision')}
        options={[
          { value: NONE, label: t('bulk.noDivision') },
          ...divisions.map((d) => ({ value: d.id, label: d.path })),
        ]}
        pending={pending}
        onApply={(value) => onSetDivisions(value === NONE ? [] : [value])}
      />
      <button type="button" className="button button-ghost" onClick={onClear}>
        {t('bulk.clear')}
      </button>
    </section>
  );
}

interface BulkChoiceProps {
  label: string;
  submitLabel: string;
  options: { value: string; label: string }[];
  pending: boolean;
  onApply: (value: string) => Promise<unknown>;
}

function BulkChoice({ label, submitLabel, options, pending, onApply }: BulkChoiceProps) {
  const { t } = useCompanyUsersText();
  const form = useZodForm(choiceSchema, { defaultValues: { value: '' }, leaveGuard: false });
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await onApply(value);
      form.reset();
    } catch {
      // The toast already said what went wrong; the choice stays for another try.
    }
  });
  return (
    <form className="bulk-choice" noValidate onSubmit={submit} aria-label={submitLabel}>
      <SelectField
        label={label}
        options={[{ value: '', label: t('bulk.choose') }, ...options]}
        error={form.formState.errors.value?.message}
        {...form.register('value')}
      />
      <button
        type="submit"
        className="button button-secondary button-small"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {submitLabel}
      </button>
    </form>
  );
}
