import type { AppContext } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { consumeQuota } from '../../platform/rate-limit';
import { MESSAGES } from '../../contract/messages';
import type { SsoDiscovery } from '../../contract/sso';
import { domainOfEmail, domainRule } from './sso-enforcement';

/** One domain's discoveries from every address together: enough for a company's morning sign-ins, too few to sweep it. */
/**
 * A whole company signs in at 9 o'clock, behind one office address: the limits bound a script
 * walking domains, not a workforce. Each answer costs no read while the domain's rule is cached
 * (sso-enforcement, 30 s), and a limit hit reads as "no SSO" on the sign-in page, so a tight one
 * would quietly send people to their password.
 */
export const DISCOVERY_PER_ADDRESS = { name: 'sso-discover', windowMs: 60_000, limit: 300 };
export const DISCOVERY_PER_DOMAIN = { name: 'sso-discover-domain', windowMs: 60_000, limit: 6000 };

/**
 * POST /v1/sso/discover: where an address signs in. Only facts of the address's domain (held by a
 * company with a provider, and whether it enforces it), the same for every address on it, so the
 * answer never tells whether a person has an account.
 */
export async function discoverSso(ctx: AppContext, email: string): Promise<SsoDiscovery> {
  const domain = domainOfEmail(email);
  if (!(await consumeQuota(ctx, DISCOVERY_PER_DOMAIN, domain)).allowed)
    throw new ApiError(429, MESSAGES.tooManyRequests, 'rate-limited');
  const rule = await domainRule(ctx, domain);
  if (!rule) return { sso: false };
  return {
    sso: true,
    providerId: rule.providerId,
    type: rule.type,
    companyName: rule.companyName,
    enforced: rule.enforced,
  };
}
