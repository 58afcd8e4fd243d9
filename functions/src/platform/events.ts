import type { AppContext } from './context';
import type { WriteBatch } from './store/types';
import type { Contact } from '../contract/contacts';

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
  /**
   * A visitor had their lead erased: subscribers add the deletion of what they keep about it (a
   * waiting CRM push, with the visitor's details) to the erasure's own batch.
   */
  'lead.erased': { contactId: string; batch: WriteBatch };
  /** People were invited, joined, left or changed status in the company (after the write). */
  'employees.changed': { companyId: string };
}

export type EventName = keyof DomainEvents;
export type Subscriber<E extends EventName> = (ctx: AppContext, event: DomainEvents[E]) => Promise<void> | void;

const subscribers: { [E in EventName]: Subscriber<E>[] } = {
  'lead.captured': [],
  'lead.erased': [],
  'employees.changed': [],
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
