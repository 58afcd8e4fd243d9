import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { Subscription } from '@contract/billing';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCancelSubscription, useOpenPortal, useResumeSubscription } from '../api';
import { periodSentence, STATUS_BADGES } from '../billing';
import { useBillingText } from '../i18n';
import { formatDate } from '../../../i18n/format';

/** A live subscription: its status and period, "Manage payment", and cancel or take the cancel back. */
export function SubscriptionPanel({ subscription, title }: { subscription: Subscription; title: string }) {
  const { t } = useBillingText();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const titleId = `subscription-${subscription.id}-title`;

  return (
    <section className="panel subscription-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>
        {subscription.kind === 'team' ? (
          <Trans
            t={t}
            i18nKey="subscription.teamPlan"
            values={{ plan: subscription.planName, count: subscription.quantity }}
            components={{ strong: <strong /> }}
          />
        ) : (
          <strong>{subscription.planName}</strong>
        )}{' '}
        <span className={`badge ${STATUS_BADGES[subscription.status]}`}>{t(`status.${subscription.status}`)}</span>
        {subscription.cancelAtPeriodEnd && (
          <span className="badge badge-warning">{t('subscription.cancelledBadge')}</span>
        )}
      </p>
      <p>{periodSentence(subscription, new Date(), t)}</p>
      <div className="row">
        <button
          type="button"
          className="button button-secondary"
          disabled={portal.isPending}
          onClick={() => portal.mutate(subscription.id)}
        >
          {portal.isPending ? t('opening') : t('subscription.managePayment')}
        </button>
        {subscription.cancelAtPeriodEnd ? (
          <button
            type="button"
            className="button button-primary"
            disabled={resume.isPending}
            onClick={() => resume.mutate(subscription.id)}
          >
            {resume.isPending ? t('saving') : t('subscription.keepPlan')}
          </button>
        ) : (
          <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
            {t('subscription.cancelPlan')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('subscription.cancelTitle', { plan: subscription.planName })}
        confirmLabel={t('subscription.cancelPlan')}
        pendingLabel={t('subscription.cancelling')}
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(subscription.id, { onSettled: () => setConfirming(false) })}
      >
        <p>
          <Trans
            t={t}
            i18nKey={`subscription.cancelBody.${subscription.status === 'trialing' ? 'trial' : 'period'}.${subscription.kind}`}
            values={{ date: formatDate(subscription.currentPeriodEnd, 'long') }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </section>
  );
}
