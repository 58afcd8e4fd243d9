import type { AppContext } from '../../platform/context';
import { ENDED_STATUSES } from '../../contract/billing';
import { companyPayer, userPayer, type Payer } from './billing.model';
import { callStripe } from './stripe-calls';
import { collections } from '../../platform/store/collections';
import { messagesAbout } from '../../platform/outbox';

/**
 * A payer's billing erased: its live subscriptions end at Stripe now, its Stripe customer is
 * deleted there (review S19: it kept the name and email), and its records here go. Safe to run
 * again: the second run finds nothing.
 */
async function erasePayer(ctx: AppContext, payer: Payer): Promise<number> {
  let erased = 0;
  for (const snap of (await collections(ctx).subscriptions.where('payerKey', '==', payer.key).get()).docs) {
    const sub = snap.data();
    if (!ENDED_STATUSES.includes(sub.status))
      await callStripe(ctx, (stripe) => stripe.subscriptions.cancel(sub.id), { notFound: true });
    await snap.ref.delete();
    erased++;
  }
  const customer = collections(ctx).billingCustomers.doc(payer.key);
  const record = (await customer.get()).data();
  if (record) {
    if (record.customerId)
      await callStripe(ctx, (stripe) => stripe.customers.del(record.customerId), { notFound: true });
    await customer.delete();
    erased++;
  }
  // Work still queued about the payer (a company's seat recount) has nobody left to work for.
  for (const message of await messagesAbout(ctx, payer.key)) await message.delete();
  return erased;
}

/**
 * Account deletion's billing step: the person's own subscriptions end at Stripe now (there is no
 * one left to be premium until the period ends), and nothing billing keeps names them afterwards —
 * their subscriptions and Stripe customer go, and a company subscription they bought no longer
 * says who did. Webhooks that arrive for them later are ignored (`isPayerGone`).
 */
export async function eraseBilling(ctx: AppContext, userId: string): Promise<number> {
  const erased = await erasePayer(ctx, userPayer(userId));
  const bought = await collections(ctx).subscriptions.where('purchasedBy', '==', userId).get();
  for (const snap of bought.docs) await snap.ref.update({ purchasedBy: null });
  return erased + bought.size;
}

/** The billing of a company erased because nobody is left in it (company.privacy eraseEmptyCompany). */
export const eraseCompanyBilling = (ctx: AppContext, companyId: string): Promise<number> =>
  erasePayer(ctx, companyPayer(companyId));

/** A person's subscription events are no longer ours to record once their account is gone or going. */
export async function isPayerGone(ctx: AppContext, userId: string): Promise<boolean> {
  const [user, deletion] = await Promise.all([
    collections(ctx).users.doc(userId).get(),
    collections(ctx).accountDeletions.doc(userId).get(),
  ]);
  return !user.exists || deletion.exists;
}

/** A company's subscription events are not recorded once the company is gone or being erased. */
export async function isCompanyPayerGone(ctx: AppContext, companyId: string): Promise<boolean> {
  const company = await collections(ctx).companies.doc(companyId).get();
  return !company.exists || !!company.data()?.erasingFor;
}
