import type { ImportIssue } from '@contract/contacts';
import { useCommonText } from '../i18n';
import { TableScroll } from './TableScroll';
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
export function ImportIssuesTable({ issues, fieldLabel }: { issues: readonly ImportIssue[]; fieldLabel: (field?: string) => string }) {
  const { t } = useCommonText();
  return (
    <TableScroll>
      <table className="table import-table">
        <caption>{t('importIssues.caption', { total: formatNumber(issues.length) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('importIssues.row')}</th>
            <th scope="col">{t('importIssues.field')}</th>
            <th scope="col">{t('importIssues.problem')}</th>
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
    </TableScroll>
  );
}
