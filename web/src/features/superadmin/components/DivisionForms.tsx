import { z } from 'zod';
import type { AdminDivision } from '@contract/superadmin';
import { renameDivisionBody } from '@contract/superadmin';
import { MESSAGES } from '@contract/messages';
import { COMPANY_LIMITS } from '@contract/company';
import { FormError, SelectField, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { FormActions } from '../../../components/FormActions';
import { useSuperadminText } from '../i18n';

interface RenameProps {
  division: AdminDivision;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

export function RenameDivisionForm({ division, onSubmit, onCancel }: RenameProps) {
  const { t } = useSuperadminText();
  const form = useZodForm(renameDivisionBody, { defaultValues: { name: division.name } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, ({ name }) => onSubmit(name));
  return (
    <form onSubmit={submit} noValidate aria-label={t('divisions.rename', { name: division.name })}>
      <FormError message={errors.root?.message} />
      <TextField
        label={t('divisions.renameForm.name')}
        maxLength={COMPANY_LIMITS.divisionName}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormActions
        className="row-actions"
        submitLabel={t('divisions.renameForm.submit')}
        pending={isSubmitting}
        pendingLabel={t('divisions.renameForm.pending')}
        secondary={{ label: t('cancel'), onClick: onCancel }}
      />
    </form>
  );
}

const mergeForm = z.object({ intoId: z.string().min(1, MESSAGES.required) });

interface MergeProps {
  division: AdminDivision;
  /** The other divisions of the same company. */
  targets: readonly AdminDivision[];
  /** Asks for confirmation; the merge happens there. */
  onChoose: (into: AdminDivision) => void;
  onCancel: () => void;
}

/** Picks the division to merge into; the caller confirms before anything moves. */
export function MergeDivisionForm({ division, targets, onChoose, onCancel }: MergeProps) {
  const { t } = useSuperadminText();
  const form = useZodForm(mergeForm, { defaultValues: { intoId: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ intoId }) => {
    const into = targets.find((d) => d.id === intoId);
    if (into) onChoose(into);
  });
  if (!targets.length) {
    return (
      <>
        <p>{t('divisions.mergeForm.noTargets', { company: division.companyName, name: division.name })}</p>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('divisions.mergeForm.close')}
        </button>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('divisions.merge', { name: division.name })}>
      <SelectField
        label={t('divisions.mergeForm.into', { name: division.name })}
        error={errors.intoId?.message}
        options={[
          { value: '', label: t('divisions.mergeForm.choose') },
          ...targets.map((d) => ({ value: d.id, label: d.name })),
        ]}
        {...form.register('intoId')}
      />
      <FormActions
        className="row-actions"
        submitLabel={t('divisions.mergeForm.submit')}
        pending={false}
        secondary={{ label: t('cancel'), onClick: onCancel }}
      />
    </form>
  );
}
