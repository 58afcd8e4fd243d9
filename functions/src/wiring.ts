import { subscribe } from './platform/events';
import { MAIL_TOPIC, mailTopic, registerTopic } from './platform/outbox';
import { notifyLeadOwner } from './modules/contacts';
import { recordLead } from './modules/analytics';
import { WEBHOOK_TOPIC, forgetLeadEvents, queueWebhookEvent, webhookTopic } from './modules/webhooks';
import {
  companyCrmPushTopic,
  companyCrmTopic,
  forgetCompanyLeadPush,
  forgetDeletedContactPush,
  pushCompanyLead,
  pushEditedContact,
} from './modules/company-crm';
import { COMPANY_CRM_PROVIDERS } from './integrations/company-crms';
import { crmProviders, crmPushTopic, crmTopic, forgetLeadPushes, pushLeadToCrm } from './modules/integrations';
// Past billing's door on purpose (lint allows wiring.ts a module's `*.topic` file): the name alone, without Stripe.
import { SEATS_TOPIC, type SeatSync } from './modules/billing/seats.topic';

const billing = () => import('./modules/billing');

/**
 * Who reacts to what, in one place: the subscribers of every domain event (platform/events.ts) and
 * the handler of every outbox topic (platform/outbox). Called once by each entry point (the
 * functions in index.ts, createApp, the job runner) before it serves anything. A new subscriber,
 * or a new kind of side effect (webhooks), is one line here.
 */
let wired = false;

export function wire(): void {
  if (wired) return;
  wired = true;

  // A visitor's lead: the owner's mail and the CRM push join the lead's batch as outbox messages.
  subscribe('lead.captured', notifyLeadOwner);
  subscribe('lead.captured', pushLeadToCrm);
  // A lead on a company employee's card also goes to the company's CRM (docs/company-crm.md).
  subscribe('lead.captured', pushCompanyLead);
  // Counted once stored, by analytics (whose flush reads the public module, which reads the company
  // and, through it, contacts: contacts calling analytics closed that loop).
  subscribe('lead.stored', async (ctx, { profileId }) => {
    await recordLead(ctx, profileId);
  });
  subscribe('contact.updated', pushEditedContact);
  // A visitor's erasure of their lead: its waiting CRM pushes go with it.
  subscribe('lead.erased', forgetLeadPushes);
  subscribe('lead.erased', forgetLeadEvents);
  subscribe('lead.erased', forgetCompanyLeadPush);
  // A company's activity: a signed webhook event for each endpoint subscribed to it (outbox).
  subscribe('company.activity', queueWebhookEvent);
  subscribe('company.activity', forgetDeletedContactPush);
  // A team plan is billed for the company's active employees: one recount a company a minute (outbox).
  // Billing is imported when a company changes or its recount is due, so what never bills (the card pages) never loads Stripe.
  subscribe('employees.changed', async (ctx, { companyId }) => (await billing()).syncCompanySeats(ctx, companyId));

  registerTopic(MAIL_TOPIC, mailTopic);
  registerTopic<SeatSync>(SEATS_TOPIC, {
    deliver: async (ctx, payload, delivery) => (await billing()).seatsTopic.deliver(ctx, payload, delivery),
  });
  registerTopic(WEBHOOK_TOPIC, webhookTopic);
  for (const provider of crmProviders()) registerTopic(crmTopic(provider), crmPushTopic(provider));
  for (const provider of COMPANY_CRM_PROVIDERS)
    registerTopic(companyCrmTopic(provider.id), companyCrmPushTopic(provider));
}
