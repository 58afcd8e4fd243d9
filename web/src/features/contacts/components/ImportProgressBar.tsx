import { useId } from 'react';
import { useContactsText } from '../i18n';
import '../import.css';

/**
 * How far an import has come: rows done of the file's rows, and the problems so far. Before the
 * server has read the file the total is unknown, and the bar shows no value (indeterminate).
 */
export function ImportProgressBar({ total, done, errors }: { total: number; done: number; errors: number }) {
  const { t } = useContactsText();
  const labelId = useId();
  const known = total > 0;
  return (
    <div className="stack import-progress">
      <p id={labelId} className="import-progress-label">
        {t('progress.label')}
      </p>
      <progress
        aria-labelledby={labelId}
        max={known ? total : undefined}
        value={known ? Math.min(done, total) : undefined}
      />
      <p role="status" aria-live="polite">
        {known ? t('progress.status', { done: Math.min(done, total), total, errors }) : t('progress.starting')}
      </p>
    </div>
  );
}
