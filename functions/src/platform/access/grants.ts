import type { AppContext } from '../context';
import { badRequest, forbidden } from '../errors';
import { COMPANY_MESSAGES } from '../../contract/company';
import { asList, type Action, type CompanySubject, type PermissionRule } from '../../contract/roles';
import { can, type Caller } from './check';

/**
 * The grant rule: a company role can never grant more than whoever writes it or gives it holds.
 * Global roles need no such rule, as only superadmins, who hold everything, write or give them.
 */

/** The index of the first rule naming an action on a subject the caller may not take company-wide; -1 if none. */
async function firstRuleBeyondCaller(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  rules: PermissionRule[],
): Promise<number> {
  const known = new Map<string, boolean>();
  for (const [index, rule] of rules.entries()) {
    for (const action of asList(rule.action) as Action[]) {
      for (const subject of asList(rule.subject) as CompanySubject[]) {
        const key = `${action} ${subject}`;
        if (!known.has(key)) known.set(key, await can(ctx, caller, action, subject, { companyId }));
        if (!known.get(key)) return index;
      }
    }
  }
  return -1;
}

/**
 * Every rule must be something the caller may do in this company themselves: each of its
 * actions on each of its subjects, company-wide. The first rule beyond that is named.
 */
export async function assertWithinCallerRights(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  rules: PermissionRule[],
): Promise<void> {
  const index = await firstRuleBeyondCaller(ctx, caller, companyId, rules);
  if (index >= 0)
    throw badRequest(COMPANY_MESSAGES.beyondCallerRights, {
      [`permissions.${index}`]: COMPANY_MESSAGES.beyondCallerRights,
    });
}

/** Giving or taking a role is for those who hold everything it grants (403 otherwise). */
export async function assertMayGrant(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  roles: readonly { permissions: PermissionRule[] }[],
): Promise<void> {
  for (const role of roles) {
    if ((await firstRuleBeyondCaller(ctx, caller, companyId, role.permissions)) >= 0)
      throw forbidden(COMPANY_MESSAGES.beyondCallerRights);
  }
}
