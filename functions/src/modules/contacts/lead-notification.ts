import type { AppContext } from '../../platform/context';
import type { DomainEvents } from '../../platform/events';
import { enqueueMail } from '../../platform/outbox';
import { collections } from '../../platform/store/collections';

/**
 * 'You have a new contact': the mail a profile's owner gets when a visitor leaves their details
 * (docs/company.md, "Lead notifications"), unless the owner turned it off in the profile's
 * settings (`config.notifications.leads`). It goes to the account's email, not the profile's
 * public one. A mail that cannot go out, or an owner without an address, never fails the lead.
 */

export const LEAD_MAIL_SUBJECT = 'You have a new contact';

/** `lead.captured` (wired in wiring.ts): the mail joins the lead's batch as an outbox message. */
export async function notifyLeadOwner(
  ctx: AppContext,
  { lead, profileId, profileName, notify, batch }: DomainEvents['lead.captured'],
): Promise<void> {
  if (!notify) return;
  // A failed read is logged by publish (platform/events.ts) and never fails the lead.
  const owner = (await collections(ctx).users.doc(lead.userId).get()).data();
  if (!owner?.email) return;
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const details = [
    lead.jobTitle || lead.company ? [lead.jobTitle, lead.company].filter(Boolean).join(' at ') : '',
    lead.email ? `Email: ${lead.email}` : '',
    lead.phoneNumber ? `Phone: ${lead.phoneNumber}` : '',
    lead.note ? `Note: ${lead.note}` : '',
  ].filter(Boolean);
  enqueueMail(
    ctx,
    batch,
    {
      to: owner.email,
      subject: LEAD_MAIL_SUBJECT,
      text: [
        owner.firstName ? `Hello ${owner.firstName},` : 'Hello,',
        '',
        `${name} left their details on your profile “${profileName}”.`,
        ...(details.length ? ['', ...details] : []),
        '',
        `See the contact: ${ctx.config.publicUrl}/contacts/${lead.id}`,
        '',
        `You get this mail because lead notifications are on for this profile. Turn them off in the profile's settings: ${ctx.config.publicUrl}/profile/${profileId}/settings`,
      ].join('\n'),
    },
    [lead.id],
  );
}
