import { useState } from 'react';
import type { StoredPlan } from '@contract/billing';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui';
import { SuperadminTabs } from '../../superadmin';
import { useAllPlans, useEverySubscription } from '../api';
import { formatDate, priceLabel, STATUS_LABELS } from '../billing';
import { PlanForm } from '../components/PlanForm';
import '../billing.css';

/** /superadmin/plans: the plans on offer with their Stripe prices, and every subscription. */
export default function SuperadminPlans() {
  return (
    <>
      <PageHeader title="Superadmin · Plans" description="What Everlink sells, at which Stripe price, and who subscribes." />
      <SuperadminTabs active="plans" />
      <PlansPanel />
      <SubscriptionsPanel />
    </>
  );
}

function PlansPanel() {
  const plans = useAllPlans();
  const [editing, setEditing] = useState<StoredPlan | 'new' | null>(null);
  return (
    <section className="panel" aria-labelledby="plans-admin-title">
      <div className="panel-header">
        <h2 id="plans-admin-title">Plans</h2>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          New plan
        </button>
      </div>
      {editing === 'new' && <PlanForm onDone={() => setEditing(null)} />}
      {plans.isPending ? (
        <LoadingState label="Loading plans…" />
      ) : plans.isError ? (
        <ErrorState error={plans.error} title="The plans could not be loaded" onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title="No plans yet">
          <p>Create the plans Everlink sells. Each paid plan gets its Stripe product and price.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Price</th>
                <th scope="col">Trial</th>
                <th scope="col">Role</th>
                <th scope="col">Stripe price</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.data.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">
                    {plan.name} <span className="muted">({plan.id})</span>
                  </th>
                  <td>{priceLabel(plan)}</td>
                  <td>{plan.trialDays ? `${plan.trialDays} days` : '—'}</td>
                  <td>{plan.roleId ?? '—'}</td>
                  <td>
                    <code>{plan.stripePriceId ?? '—'}</code>
                  </td>
                  <td>{plan.active ? <span className="badge badge-success">Offered</span> : <span className="badge">Archived</span>}</td>
                  <td>
                    <button type="button" className="button button-secondary button-small" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name} (${plan.id})`}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && editing !== 'new' && <PlanForm key={editing.id} plan={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

function SubscriptionsPanel() {
  const subscriptions = useEverySubscription();
  const list = subscriptions.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="panel" aria-labelledby="subscriptions-admin-title">
      <h2 id="subscriptions-admin-title">Subscriptions</h2>
      {subscriptions.isPending ? (
        <LoadingState label="Loading subscriptions…" />
      ) : subscriptions.isError ? (
        <ErrorState error={subscriptions.error} title="The subscriptions could not be loaded" onRetry={() => void subscriptions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No subscriptions yet">
          <p>Subscriptions appear here as people and companies check out.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">For</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Status</th>
                  <th scope="col">Seats</th>
                  <th scope="col">Period ends</th>
                </tr>
              </thead>
              <tbody>
                {list.map((sub) => (
                  <tr key={sub.id}>
                    <th scope="row">{sub.payerName ?? sub.userId ?? sub.companyId}</th>
                    <td>{sub.planName}</td>
                    <td>
                      <span className={`badge ${STATUS_LABELS[sub.status].badge}`}>{STATUS_LABELS[sub.status].label}</span>
                      {sub.cancelAtPeriodEnd && <span className="badge badge-warning">Cancels</span>}
                    </td>
                    <td>{sub.quantity}</td>
                    <td>{formatDate(sub.currentPeriodEnd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {subscriptions.hasNextPage && (
            <div className="row row-center">
              <button type="button" className="button button-secondary" onClick={() => void subscriptions.fetchNextPage()} disabled={subscriptions.isFetchingNextPage}>
                {subscriptions.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
