import { useState } from 'react';
import type { StoredPlan } from '@contract/billing';
import { EmptyState, PageHeader } from '../../../components/ui';
import { SuperadminTabs } from '../../superadmin';
import { useAllPlans, useEverySubscription } from '../api';
import { priceLabel, STATUS_BADGES } from '../billing';
import { formatDate } from '../../../i18n/format';
import { useBillingText } from '../i18n';
import { PlanForm } from '../components/PlanForm';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import '../billing.css';

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
        <button
          type="button"
          className="button button-primary"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          {t('admin.newPlan')}
        </button>
      </div>
      {editing === 'new' && <PlanForm onDone={() => setEditing(null)} />}
      <QueryView query={plans} loadingLabel={t('admin.loadingPlans')} errorTitle={t('admin.plansError')}>
        {(data) => (
          <DataTable
            columns={[
              {
                key: 'plan',
                header: t('admin.column.plan'),
                rowHeader: true,
                cell: (plan) => (
                  <>
                    {plan.name} <span className="muted">({plan.id})</span>
                  </>
                ),
              },
              { key: 'price', header: t('admin.column.price'), cell: (plan) => priceLabel(plan, t) },
              {
                key: 'trial',
                header: t('admin.column.trial'),
                cell: (plan) => (plan.trialDays ? t('admin.trialDays', { count: plan.trialDays }) : '—'),
              },
              { key: 'role', header: t('admin.column.role'), cell: (plan) => plan.roleId ?? '—' },
              {
                key: 'stripePrice',
                header: t('admin.column.stripePrice'),
                cell: (plan) => <code>{plan.stripePriceId ?? '—'}</code>,
              },
              {
                key: 'status',
                header: t('admin.column.status'),
                cell: (plan) =>
                  plan.active ? (
                    <span className="badge badge-success">{t('admin.offered')}</span>
                  ) : (
                    <span className="badge">{t('admin.archived')}</span>
                  ),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">{t('admin.column.actions')}</span>,
                cell: (plan) => (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => setEditing(plan)}
                    aria-label={t('admin.editLabel', { name: plan.name, id: plan.id })}
                  >
                    {t('admin.edit')}
                  </button>
                ),
              },
            ]}
            rows={data}
            rowKey={(plan) => plan.id}
            empty={
              <EmptyState title={t('admin.noPlans')}>
                <p>{t('admin.noPlansText')}</p>
              </EmptyState>
            }
          />
        )}
      </QueryView>
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
      <QueryView
        query={subscriptions}
        loadingLabel={t('admin.loadingSubscriptions')}
        errorTitle={t('admin.subscriptionsError')}
      >
        {() => (
          <DataTable
            columns={[
              {
                key: 'payer',
                header: t('admin.column.payer'),
                rowHeader: true,
                cell: (sub) => sub.payerName ?? sub.userId ?? sub.companyId,
              },
              { key: 'plan', header: t('admin.column.plan'), cell: (sub) => sub.planName },
              {
                key: 'status',
                header: t('admin.column.status'),
                cell: (sub) => (
                  <>
                    <span className={`badge ${STATUS_BADGES[sub.status]}`}>{t(`status.${sub.status}`)}</span>
                    {sub.cancelAtPeriodEnd && <span className="badge badge-warning">{t('admin.cancels')}</span>}
                  </>
                ),
              },
              { key: 'seats', header: t('admin.column.seats'), cell: (sub) => sub.quantity },
              {
                key: 'periodEnds',
                header: t('admin.column.periodEnds'),
                cell: (sub) => formatDate(sub.currentPeriodEnd, 'long'),
              },
            ]}
            rows={list}
            rowKey={(sub) => sub.id}
            empty={
              <EmptyState title={t('admin.noSubscriptions')}>
                <p>{t('admin.noSubscriptionsText')}</p>
              </EmptyState>
            }
            loadMore={{
              ...subscriptions,
              label: t('admin.showMore'),
              pendingLabel: t('admin.loadingMore'),
              centered: true,
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
