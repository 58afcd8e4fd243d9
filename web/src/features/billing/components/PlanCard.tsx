import type { ReactNode } from 'react';
import type { Plan } from '@contract/billing';
import { priceLabel } from '../billing';

/** One plan in the row of plans: price, trial, what it includes, and what the person can do with it. */
export function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children?: ReactNode }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <li className={`panel plan-card${current ? ' plan-current' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {plan.name} {current && <span className="badge badge-premium">Current plan</span>}
      </h3>
      <p className="plan-price">{priceLabel(plan)}</p>
      {plan.kind === 'team' && <p className="muted">Billed for each active employee of your company.</p>}
      {plan.trialDays > 0 && <p className="muted">{plan.trialDays}-day free trial</p>}
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children && <div className="row">{children}</div>}
    </li>
  );
}
