import nodemailer from 'nodemailer';
import type { Logger } from '../logging';
import type { Mailer, MailMessage, MailResult } from './types';

export interface SmtpSettings {
  /** smtp(s)://user:pass@host:port — production keeps it in a secret. */
  url: string;
  from: string;
}

/** nodemailer over SMTP: the provider's relay in production, maildev (127.0.0.1:1025) locally. */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    // Short timeouts: a slow relay must not hold the request that sends the mail.
    this.transport = nodemailer.createTransport(settings.url, { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as never);
  }

  async send(message: MailMessage): Promise<MailResult> {
    try {
      const info = await this.transport.sendMail({ from: this.settings.from, ...message });
      return { sent: true, messageId: info.messageId };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, subject: message.subject }, 'mail not sent');
      return { sent: false };
    }
  }
}
