import { z } from 'zod';
import type { CompanyCrmProvider, CrmCall, CrmRecord } from '../core/company-crm.types';
import { ProviderError } from '../core/http';
import type { ProviderCall, TokenGrant } from '../core/types';
import { hubspotCall } from './hubspot.client';
import {
  accessTokenInfo,
  objectAnswer,
  ownersAnswer,
  propertiesAnswer,
  tokenAnswer,
  upsertAnswer,
} from './hubspot.schemas';

/**
 * HubSpot as a company CRM (docs/company-crm.md, "HubSpot"; protocol in providers-teams.md §1):
 * the company admin installs the app into the company's portal with HubSpot's authorization-code
 * flow; leads become contacts, matched on email, assigned to the employee's HubSpot user through
 * `hubspot_owner_id`. Everything goes through @hubspot/api-client with `basePath` set from
 * settings (the fake locally), except the authorize URL, which the SDK pins to app.hubspot.com.
 */

const SCOPES = [
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.schemas.contacts.read',
  'crm.objects.owners.read',
].join(' ');

/** Assigned from the employee's owner (CrmRecord.ownerId), never by a mapping row. */
const OWNER_PROPERTY = 'hubspot_owner_id';

const api = (call: CrmCall) => ({ basePath: call.settings.apiBase, accessToken: call.tokens.accessToken });
const oauth = (call: ProviderCall) => ({ basePath: call.settings.tokenBase });

async function tokens(call: ProviderCall, grant: { code?: string; refreshToken?: string }): Promise<TokenGrant> {
  const { settings } = call;
  const answer = await hubspotCall(call, oauth(call), tokenAnswer, (hs) =>
    grant.code
      ? hs.oauth.tokensApi.create(
          'authorization_code',
          grant.code,
          settings.redirectUri,
          settings.clientId,
          settings.clientSecret,
        )
      : hs.oauth.tokensApi.create(
          'refresh_token',
          undefined,
          undefined,
          settings.clientId,
          settings.clientSecret,
          grant.refreshToken,
        ),
  );
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    expiresInSeconds: answer.expiresIn,
  };
}

/** The values to write: empty ones left out (an empty string would clear the CRM's value). */
function propertiesOf(record: CrmRecord): Record<string, string> {
  const properties = Object.fromEntries(Object.entries(record.properties).filter(([, v]) => v.trim() !== ''));
  delete properties[OWNER_PROPERTY];
  if (record.email) properties.email = record.email;
  if (record.ownerId) properties[OWNER_PROPERTY] = record.ownerId;
  return properties;
}

/** Updates the record the contact was pushed to; null when HubSpot no longer has it. */
async function updateById(call: CrmCall, remoteId: string, properties: Record<string, string>) {
  try {
    return await hubspotCall(call, api(call), objectAnswer, (hs) =>
      hs.crm.contacts.basicApi.update(remoteId, { properties }),
    );
  } catch (error) {
    // Deleted or merged away in HubSpot meanwhile: matched by email (or created) again.
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

export const hubspotCompany: CompanyCrmProvider = {
  id: 'hubspot',
  name: 'HubSpot',
  hosts: { auth: 'https://app.hubspot.com', token: 'https://api.hubapi.com', api: 'https://api.hubapi.com' },
  pkce: false,
  object: 'contacts',
  defaultMapping: [
    { source: 'firstName', property: 'firstname' },
    { source: 'lastName', property: 'lastname' },
    { source: 'email', property: 'email' },
    { source: 'phoneNumber', property: 'phone' },
    { source: 'company', property: 'company' },
    { source: 'jobTitle', property: 'jobtitle' },
    { source: 'website', property: 'website' },
    { source: 'note', property: 'message' },
  ],
  // OAuth apps get 100 requests per 10 s per portal; a push makes up to two (the owner is looked up once per employee).
  quota: { maxDispatchesPerSecond: 4, maxConcurrentDispatches: 4 },

  authorizeUrl(settings, { state }) {
    const query = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      scope: SCOPES,
      state,
    });
    return `${settings.authBase}/oauth/authorize?${query}`;
  },

  async exchangeCode(call, { code }) {
    const granted = await tokens(call, { code });
    const info = await hubspotCall(call, oauth(call), accessTokenInfo, (hs) =>
      hs.oauth.accessTokensApi.get(granted.accessToken),
    );
    const hubId = String(info.hubId);
    return {
      tokens: granted,
      account: { id: hubId, name: info.hubDomain || `HubSpot ${hubId}` },
      extra: { hubId },
    };
  },

  async refresh(call, held) {
    if (!held.refreshToken) throw new ProviderError('refused', 'BAD_REFRESH_TOKEN: no refresh token held', 400);
    // HubSpot keeps the refresh token; the answer carries the same one.
    return tokens(call, { refreshToken: held.refreshToken });
  },

  async revoke(call) {
    const { refreshToken } = call.tokens;
    if (!refreshToken) return;
    await hubspotCall(call, oauth(call), z.unknown(), (hs) => hs.oauth.refreshTokensApi.archive(refreshToken));
  },

  async listProperties(call) {
    const { results } = await hubspotCall(call, api(call), propertiesAnswer, (hs) =>
      hs.crm.properties.coreApi.getAll('contacts', false),
    );
    return results
      .filter(
        (p) =>
          !p.hidden &&
          !p.calculated &&
          !p.archived &&
          !p.modificationMetadata?.readOnlyValue &&
          p.name !== OWNER_PROPERTY,
      )
      .map((p) => ({ name: p.name, label: p.label, type: p.type, custom: p.hubspotDefined !== true, required: false }));
  },

  async findOwner(call, email) {
    const { results } = await hubspotCall(call, api(call), ownersAnswer, (hs) =>
      hs.crm.owners.ownersApi.getPage(email, undefined, 100, false),
    );
    const wanted = email.toLowerCase();
    // The owner's `id` (not its `userId`) is what hubspot_owner_id takes.
    return results.find((o) => o.email?.toLowerCase() === wanted)?.id ?? null;
  },

  async upsert(call, record) {
    const properties = propertiesOf(record);
    if (record.remoteId) {
      const updated = await updateById(call, record.remoteId, properties);
      if (updated) return { remoteId: updated.id, created: false };
    }
    if (!record.email) {
      const created = await hubspotCall(call, api(call), objectAnswer, (hs) =>
        hs.crm.contacts.basicApi.create({ properties, associations: [] }),
      );
      return { remoteId: created.id, created: true };
    }
    // One call that updates the contact with this email or creates it. Search lags behind writes,
    // so searching first could create a duplicate of a contact written moments ago.
    const answer = await hubspotCall(call, api(call), upsertAnswer, (hs) =>
      hs.crm.contacts.batchApi.upsert({ inputs: [{ idProperty: 'email', id: record.email, properties }] }),
    );
    const [result] = answer.results;
    if (!result) {
      const [error] = answer.errors ?? [];
      throw new ProviderError('refused', `HTTP 207 ${[error?.category, error?.message].filter(Boolean).join(': ')}`);
    }
    return { remoteId: result.id, created: result._new };
  },
};
