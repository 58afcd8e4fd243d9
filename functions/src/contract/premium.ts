import type { Role } from './roles';

/**
 * Premium (spec §1, "a user is premium when the user has roles") counts product-wide roles only:
 * a plan's, a superadmin's. A company role alone is not premium, or anyone would be by creating a
 * one-person company (security review S12); a company's Teams plan gives every active employee
 * the global `teams` role, so its people are premium exactly while the plan lives (docs/billing.md).
 */
export const isPremiumRole = (role: Pick<Role, 'scope'>): boolean => role.scope === 'global';
