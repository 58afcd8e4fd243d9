import { useState } from 'react';
import type { Subscription } from '@contract/billing';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCancelSubscription, useOpenPortal, useResumeSubscription } from '../api';
import { formatDate, periodSentence, STATUS_LABELS } from '../billing';

/** A live subscription: its status and period, "Manage payment", and cancel or take the cancel back. */
export function SubscriptionPanel({ subscription, title }: { subscription: Subscription; title: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const status = STATUS_LABELS[subscription.status];
  const titleId = `subscription-${subscription.id}-title`;
  const seats = subscription.kind === 'team' ? ` · ${subscription.quantity} ${subscription.quantity === 1 ? 'seat' : 'seats'}` : '';

  return (
    <section className="panel subscription-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>
        <strong>{subscription.planName}</strong>
        {seats} <span className={`badge ${status.badge}`}>{status.label}</span>
        {subscription.cancelAtPeriodEnd && <span className="badge badge-warning">Cancelled</span>}
      </p>
      <p>{periodSentence(subscription)}</p>
      <div className="row">
        <button type="button" className="button button-secondary" disabled={portal.isPending} onClick={() => portal.mutate(subscription.id)}>
          {portal.isPending ? 'Opening…' : 'Manage payment'}
        </button>
        {subscription.cancelAtPeriodEnd ? (
          <button type="button" className="button button-primary" disabled={resume.isPending} onClick={() => resume.mutate(subscription.id)}>
            {resume.isPending ? 'Saving…' : 'Keep my plan'}
          </button>
        ) : (
          <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
            Cancel plan
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Cancel ${subscription.planName}?`}
        confirmLabel="Cancel plan"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(subscription.id, { onSettled: () => setConfirming(false) })}
      >
        <p>
          Premium stays on until <strong>{formatDate(subscription.currentPeriodEnd)}</strong>
          {subscription.status === 'trialing' ? ', the end of your free trial, and you will not be charged.' : ', the end of the period you paid for.'} After that{' '}
          {subscription.kind === 'team' ? 'your company moves' : 'you move'} to Free. You can take this back until then.
        </p>
      </ConfirmDialog>
    </section>
  );
}
