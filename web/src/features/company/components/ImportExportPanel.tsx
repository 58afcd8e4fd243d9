import { useState } from 'react';
import { EMPLOYEE_CSV_COLUMNS, type Company } from '@contract/company';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { FileButton, FormError } from '../../../lib/forms';
import { ImportFailure } from '../../contacts';
import { useExportEmployees, useImportEmployees } from '../api';
import { useCompanyAbility } from './CompanyPage';
import { EmployeeImportReport } from './EmployeeImportReport';

/** /company/import-export: people in from a CSV file (with a report per row), everyone out as CSV. */
export function ImportExportPanel({ company }: { company: Company }) {
  const can = useCompanyAbility(company);
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
      {can('create', 'Employee') && (
        <section className="panel stack" aria-labelledby="employee-import">
          <h2 id="employee-import">Import people</h2>
          <p className="muted">
            A CSV file with a header row and the columns <code>{EMPLOYEE_CSV_COLUMNS.join(', ')}</code>, up to 5 MB. Only email is required. People with an Everlink account join at
            once, people already in the company are updated, and everyone else gets an invitation. Division and role are matched by name.
          </p>
          <FormError message={problem ?? undefined} />
          {importer.isError && <ImportFailure error={importer.error} />}
          <div>
            <FileButton
              label={importer.isPending ? 'Importing…' : 'Choose a CSV file'}
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
        <h2 id="employee-export">Export people</h2>
        <p className="muted">Everyone in the company as a CSV file with the same columns, ready to edit and import again.</p>
        <div>
          <button type="button" className="button button-secondary" onClick={() => exporter.mutate({})} disabled={exporter.isPending} aria-busy={exporter.isPending || undefined}>
            {exporter.isPending ? 'Preparing…' : 'Export CSV'}
          </button>
        </div>
      </section>
    </div>
  );
}
