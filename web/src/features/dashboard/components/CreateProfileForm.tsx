import { useId } from 'react';
import { createProfileBody } from '@contract/profiles';
import { FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';

const createSchema = createProfileBody.pick({ name: true });

interface CreateProfileFormProps {
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/** A new profile needs only its name; the editor it opens in does the rest. */
export function CreateProfileForm({ onSubmit, onCancel }: CreateProfileFormProps) {
  const form = useZodForm(createSchema, { defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const hintId = useId();
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <form className="stack create-profile" noValidate onSubmit={submit} aria-label="Create a profile" aria-describedby={hintId}>
      <p id={hintId} className="muted">
        One profile for each side of you: work, a side business, events. Each has its own page, link, QR code and cards.
      </p>
      <FormError message={errors.root?.message} />
      <TextField
        label="Profile name"
        placeholder="e.g. Events"
        hint="Only you see it; visitors see the name and details you fill in next."
        autoComplete="off"
        autoFocus
        maxLength={60}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Creating…' : 'Create profile'}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
