import type { AppContext } from '../../platform/context';
import { collections } from '../../platform/store/collections';
import type { CrmSourceField } from '../../contract/company-crm';
import type { CompanyCrmProvider, CrmRecord } from '../../integrations/core/company-crm.types';
import type { StoredContact } from '../contacts';
import { ownerRef, type StoredCompanyCrm, type StoredCompanyCrmPush } from './company-crm.model';
import { useCrm } from './company-crm.tokens';

/**
 * What a push sends: the mapping applied to the contact and the facts of its lead (all strings,
 * as CRMs take them), and the CRM user who owns the employee's leads.
 */

/** How long an employee's CRM user is trusted before it is looked up again (CRM users change seldom). */
const OWNER_KEPT_MS = 24 * 3600_000;

interface Employee {
  email: string;
  firstName: string;
  lastName: string;
  divisionIds: string[];
}

async function divisionNames(ctx: AppContext, companyId: string, ids: string[]): Promise<string> {
  if (!ids.length) return '';
  const snaps = await ctx.store.getAll(...ids.map((id) => collections(ctx).divisions(companyId).doc(id)));
  return snaps
    .map((s) => s.data()?.name)
    .filter(Boolean)
    .join(', ');
}

async function sourceValues(
  ctx: AppContext,
  contact: StoredContact,
  companyId: string,
  employee: Employee | undefined,
): Promise<Record<CrmSourceField, string>> {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    company: contact.company,
    jobTitle: contact.jobTitle,
    note: contact.note,
    // Multi-select values the way HubSpot and GoHighLevel join them.
    tags: contact.tags.join(';'),
    source: `Everlink ${contact.source}`,
    // Contacts carry no website yet: the row sends nothing (an empty value is never sent).
    website: '',
    capturedAt: contact.createdAt,
    cardOwnerName: employee ? `${employee.firstName} ${employee.lastName}`.trim() : '',
    cardOwnerEmail: employee?.email ?? '',
    division: employee ? await divisionNames(ctx, companyId, employee.divisionIds) : '',
  };
}

/** The employee's CRM user by their email, kept a day (`companyCrmOwners`, TTL), null when the CRM has none. */
async function ownerOf(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  connected: StoredCompanyCrm,
  userId: string,
  email: string,
): Promise<string | null> {
  const ref = ownerRef(ctx, connected.companyId, provider.id, userId);
  const kept = (await ref.get()).data();
  const now = ctx.clock.now();
  if (kept && new Date(kept.expireAt).getTime() > now.getTime()) return kept.ownerId;
  const ownerId = await useCrm(ctx, provider, connected, (call) => provider.findOwner(call, email));
  await ref.set({ ownerId, expireAt: new Date(now.getTime() + OWNER_KEPT_MS) });
  return ownerId;
}

export async function recordOf(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  connected: StoredCompanyCrm,
  push: StoredCompanyCrmPush,
  contact: StoredContact,
): Promise<CrmRecord> {
  const employee = (await collections(ctx).employees(push.companyId).doc(push.userId).get()).data();
  const values = await sourceValues(ctx, contact, push.companyId, employee);
  const properties: Record<string, string> = {};
  for (const row of connected.mapping) if (values[row.source].trim()) properties[row.property] = values[row.source];
  return {
    remoteId: push.remoteId,
    email: contact.email.trim().toLowerCase(),
    properties,
    ownerId: employee?.email ? await ownerOf(ctx, provider, connected, push.userId, employee.email) : null,
  };
}
