import type { Subscription } from '@contract/billing';
import { useOpenPortal } from '../api';

/** A failed payment: premium stays during the grace period, and the card needs fixing now. */
export function PastDueBanner({ subscription }: { subscription: Subscription }) {
  const portal = useOpenPortal();
  const whose = subscription.kind === 'team' ? "your company's" : 'your';
  return (
    <div className="notice billing-banner" role="alert">
      <p>
        <strong>Payment failed.</strong> We could not charge the card for {whose} {subscription.planName} plan. Premium stays on while we retry — update your card to keep it.
      </p>
      <button type="button" className="button button-primary button-small" disabled={portal.isPending} onClick={() => portal.mutate(subscription.id)}>
        {portal.isPending ? 'Opening…' : 'Update payment method'}
      </button>
    </div>
  );
}
