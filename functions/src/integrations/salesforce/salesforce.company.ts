import { ProviderError } from '../core/http';
import type { CompanyCrmProvider, CrmCall, CrmRecord } from '../core/company-crm.types';
import type { TokenGrant } from '../core/types';
import { createAnswer, describeAnswer, organizationAnswer, queryAnswer, tokenAnswer } from './salesforce.schemas';
import { checked, refreshToken, requestToken, rest, revokeToken, soqlString } from './salesforce.client';

/**
 * Salesforce as a company CRM (docs/company-crm.md, "Salesforce"): the OAuth 2.0 web-server flow
 * with PKCE, then leads written to the org's `Lead` object on the `instance_url` the token answer
 * names, with jsforce 3 (salesforce.client.ts).
 */

/**
 * What Salesforce's own Web-to-Lead writes when a required field is blank: a lead needs
 * LastName and Company, and a card's visitor may give neither.
 */
export const SALESFORCE_NOT_PROVIDED = '[not provided]';

const SCOPE = 'api refresh_token';

/**
 * Salesforce sends no `expires_in`: a session lasts the org's session timeout (15 minutes to
 * 24 hours, 2 hours by default), longer while in use. We report the shortest, so a core that
 * renews expired tokens before a push never sends a dead session; one that ends sooner anyway
 * (an admin logged it out) answers 401 INVALID_SESSION_ID, and the core renews and retries.
 */
const SESSION_SECONDS = 15 * 60;

/** Updates whose record is gone (deleted, merged away) or read-only (converted): match by email instead. */
const GONE = /^HTTP 404 |NOT_FOUND|ENTITY_IS_DELETED|CANNOT_UPDATE_CONVERTED_LEAD/;

function grantOf(answer: unknown): TokenGrant & { instanceUrl: string; id: string } {
  const token = checked(tokenAnswer, answer, 'token');
  return {
    accessToken: token.access_token,
    ...(token.refresh_token ? { refreshToken: token.refresh_token } : {}),
    expiresInSeconds: SESSION_SECONDS,
    ...(token.scope ? { scope: token.scope } : {}),
    instanceUrl: token.instance_url.replace(/\/+$/, ''),
    id: token.id,
  };
}

/** The values to write: empty ones left out; on create, the required ones filled as Web-to-Lead does. */
function fieldsOf(record: CrmRecord, create: boolean): Record<string, string> {
  const fields = Object.fromEntries(Object.entries(record.properties).filter(([, v]) => v.trim() !== ''));
  if (!create) return fields;
  for (const required of ['LastName', 'Company']) fields[required] ??= SALESFORCE_NOT_PROVIDED;
  // The owner is assigned when the lead is made; later pushes leave a rep's reassignment alone.
  if (record.ownerId) fields.OwnerId = record.ownerId;
  return fields;
}

async function updateLead(call: CrmCall, id: string, record: CrmRecord): Promise<boolean> {
  try {
    await rest(call, {
      method: 'PATCH',
      path: `/sobjects/Lead/${encodeURIComponent(id)}`,
      json: fieldsOf(record, false),
    });
    return true;
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'refused' && GONE.test(error.detail)) return false;
    throw error;
  }
}

async function firstId(call: CrmCall, soql: string): Promise<string | null> {
  const answer = await rest(call, { method: 'GET', path: `/query?q=${encodeURIComponent(soql)}` });
  return checked(queryAnswer, answer, 'query').records[0]?.Id ?? null;
}

export const salesforce: CompanyCrmProvider = {
  id: 'salesforce',
  name: 'Salesforce',
  // REST calls go to the org's own instance (`instance_url`, kept in `extra`), never to `api`.
  hosts: {
    auth: 'https://login.salesforce.com',
    token: 'https://login.salesforce.com',
    api: 'https://login.salesforce.com',
  },
  pkce: true,
  object: 'Lead',
  defaultMapping: [
    { source: 'firstName', property: 'FirstName' },
    { source: 'lastName', property: 'LastName' },
    { source: 'email', property: 'Email' },
    { source: 'phoneNumber', property: 'Phone' },
    { source: 'company', property: 'Company' },
    { source: 'jobTitle', property: 'Title' },
    { source: 'note', property: 'Description' },
    { source: 'source', property: 'LeadSource' },
  ],
  // Salesforce counts API calls a day per org (15,000 in a Developer Edition, 100,000 and up in
  // Enterprise) and allows 25 long requests at once; a push is 2 to 4 calls.
  quota: { maxDispatchesPerSecond: 5, maxConcurrentDispatches: 5 },

  /**
   * The URL jsforce's `OAuth2.getAuthorizationUrl` builds (same parameters), with the core's
   * challenge: base64url(SHA-256(verifier)), without `code_challenge_method`, as jsforce sends it.
   * Built here because this call is synchronous and jsforce is loaded on demand.
   */
  authorizeUrl(settings, { state, codeChallenge }) {
    const query = new URLSearchParams({
      scope: SCOPE,
      state,
      ...(codeChallenge ? { code_challenge: codeChallenge } : {}),
      response_type: 'code',
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
    });
    return `${settings.authBase}/services/oauth2/authorize?${query}`;
  },

  async exchangeCode(call, { code, codeVerifier }) {
    const { instanceUrl, id, ...tokens } = grantOf(await requestToken(call, code, codeVerifier));
    if (!tokens.refreshToken)
      throw new ProviderError('refused', 'no refresh_token: the connected app must offer the refresh_token scope', 400);
    const [organizationId, userId] = id.split('/').slice(-2);
    const organization = checked(
      organizationAnswer,
      await rest(
        { ...call, tokens, extra: {} },
        { method: 'GET', path: `/sobjects/Organization/${encodeURIComponent(organizationId)}?fields=Id,Name` },
        instanceUrl,
      ),
      'organization',
    );
    return {
      tokens,
      account: { id: organization.Id, name: organization.Name },
      extra: { instanceUrl, organizationId, userId },
    };
  },

  async refresh(call, tokens, extra) {
    if (!tokens.refreshToken) throw new ProviderError('refused', 'no refresh token held', 400);
    // Salesforce keeps the refresh token; the answer names the instance again, which may have moved.
    const { instanceUrl, id: _identity, ...grant } = grantOf(await refreshToken(call, tokens.refreshToken));
    return instanceUrl === extra.instanceUrl ? grant : { ...grant, extra: { ...extra, instanceUrl } };
  },

  async revoke(call) {
    // Revoking the refresh token ends every session it gave.
    await revokeToken(call, call.tokens.refreshToken ?? call.tokens.accessToken);
  },

  async listProperties(call) {
    const { fields } = checked(
      describeAnswer,
      await rest(call, { method: 'GET', path: '/sobjects/Lead/describe' }),
      'describe',
    );
    return fields
      .filter((f) => f.createable && f.updateable && f.type !== 'reference' && f.type !== 'id')
      .map((f) => ({
        name: f.name,
        label: f.label,
        type: f.type,
        custom: f.custom,
        required: !f.nillable && !f.defaultedOnCreate,
      }));
  },

  async findOwner(call, email) {
    return firstId(call, `SELECT Id FROM User WHERE Email = ${soqlString(email)} AND IsActive = true LIMIT 1`);
  },

  async upsert(call, record) {
    if (record.remoteId && (await updateLead(call, record.remoteId, record)))
      return { remoteId: record.remoteId, created: false };
    // Converted leads stay queryable but cannot be updated: only open ones match.
    const match = record.email
      ? await firstId(
          call,
          `SELECT Id FROM Lead WHERE Email = ${soqlString(record.email)} AND IsConverted = false LIMIT 1`,
        )
      : null;
    if (match && (await updateLead(call, match, record))) return { remoteId: match, created: false };
    const created = checked(
      createAnswer,
      await rest(call, { method: 'POST', path: '/sobjects/Lead', json: fieldsOf(record, true) }),
      'create',
    );
    return { remoteId: created.id, created: true };
  },
};
