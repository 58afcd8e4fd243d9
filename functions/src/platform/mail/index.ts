import type { Config } from '../config';
import type { Logger } from '../logging';
import { SmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

export type { Mailer, MailMessage, MailResult } from './types';

export function createMailer(config: Config, logger: Pick<Logger, 'warn'>): Mailer {
  return new SmtpMailer(config.mail, logger);
}
