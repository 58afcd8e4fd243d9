import { useEffect, useId } from 'react';
import { z } from 'zod';
import { requiredString, url } from '@contract/common';
import { TextField, useZodForm } from '../../../lib/forms';

/** A URL block as the contract takes it: a title and a link (`https://` added when left out). */
const linkBlockSchema = z.object({ title: requiredString(100), url: url() });
type LinkBlockValues = z.output<typeof linkBlockSchema>;

/** A file block's title: its file comes from an upload. */
const fileBlockSchema = z.object({ title: requiredString(100) });

interface LinkBlockFormProps {
  /** The form's accessible name ("Add a link", "Edit Portfolio"). */
  label: string;
  submitLabel: string;
  defaultValues?: { title: string; url: string };
  onSubmit: (values: LinkBlockValues) => Promise<unknown>;
  onCancel?: () => void;
  /** What is typed so far, for the live preview. */
  onDraftChange?: (values: { title: string; url: string }) => void;
  disabled?: boolean;
}

/** Adds or edits a link block. Cleared after an addition, so the next one can follow. */
export function LinkBlockForm({ label, submitLabel, defaultValues = { title: '', url: '' }, onSubmit, onCancel, onDraftChange, disabled }: LinkBlockFormProps) {
  const form = useZodForm(linkBlockSchema, { defaultValues });
  const { errors, isSubmitting } = form.formState;
  const hintId = useId();

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = form.watch((v) => onDraftChange({ title: v.title ?? '', url: v.url ?? '' }));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!onCancel) form.reset({ title: '', url: '' });
    } catch {
      // The failure toast has said why; what was typed stays for another try.
    }
  });

  return (
    <form className="stack link-block-form" noValidate onSubmit={submit} aria-label={label} aria-describedby={hintId}>
      <p id={hintId} className="visually-hidden">
        A link block is a button on your page that opens the address you enter.
      </p>
      <div className="form-grid">
        <TextField label="Title" placeholder="My portfolio" autoComplete="off" maxLength={100} error={errors.title?.message} {...form.register('title')} />
        <TextField label="URL" type="url" inputMode="url" placeholder="example.com/portfolio" autoComplete="url" error={errors.url?.message} {...form.register('url')} />
      </div>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={disabled || isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** Renames a file block (its file stays). */
export function FileBlockForm({ label, defaultTitle, onSubmit, onCancel }: { label: string; defaultTitle: string; onSubmit: (title: string) => Promise<unknown>; onCancel: () => void }) {
  const form = useZodForm(fileBlockSchema, { defaultValues: { title: defaultTitle } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ title }) => {
    try {
      await onSubmit(title);
    } catch {
      // The failure toast has said why; what was typed stays for another try.
    }
  });
  return (
    <form className="stack link-block-form" noValidate onSubmit={submit} aria-label={label}>
      <TextField label="Title" autoComplete="off" maxLength={100} error={errors.title?.message} {...form.register('title')} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
