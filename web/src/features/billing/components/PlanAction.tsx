import { subject } from '@casl/ability';
import { Link } from 'react-router-dom';
import type { Plan, Subscription } from '@contract/billing';
import { useSession } from '../../../session/session';
import { paths } from '../../../session/paths';
import { currentSubscription, trialUsed } from '../billing';
import { useBillingText } from '../i18n';

export interface CheckoutStarter {
  start: (planId: string, trial: boolean) => void;
  /** The plan whose checkout is opening, if any. */
  pendingPlanId?: string;
}

/** Whether a plan is the one the person (or their company) is on. */
export function isCurrentPlan(plan: Plan, subscriptions: readonly Subscription[] | undefined): boolean {
  if (plan.amount === 0)
    return !currentSubscription(subscriptions, 'individual') && !currentSubscription(subscriptions, 'team');
  return currentSubscription(subscriptions, plan.kind)?.planId === plan.id;
}

/**
 * What the person can do with a plan: start its trial or subscribe; for team plans only a
 * company admin can, and the others are told who can.
 */
export function PlanAction({
  plan,
  subscriptions,
  checkout,
}: {
  plan: Plan;
  subscriptions: readonly Subscription[] | undefined;
  checkout: CheckoutStarter;
}) {
  const session = useSession();
  const { t } = useBillingText();
  if (plan.amount === 0 || isCurrentPlan(plan, subscriptions)) return null;
  if (plan.kind === 'team') {
    if (!session.companyId) {
      return (
        <Link className="button button-secondary" to={paths.company()}>
          {t('planAction.companyFirst')}
        </Link>
      );
    }
    if (!session.ability.can('update', subject('Subscription', { companyId: session.companyId }))) {
      return <p className="muted">{t('planAction.askAdmin')}</p>;
    }
  }
  if (currentSubscription(subscriptions, plan.kind)) {
    return (
      <p className="muted">{plan.kind === 'team' ? t('planAction.companyHasPlan') : t('planAction.youHavePlan')}</p>
    );
  }
  const pending = checkout.pendingPlanId === plan.id;
  const trial = plan.trialDays > 0 && !trialUsed(subscriptions, plan.kind);
  const named = { name: plan.name, billed: t(`billed.${plan.interval}`), days: plan.trialDays };
  return (
    <>
      {trial && (
        <button
          type="button"
          className="button button-primary"
          disabled={!!checkout.pendingPlanId}
          onClick={() => checkout.start(plan.id, true)}
          aria-label={t('planAction.startTrialLabel', named)}
        >
          {pending ? t('planAction.openingCheckout') : t('planAction.startTrial', named)}
        </button>
      )}
      <button
        type="button"
        className={`button ${trial ? 'button-ghost' : 'button-primary'}`}
        disabled={!!checkout.pendingPlanId}
        onClick={() => checkout.start(plan.id, false)}
        aria-label={trial ? t('planAction.subscribeWithoutTrialLabel', named) : t('planAction.subscribeLabel', named)}
      >
        {pending && !trial
          ? t('planAction.openingCheckout')
          : trial
            ? t('planAction.subscribeNow')
            : t('planAction.subscribe')}
      </button>
    </>
  );
}
