import '../profiles.css';
import { SubmitButton } from '../../../lib/forms';
import { useProfilesText } from '../i18n';

/** Save, and a way back to what was saved while there are changes. */
export function FormActions({ saveLabel, pending, dirty, onDiscard }: { saveLabel: string; pending: boolean; dirty: boolean; onDiscard: () => void }) {
  const { t } = useProfilesText();
  return (
    <div className="profile-form-actions">
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {saveLabel}
      </SubmitButton>
      {dirty && !pending && (
        <button type="button" className="button button-ghost" onClick={onDiscard}>
          {t('formActions.discard')}
        </button>
      )}
    </div>
  );
}
