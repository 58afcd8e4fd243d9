import '../profiles.css';
import { SubmitButton } from '../../../lib/forms';

/** Save, and a way back to what was saved while there are changes. */
export function FormActions({ saveLabel, pending, dirty, onDiscard }: { saveLabel: string; pending: boolean; dirty: boolean; onDiscard: () => void }) {
  return (
    <div className="profile-form-actions">
      <SubmitButton pending={pending} pendingLabel="Saving…">
        {saveLabel}
      </SubmitButton>
      {dirty && !pending && (
        <button type="button" className="button button-ghost" onClick={onDiscard}>
          Discard changes
        </button>
      )}
    </div>
  );
}
