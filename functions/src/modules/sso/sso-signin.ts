import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { ApiError, badRequest } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { COMPANY_LIMITS } from '../../contract/company';
import { SSO_MESSAGES, type SsoCompletion } from '../../contract/sso';
import { auditCompanyEvents } from '../api-keys';
import { directoryInvitation, getCompanyById } from '../company';
import { domainOfEmail } from './sso-enforcement';
import { oidcConnectionOf, verifyIdpIdToken } from './sso-oidc';
import type { StoredSsoConnection } from './sso.model';

/**
 * A first single sign-on (docs/sso.md, "Joining"): the person signed in with their company's
 * provider; the server checks what the provider says of them and prepares a pending membership,
 * prefilled from the provider's attributes, which they confirm through the invitation accept route.
 */

type Profile = SsoCompletion['profile'];
type Attributes = Record<string, unknown>;

/** SAML attribute names read for each field, first found wins (Entra ID's and Okta's usual ones). */
export const SAML_ATTRIBUTES: Record<keyof Profile | 'name', string[]> = {
  firstName: [
    'firstName',
    'givenName',
    'given_name',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  ],
  lastName: [
    'lastName',
    'surname',
    'sn',
    'family_name',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  ],
  name: ['displayName', 'name', 'http://schemas.microsoft.com/identity/claims/displayname'],
  title: ['title', 'jobTitle', 'job_title', 'http://schemas.microsoft.com/identity/claims/jobtitle'],
  department: ['department', 'http://schemas.microsoft.com/ws/2008/06/identity/claims/department'],
};
/** OIDC claims read for each field: the standard ones, and the common non-standard title and department. */
const OIDC_CLAIMS: Record<keyof Profile | 'name', string[]> = {
  firstName: ['given_name'],
  lastName: ['family_name'],
  name: ['name'],
  title: ['title', 'job_title'],
  department: ['department'],
};

const refuse = (message: string, code: string) => new ApiError(403, message, code);

/** An attribute's first text value (SAML attributes may be lists), one line, clipped. */
function first(attributes: Attributes, names: string[], max: number): string {
  for (const name of names) {
    const raw = attributes[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim())
      return value
        .replace(/[\p{Cc}\s]+/gu, ' ')
        .trim()
        .slice(0, max);
  }
  return '';
}

function profileOf(attributes: Attributes, names: typeof OIDC_CLAIMS): Profile {
  let firstName = first(attributes, names.firstName, COMPANY_LIMITS.personName);
  let lastName = first(attributes, names.lastName, COMPANY_LIMITS.personName);
  if (!firstName && !lastName) {
    const [given = '', ...rest] = first(attributes, names.name, COMPANY_LIMITS.personName * 2).split(' ');
    firstName = given.slice(0, COMPANY_LIMITS.personName);
    lastName = rest.join(' ').slice(0, COMPANY_LIMITS.personName);
  }
  return {
    firstName,
    lastName,
    title: first(attributes, names.title, COMPANY_LIMITS.title),
    department: first(attributes, names.department, COMPANY_LIMITS.department),
  };
}

/** What the provider vouches for: the address, whether it verified it, and the profile. */
async function whatTheProviderSays(
  ctx: AppContext,
  caller: AuthUser,
  connection: StoredSsoConnection,
  idpIdToken: string | undefined,
): Promise<{ email: string; verified: boolean; profile: Profile }> {
  if (connection.type === 'saml') {
    const attributes = caller.signInAttributes ?? {};
    return {
      email: caller.email ?? '',
      verified: caller.emailVerified,
      profile: profileOf(attributes, SAML_ATTRIBUTES),
    };
  }
  if (!idpIdToken) throw badRequest(SSO_MESSAGES.providerMismatch, { idpIdToken: SSO_MESSAGES.providerMismatch });
  const claims = await verifyIdpIdToken(ctx, oidcConnectionOf(connection), idpIdToken);
  // The token must be this account's own sign-in, not another person's token replayed.
  const federated = caller.identities?.[connection.providerId] ?? [];
  if (!federated.includes(claims.sub)) throw refuse(SSO_MESSAGES.providerMismatch, 'provider-mismatch');
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  if (email !== (caller.email ?? '').toLowerCase()) throw refuse(SSO_MESSAGES.providerMismatch, 'provider-mismatch');
  return { email, verified: claims.email_verified === true, profile: profileOf(claims, OIDC_CLAIMS) };
}

/** POST /v1/sso/complete: checks the sign-in, then the member's state or their pending membership. */
export async function completeSso(ctx: AppContext, caller: AuthUser, idpIdToken?: string): Promise<SsoCompletion> {
  const providerId = caller.signInProvider ?? '';
  const found =
    /^(oidc|saml)\.[\w-]+$/.test(providerId) && caller.email
      ? (await collections(ctx).ssoConnections.where('providerId', '==', providerId).limit(1).get()).docs[0]
      : undefined;
  const connection = found?.data();
  if (!connection) throw refuse(SSO_MESSAGES.providerMismatch, 'provider-mismatch');
  const said = await whatTheProviderSays(ctx, caller, connection, idpIdToken);
  if (!said.verified) throw refuse(SSO_MESSAGES.emailNotVerified, 'email-not-verified');
  const domain = (await collections(ctx).ssoDomains.doc(domainOfEmail(said.email)).get()).data();
  if (domain?.companyId !== connection.companyId) throw refuse(SSO_MESSAGES.emailNotOnDomain, 'email-not-on-domain');
  const company = await getCompanyById(ctx, connection.companyId);
  if (!company) throw refuse(SSO_MESSAGES.providerMismatch, 'provider-mismatch');
  const answer = { companyId: company.id, companyName: company.name, profile: said.profile };
  const employee = (await collections(ctx).employees(company.id).doc(caller.uid).get()).data();
  if (employee?.status === 'active') return { ...answer, invitationId: null, member: true };
  const { invitationId } = await directoryInvitation(
    ctx,
    company.id,
    { email: said.email, invitedBy: company.ownerId, ...nonEmpty(said.profile) },
    (tx) =>
      auditCompanyEvents(ctx, tx, company.id, [
        { event: 'sso.joined', at: ctx.clock.now().toISOString(), by: caller.uid, target: providerId },
      ]),
  );
  return { ...answer, invitationId, member: false };
}

/** Only what the provider said: an attribute it left out keeps what an admin or SCIM wrote. */
const nonEmpty = (profile: Profile) =>
  Object.fromEntries(Object.entries(profile).filter(([, value]) => value)) as Partial<Profile>;
