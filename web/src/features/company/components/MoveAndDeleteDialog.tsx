import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { SelectField } from '../../../lib/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCompanyText } from '../i18n';

interface MoveAndDeleteDialogProps {
  /** What is being deleted; the dialog is closed while null. */
  target: { id: string; name: string } | null;
  title: string;
  /** What happens to the people on it, in words. */
  body: string;
  moveLabel: string;
  /** Where they may go (never the deleted one itself). */
  options: readonly { value: string; label: string }[];
  pending: boolean;
  /** The API's refusal, if the last try was refused (e.g. still in use: choose where to move). */
  error: unknown;
  onConfirm: (moveTo: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Deleting a role or a division: asks where its people go, so nobody is left on one that is
 * gone. Leaving the choice empty is for one nobody is on; the API refuses otherwise, and its
 * message shows on the choice.
 */
export function MoveAndDeleteDialog({
  target,
  title,
  body,
  moveLabel,
  options,
  pending,
  error,
  onConfirm,
  onCancel,
}: MoveAndDeleteDialogProps) {
  const { t } = useCompanyText();
  const [moveTo, setMoveTo] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A new target starts with no choice.
  if ((target?.id ?? null) !== shownFor) {
    setShownFor(target?.id ?? null);
    setMoveTo('');
  }
  const fieldError = error instanceof ApiError ? error.fields?.moveTo : undefined;
  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      confirmLabel={t('moveAndDelete.confirm')}
      pendingLabel={t('moveAndDelete.pending')}
      pending={pending}
      onConfirm={() => onConfirm(moveTo || undefined)}
      onCancel={onCancel}
    >
      <p>{body}</p>
      <SelectField
        label={moveLabel}
        hint={t('moveAndDelete.hint')}
        options={[{ value: '', label: t('moveAndDelete.nobody') }, ...options]}
        value={moveTo}
        error={fieldError}
        onChange={(e) => setMoveTo(e.currentTarget.value)}
      />
      {error !== null && error !== undefined && !fieldError && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </ConfirmDialog>
  );
}
