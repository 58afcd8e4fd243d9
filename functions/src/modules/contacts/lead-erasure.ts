import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { WriteBatch } from '../../platform/store/types';
import { notFound } from '../../platform/errors';
import { commitWithOutbox, enqueueMail, messagesAbout } from '../../platform/outbox';
import { publish } from '../../platform/events';
import { CONTACT_MESSAGES } from '../../contract/contacts';
import { eraseContact } from './contacts.privacy';
import { collections } from '../../platform/store/collections';

/**
 * A visitor who left their details can have them deleted without an account: the thank-you
 * page gets a random token with the lead, and POST /v1/public/leads/{contactId}/erasure with
 * it deletes the lead and tells the owner. Only a hash of the token is kept, in
 * `leadErasures/{contactId}` beside the lead (not on it, so editing or merging the contact
 * cannot drop it); whoever holds the token is the visitor, or someone they gave the link to.
 */

export interface LeadErasureTicket {
  contactId: string;
  /** The lead's owner: their account's deletion takes the tickets too. */
  userId: string;
  tokenHash: string;
  createdAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new token, and its ticket written in the lead's own batch. */
export function addErasureTicket(
  ctx: AppContext,
  batch: WriteBatch,
  input: { contactId: string; userId: string; now: string },
): string {
  const token = randomBytes(32).toString('base64url');
  batch.create(collections(ctx).leadErasures.doc(input.contactId), {
    ...input,
    createdAt: input.now,
    tokenHash: hashOf(token).toString('hex'),
  });
  return token;
}

/** What a bot that filled the honeypot gets: the same shape, leading nowhere. */
export function decoyErasure(ctx: AppContext): { contactId: string; token: string } {
  return { contactId: collections(ctx).leadErasures.doc().id, token: randomBytes(32).toString('base64url') };
}

async function tellOwner(
  ctx: AppContext,
  batch: WriteBatch,
  userId: string,
  lead: { firstName: string; lastName: string; createdAt: string },
): Promise<void> {
  const owner = (await collections(ctx).users.doc(userId).get()).data();
  if (!owner?.email) return;
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || 'A visitor';
  enqueueMail(ctx, batch, {
    to: owner.email,
    subject: 'A contact asked for their details to be deleted',
    text: [
      owner.firstName ? `Hello ${owner.firstName},` : 'Hello,',
      '',
      `${name}, who left their details on ${lead.createdAt.slice(0, 10)}, asked for them to be deleted. We have deleted the contact from your Everlink contacts.`,
      '',
      'If you copied their details elsewhere (a spreadsheet, your CRM, your phone), please delete them there too.',
    ].join('\n'),
  });
}

/** Deletes the lead the token was given for and tells its owner; 404 for any other token. */
export async function requestLeadErasure(
  ctx: AppContext,
  contactId: string,
  token: string,
): Promise<{ deleted: true }> {
  const ref = collections(ctx).leadErasures.doc(contactId);
  const ticket = (await ref.get()).data();
  const given = hashOf(token);
  const expected = ticket ? Buffer.from(ticket.tokenHash, 'hex') : null;
  if (!ticket || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notFound(CONTACT_MESSAGES.erasureLinkInvalid);
  }
  const lead = await eraseContact(ctx, contactId);
  const batch = ctx.store.batch();
  batch.delete(ref);
  // The owner's 'You have a new contact' mail, sent or waiting, holds the visitor's details too.
  for (const message of await messagesAbout(ctx, contactId)) batch.delete(message);
  await publish(ctx, 'lead.erased', { contactId, batch });
  // The owner may have deleted the contact already; then there is nothing to tell.
  if (lead) await tellOwner(ctx, batch, ticket.userId, lead);
  await commitWithOutbox(ctx, batch);
  ctx.logger.info({ contactId }, 'lead erased at the visitor’s request');
  return { deleted: true };
}

/** Account deletion: the tickets of every lead the person received. */
export async function eraseErasureTicketsOf(ctx: AppContext, userId: string): Promise<void> {
  for (;;) {
    const page = await collections(ctx).leadErasures.where('userId', '==', userId).limit(400).get();
    if (page.empty) return;
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
