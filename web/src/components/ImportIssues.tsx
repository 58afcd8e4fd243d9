import type { ImportIssue } from '@contract/contacts';

/** How many rows an import report lists before it says how many more there are. */
export const SHOWN_ROWS = 200;

/** "…and N more rows." under a table cut at SHOWN_ROWS. */
export function MoreRows({ total }: { total: number }) {
  if (total <= SHOWN_ROWS) return null;
  return <p className="fine-print">…and {(total - SHOWN_ROWS).toLocaleString()} more rows.</p>;
}

/** The rows a CSV import refused, with the field each problem is about (contacts and employees alike). */
export function ImportIssuesTable({ issues, fieldLabel }: { issues: readonly ImportIssue[]; fieldLabel: (field?: string) => string }) {
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
              <td>{fieldLabel(issue.field)}</td>
              <td className="import-message">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoreRows total={issues.length} />
    </div>
  );
}
