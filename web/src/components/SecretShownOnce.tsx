import { useId, useState } from 'react';
import { TextField } from '../lib/forms';
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
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard permission: the field selects itself for a manual copy.
      document.getElementById(fieldId)?.focus();
    }
  };
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
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {copied ? text.copied : text.copy}
          </button>
          <button type="button" className="button button-primary" onClick={onClose}>
            {text.done}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
