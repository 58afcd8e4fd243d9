import type { EmployeeImportResult, EmployeeImportRow } from '@contract/company';
import { ImportIssuesTable, MoreRows, SHOWN_ROWS } from '../../../components/ImportIssues';

/** How many rows each table lists before saying how many more there are. */

const RESULT_LABELS: Record<EmployeeImportRow['result'], string> = {
  joined: 'Joined (had an account)',
  updated: 'Updated',
  invited: 'Invitation sent',
};

const FIELD_LABELS: Record<string, string> = { email: 'Email', firstName: 'First name', lastName: 'Last name', title: 'Job title', division: 'Division', role: 'Role' };
const fieldLabel = (field?: string) => (field ? (FIELD_LABELS[field] ?? field) : '—');

/** What an employee CSV import did: the totals, each row taken, and each row refused with why. */
export function EmployeeImportReport({ result }: { result: EmployeeImportResult }) {
  const taken = result.joined + result.updated + result.invited;
  return (
    <section className="stack import-report" aria-labelledby="employee-import-title">
      <h3 id="employee-import-title">Import finished</h3>
      <p role="status" className={taken ? 'notice notice-success' : 'notice'}>
        Imported <strong>{taken.toLocaleString()}</strong> of {result.total.toLocaleString()} {result.total === 1 ? 'row' : 'rows'}: {result.joined} joined, {result.updated}{' '}
        updated, {result.invited} invited.
        {result.errors.length > 0 && ` ${result.errors.length} ${result.errors.length === 1 ? 'row has' : 'rows have'} errors.`}
      </p>
      {result.errors.length > 0 && <ImportIssuesTable issues={result.errors} fieldLabel={fieldLabel} />}
      {result.rows.length > 0 && <RowsTable rows={result.rows} />}
    </section>
  );
}

function RowsTable({ rows }: { rows: readonly EmployeeImportRow[] }) {
  return (
    <div className="table-wrap">
      <table className="table import-table">
        <caption>Rows imported ({rows.length.toLocaleString()})</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Email</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <tr key={row.row}>
              <td>{row.row}</td>
              <td>{row.email}</td>
              <td>{RESULT_LABELS[row.result]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoreRows total={rows.length} />
    </div>
  );
}
