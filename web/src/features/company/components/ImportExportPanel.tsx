import { useState } from 'react';
import { Trans } from 'react-i18next';
import { EMPLOYEE_CSV_COLUMNS, type Company } from '@contract/company';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { FileButton, FormError } from '../../../lib/forms';
import { ImportFailure } from '../../contacts';
import { useExportEmployees, useImportEmployees } from '../api';
import { useCompanyUsersText } from '../i18n';
import { useCompanyAbility } from './CompanyPage';
import { EmployeeImportReport } from './EmployeeImportReport';

/** /company/import-export: people in from a CSV file (with a report per row), everyone out as CSV. */
export function ImportExportPanel({ company }: { company: Company }) {
  const { t } = useCompanyUsersText();
  const can = useCompanyAbility(company);
  const canImport = can('create', 'Employee');
  const importer = useImportEmployees(company.id);
  const exporter = useExportEmployees(company.id);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File) => {
    importer.reset();
    // Checked here first, so a large file is not sent only to be refused.
    if (file.size > MAX_FILE_BYTES) return setProblem(MESSAGES.fileTooLarge);
    setProblem(null);
    importer.mutate(file);
  };

  return (
    <div className="stack">
      {canImport && (
        <section className="panel stack" aria-labelledby="employee-import">
          <h2 id="employee-import">{t('import.title')}</h2>
          <p className="muted">
            <Trans
              t={t}
              i18nKey="import.about"
              values={{ columns: EMPLOYEE_CSV_COLUMNS.join(', ') }}
              components={{ code: <code /> }}
            />
          </p>
          <FormError message={problem ?? undefined} />
          {importer.isError && <ImportFailure error={importer.error} />}
          <div>
            <FileButton
              label={importer.isPending ? t('import.importing') : t('import.choose')}
              accept=".csv,text/csv"
              pending={importer.isPending}
              onFile={onFile}
              className="button button-primary"
            />
          </div>
          {importer.data && <EmployeeImportReport result={importer.data} />}
        </section>
      )}
      <section className="panel stack" aria-labelledby="employee-export">
        <h2 id="employee-export">{t('export.title')}</h2>
        <p className="muted">{t('export.about')}</p>
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => exporter.mutate({})}
            disabled={exporter.isPending}
            aria-busy={exporter.isPending || undefined}
          >
            {exporter.isPending ? t('export.preparing') : t('export.submit')}
          </button>
        </div>
      </section>
    </div>
  );
}
