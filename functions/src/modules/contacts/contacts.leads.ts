import type { AppContext } from '../../platform/context';
import { ApiError, tooManyRequests } from '../../platform/errors';
import { CONTACT_MESSAGES, leadBody, type LeadBody, type LeadReceipt } from '../../contract/contacts';
import { challengeAnswer } from '../../contract/challenge';
import { webhookContact } from '../../contract/webhooks';
import { redeemChallenge } from '../../platform/challenge';
import { parse } from '../../platform/validation';
import { consumeQuota, type RateLimitOptions } from '../../platform/rate-limit';
import { buildContact } from './contacts.model';
import { leadTargetOf } from './contacts.profiles';
import { assertLeadRoom } from './contacts.caps';
import { addErasureTicket, decoyErasure } from './lead-erasure';
import { publish } from '../../platform/events';
import { commitWithOutbox } from '../../platform/outbox';
import { collections } from '../../platform/store/collections';
import { keepDuplicateKeys } from './contacts.dup-keys';
import { addToContactCount } from './contacts.count';

/** What the lead form's challenge tickets are for. */
export const LEAD_FORM = 'lead-form';

const HOUR = 60 * 60_000;

/**
 * Leads one address may send to one profile in an hour, through the API or the server-rendered
 * form alike (one counter). Sized for a booth on a conference's shared network: 50 leads a minute
 * for 10 minutes is 500 (docs/event-mode.md). Only a lead that passed the proof of work and the
 * honeypot spends it.
 */
export const LEAD_FORM_LIMIT: RateLimitOptions = { name: 'lead-form', windowMs: HOUR, limit: 600 };

/**
 * Form tickets one address may fetch in an hour, for any profiles: a hall of booths behind one
 * network. Every lead needs a solved ticket, so this also bounds an address's leads across profiles.
 * Split over 4 counters: the hall's booths together take a ticket every 0.4 s at 3 booths of 50
 * leads a minute, and each counter one every 1.6 s (docs/operations.md, "Hot documents").
 */
export const LEAD_CHALLENGE_LIMIT: RateLimitOptions = {
  name: 'lead-challenge',
  windowMs: HOUR,
  limit: 2_400,
  shards: 4,
};

/** Erasures a visitor's address may ask for, through the API or the server-rendered thank-you page. */
export const LEAD_ERASURE_LIMIT: RateLimitOptions = { name: 'lead-erasure', windowMs: 10 * 60_000, limit: 30 };

/**
 * A lead as the public form sends it from `address`, from any client: the contract's body, then
 * the form's proof of work (platform/challenge.ts) for this profile, used once, then the lead itself.
 */
export async function submitLead(ctx: AppContext, input: unknown, address: string): Promise<LeadReceipt> {
  const lead = parse(leadBody, input);
  await redeemChallenge(ctx, LEAD_FORM, lead.profileId, parse(challengeAnswer, input));
  return captureLead(ctx, lead, address);
}

/**
 * A visitor leaves their details on a public profile: a lead for the profile's owner, from the
 * form, with the consent as the form worded it and when it was given. Only while the profile is
 * active and takes leads. The receipt carries the visitor's own link to have the lead deleted
 * (lead-erasure.ts). A filled honeypot gets the same answer and stores nothing, so bots learn nothing.
 */
async function captureLead(ctx: AppContext, body: LeadBody, address: string): Promise<LeadReceipt> {
  const { ownerId, enabled, receipt, companyId, notify, profileName } = await leadTargetOf(ctx, body.profileId);
  if (!enabled) throw new ApiError(403, CONTACT_MESSAGES.leadCaptureOff, 'lead-capture-off');
  // A bot's submission spends no budget, the address's nor the profile's day (review 2026-11, S9:
  // 100 decoys silenced a card for the day).
  if (body.website) {
    ctx.logger.info({ profileId: body.profileId }, 'lead form honeypot filled; nothing stored');
    return { ...receipt, erasure: decoyErasure(ctx) };
  }
  if (!(await consumeQuota(ctx, LEAD_FORM_LIMIT, `${address} ${body.profileId}`)).allowed) throw tooManyRequests();
  // The owner's book size and the form's leads a day (contacts.caps.ts).
  await assertLeadRoom(ctx, body.profileId, ownerId);
  const now = ctx.clock.now().toISOString();
  const ref = collections(ctx).contacts.doc();
  const { profileId, firstName, lastName, email, phoneNumber, company, jobTitle, note } = body;
  // A lead on an employee's profile carries the company, so it stays with the company (docs/company.md).
  const lead = buildContact(
    {
      profileId,
      firstName,
      lastName,
      email,
      phoneNumber,
      company,
      jobTitle,
      note,
      consentAt: now,
      consentText: body.consentText,
      companyId,
    },
    { id: ref.id, userId: ownerId, source: 'form', now },
  );
  const batch = ctx.store.batch();
  batch.create(ref, keepDuplicateKeys(ctx, batch, [{ after: lead }])[0]);
  addToContactCount(ctx, batch, ownerId, 1);
  const token = addErasureTicket(ctx, batch, { contactId: ref.id, userId: ownerId, now });
  // The owner's mail and the CRM push (wiring.ts) join the lead's batch as outbox messages: they
  // exist exactly when the lead does, and go out after the answer, so SMTP or a CRM never holds it.
  await publish(ctx, 'lead.captured', { lead, profileId, profileName, notify, batch });
  if (companyId)
    await publish(ctx, 'company.activity', {
      companyId,
      type: 'lead.created',
      data: { contact: webhookContact(lead) },
      writer: batch,
      about: [ref.id],
    });
  await commitWithOutbox(ctx, batch);
  // The lead is stored; a lost tally in the profile's analytics must not turn it into an error (publish never throws).
  await publish(ctx, 'lead.stored', { profileId });
  return { ...receipt, erasure: { contactId: ref.id, token } };
}
