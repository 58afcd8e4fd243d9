import type { AppContext } from '../../src/platform/context';
import { claimDomain, configureSso, verifyDomain } from '../../src/modules/sso';
import { DIRECTORY_CLIENT, DIRECTORY_DOMAIN } from '../../src/integrations/sso-directory/fake/oidc-directory.fake';

/**
 * Acme connected to the local company directory (the OIDC provider beside the providers' fakes)
 * with the directory's domain proved, as its admin would do it in Company → Identity: the TXT
 * record published at the DNS fake, then the admin's own services. Not enforced, so every other
 * demo sign-in (and the journeys, which set up SSO themselves) works as before.
 */
export async function seedSso(
  ctx: AppContext,
  input: { companyId: string; adminId: string; fakesUrl: string; issuer: string },
): Promise<void> {
  const admin = { uid: input.adminId };
  const claim = await claimDomain(ctx, admin, input.companyId, DIRECTORY_DOMAIN);
  const published = await fetch(`${input.fakesUrl}/dns/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: claim.recordName, values: [claim.recordValue] }),
  });
  if (!published.ok) throw new Error(`The DNS fake refused the TXT record: ${published.status}`);
  const verified = await verifyDomain(ctx, admin, input.companyId, DIRECTORY_DOMAIN);
  if (verified.status !== 'verified') throw new Error(`${DIRECTORY_DOMAIN} not proved: ${verified.lastError}`);
  await configureSso(ctx, admin, input.companyId, {
    type: 'oidc',
    displayName: 'Northwind directory',
    issuer: input.issuer,
    clientId: DIRECTORY_CLIENT.clientId,
    clientSecret: DIRECTORY_CLIENT.clientSecret,
  });
}
