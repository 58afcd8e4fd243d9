import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanInterval } from '@contract/billing';
import { useSession } from '../../../session/session';
import { paths } from '../../../session/paths';
import { EmptyState, PageHeader, PremiumBadge } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { roleKeys } from '../../auth/api';
import { useMySubscriptions, usePlans, useStartCheckout } from '../api';
import { currentSubscription, plansFor, yearlySaving } from '../billing';
import { IntervalSwitch } from '../components/IntervalSwitch';
import { PastDueBanner } from '../components/PastDueBanner';
import { PlanCard } from '../components/PlanCard';
import { PlanTable } from '../components/PlanTable';
import { isCurrentPlan, PlanAction } from '../components/PlanAction';
import { SubscriptionPanel } from '../components/SubscriptionPanel';
import { useBillingText } from '../i18n';
import '../billing.css';

/** /billing: the current plan and its status, the plans side by side, and the way to pay or cancel. */
export default function Billing() {
  const { t } = useBillingText();
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
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        badge={session.isPremium ? <PremiumBadge /> : undefined}
      />
      {returned && (
        <div className={`notice${returned === 'success' ? ' notice-success' : ''} row`} role="status">
          <span>
            {returned === 'success'
              ? live
                ? t('page.checkout.active')
                : t('page.checkout.confirming')
              : t('page.checkout.cancelled')}
          </span>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => setParams({}, { replace: true })}
          >
            {t('page.dismiss')}
          </button>
        </div>
      )}
      {[mine, company].map((sub) => sub?.status === 'past_due' && <PastDueBanner key={sub.id} subscription={sub} />)}

      <QueryView query={subscriptions} loadingLabel={t('page.loadingPlan')} errorTitle={t('page.planError')}>
        {() => (
          <>
            {mine ? (
              <SubscriptionPanel subscription={mine} title={t('page.yourPlan')} />
            ) : (
              <section className="panel" aria-labelledby="free-plan-title">
                <h2 id="free-plan-title">{t('page.yourPlan')}</h2>
                <p>
                  <strong>{t('page.free')}</strong>
                </p>
                <p className="muted">{session.isPremium ? t('page.premiumByRole') : t('page.upgrade')}</p>
              </section>
            )}
            {company && <SubscriptionPanel subscription={company} title={t('page.companyPlan')} />}
          </>
        )}
      </QueryView>

      <section aria-labelledby="plans-title">
        <h2 id="plans-title">{t('page.plans')}</h2>
        <IntervalSwitch value={interval} onChange={setChosen} saving={saving} />
        <QueryView query={plans} loadingLabel={t('page.loadingPlans')} errorTitle={t('page.plansError')}>
          {() =>
            shown.length === 0 ? (
              <EmptyState title={t('page.noPlans')}>
                <p>{t('page.noPlansText')}</p>
              </EmptyState>
            ) : (
              <ul className="plan-grid" aria-label={t('page.plansLabel', { billed: t(`billed.${interval}`) })}>
                {shown.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} current={isCurrentPlan(plan, subscriptions.data)}>
                    <PlanAction
                      plan={plan}
                      subscriptions={subscriptions.data}
                      checkout={{
                        start: (planId, trial) => checkout.mutate({ planId, trial }),
                        pendingPlanId:
                          checkout.isPending || checkout.isSuccess ? checkout.variables?.planId : undefined,
                      }}
                    />
                  </PlanCard>
                ))}
              </ul>
            )
          }
        </QueryView>
        <PlanTable current={session.planTier} />
        <p className="fine-print">
          <Trans t={t} i18nKey="page.finePrint" components={{ a: <Link to={paths.terms} /> }} />
        </p>
      </section>
    </>
  );
}
