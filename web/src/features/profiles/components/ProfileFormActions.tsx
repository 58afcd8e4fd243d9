import { FormActions } from '../../../components/FormActions';
import { useProfilesText } from '../i18n';

/**
 * The card editor forms' buttons (details, design, socials): save, and "Discard changes" once
 * something changed, hidden while the form is sent.
 */
export function ProfileFormActions({
  submitLabel,
  pending,
  dirty,
  onDiscard,
}: {
  submitLabel: string;
  pending: boolean;
  dirty: boolean;
  onDiscard: () => void;
}) {
  const { t } = useProfilesText();
  return (
    <FormActions
      className="profile-form-actions"
      submitLabel={submitLabel}
      pending={pending}
      pendingLabel={t('saving')}
      secondary={
        dirty
          ? { label: t('formActions.discard'), variant: 'ghost', whilePending: 'hidden', onClick: onDiscard }
          : undefined
      }
    />
  );
}
