import { Trans } from 'react-i18next';
import type { Subscription } from '@contract/billing';
import { useOpenPortal } from '../api';
import { useBillingText } from '../i18n';

/** A failed payment: premium stays during the grace period, and the card needs fixing now. */
export function PastDueBanner({ subscription }: { subscription: Subscription }) {
  const { t } = useBillingText();
  const portal = useOpenPortal();
  return (
    <div className="notice billing-banner" role="alert">
      <p>
        <Trans
          t={t}
          i18nKey={`pastDue.${subscription.kind}`}
          values={{ plan: subscription.planName }}
          components={{ strong: <strong /> }}
        />
      </p>
      <button
        type="button"
        className="button button-primary button-small"
        disabled={portal.isPending}
        onClick={() => portal.mutate(subscription.id)}
      >
        {portal.isPending ? t('opening') : t('pastDue.update')}
      </button>
    </div>
  );
}
