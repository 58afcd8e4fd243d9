import { useId } from 'react';
import { TextField } from '../lib/forms';
import { CopyButton } from './CopyButton';
import { Dialog } from './Dialog';

interface SecretShownOnceProps {
  secret: string;
  onClose: () => void;
  /** The screen's words: the dialog's title and warning, the field's label and the buttons. */
  text: { title: string; warning: string; label: string; copy: string; copied: string; done: string };
}

/**
 * A secret the server answers once (an API key, a webhook signing secret): shown in a read-only
 * field with a copy button and the warning that it will not be shown again.
 */
export function SecretShownOnce({ secret, onClose, text }: SecretShownOnceProps) {
  const fieldId = useId();
  return (
    <Dialog title={text.title} description={<p>{text.warning}</p>} onClose={onClose}>
      <div className="stack">
        <TextField
          id={fieldId}
          label={text.label}
          value={secret}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="dialog-actions">
          <CopyButton value={secret} label={text.copy} copiedLabel={text.copied} fallbackFieldId={fieldId} />
          <button type="button" className="button button-primary" onClick={onClose}>
            {text.done}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
