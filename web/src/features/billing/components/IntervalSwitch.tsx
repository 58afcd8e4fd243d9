import { PLAN_INTERVALS, type PlanInterval } from '@contract/billing';
import { useBillingText } from '../i18n';

/** Monthly or yearly prices: two toggle buttons, the chosen one pressed. */
export function IntervalSwitch({
  value,
  onChange,
  saving,
}: {
  value: PlanInterval;
  onChange: (interval: PlanInterval) => void;
  saving?: number;
}) {
  const { t } = useBillingText();
  return (
    <div className="segmented billing-interval" role="group" aria-label={t('intervalSwitch.label')}>
      {PLAN_INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          className="segmented-option"
          aria-pressed={value === interval}
          onClick={() => onChange(interval)}
        >
          {interval === 'year' && saving ? t('intervalSwitch.yearSaving', { saving }) : t(`intervalSwitch.${interval}`)}
        </button>
      ))}
    </div>
  );
}
