import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanInterval } from '@contract/billing';
import { useSession } from '../../../app/session';
import { paths } from '../../../app/paths';
import { EmptyState, ErrorState, LoadingState, PageHeader, PremiumBadge } from '../../../components/ui';
import { roleKeys } from '../../auth/api';
import { useMySubscriptions, usePlans, useStartCheckout } from '../api';
import { currentSubscription, plansFor, yearlySaving } from '../billing';
import { IntervalSwitch } from '../components/IntervalSwitch';
import { PastDueBanner } from '../components/PastDueBanner';
import { PlanCard } from '../components/PlanCard';
import { isCurrentPlan, PlanAction } from '../components/PlanAction';
import { SubscriptionPanel } from '../components/SubscriptionPanel';
import '../billing.css';

/** /billing: the current plan and its status, the plans side by side, and the way to pay or cancel. */
export default function Billing() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout');
  const plans = usePlans();
  const subscriptions = useMySubscriptions({ untilLive: returned === 'success' });
  const checkout = useStartCheckout();
  const mine = currentSubscription(subscriptions.data, 'individual');
  const company = currentSubscription(subscriptions.data, 'team');
  // The switch starts on the interval of the plan the person is on.
  const [chosen, setChosen] = useState<PlanInterval>();
  const currentPlanId = (mine ?? company)?.planId;
  const interval = chosen ?? plans.data?.find((p) => p.id === currentPlanId)?.interval ?? 'month';

  // Back from checkout: once the webhook has recorded the subscription, the roles follow.
  const live = !!(mine ?? company);
  useEffect(() => {
    if (returned === 'success' && live) void queryClient.invalidateQueries({ queryKey: roleKeys.all });
  }, [returned, live, queryClient]);

  const shown = plans.data ? plansFor(plans.data, interval) : [];
  const saving = Math.max(0, ...shown.map((p) => yearlySaving(plans.data ?? [], p.name)));

  return (
    <>
      <PageHeader title="Billing" description="Your plan, payments and invoices." badge={session.isPremium ? <PremiumBadge /> : undefined} />
      {returned && (
        <div className={`notice${returned === 'success' ? ' notice-success' : ''} row`} role="status">
          <span>
            {returned === 'success'
              ? live
                ? 'Thank you! Your plan is active and Premium is on.'
                : 'Thank you! We are confirming your payment with Stripe…'
              : 'Checkout cancelled. You have not been charged.'}
          </span>
          <button type="button" className="button button-ghost button-small" onClick={() => setParams({}, { replace: true })}>
            Dismiss
          </button>
        </div>
      )}
      {[mine, company].map((sub) => sub?.status === 'past_due' && <PastDueBanner key={sub.id} subscription={sub} />)}

      {subscriptions.isPending ? (
        <LoadingState label="Loading your plan…" />
      ) : subscriptions.isError ? (
        <ErrorState error={subscriptions.error} title="Your plan could not be loaded" onRetry={() => void subscriptions.refetch()} />
      ) : (
        <>
          {mine ? (
            <SubscriptionPanel subscription={mine} title="Your plan" />
          ) : (
            <section className="panel" aria-labelledby="free-plan-title">
              <h2 id="free-plan-title">Your plan</h2>
              <p>
                <strong>Free</strong>
              </p>
              <p className="muted">
                {session.isPremium
                  ? 'You have Premium through a role in Everlink — for example your company’s plan.'
                  : 'Upgrade to connect your social and calendar accounts, sync leads to your CRM and see detailed analytics.'}
              </p>
            </section>
          )}
          {company && <SubscriptionPanel subscription={company} title="Your company’s plan" />}
        </>
      )}

      <section aria-labelledby="plans-title">
        <h2 id="plans-title">Plans</h2>
        <IntervalSwitch value={interval} onChange={setChosen} saving={saving} />
        {plans.isPending ? (
          <LoadingState label="Loading plans…" />
        ) : plans.isError ? (
          <ErrorState error={plans.error} title="The plans could not be loaded" onRetry={() => void plans.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="No plans on offer yet">
            <p>Plans appear here once they are set up. Everything free stays free in the meantime.</p>
          </EmptyState>
        ) : (
          <ul className="plan-grid" aria-label={`Plans, billed ${interval}ly`}>
            {shown.map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={isCurrentPlan(plan, subscriptions.data)}>
                <PlanAction
                  plan={plan}
                  subscriptions={subscriptions.data}
                  checkout={{
                    start: (planId, trial) => checkout.mutate({ planId, trial }),
                    pendingPlanId: checkout.isPending || checkout.isSuccess ? checkout.variables?.planId : undefined,
                  }}
                />
              </PlanCard>
            ))}
          </ul>
        )}
        <p className="fine-print">
          Payments are handled by Stripe. Prices exclude taxes where they apply. See the <Link to={paths.terms}>terms</Link> for how plans renew and end.
        </p>
      </section>
    </>
  );
}
