import type { AppContext } from '../context';
import { forbidden, notFound } from '../errors';
import type { Action, Subject } from '../../contract/roles';
import { collections } from '../store/collections';
import { can, principalOfCaller, type Caller } from './check';
import { keyAllows } from './key-scopes';
import { API_KEY_MESSAGES } from '../../contract/api-keys';

/**
 * The one gate of the company routes: the caller may do `action` on `subject` of this company
 * (optionally an object of it with its divisions), as their CASL rules say. A refusal is 404
 * for someone who cannot see the company at all, so company ids reveal nothing, and 403 for a
 * member whose role does not reach that far.
 */
export async function authorizeInCompany(
  ctx: AppContext,
  caller: Caller,
  action: Action,
  subject: Subject,
  companyId: string,
  object: { divisionIds?: readonly string[] } = {},
): Promise<void> {
  if (await can(ctx, caller, action, subject, { companyId, ...object })) {
    // A member's rights reach their own company, which exists; wider ones (a superadmin's) reach
    // any id, so the company must be there, or a call would list nothing or write under no company.
    if (
      (await principalOfCaller(ctx, caller)).membership.companyId !== companyId &&
      !(await collections(ctx).companies.doc(companyId).get()).exists
    )
      throw notFound();
    return;
  }
  if (!keyAllows(caller, action, subject)) throw forbidden(API_KEY_MESSAGES.scopeMissing);
  // Whether the company is known to the caller is its creator's sight, for a key: no scope names Company.
  const viewer = 'apiKey' in caller && caller.apiKey ? { uid: caller.uid } : caller;
  if (await can(ctx, viewer, 'read', 'Company', { companyId })) throw forbidden();
  throw notFound();
}
