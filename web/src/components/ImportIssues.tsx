import type { ImportIssue } from '@contract/contacts';
import { useCommonText } from '../i18n';
import { DataTable } from './DataTable';
import { formatNumber } from '../i18n/format';

/** How many rows an import report lists before it says how many more there are. */
export const SHOWN_ROWS = 200;

/** "…and N more rows." under a table cut at SHOWN_ROWS. */
export function MoreRows({ total }: { total: number }) {
  const { t } = useCommonText();
  if (total <= SHOWN_ROWS) return null;
  return <p className="fine-print">{t('importIssues.moreRows', { more: formatNumber(total - SHOWN_ROWS) })}</p>;
}

/** The rows a CSV import refused, with the field each problem is about (contacts and employees alike). */
export function ImportIssuesTable({
  issues,
  fieldLabel,
}: {
  issues: readonly ImportIssue[];
  fieldLabel: (field?: string) => string;
}) {
  const { t } = useCommonText();
  return (
    <DataTable
      className="import-table"
      caption={t('importIssues.caption', { total: formatNumber(issues.length) })}
      columns={[
        { key: 'row', header: t('importIssues.row'), cell: (issue) => issue.row },
        { key: 'field', header: t('importIssues.field'), cell: (issue) => fieldLabel(issue.field) },
        {
          key: 'problem',
          header: t('importIssues.problem'),
          className: 'import-message',
          cell: (issue) => issue.message,
        },
      ]}
      rows={issues.slice(0, SHOWN_ROWS)}
      rowKey={(issue, i) => `${issue.row}-${issue.field ?? ''}-${i}`}
      footer={<MoreRows total={issues.length} />}
    />
  );
}
