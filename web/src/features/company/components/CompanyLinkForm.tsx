import { useId, useState } from 'react';
import { companyEverlinkBody, type CompanyEverlink, type CompanyEverlinkBody } from '@contract/company-brand';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { useCommonText } from '../../../i18n';
import { useMessageText } from '../../../i18n/messages';
import { FileButton, FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import type { FlatDivision } from '../divisions';
import { useCompanyText } from '../i18n';
import { FormActions } from '../../../components/FormActions';

export type CompanyLinkChange =
  { kind: 'url'; body: CompanyEverlinkBody } | { kind: 'file'; body: CompanyEverlinkBody; file: File | null };

interface CompanyLinkFormProps {
  link?: CompanyEverlink;
  divisions: readonly FlatDivision[];
  onSubmit: (change: CompanyLinkChange) => Promise<unknown>;
  onCancel: () => void;
}

/** Files a company link may carry, as the upload takes them. */
const FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

/** A company link: a title, a web address or an uploaded file, and the divisions whose cards show it. */
export function CompanyLinkForm({ link, divisions, onSubmit, onCancel }: CompanyLinkFormProps) {
  const { t } = useCompanyText();
  const common = useCommonText();
  const messageText = useMessageText();
  const [kind, setKind] = useState<'url' | 'file'>(link?.type ?? 'url');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const kindName = useId();
  const form = useZodForm(companyEverlinkBody, {
    // The web address leaves the form's values when "A file" hides it, so it is not checked then.
    shouldUnregister: true,
    defaultValues: {
      title: link?.title ?? '',
      url: link?.type === 'url' ? link.url : undefined,
      divisionIds: link?.divisionIds ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const pickFile = (picked: File) => {
    setFileError(picked.size > MAX_FILE_BYTES ? MESSAGES.fileTooLarge : null);
    setFile(picked.size > MAX_FILE_BYTES ? null : picked);
  };

  const submit = useFormSubmit(form, async (body) => {
    if (kind === 'url' && !body.url)
      return form.setError('url', { type: 'required', message: MESSAGES.required }, { shouldFocus: true });
    // A new file link needs its file; an existing one keeps its file unless another is chosen.
    if (kind === 'file' && !file && link?.type !== 'file') return setFileError(MESSAGES.required);
    await onSubmit(kind === 'url' ? { kind, body } : { kind, body: { ...body, url: undefined }, file });
  });

  const label = link ? t('links.form.editTitle', { title: link.title }) : t('links.form.addTitle');
  return (
    <form className="panel stack" noValidate onSubmit={submit} aria-label={label}>
      <h3>{label}</h3>
      <FormError message={errors.root?.message} />
      <TextField
        label={t('links.form.title')}
        maxLength={100}
        autoFocus
        error={errors.title?.message}
        {...form.register('title')}
      />
      <fieldset className="choice-list">
        <legend>{t('links.form.opens')}</legend>
        <label className="checkbox-inline">
          <input type="radio" name={kindName} checked={kind === 'url'} onChange={() => setKind('url')} />{' '}
          {t('links.form.url')}
        </label>
        <label className="checkbox-inline">
          <input type="radio" name={kindName} checked={kind === 'file'} onChange={() => setKind('file')} />{' '}
          {t('links.form.file')}
        </label>
      </fieldset>
      {kind === 'url' ? (
        <TextField
          label={t('links.form.webAddress')}
          type="url"
          inputMode="url"
          placeholder={t('links.form.webAddressPlaceholder')}
          hint={t('httpsHint')}
          error={errors.url?.message}
          {...form.register('url')}
        />
      ) : (
        <div className="field">
          <FileButton
            label={file ? t('links.form.chooseAnother') : link?.file ? t('links.form.replace') : t('links.form.choose')}
            accept={FILE_TYPES}
            onFile={pickFile}
          />
          <p className="field-hint">
            {file
              ? t('links.form.chosen', { name: file.name })
              : link?.file
                ? t('links.form.current', { name: link.file.name })
                : t('links.form.noFile')}
          </p>
          {fileError && (
            <p className="field-error" role="alert">
              {messageText(fileError)}
            </p>
          )}
        </div>
      )}
      {divisions.length > 0 && (
        <fieldset className="choice-list">
          <legend>{t('links.form.showTo')}</legend>
          <p className="fine-print">{t('links.form.everyone')}</p>
          {divisions.map((division) => (
            <label
              key={division.id}
              className="checkbox-inline"
              style={{ paddingInlineStart: `${division.depth * 1.25}rem` }}
            >
              <input type="checkbox" value={division.id} aria-label={division.path} {...form.register('divisionIds')} />
              {division.name}
            </label>
          ))}
        </fieldset>
      )}
      <FormActions
        size="inline"
        submitLabel={link ? t('links.form.save') : t('links.form.add')}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: common.t('cancel'), variant: 'ghost', onClick: onCancel }}
      />
    </form>
  );
}
