import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';
import './confirm-dialog.css';

interface DialogProps {
  title: string;
  /** What the dialog is for, read after its title. */
  description?: ReactNode;
  children: ReactNode;
  /** Escape, the backdrop and the form's Cancel button close it, unless a change is being sent. */
  onClose: () => void;
  busy?: boolean;
}

/**
 * A modal that holds a form (ConfirmDialog is for yes-or-no questions). Focus starts on the first
 * field, stays inside while it is open, and goes back to what opened it.
 */
export function Dialog({ title, description, children, onClose, busy = false }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { dialog, onKeyDown, onBackdropMouseDown } = useModal({ open: true, onClose, busy });

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {description && (
          <div id={descriptionId} className="dialog-body">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
