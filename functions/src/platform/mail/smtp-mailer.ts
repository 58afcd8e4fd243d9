import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import shared from 'nodemailer/lib/shared/index.js';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Logger } from '../logging';
import type { Mailer, MailMessage, MailResult } from './types';

export interface SmtpSettings {
  /** smtp(s)://user:pass@host:port — production keeps it in a secret. */
  url: string;
  from: string;
}

/**
 * Transport settings, on the URL's query: given a URL, nodemailer reads its transport options
 * from there (a second argument would only be message defaults). Short timeouts, so a slow
 * relay does not hold the request that sends the mail; a pool of reused connections, so a
 * burst (the invitations of an employee import) does not open a connection a mail. Settings
 * already in the configured URL win.
 */
function withTransportOptions(url: string): string {
  const parsed = new URL(url);
  const defaults = {
    pool: 'true',
    maxConnections: '20',
    connectionTimeout: '5000',
    greetingTimeout: '5000',
    socketTimeout: '10000',
  };
  for (const [key, value] of Object.entries(defaults))
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

/**
 * The relay's connection with Nagle's algorithm off. With it on, each message's last small write
 * (the end of DATA) waited for the relay's delayed ACK, 40 ms on Linux: 91 → 25 ms a lead in the
 * API tests, which wait for the owner's mail (docs/testing.md). STARTTLS upgrades this socket in
 * place; implicit TLS (smtps://) keeps nodemailer's own. A relay that never answers is still given
 * up at the greeting timeout, which nodemailer starts on a socket it is handed.
 */
const socketWithoutNagle: NonNullable<SMTPPool.Options['getSocket']> = (options, callback) => {
  if (options.secure || !options.host) return callback(null, false);
  callback(null, { connection: connect({ host: options.host, port: Number(options.port) || 587, noDelay: true }) });
};

/** nodemailer over SMTP: the provider's relay in production, maildev (127.0.0.1:1025) locally. */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.transport = nodemailer.createTransport({
      ...shared.parseConnectionUrl(withTransportOptions(settings.url)),
      getSocket: socketWithoutNagle,
    });
  }

  async send(message: MailMessage): Promise<MailResult> {
    try {
      const info = await this.transport.sendMail({ from: this.settings.from, ...message });
      return { sent: true, messageId: info.messageId };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, subject: message.subject }, 'mail not sent');
      return { sent: false, error: (err as Error).message };
    }
  }
}
