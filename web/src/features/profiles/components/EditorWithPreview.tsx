import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useProfilesText } from '../i18n';
import './editor-preview.css';

/**
 * The editor's form with the live preview beside it. On a narrow screen the preview lies below
 * a long form, so a "Preview" button stays at the bottom of the screen and opens the preview over
 * the form; "Back to editing" or Escape closes it.
 */
export function EditorWithPreview({ children, preview }: { children: ReactNode; preview: ReactNode }) {
  const { t } = useProfilesText();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={`editor-layout${open ? ' preview-open' : ''}`}>
      <div className="editor-main profile-tab">{children}</div>
      <div id="editor-preview" className="editor-preview">
        {preview}
      </div>
      <button
        ref={toggle}
        type="button"
        className="button button-primary preview-toggle"
        aria-expanded={open}
        aria-controls="editor-preview"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('editor.hidePreview') : t('editor.showPreview')}
      </button>
    </div>
  );
}
