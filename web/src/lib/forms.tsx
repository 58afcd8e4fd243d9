import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api';
import { authErrorView, authErrorCode, type AuthFlow } from './auth-errors';

/** react-hook-form with the contract's zod schema: typed input and parsed output, checked on blur. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}) {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}

/**
 * Puts a failure on the form: identity errors on the field the specification names, API
 * field messages on their fields, anything else above the form.
 */
export function showFormError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown, flow?: AuthFlow, fieldNames: Partial<Record<string, Path<T>>> = {}): void {
  const set = (field: string, message: string) => {
    const name = (fieldNames[field] ?? field) as Path<T>;
    const values = form.getValues();
    // Nested fields (`phoneNumbers.0.number`) as the API names them, as well as top-level ones.
    const known = field !== 'root' && (name in values || get(values, name) !== undefined);
    form.setError(known ? name : ('root' as Path<T>), { type: 'server', message }, { shouldFocus: known });
  };
  if (authErrorCode(error)) {
    const view = authErrorView(error, flow);
    if (view) set(view.field, view.message);
    return;
  }
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
    for (const [field, message] of Object.entries(error.fields)) set(field, message);
    return;
  }
  set('root', errorMessage(error));
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...input} />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level error, announced when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {message}
    </div>
  );
}

export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel?: string }) {
  return (
    <button type="submit" className="button button-primary button-block" disabled={pending} aria-busy={pending || undefined}>
      {pending ? (pendingLabel ?? 'Please wait…') : children}
    </button>
  );
}
