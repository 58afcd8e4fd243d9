import type { AppContext } from '../../platform/context';
import { queueMail } from '../../platform/outbox';
import { formatMoney } from '../../contract/billing';
import { type StoredSubscription } from './billing.model';
import { loadPlan } from './plans.service';
import { activeAdminsQuery } from '../company';
import { collections } from '../../platform/store/collections';

interface Contact {
  email: string;
  firstName?: string;
}

/**
 * Who is mailed about a subscription: a person's own, that person; a company's, every active
 * admin of the company now (review S15: `ownerId` and `purchasedBy` may name someone who left or
 * was demoted, and a company's bills are its admins' business).
 */
async function contactsOf(ctx: AppContext, sub: StoredSubscription): Promise<Contact[]> {
  const userIds = sub.companyId
    ? (await activeAdminsQuery(ctx, sub.companyId).get()).docs.map((d) => d.id)
    : sub.userId
      ? [sub.userId]
      : [];
  const contacts: Contact[] = [];
  for (const userId of userIds) {
    const user = (await collections(ctx).users.doc(userId).get()).data();
    if (user?.email) contacts.push({ email: user.email, firstName: user.firstName });
  }
  return contacts;
}

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : 'soon';

async function send(ctx: AppContext, sub: StoredSubscription, subject: string, lines: string[]): Promise<void> {
  const contacts = await contactsOf(ctx, sub);
  if (!contacts.length) ctx.logger.warn({ subscriptionId: sub.id }, 'no one to mail about this subscription');
  // One mail each, so no admin's address is shown to the others.
  for (const contact of contacts) {
    const text = [`Hi${contact.firstName ? ` ${contact.firstName}` : ''},`, '', ...lines, '', 'The Everlink team'].join(
      '\n',
    );
    await queueMail(ctx, { to: contact.email, subject, text });
  }
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
