import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api';
import { authErrorView, authErrorCode, type AuthFlow } from './auth-errors';
import { useUnsavedChangesGuard } from '../components/UnsavedChanges';

export {
  CheckboxField,
  FileButton,
  FormError,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  type ButtonSize,
} from './fields';

interface ZodFormOptions<S extends z.ZodType<FieldValues, FieldValues>> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> {
  /**
   * Whether leaving the page with unsaved changes asks first (the app's one guard, docs/web.md).
   * Off for forms whose typing is no work to lose: sign-in steps, filters.
   */
  leaveGuard?: boolean;
}

/**
 * react-hook-form with the contract's zod schema: typed input and parsed output. Checked on
 * submit, then field by field as it is typed; never on blur: a press on a button blurs the field
 * on mousedown, a message appearing then moves the button, and the mouseup lands beside it, so
 * the click was lost (docs/web.md, "Screen kit"). While the form holds changes that are neither
 * saved nor being saved, leaving the page asks.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  { leaveGuard = true, ...options }: ZodFormOptions<S> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  // A successful save that is not followed by a reset is the form moving on (to the new record).
  useUnsavedChangesGuard(leaveGuard && isDirty && !isSubmitting && !isSubmitSuccessful);
  return form;
}

/**
 * Puts a failure on the form: identity errors on the field the specification names, API
 * field messages on their fields, anything else above the form.
 */
function showFormError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  flow?: AuthFlow,
  fieldNames: Partial<Record<string, Path<T>>> = {},
): void {
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

type FieldNames<T extends FieldValues> = Partial<Record<string, Path<T>>>;

interface FormSubmitOptions<T extends FieldValues> {
  /** The identity flow whose words an identity error takes (auth-errors.ts). */
  flow?: AuthFlow;
  /** Where a field the API names goes on this form, when its name differs; from the failure when it depends on it. */
  fieldNames?: FieldNames<T> | ((error: unknown) => FieldNames<T>);
  /** Sees a failure first; answering true means it is dealt with and goes no further. */
  onError?: (error: unknown) => boolean | void;
}

/**
 * The form's submit handler: the parsed values to `onSubmit` (its success is the caller's: a
 * reset, a toast, a new page), and its failure on the form through `showFormError`. The form
 * counts as submitting until `onSubmit` settles.
 */
export function useFormSubmit<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  onSubmit: (values: TOut) => unknown,
  { flow, fieldNames, onError }: FormSubmitOptions<TIn> = {},
): ReturnType<UseFormHandleSubmit<TIn, TOut>> {
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (onError?.(error) === true) return;
      showFormError(form, error, flow, typeof fieldNames === 'function' ? fieldNames(error) : fieldNames);
    }
  });
}
