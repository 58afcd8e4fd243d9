import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError, useFormSubmit } from '../lib/forms';
import { Dialog } from './Dialog';
import { FormActions } from './FormActions';

interface FormDialogProps<TIn extends FieldValues, TOut extends FieldValues> {
  title: string;
  description?: ReactNode;
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Sends the parsed body; a failure lands on the form (its fields, else above them). */
  onSubmit: (body: TOut) => Promise<unknown>;
  onClose: () => void;
  /** The buttons' words: send, while sending, and cancel. */
  actions: { submit: string; pending: string; cancel: string };
  children: ReactNode;
}

/**
 * A dialog that is one form (create a key, an endpoint, a SCIM token; edit an endpoint): the
 * form's error above its fields, Cancel and the submit button below, closing held while it sends.
 * What follows a success (close, or show a secret once) is the caller's `onSubmit`.
 */
export function FormDialog<TIn extends FieldValues, TOut extends FieldValues>({
  title,
  description,
  form,
  onSubmit,
  onClose,
  actions,
  children,
}: FormDialogProps<TIn, TOut>) {
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, onSubmit);
  return (
    <Dialog title={title} description={description} onClose={onClose} busy={isSubmitting}>
      <form className="stack" noValidate onSubmit={submit} aria-label={title}>
        <FormError message={errors.root?.message} />
        {children}
        <FormActions
          className="dialog-actions"
          submitLabel={actions.submit}
          pending={isSubmitting}
          pendingLabel={actions.pending}
          secondary={{ label: actions.cancel, onClick: onClose }}
          secondaryFirst
          size="inline"
        />
      </form>
    </Dialog>
  );
}
