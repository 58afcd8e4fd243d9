import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { ImportDuplicate, ImportResult } from '@contract/contacts';
import { ApiError, errorMessage } from '../../../lib/api';
import { ImportIssuesTable, MoreRows, SHOWN_ROWS } from '../../../components/ImportIssues';
import { useMessageText } from '../../../i18n/messages';
import { useContactsText, type ContactsT } from '../i18n';
import { DataTable } from '../../../components/DataTable';
import '../contacts.css';
import { paths } from '../../../session/paths';

/** The catalogue's name of each contact field an import row can be refused for. */
const FIELD_KEYS = {
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  email: 'field.email',
  otherEmails: 'field.otherEmails',
  phoneNumber: 'field.phone',
  otherPhoneNumbers: 'field.otherPhones',
  company: 'field.company',
  jobTitle: 'field.jobTitle',
  note: 'field.note',
  tags: 'field.tags',
  photoUrl: 'field.photo',
} as const;

/** A field the API names (`otherEmails.2`) in words; one it does not know as it is. */
const fieldLabelOf = (t: ContactsT) => (field?: string) => {
  if (!field) return '—';
  const name = field.split('.')[0];
  return name in FIELD_KEYS ? t(FIELD_KEYS[name as keyof typeof FIELD_KEYS]) : field;
};

/** The answer of an import: the totals, then every skipped row and why. */
export function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useContactsText();
  const skipped = result.total - result.imported;
  return (
    <section className="stack import-report" aria-labelledby="import-report-title">
      <h3 id="import-report-title">{t('report.title')}</h3>
      <p role="status" className={result.imported ? 'notice notice-success' : 'notice'}>
        <Trans
          t={t}
          i18nKey="report.imported"
          count={result.total}
          values={{ imported: result.imported }}
          components={{ strong: <strong /> }}
        />
        {skipped > 0 && ` ${t('report.skipped', { count: skipped })}`}
      </p>
      {result.errors.length > 0 && <ImportIssuesTable issues={result.errors} fieldLabel={fieldLabelOf(t)} />}
      {result.duplicates.length > 0 && <DuplicatesTable duplicates={result.duplicates} />}
    </section>
  );
}

function DuplicatesTable({ duplicates }: { duplicates: ImportDuplicate[] }) {
  const { t } = useContactsText();
  const shown = duplicates.slice(0, SHOWN_ROWS);
  return (
    <DataTable
      className="import-table"
      caption={t('report.duplicates', { count: duplicates.length })}
      columns={[
        { key: 'row', header: t('report.row'), cell: (duplicate) => duplicate.row },
        {
          key: 'why',
          header: t('report.why'),
          className: 'import-message',
          cell: (duplicate) =>
            duplicate.reason === 'in-file' ? (
              t('report.sameAsRow', { row: duplicate.sameAsRow ?? '?' })
            ) : (
              <>
                {t('report.existing')}{' '}
                {duplicate.contactId && <Link to={paths.contact(duplicate.contactId)}>{t('report.openContact')}</Link>}
              </>
            ),
        },
      ]}
      rows={shown}
      rowKey={(duplicate, i) => `${duplicate.row}-${i}`}
      footer={<MoreRows total={duplicates.length} />}
    />
  );
}

/**
 * A refused file: the message, and for "nothing valid" the rows the API names in `fields`
 * (`"row 3 email": "Please enter a valid email."`).
 */
export function ImportFailure({ error }: { error: unknown }) {
  const { t } = useContactsText();
  const messageText = useMessageText();
  const fieldLabel = fieldLabelOf(t);
  const rows = error instanceof ApiError && error.fields ? Object.entries(error.fields) : [];
  return (
    <div className="form-error import-failure" role="alert">
      <p>{messageText(errorMessage(error))}</p>
      {rows.length > 0 && (
        <ul>
          {rows.map(([where, message]) => (
            <li key={where}>
              {where.replace(/^row (\d+)\s*(.*)$/, (_m, row: string, field: string) =>
                t(field ? 'report.failedRowField' : 'report.failedRow', { row, field: fieldLabel(field) }),
              )}
              : {messageText(message)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
