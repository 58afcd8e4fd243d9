import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import '../profiles.css';
import { SubmitButton } from '../../../lib/forms';

/**
 * Form controls `lib/forms` has no twin for (a text area, a select, a checkbox, a file picker),
 * wired the same way as `TextField`: a visible label, the hint and the error tied to the control.
 */

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} className="profile-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...textarea} />
      <HintAndError id={fieldId} hint={hint} error={error} />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, error, hint, options, id, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} className="select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HintAndError id={fieldId} hint={hint} error={error} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function CheckboxField({ label, hint, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`checkbox-field${className ? ` ${className}` : ''}`}>
      <input id={fieldId} type="checkbox" aria-describedby={describedBy(fieldId, hint, undefined)} {...input} />
      <div>
        <label htmlFor={fieldId}>{label}</label>
        <HintAndError id={fieldId} hint={hint} />
      </div>
    </div>
  );
}

interface FileButtonProps {
  /** The visible text of the button, also its accessible name. */
  label: ReactNode;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  pending?: boolean;
  className?: string;
}

/**
 * A file picker that looks like a button. The input stays in the tab order (visually hidden), so
 * the button takes keyboard focus and opens the picker with Enter or Space.
 */
export function FileButton({ label, accept, onFile, disabled, pending, className = 'button button-secondary' }: FileButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) still reports it.
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={`${className} file-button${disabled || pending ? ' is-disabled' : ''}`} aria-busy={pending || undefined}>
      <input type="file" className="visually-hidden" accept={accept} onChange={onChange} disabled={disabled || pending} />
      {label}
    </label>
  );
}

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
