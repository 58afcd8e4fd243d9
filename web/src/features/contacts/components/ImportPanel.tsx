import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ContactFileType } from '@contract/contacts';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import type { Profile } from '@contract/profiles';
import { LoadingState } from '../../../components/ui';
import { useCommonText } from '../../../i18n';
import { useMessageText } from '../../../i18n/messages';
import { SubmitButton } from '../../../lib/forms';
import { ProfileSelect } from '../../cards';
import { FILE_FORMAT_NAMES, useImportContacts } from '../api';
import { useContactsText } from '../i18n';
import { ImportFailure, ImportReport } from './ImportReport';
import '../contacts.css';

/** The format of a file, by its name: vCards end in .vcf or .vcard, anything else is read as CSV. */
export const fileTypeOf = (file: File): ContactFileType => (/\.(vcf|vcard)$/i.test(file.name) || file.type === 'text/vcard' ? 'vcf' : 'csv');

/** Import a CSV or vCard file into one of the person's profiles, then show what happened. */
export function ImportPanel({ profiles, defaultProfileId, onClose }: { profiles: readonly Profile[] | undefined; defaultProfileId: string; onClose: () => void }) {
  const { t } = useContactsText();
  const common = useCommonText();
  const messageText = useMessageText();
  const importer = useImportContacts();
  const [picked, setPicked] = useState<string | null>(null);
  // The profiles may arrive after the panel opens: until one is picked, the default one.
  const profileId = picked ?? (profiles?.some((p) => p.id === defaultProfileId) ? defaultProfileId : (profiles?.[0]?.id ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [profileMissing, setProfileMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = !file ? MESSAGES.required : file.size > MAX_FILE_BYTES ? MESSAGES.fileTooLarge : null;
    setProblem(error);
    setProfileMissing(!profileId);
    if (error || !file || !profileId) {
      fileInput.current?.focus();
      return;
    }
    importer.mutate({ profileId, type: fileTypeOf(file), file });
  };

  const again = () => {
    importer.reset();
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section className="panel import-panel" aria-labelledby="import-title">
      <div className="panel-header">
        <h2 id="import-title" ref={heading} tabIndex={-1}>
          {t('import.title')}
        </h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          {t('import.close')}
        </button>
      </div>
      {importer.data ? (
        <div className="stack">
          <ImportReport result={importer.data} />
          <div className="row">
            <button type="button" className="button button-secondary" onClick={again}>
              {t('import.another')}
            </button>
            <button type="button" className="button button-primary" onClick={onClose}>
              {t('import.done')}
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">{t('import.about')}</p>
          {importer.isError && <ImportFailure error={importer.error} />}
          {profiles ? (
            <ProfileSelect
              label={t('import.profile')}
              profiles={profiles}
              value={profileId}
              onChange={(event) => setPicked(event.currentTarget.value)}
              error={profileMissing && !profileId ? MESSAGES.required : undefined}
              required
            />
          ) : (
            <LoadingState label={t('new.loadingProfiles')} />
          )}
          <div className="field">
            <label htmlFor={fileId}>{t('import.file')}</label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              className="import-file"
              accept=".csv,.vcf,.vcard,text/csv,text/vcard"
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ''}`}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setProblem(null);
                importer.reset();
              }}
            />
            <p className="field-hint" id={`${fileId}-hint`}>
              {file ? t('import.readAs', { file: file.name, format: FILE_FORMAT_NAMES[fileTypeOf(file)] }) : t('import.fileHint')}
            </p>
            {problem && (
              <p className="field-error" id={`${fileId}-error`} role="alert">
                {messageText(problem)}
              </p>
            )}
          </div>
          <div>
            <SubmitButton pending={importer.isPending || !profiles} pendingLabel={profiles ? t('import.importing') : common.t('pleaseWait')}>
              {t('import.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
