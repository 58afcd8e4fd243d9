import type { PlanInterval } from '@contract/billing';

const OPTIONS: { id: PlanInterval; label: string }[] = [
  { id: 'month', label: 'Monthly' },
  { id: 'year', label: 'Yearly' },
];

/** Monthly or yearly prices: two toggle buttons, the chosen one pressed. */
export function IntervalSwitch({ value, onChange, saving }: { value: PlanInterval; onChange: (interval: PlanInterval) => void; saving?: number }) {
  return (
    <div className="segmented billing-interval" role="group" aria-label="Billing period">
      {OPTIONS.map((option) => (
        <button key={option.id} type="button" className="segmented-option" aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
          {option.label}
          {option.id === 'year' && saving ? ` (save ${saving}%)` : ''}
        </button>
      ))}
    </div>
  );
}
