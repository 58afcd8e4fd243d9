import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { z } from 'zod';
import { requiredString, url } from '@contract/common';
import type { LinkMeta } from '@contract/tools';
import { errorMessage } from '../../../lib/api';
import { CheckboxField, TextField, useZodForm } from '../../../lib/forms';
import { useMessageText } from '../../../i18n/messages';
import { fetchLinkMeta } from '../../tools/api';
import { useProfileLinksText } from '../i18n';
import { FormActions } from '../../../components/FormActions';

/** An example of an address, not words: the same in every language. */
const EXAMPLE_URL = 'example.com/portfolio';

/** A URL block as the contract takes it: a title and a link (`https://` added when left out). */
const linkBlockSchema = z.object({ title: requiredString(100), url: url() });
/** The link, and the page's picture when the owner took it (thumbnailUrl). */
type LinkBlockValues = z.output<typeof linkBlockSchema> & { thumbnailUrl?: string };

type Lookup =
  | { state: 'idle' }
  | { state: 'loading'; url: string }
  | { state: 'found'; url: string; meta: LinkMeta }
  | { state: 'none'; url: string; message: string };

/**
 * A pasted link's title and picture (GET /v1/tools/meta), looked up when the URL field is left:
 * an empty title is filled in, and the page's picture is offered as the block's thumbnail.
 */
function useLinkLookup(savedUrl: string, onTitle: (title: string) => void) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // A block's own saved address is not looked up again: only a new or changed link is.
  const saved = url().safeParse(savedUrl);
  const last = useRef<string | null>(saved.success ? saved.data : null);
  const run = async (raw: string) => {
    const parsed = url().safeParse(raw);
    if (!parsed.success || parsed.data === last.current) return;
    last.current = parsed.data;
    setLookup({ state: 'loading', url: parsed.data });
    try {
      const meta = await fetchLinkMeta(parsed.data);
      if (last.current !== parsed.data) return;
      if (meta.title) onTitle(meta.title.slice(0, 100));
      setLookup({ state: 'found', url: parsed.data, meta });
    } catch (error) {
      if (last.current === parsed.data) setLookup({ state: 'none', url: parsed.data, message: errorMessage(error) });
    }
  };
  const reset = () => {
    last.current = null;
    setLookup({ state: 'idle' });
  };
  return { lookup, run, reset };
}

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
export function LinkBlockForm({
  label,
  submitLabel,
  defaultValues = { title: '', url: '' },
  onSubmit,
  onCancel,
  onDraftChange,
  disabled,
}: LinkBlockFormProps) {
  const { t } = useProfileLinksText();
  const messageText = useMessageText();
  const form = useZodForm(linkBlockSchema, { defaultValues });
  const { errors, isSubmitting } = form.formState;
  const hintId = useId();
  const [takePicture, setTakePicture] = useState(true);
  const { lookup, run, reset } = useLinkLookup(defaultValues.url, (title) => {
    // Only a title the owner has not written yet.
    if (!form.getValues('title').trim()) form.setValue('title', title, { shouldDirty: true, shouldValidate: true });
  });
  const urlField = form.register('url');
  const picture = lookup.state === 'found' ? lookup.meta.image : null;

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = form.watch((v) => onDraftChange({ title: v.title ?? '', url: v.url ?? '' }));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        ...values,
        ...(picture && takePicture && lookup.state === 'found' && lookup.url === values.url
          ? { thumbnailUrl: picture }
          : {}),
      });
      if (!onCancel) {
        form.reset({ title: '', url: '' });
        reset();
      }
    } catch {
      // The failure toast has said why; what was typed stays for another try.
    }
  });

  return (
    <form className="stack link-block-form" noValidate onSubmit={submit} aria-label={label} aria-describedby={hintId}>
      <p id={hintId} className="visually-hidden">
        {t('form.about')}
      </p>
      <div className="form-grid">
        <TextField
          label={t('form.title')}
          placeholder={t('form.titleExample')}
          autoComplete="off"
          maxLength={100}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label={t('form.url')}
          type="url"
          inputMode="url"
          placeholder={EXAMPLE_URL}
          autoComplete="url"
          hint={t('form.urlHint')}
          error={errors.url?.message}
          {...urlField}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            void urlField.onBlur(event);
            void run(event.target.value);
          }}
        />
      </div>
      <FormActions
        size="inline"
        submitLabel={submitLabel}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        submitDisabled={disabled}
        secondary={onCancel && { label: t('cancel'), variant: 'ghost', onClick: onCancel }}
      />
      {/* Below the buttons, so what it shows never moves them while they are being clicked. */}
      <div className="link-lookup" aria-live="polite">
        {lookup.state === 'loading' && <p className="field-hint">{t('form.lookingUp')}</p>}
        {lookup.state === 'none' && (
          <p className="field-hint">{t('form.noPreview', { reason: messageText(lookup.message) })}</p>
        )}
        {picture && (
          <div className="link-lookup-found">
            <img src={picture} alt="" width={48} height={48} />
            <CheckboxField
              label={t('form.usePicture')}
              checked={takePicture}
              onChange={(event) => setTakePicture(event.target.checked)}
            />
          </div>
        )}
      </div>
    </form>
  );
}

/** What a file block may hold: a PDF or an image. */
export const FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

/** Renames a file block (its file stays). */
export function FileBlockForm({
  label,
  defaultTitle,
  onSubmit,
  onCancel,
}: {
  label: string;
  defaultTitle: string;
  onSubmit: (title: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useProfileLinksText();
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
      <TextField
        label={t('form.title')}
        autoComplete="off"
        maxLength={100}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <FormActions
        size="inline"
        submitLabel={t('form.save')}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: t('cancel'), variant: 'ghost', onClick: onCancel }}
      />
    </form>
  );
}
