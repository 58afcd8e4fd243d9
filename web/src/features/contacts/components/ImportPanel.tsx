import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ImportField } from '@contract/contact-import';
import type { ContactFileType } from '@contract/contacts';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import type { Profile } from '@contract/profiles';
import { LoadingState } from '../../../components/ui';
import { useCommonText } from '../../../i18n';
import { useMessageText } from '../../../i18n/messages';
import { SubmitButton } from '../../../lib/forms';
import { ProfileSelect } from '../../cards';
import { FILE_FORMAT_NAMES, useImportContacts } from '../api';
import { downloadImportReport, useImportProgress, usePreviewImport } from '../import-api';
import { ApiError } from '../../../lib/api';
import { ImportMapping } from './ImportMapping';
import { ImportProgressBar } from './ImportProgressBar';
import { useContactsText } from '../i18n';
import { ImportFailure, ImportReport } from './ImportReport';
import '../contacts.css';

/** The format of a file, by its name: vCards end in .vcf or .vcard, anything else is read as CSV. */
export const fileTypeOf = (file: File): ContactFileType =>
  /\.(vcf|vcard)$/i.test(file.name) || file.type === 'text/vcard' ? 'vcf' : 'csv';

/** The problems of an import (row, field, reason) as a CSV download. */
function DownloadProblems({ importId }: { importId: string }) {
  const { t } = useContactsText();
  const messageText = useMessageText();
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          void downloadImportReport(importId).then(
            () => setFailed(false),
            () => setFailed(true),
          )
        }
      >
        {t('report.download')}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {messageText(MESSAGES.genericError)}
        </p>
      )}
    </div>
  );
}

/**
 * Import a CSV or vCard file into one of the person's profiles in three steps: the file (read by
 * the server for a preview), the columns (the fields the server guessed, which the person may
 * change, and whether to skip bad rows), then the import with its progress bar, and what happened.
 */
export function ImportPanel({
  profiles,
  defaultProfileId,
  onClose,
}: {
  profiles: readonly Profile[] | undefined;
  defaultProfileId: string;
  onClose: () => void;
}) {
  const { t } = useContactsText();
  const common = useCommonText();
  const messageText = useMessageText();
  const previewer = usePreviewImport();
  const importer = useImportContacts();
  const [picked, setPicked] = useState<string | null>(null);
  // The profiles may arrive after the panel opens: until one is picked, the default one.
  const profileId =
    picked ?? (profiles?.some((p) => p.id === defaultProfileId) ? defaultProfileId : (profiles?.[0]?.id ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [profileMissing, setProfileMissing] = useState(false);
  const [mapping, setMapping] = useState<(ImportField | null)[]>([]);
  const [validOnly, setValidOnly] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useImportProgress(importId, importer.isPending);
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(() => heading.current?.focus(), []);

  const preview = (event: FormEvent) => {
    event.preventDefault();
    const error = !file ? MESSAGES.required : file.size > MAX_FILE_BYTES ? MESSAGES.fileTooLarge : null;
    setProblem(error);
    setProfileMissing(!profileId);
    if (error || !file || !profileId) {
      fileInput.current?.focus();
      return;
    }
    previewer.mutate({ type: fileTypeOf(file), file }, { onSuccess: (data) => setMapping(data.mapping) });
  };

  const start = () => {
    if (!file || !previewer.data) return;
    const id = crypto.randomUUID();
    setImportId(id);
    importer.mutate({
      profileId,
      type: previewer.data.type,
      file,
      mapping: previewer.data.type === 'csv' ? mapping : undefined,
      validOnly,
      importId: id,
    });
  };

  const again = () => {
    importer.reset();
    previewer.reset();
    setImportId(null);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const refusedRows = importer.error instanceof ApiError && importer.error.code === 'import-invalid';
  let content;
  if (importer.data) {
    const result = importer.data;
    content = (
      <div className="stack">
        <ImportProgressBar total={result.total} done={result.total} errors={result.errors.length} />
        <ImportReport result={result} />
        {importId && (result.errors.length > 0 || result.duplicates.length > 0) && (
          <DownloadProblems importId={importId} />
        )}
        <div className="row">
          <button type="button" className="button button-secondary" onClick={again}>
            {t('import.another')}
          </button>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('import.done')}
          </button>
        </div>
      </div>
    );
  } else if (importer.isPending) {
    const now = progress.data;
    content = <ImportProgressBar total={now?.total ?? 0} done={now?.done ?? 0} errors={now?.errors ?? 0} />;
  } else if (previewer.data) {
    content = (
      <div className="stack">
        {importer.isError && <ImportFailure error={importer.error} />}
        {refusedRows && importId && <DownloadProblems importId={importId} />}
        <ImportMapping
          preview={previewer.data}
          mapping={mapping}
          onMapping={setMapping}
          validOnly={validOnly}
          onValidOnly={setValidOnly}
          pending={importer.isPending}
          onImport={start}
          onBack={again}
        />
      </div>
    );
  } else {
    content = (
      <form className="stack" onSubmit={preview} noValidate>
        <p className="muted">{t('import.about')}</p>
        {previewer.isError && <ImportFailure error={previewer.error} />}
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
            accept=".csv,.txt,.vcf,.vcard,text/csv,text/plain,text/vcard"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ''}`}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setProblem(null);
              previewer.reset();
            }}
          />
          <p className="field-hint" id={`${fileId}-hint`}>
            {file
              ? t('import.readAs', { file: file.name, format: FILE_FORMAT_NAMES[fileTypeOf(file)] })
              : t('import.fileHint')}
          </p>
          {problem && (
            <p className="field-error" id={`${fileId}-error`} role="alert">
              {messageText(problem)}
            </p>
          )}
        </div>
        <div>
          <SubmitButton
            pending={previewer.isPending || !profiles}
            pendingLabel={profiles ? t('import.previewing') : common.t('pleaseWait')}
          >
            {t('import.preview')}
          </SubmitButton>
        </div>
      </form>
    );
  }

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
      {content}
    </section>
  );
}
