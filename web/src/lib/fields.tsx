import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useCommonText } from '../i18n';
import { useMessageText } from '../i18n/messages';

// The form controls without the form library: a screen that only shows a field (the share
// panel's read-only link) takes them from here and does not load react-hook-form and zod
// (lib/forms.tsx re-exports them for the forms).

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...input}
      />
      <HintAndError id={inputId} hint={hint} error={error} />
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const messageText = useMessageText();
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {messageText(error)}
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
      <textarea
        id={fieldId}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...textarea}
      />
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
      <select
        id={fieldId}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...select}
      >
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
  /** On a phone, open this camera instead of the file picker ('environment': the back one). */
  capture?: 'environment' | 'user';
}

/**
 * A file picker that looks like a button. The input stays in the tab order (visually hidden), so
 * the button takes keyboard focus and opens the picker with Enter or Space.
 */
export function FileButton({
  label,
  accept,
  onFile,
  disabled,
  pending,
  className = 'button button-secondary',
  capture,
}: FileButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) still reports it.
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      className={`${className} file-button${disabled || pending ? ' is-disabled' : ''}`}
      aria-busy={pending || undefined}
    >
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        capture={capture}
        onChange={onChange}
        disabled={disabled || pending}
      />
      {label}
    </label>
  );
}

/** The form-level error, announced when it appears. */
export function FormError({ message }: { message?: string }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {messageText(message)}
    </div>
  );
}

/** A submit button's width: the form's (`block`), its words' (`inline`), or small beside small controls. */
export type ButtonSize = 'block' | 'inline' | 'small';
const SIZE_CLASS: Record<ButtonSize, string> = { block: ' button-block', inline: '', small: ' button-small' };

export function SubmitButton({
  pending,
  children,
  pendingLabel,
  size = 'block',
  disabled = false,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: string;
  size?: ButtonSize;
  /** Not sendable yet (nothing to save), besides while sending. */
  disabled?: boolean;
}) {
  const { t } = useCommonText();
  return (
    <button
      type="submit"
      className={`button button-primary${SIZE_CLASS[size]}`}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? (pendingLabel ?? t('pleaseWait')) : children}
    </button>
  );
}
