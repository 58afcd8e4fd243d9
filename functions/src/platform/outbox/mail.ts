import type { AppContext } from '../context';
import type { MailMessage } from '../mail/types';
import type { Transaction, WriteBatch } from '../store/types';
import { commitWithOutbox, enqueue } from './outbox';
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
export function enqueueMail(ctx: AppContext, writer: WriteBatch | Transaction, message: MailMessage): string {
  return enqueue(ctx, writer, { topic: MAIL_TOPIC, payload: message });
}

/** A mail of its own, for a caller whose data is already written: stored, then delivered as any other. */
export async function queueMail(ctx: AppContext, message: MailMessage): Promise<void> {
  const batch = ctx.store.batch();
  enqueueMail(ctx, batch, message);
  await commitWithOutbox(ctx, batch);
}
