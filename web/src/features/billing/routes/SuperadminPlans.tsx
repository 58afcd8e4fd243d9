import { useState } from 'react';
import type { StoredPlan } from '@contract/billing';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui';
import { SuperadminTabs } from '../../superadmin';
import { useAllPlans, useEverySubscription } from '../api';
import { priceLabel, STATUS_BADGES } from '../billing';
import { useBillingText } from '../i18n';
import { PlanForm } from '../components/PlanForm';
import { TableScroll } from '../../../components/TableScroll';
import '../billing.css';
import { formatDate } from '../../../i18n/format';

/** /superadmin/plans: the plans on offer with their Stripe prices, and every subscription. */
export default function SuperadminPlans() {
  const { t } = useBillingText();
  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <SuperadminTabs active="plans" />
      <PlansPanel />
      <SubscriptionsPanel />
    </>
  );
}

function PlansPanel() {
  const { t } = useBillingText();
  const plans = useAllPlans();
  const [editing, setEditing] = useState<StoredPlan | 'new' | null>(null);
  return (
    <section className="panel" aria-labelledby="plans-admin-title">
      <div className="panel-header">
        <h2 id="plans-admin-title">{t('admin.plans')}</h2>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('admin.newPlan')}
        </button>
      </div>
      {editing === 'new' && <PlanForm onDone={() => setEditing(null)} />}
      {plans.isPending ? (
        <LoadingState label={t('admin.loadingPlans')} />
      ) : plans.isError ? (
        <ErrorState error={plans.error} title={t('admin.plansError')} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('admin.noPlans')}>
          <p>{t('admin.noPlansText')}</p>
        </EmptyState>
      ) : (
        <TableScroll>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.column.plan')}</th>
                <th scope="col">{t('admin.column.price')}</th>
                <th scope="col">{t('admin.column.trial')}</th>
                <th scope="col">{t('admin.column.role')}</th>
                <th scope="col">{t('admin.column.stripePrice')}</th>
                <th scope="col">{t('admin.column.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.data.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">
                    {plan.name} <span className="muted">({plan.id})</span>
                  </th>
                  <td>{priceLabel(plan, t)}</td>
                  <td>{plan.trialDays ? t('admin.trialDays', { count: plan.trialDays }) : '—'}</td>
                  <td>{plan.roleId ?? '—'}</td>
                  <td>
                    <code>{plan.stripePriceId ?? '—'}</code>
                  </td>
                  <td>{plan.active ? <span className="badge badge-success">{t('admin.offered')}</span> : <span className="badge">{t('admin.archived')}</span>}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => setEditing(plan)}
                      aria-label={t('admin.editLabel', { name: plan.name, id: plan.id })}
                    >
                      {t('admin.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {editing && editing !== 'new' && <PlanForm key={editing.id} plan={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

function SubscriptionsPanel() {
  const { t } = useBillingText();
  const subscriptions = useEverySubscription();
  const list = subscriptions.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="panel" aria-labelledby="subscriptions-admin-title">
      <h2 id="subscriptions-admin-title">{t('admin.subscriptions')}</h2>
      {subscriptions.isPending ? (
        <LoadingState label={t('admin.loadingSubscriptions')} />
      ) : subscriptions.isError ? (
        <ErrorState error={subscriptions.error} title={t('admin.subscriptionsError')} onRetry={() => void subscriptions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('admin.noSubscriptions')}>
          <p>{t('admin.noSubscriptionsText')}</p>
        </EmptyState>
      ) : (
        <>
          <TableScroll>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.column.payer')}</th>
                  <th scope="col">{t('admin.column.plan')}</th>
                  <th scope="col">{t('admin.column.status')}</th>
                  <th scope="col">{t('admin.column.seats')}</th>
                  <th scope="col">{t('admin.column.periodEnds')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((sub) => (
                  <tr key={sub.id}>
                    <th scope="row">{sub.payerName ?? sub.userId ?? sub.companyId}</th>
                    <td>{sub.planName}</td>
                    <td>
                      <span className={`badge ${STATUS_BADGES[sub.status]}`}>{t(`status.${sub.status}`)}</span>
                      {sub.cancelAtPeriodEnd && <span className="badge badge-warning">{t('admin.cancels')}</span>}
                    </td>
                    <td>{sub.quantity}</td>
                    <td>{formatDate(sub.currentPeriodEnd, 'long')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {subscriptions.hasNextPage && (
            <div className="row row-center">
              <button type="button" className="button button-secondary" onClick={() => void subscriptions.fetchNextPage()} disabled={subscriptions.isFetchingNextPage}>
                {subscriptions.isFetchingNextPage ? t('admin.loadingMore') : t('admin.showMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
