import type { AppContext } from '../context';
import type { MailMessage } from '../mail/types';
import type { Transaction, WriteBatch } from '../store/types';
import { commitWithOutbox, enqueue } from './outbox';
import { collections } from '../store/collections';
import type { TopicHandler } from './types';

/** Mail goes out through the outbox: `mail` documents, sent by the mail port. */
export const MAIL_TOPIC = 'mail';

export const mailTopic: TopicHandler<MailMessage> = {
  async deliver(ctx, message) {
    const result = await ctx.mail.send(message);
    if (!result.sent) throw new Error(result.error ?? 'The mail server did not take the mail.');
    return result.messageId ?? null;
  },
};

/** A mail in the caller's batch or transaction: it goes out only if the caller's writes commit. */
export function enqueueMail(
  ctx: AppContext,
  writer: WriteBatch | Transaction,
  message: MailMessage,
  about?: string[],
): string {
  return enqueue(ctx, writer, { topic: MAIL_TOPIC, payload: message, about });
}

/** Account deletion: every mail to the address, waiting or kept, goes (it holds what was said to them). */
export async function eraseMailTo(ctx: AppContext, address: string): Promise<number> {
  let erased = 0;
  for (;;) {
    const page = await collections(ctx)
      .outbox.where('topic', '==', MAIL_TOPIC)
      .where('payload.to', '==', address)
      .limit(400)
      .get();
    if (page.empty) return erased;
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    erased += page.size;
  }
}

/** A mail of its own, for a caller whose data is already written: stored, then delivered as any other. */
export async function queueMail(ctx: AppContext, message: MailMessage): Promise<void> {
  const batch = ctx.store.batch();
  enqueueMail(ctx, batch, message);
  await commitWithOutbox(ctx, batch);
}
