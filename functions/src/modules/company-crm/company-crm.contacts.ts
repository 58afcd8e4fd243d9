import type { AppContext } from '../../platform/context';
import { authorize, authorizeInCompany, type Caller } from '../../platform/access';
import { conflict, notFound, tooManyRequests } from '../../platform/errors';
import { consumeQuota } from '../../platform/rate-limit';
import { deliver } from '../../platform/outbox';
import { collections } from '../../platform/store/collections';
import {
  COMPANY_CRM_MESSAGES,
  CRM_PUSHES_NOW_PER_HOUR,
  type CompanyCrmPush,
  type CompanyCrmPushItem,
  type CrmPushesQuery,
} from '../../contract/company-crm';
import type { Page } from '../../contract/common';
import { contactsByIds, type StoredContact } from '../contacts';
import { companyOfCaller } from '../company';
import { crmRef, pushRef, pushView, type StoredCompanyCrmPush } from './company-crm.model';
import { pushMessageId, queuePush } from './company-crm.pushes';

/** The pushes as the admin lists and retries them, and as an employee marks and follows their contacts'. */

const PAGE_SIZE = 50;

/** Writes the push pending with its message, then delivers it now: the answer tells how it went. */
async function pushNow(
  ctx: AppContext,
  before: StoredCompanyCrmPush | undefined,
  push: Parameters<typeof queuePush>[3],
): Promise<CompanyCrmPush> {
  const limit = { name: 'company-crm-push-now', windowMs: 3600_000, limit: CRM_PUSHES_NOW_PER_HOUR };
  if (!(await consumeQuota(ctx, limit, push.contactId)).allowed) throw tooManyRequests();
  const batch = ctx.store.batch();
  queuePush(ctx, batch, before, push);
  await batch.commit();
  await deliver(ctx, pushMessageId(push.contactId));
  const after = (await pushRef(ctx, push.contactId).get()).data();
  if (!after) throw notFound();
  return pushView(after);
}

/** GET /v1/companies/{companyId}/crm/pushes: newest change first, with whose contact each is. */
export async function listCompanyCrmPushes(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  query: CrmPushesQuery,
): Promise<Page<CompanyCrmPushItem>> {
  await authorizeInCompany(ctx, caller, 'update', 'Company', companyId);
  let q = collections(ctx).companyCrmPushes.where('companyId', '==', companyId);
  if (query.status) q = q.where('status', '==', query.status);
  q = q.orderBy('updatedAt', 'desc');
  if (query.cursor) {
    const after = await pushRef(ctx, query.cursor).get();
    if (!after.exists || after.data()?.companyId !== companyId) throw notFound();
    q = q.startAfter(after);
  }
  const snap = await q.limit(PAGE_SIZE + 1).get();
  const pushes = snap.docs.slice(0, PAGE_SIZE).map((d) => d.data());
  const contacts = new Map(
    (
      await contactsByIds(
        ctx,
        pushes.map((p) => p.contactId),
      )
    ).map((c) => [c.id, c]),
  );
  const data = pushes.map((push) => {
    const contact = contacts.get(push.contactId);
    return {
      ...pushView(push),
      name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
      email: contact?.email ?? '',
      userId: push.userId,
    };
  });
  return snap.size > PAGE_SIZE ? { data, nextCursor: pushes[pushes.length - 1].contactId } : { data };
}

/** POST …/crm/pushes/{contactId}/retry: a failed (or any) push of the company's goes out again now. */
export async function retryCompanyCrmPush(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  contactId: string,
): Promise<CompanyCrmPush> {
  await authorizeInCompany(ctx, caller, 'update', 'Company', companyId);
  const push = (await pushRef(ctx, contactId).get()).data();
  if (!push || push.companyId !== companyId) throw notFound();
  const connected = (await crmRef(ctx, companyId).get()).data();
  if (!connected) throw conflict(COMPANY_CRM_MESSAGES.notConnected, 'not-connected');
  return pushNow(ctx, push, { ...push, crm: connected.crm });
}

async function contactFor(ctx: AppContext, caller: Caller, contactId: string, action: 'read' | 'update') {
  const [contact] = await contactsByIds(ctx, [contactId]);
  if (!contact) throw notFound();
  await authorize(ctx, caller, action, 'Contact', contact);
  return contact;
}

/** GET /v1/contacts/{contactId}/company-crm: the contact's push, for its owner or whoever may read it (the admin). */
export async function contactCrmPush(
  ctx: AppContext,
  caller: Caller,
  contactId: string,
): Promise<CompanyCrmPush | null> {
  await contactFor(ctx, caller, contactId, 'read');
  const push = (await pushRef(ctx, contactId).get()).data();
  return push ? pushView(push) : null;
}

/** The company whose CRM the contact goes to: the lead's, else its owner's. */
async function companyOf(ctx: AppContext, contact: StoredContact): Promise<string | null> {
  return contact.companyId ?? (await companyOfCaller(ctx, { uid: contact.userId }))?.id ?? null;
}

/**
 * PUT /v1/contacts/{contactId}/company-crm: marked, the contact is pushed now and on every later
 * edit; unmarked, no later edit is pushed (what the CRM holds stays there).
 */
export async function markContactForCrm(
  ctx: AppContext,
  caller: Caller,
  contactId: string,
  sync: boolean,
): Promise<CompanyCrmPush | null> {
  const contact = await contactFor(ctx, caller, contactId, 'update');
  const before = (await pushRef(ctx, contactId).get()).data();
  if (!sync) {
    if (!before) return null;
    const updatedAt = ctx.clock.now().toISOString();
    await pushRef(ctx, contactId).update({ marked: false, updatedAt });
    return pushView({ ...before, marked: false, updatedAt });
  }
  const companyId = await companyOf(ctx, contact);
  const connected = companyId ? (await crmRef(ctx, companyId).get()).data() : undefined;
  if (!companyId || !connected) throw conflict(COMPANY_CRM_MESSAGES.notConnected, 'not-connected');
  return pushNow(ctx, before, { contactId, companyId, crm: connected.crm, userId: contact.userId, marked: true });
}
