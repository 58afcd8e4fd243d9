import type { AppContext } from '../../platform/context';
import { formatMoney } from '../../contract/billing';
import { billingUserRef, type StoredSubscription } from './billing.model';
import { loadPlan } from './plans.service';

/** Mails about a subscription go to whoever bought it; for a company without one, to its owner. */
async function contactOf(ctx: AppContext, sub: StoredSubscription): Promise<{ email: string; firstName?: string } | null> {
  let userId = sub.purchasedBy ?? sub.userId ?? null;
  if (!userId && sub.companyId) userId = (await ctx.store.doc<{ ownerId?: string }>(`companies/${sub.companyId}`).get()).data()?.ownerId ?? null;
  if (!userId) return null;
  const user = (await billingUserRef(ctx, userId).get()).data();
  return user?.email ? { email: user.email, firstName: user.firstName } : null;
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'soon');

async function send(ctx: AppContext, sub: StoredSubscription, subject: string, lines: string[]): Promise<void> {
  const contact = await contactOf(ctx, sub);
  if (!contact) {
    ctx.logger.warn({ subscriptionId: sub.id }, 'no one to mail about this subscription');
    return;
  }
  const text = [`Hi${contact.firstName ? ` ${contact.firstName}` : ''},`, '', ...lines, '', 'The Everlink team'].join('\n');
  await ctx.mail.send({ to: contact.email, subject, text });
}

/** `invoice.payment_failed`: premium stays during the grace period; the card needs fixing. */
export async function mailPaymentFailed(ctx: AppContext, sub: StoredSubscription): Promise<void> {
  const whose = sub.companyId ? "your company's" : 'your';
  await send(ctx, sub, 'Your Everlink payment failed', [
    `We could not charge the card on file for ${whose} ${sub.planName} plan.`,
    'Your premium features stay on while we try again over the next days.',
    `Update your payment method here: ${ctx.config.publicUrl}/billing`,
  ]);
}

/** `customer.subscription.trial_will_end`: about three days before the first charge. */
export async function mailTrialEnding(ctx: AppContext, sub: StoredSubscription): Promise<void> {
  const plan = await loadPlan(ctx, sub.planId);
  const price = plan ? ` ${formatMoney(plan.amount * sub.quantity, plan.currency)} per ${plan.interval}` : '';
  await send(ctx, sub, `Your Everlink trial ends on ${day(sub.trialEnd)}`, [
    `Your free trial of ${sub.planName} ends on ${day(sub.trialEnd)}.`,
    `After that your card on file is charged${price}, and your premium features simply carry on.`,
    `Changed your mind? Cancel before then at ${ctx.config.publicUrl}/billing and you will not be charged.`,
  ]);
}
