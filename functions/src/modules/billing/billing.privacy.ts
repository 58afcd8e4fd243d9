import type { AppContext } from '../../platform/context';
import { ENDED_STATUSES } from '../../contract/billing';
import { customersRef, subscriptionsRef, userPayer } from './billing.model';
import { callStripe } from './stripe-calls';

/**
 * Account deletion's billing step: the person's own subscriptions end at Stripe now (there is no
 * one left to be premium until the period ends), and nothing billing keeps names them afterwards —
 * their subscriptions and Stripe customer record go, and a company subscription they bought no
 * longer says who did. Webhooks that arrive for them later are ignored (`isPayerGone`).
 * Safe to run again: the second run finds nothing.
 */
export async function eraseBilling(ctx: AppContext, userId: string): Promise<number> {
  const payer = userPayer(userId);
  let erased = 0;
  for (const snap of (await subscriptionsRef(ctx).where('payerKey', '==', payer.key).get()).docs) {
    const sub = snap.data();
    if (!ENDED_STATUSES.includes(sub.status)) await callStripe(ctx, (stripe) => stripe.subscriptions.cancel(sub.id), { notFound: true });
    await snap.ref.delete();
    erased++;
  }
  const bought = await subscriptionsRef(ctx).where('purchasedBy', '==', userId).get();
  for (const snap of bought.docs) await snap.ref.update({ purchasedBy: null });
  const customer = customersRef(ctx).doc(payer.key);
  if ((await customer.get()).exists) {
    await customer.delete();
    erased++;
  }
  return erased + bought.size;
}

/** A person's subscription events are no longer ours to record once their account is gone or going. */
export async function isPayerGone(ctx: AppContext, userId: string): Promise<boolean> {
  const [user, deletion] = await Promise.all([ctx.store.doc(`users/${userId}`).get(), ctx.store.doc(`accountDeletions/${userId}`).get()]);
  return !user.exists || deletion.exists;
}
