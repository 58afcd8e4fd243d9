import type { EmployeeImportResult, EmployeeImportRow } from '@contract/company';
import type { ImportIssue } from '@contract/contacts';

/** How many rows each table lists before saying how many more there are. */
const SHOWN_ROWS = 200;

const RESULT_LABELS: Record<EmployeeImportRow['result'], string> = {
  joined: 'Joined (had an account)',
  updated: 'Updated',
  invited: 'Invitation sent',
};

const FIELD_LABELS: Record<string, string> = { email: 'Email', firstName: 'First name', lastName: 'Last name', title: 'Job title', division: 'Division', role: 'Role' };

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
      {result.errors.length > 0 && <IssuesTable issues={result.errors} />}
      {result.rows.length > 0 && <RowsTable rows={result.rows} />}
    </section>
  );
}

function IssuesTable({ issues }: { issues: readonly ImportIssue[] }) {
  return (
    <div className="table-wrap">
      <table className="table import-table">
        <caption>Rows with errors ({issues.length.toLocaleString()}) — fix them in the file and import it again</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Field</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {issues.slice(0, SHOWN_ROWS).map((issue, i) => (
            <tr key={`${issue.row}-${issue.field ?? ''}-${i}`}>
              <td>{issue.row}</td>
              <td>{issue.field ? (FIELD_LABELS[issue.field] ?? issue.field) : '—'}</td>
              <td>{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoreRows total={issues.length} />
    </div>
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

function MoreRows({ total }: { total: number }) {
  if (total <= SHOWN_ROWS) return null;
  return <p className="fine-print">…and {(total - SHOWN_ROWS).toLocaleString()} more rows.</p>;
}
