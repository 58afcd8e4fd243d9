import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCommonText } from '../i18n';
import { useModal } from './use-modal';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice's words; "Cancel" when left out. */
  cancelLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before something that cannot be undone. Focus starts on Cancel (the safe
 * choice), stays inside while open, Escape cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useCommonText();
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const { dialog, onKeyDown, onBackdropMouseDown } = useModal({
    open,
    onClose: onCancel,
    busy: pending,
    initialFocus: cancel,
  });

  if (!open) return null;

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        <div className="dialog-actions">
          <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel ?? t('cancel')}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? (pendingLabel ?? t('pleaseWait')) : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
