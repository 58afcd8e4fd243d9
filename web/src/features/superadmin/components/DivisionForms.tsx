import { z } from 'zod';
import type { AdminDivision } from '@contract/superadmin';
import { renameDivisionBody } from '@contract/superadmin';
import { MESSAGES } from '@contract/messages';
import { COMPANY_LIMITS } from '@contract/company';
import { FormError, SelectField, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';

interface RenameProps {
  division: AdminDivision;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

export function RenameDivisionForm({ division, onSubmit, onCancel }: RenameProps) {
  const form = useZodForm(renameDivisionBody, { defaultValues: { name: division.name } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${division.name}`}>
      <FormError message={errors.root?.message} />
      <TextField label="New name" maxLength={COMPANY_LIMITS.divisionName} error={errors.name?.message} {...form.register('name')} />
      <div className="row-actions">
        <SubmitButton pending={isSubmitting} pendingLabel="Renaming…">
          Rename
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
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
  const form = useZodForm(mergeForm, { defaultValues: { intoId: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ intoId }) => {
    const into = targets.find((d) => d.id === intoId);
    if (into) onChoose(into);
  });
  if (!targets.length) {
    return (
      <>
        <p>
          {division.companyName} has no other division to merge {division.name} into.
        </p>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Close
        </button>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Merge ${division.name}`}>
      <SelectField
        label={`Merge ${division.name} into`}
        error={errors.intoId?.message}
        options={[{ value: '', label: 'Choose a division' }, ...targets.map((d) => ({ value: d.id, label: d.name }))]}
        {...form.register('intoId')}
      />
      <div className="row-actions">
        <SubmitButton pending={false}>Continue</SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
