export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, always: some clients and every screen reader read it. */
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailResult {
  sent: boolean;
  messageId?: string;
  /** Why it was not sent: the outbox keeps it as the delivery's error. */
  error?: string;
}

/**
 * Outgoing mail. `send` never rejects: a mail that cannot go out is logged and answered
 * `{ sent: false }`, so it never fails the request that caused it.
 */
export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}
