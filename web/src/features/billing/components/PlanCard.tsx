import type { ReactNode } from 'react';
import type { Plan } from '@contract/billing';
import { tierOfPlanRole } from '@contract/caps';
import { PlanLines } from './PlanTable';
import { priceLabel } from '../billing';
import { useBillingText } from '../i18n';

/** One plan in the row of plans: price, trial, what it includes (its column of the plan table), and what the person can do with it. */
export function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children?: ReactNode }) {
  const { t } = useBillingText();
  const titleId = `plan-${plan.id}-title`;
  return (
    <li className={`panel plan-card${current ? ' plan-current' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {plan.name} {current && <span className="badge badge-premium">{t('planCard.current')}</span>}
      </h3>
      <p className="plan-price">{priceLabel(plan, t)}</p>
      {plan.kind === 'team' && <p className="muted">{t('planCard.perEmployee')}</p>}
      {plan.trialDays > 0 && <p className="muted">{t('planCard.trial', { days: plan.trialDays })}</p>}
      <PlanLines tier={tierOfPlanRole(plan.roleId)} />
      {children && <div className="row">{children}</div>}
    </li>
  );
}
