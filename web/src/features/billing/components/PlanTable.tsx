import { Link } from 'react-router-dom';
import { PLAN_TABLE, PLAN_TIERS, PLAN_WORDS, planCell, planLines, type PlanRow, type PlanTier } from '@contract/caps';
import { paths } from '../../../session/paths';
import { DataTable } from '../../../components/DataTable';
import { useBillingText } from '../i18n';

const ROWS = Object.keys(PLAN_TABLE) as PlanRow[];

/** The plan table as the API enforces it (contract/caps.ts): a row a limit or feature, a column a plan. */
export function PlanTable({ current }: { current: PlanTier }) {
  const { t } = useBillingText();
  return (
    <DataTable
      className="plan-table"
      caption={t('table.caption')}
      columns={[
        { key: 'what', header: t('table.what'), rowHeader: true, cell: (row) => PLAN_WORDS.label[row] },
        ...PLAN_TIERS.map((tier) => ({
          key: tier,
          header: (
            <>
              {PLAN_WORDS.tier[tier]}
              {tier === current && (
                <>
                  {' '}
                  <span className="badge badge-premium">{t('planCard.current')}</span>
                </>
              )}
            </>
          ),
          headerProps: { 'aria-current': tier === current ? ('true' as const) : undefined },
          cell: (row: PlanRow) => planCell(row, tier),
        })),
      ]}
      rows={ROWS}
      rowKey={(row) => row}
    />
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
      {t('table.history', {
        plan: PLAN_WORDS.tier[tier],
        days: planCell('analyticsHistoryDays', tier),
        pro: planCell('analyticsHistoryDays', 'pro'),
      })}{' '}
      <Link to={paths.billing}>{t('table.seePlans')}</Link>
    </p>
  );
}
