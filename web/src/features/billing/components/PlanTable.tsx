import { Link } from 'react-router-dom';
import { PLAN_TABLE, PLAN_TIERS, PLAN_WORDS, planCell, planLines, type PlanRow, type PlanTier } from '@contract/caps';
import { paths } from '../../../session/paths';
import { TableScroll } from '../../../components/TableScroll';
import { useBillingText } from '../i18n';

const ROWS = Object.keys(PLAN_TABLE) as PlanRow[];

/** The plan table as the API enforces it (contract/caps.ts): a row a limit or feature, a column a plan. */
export function PlanTable({ current }: { current: PlanTier }) {
  const { t } = useBillingText();
  return (
    <TableScroll>
      <table className="table plan-table">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.what')}</th>
            {PLAN_TIERS.map((tier) => (
              <th key={tier} scope="col" aria-current={tier === current ? 'true' : undefined}>
                {PLAN_WORDS.tier[tier]}
                {tier === current && (
                  <>
                    {' '}
                    <span className="badge badge-premium">{t('planCard.current')}</span>
                  </>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">{PLAN_WORDS.label[row]}</th>
              {PLAN_TIERS.map((tier) => (
                <td key={tier}>{planCell(row, tier)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A plan card's list: its column of the table, in the same words. */
export function PlanLines({ tier }: { tier: PlanTier }) {
  return (
    <ul className="plan-features">
      {planLines(tier).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Under a range picker: how far back the plan's analytics reach, and where the longer history is sold. */
export function HistoryLimit({ tier }: { tier: PlanTier }) {
  const { t } = useBillingText();
  return (
    <p className="fine-print">
      {t('table.history', { plan: PLAN_WORDS.tier[tier], days: planCell('analyticsHistoryDays', tier), pro: planCell('analyticsHistoryDays', 'pro') })}{' '}
      <Link to={paths.billing}>{t('table.seePlans')}</Link>
    </p>
  );
}
