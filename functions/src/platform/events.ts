import type { AppContext } from './context';
import type { Transaction, WriteBatch } from './store/types';
import type { Contact } from '../contract/contacts';
import type { WebhookEventType } from '../contract/webhooks';

/**
 * Domain events: what a feature tells the others without knowing them. functions/src/wiring.ts is
 * the one place that subscribes; a feature publishes.
 */
export interface DomainEvents {
  /**
   * A visitor's lead is about to be stored: subscribers add their side effects (the owner's mail,
   * the CRM push) to the lead's own batch, so they exist exactly when the lead does.
   */
  'lead.captured': { lead: Contact; profileId: string; profileName: string; notify: boolean; batch: WriteBatch };
  /** A visitor's lead is stored (after its batch's commit): the profile's analytics count it. */
  'lead.stored': { profileId: string };
  /**
   * A visitor had their lead erased: subscribers add the deletion of what they keep about it (a
   * waiting CRM push, with the visitor's details) to the erasure's own batch.
   */
  'lead.erased': { contactId: string; batch: WriteBatch };
  /**
   * A contact was changed (edited, the survivor of a merge, refreshed from its linked profile),
   * inside the change's transaction (`writer`, committed with transactWithOutbox): the company CRM
   * pushes the edit of a pushed contact in it.
   */
  'contact.updated': { contact: Contact & { companyId?: string }; writer: WriteBatch | Transaction };
  /** People were invited, joined, left or changed status in the company (after the write). */
  'employees.changed': { companyId: string };
  /**
   * Something a company's webhooks may tell (contract/webhooks.ts), published inside the change's
   * own batch or transaction (`writer`, committed with transactWithOutbox or commitWithOutbox): a
   * subscriber's outbox messages exist exactly when the change does. `about`: ids whose erasure
   * takes the event too (a lead's).
   */
  'company.activity': {
    companyId: string;
    type: WebhookEventType;
    data: Record<string, unknown>;
    writer: WriteBatch | Transaction;
    about?: string[];
  };
}

export type EventName = keyof DomainEvents;
export type Subscriber<E extends EventName> = (ctx: AppContext, event: DomainEvents[E]) => Promise<void> | void;

const subscribers: { [E in EventName]: Subscriber<E>[] } = {
  'lead.captured': [],
  'lead.stored': [],
  'lead.erased': [],
  'contact.updated': [],
  'employees.changed': [],
  'company.activity': [],
};

export function subscribe<E extends EventName>(name: E, subscriber: Subscriber<E>): void {
  (subscribers[name] as Subscriber<E>[]).push(subscriber);
}

/** Runs every subscriber in turn; one that fails is logged and never fails the publisher's request. */
export async function publish<E extends EventName>(ctx: AppContext, name: E, event: DomainEvents[E]): Promise<void> {
  for (const subscriber of [...(subscribers[name] as Subscriber<E>[])]) {
    try {
      await subscriber(ctx, event);
    } catch (err) {
      ctx.logger.error({ err, event: name }, 'an event subscriber failed');
    }
  }
}
