import { Link } from 'react-router-dom';
import type { ImportDuplicate, ImportResult } from '@contract/contacts';
import { ApiError, errorMessage } from '../../../lib/api';
import { ImportIssuesTable, MoreRows, SHOWN_ROWS } from '../../../components/ImportIssues';
import '../contacts.css';

/** How many rows a report lists before saying how many more there are. */

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  otherEmails: 'Other emails',
  phoneNumber: 'Phone',
  otherPhoneNumbers: 'Other phones',
  company: 'Company',
  jobTitle: 'Job title',
  note: 'Note',
  tags: 'Tags',
  photoUrl: 'Photo',
};

const fieldLabel = (field?: string) => (field ? (FIELD_LABELS[field.split('.')[0]] ?? field) : '—');

/** The answer of an import: the totals, then every skipped row and why. */
export function ImportReport({ result }: { result: ImportResult }) {
  const skipped = result.total - result.imported;
  return (
    <section className="stack import-report" aria-labelledby="import-report-title">
      <h3 id="import-report-title">Import finished</h3>
      <p role="status" className={result.imported ? 'notice notice-success' : 'notice'}>
        Imported <strong>{result.imported.toLocaleString()}</strong> of {result.total.toLocaleString()} {result.total === 1 ? 'contact' : 'contacts'}.
        {skipped > 0 && ` ${skipped.toLocaleString()} ${skipped === 1 ? 'row was' : 'rows were'} skipped.`}
      </p>
      {result.errors.length > 0 && <ImportIssuesTable issues={result.errors} fieldLabel={fieldLabel} />}
      {result.duplicates.length > 0 && <DuplicatesTable duplicates={result.duplicates} />}
    </section>
  );
}

function DuplicatesTable({ duplicates }: { duplicates: ImportDuplicate[] }) {
  const shown = duplicates.slice(0, SHOWN_ROWS);
  return (
    <div className="table-wrap">
      <table className="table import-table">
        <caption>Duplicates skipped ({duplicates.length.toLocaleString()})</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((duplicate, i) => (
            <tr key={`${duplicate.row}-${i}`}>
              <td>{duplicate.row}</td>
              <td className="import-message">
                {duplicate.reason === 'in-file' ? (
                  `Same email or phone as row ${duplicate.sameAsRow ?? '?'} of the file.`
                ) : (
                  <>
                    Already in your contacts (same email or phone).{' '}
                    {duplicate.contactId && <Link to={`/contacts/${encodeURIComponent(duplicate.contactId)}`}>Open the contact</Link>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoreRows total={duplicates.length} />
    </div>
  );
}

/**
 * A refused file: the message, and for "nothing valid" the rows the API names in `fields`
 * (`"row 3 email": "Please enter a valid email."`).
 */
export function ImportFailure({ error }: { error: unknown }) {
  const rows = error instanceof ApiError && error.fields ? Object.entries(error.fields) : [];
  return (
    <div className="form-error import-failure" role="alert">
      <p>{errorMessage(error)}</p>
      {rows.length > 0 && (
        <ul>
          {rows.map(([where, message]) => (
            <li key={where}>
              {where.replace(/^row (\d+)\s*(.*)$/, (_m, row: string, field: string) => `Row ${row}${field ? ` (${fieldLabel(field)})` : ''}`)}: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
