import { Trans } from 'react-i18next';
import {
  COMPANY_LIMITS,
  EMPLOYEE_CSV_COLUMNS,
  type EmployeeImportResult,
  type EmployeeImportRow,
} from '@contract/company';
import { ImportIssuesTable, MoreRows, SHOWN_ROWS } from '../../../components/ImportIssues';
import { useCompanyUsersText } from '../i18n';
import { DataTable } from '../../../components/DataTable';
import { formatNumber } from '../../../i18n/format';

const isColumn = (field: string): field is (typeof EMPLOYEE_CSV_COLUMNS)[number] =>
  (EMPLOYEE_CSV_COLUMNS as readonly string[]).includes(field);

/** What an employee CSV import did: the totals, each row taken, and each row refused with why. */
export function EmployeeImportReport({ result }: { result: EmployeeImportResult }) {
  const { t } = useCompanyUsersText();
  const taken = result.updated + result.invited;
  const fieldLabel = (field?: string) => (field ? (isColumn(field) ? t(`import.fields.${field}`) : field) : '—');
  const counts = {
    taken: formatNumber(taken),
    total: formatNumber(result.total),
    updated: result.updated,
    invited: result.invited,
  };
  return (
    <section className="stack import-report" aria-labelledby="employee-import-title">
      <h3 id="employee-import-title">{t('import.finished')}</h3>
      <p role="status" className={taken ? 'notice notice-success' : 'notice'}>
        <Trans
          t={t}
          i18nKey="import.summary"
          count={result.total}
          values={counts}
          components={{ strong: <strong /> }}
        />
        {result.errors.length > 0 && ` ${t('import.errors', { count: result.errors.length })}`}
      </p>
      {result.unmailed > 0 && (
        <p className="notice">
          {t('import.unmailed', { count: result.unmailed, limit: COMPANY_LIMITS.invitationMailsPerCompanyHour })}
        </p>
      )}
      {result.errors.length > 0 && <ImportIssuesTable issues={result.errors} fieldLabel={fieldLabel} />}
      {result.rows.length > 0 && <RowsTable rows={result.rows} />}
    </section>
  );
}

function RowsTable({ rows }: { rows: readonly EmployeeImportRow[] }) {
  const { t } = useCompanyUsersText();
  return (
    <DataTable
      className="import-table"
      caption={t('import.rowsCaption', { rows: formatNumber(rows.length) })}
      columns={[
        { key: 'row', header: t('import.row'), cell: (row) => row.row },
        { key: 'email', header: t('import.email'), cell: (row) => row.email },
        { key: 'result', header: t('import.result'), cell: (row) => t(`import.results.${row.result}`) },
      ]}
      rows={rows.slice(0, SHOWN_ROWS)}
      rowKey={(row) => row.row}
      footer={<MoreRows total={rows.length} />}
    />
  );
}
