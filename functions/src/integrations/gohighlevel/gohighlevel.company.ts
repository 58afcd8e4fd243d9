import type { CompanyCrmProvider, CrmCall } from '../core/company-crm.types';
import type { CrmProperty } from '../../contract/company-crm';
import { ProviderError, callProvider } from '../core/http';
import { customFieldsAnswer, updateAnswer, upsertAnswer, usersAnswer } from './gohighlevel.schemas';
import { chooseLocationUrl, exchangeForLocation, present, tokenCall, versioned } from './gohighlevel.provider';

/**
 * GoHighLevel as a company CRM (docs/company-crm.md): a company admin installs the app into one
 * sub-account (Location); every employee's leads become contacts there, assigned to the
 * employee's GoHighLevel user (`assignedTo`). The same marketplace app as the personal connection
 * (its client id and secret), sent back to the back office's CRM section instead.
 */

const SCOPES = [
  'contacts.readonly',
  'contacts.write',
  'locations.readonly',
  'locations/customFields.readonly',
  'users.readonly',
].join(' ');

/** The contact fields the v2 API writes by name; `tags` is left out: upsert replaces all of a contact's tags. */
const STANDARD: CrmProperty[] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['companyName', 'Business name'],
  ['website', 'Website'],
  ['address1', 'Street address'],
  ['city', 'City'],
  ['state', 'State'],
  ['postalCode', 'Postal code'],
  ['country', 'Country'],
  ['source', 'Contact source'],
].map(([name, label]) => ({ name, label, type: 'string', custom: false, required: false }));
const STANDARD_NAMES = new Set(STANDARD.map((p) => p.name));

/** The sub-account's custom contact fields, by their `fieldKey` (`contact.job_title`). */
async function customFields(call: CrmCall) {
  const { customFields: fields } = await callProvider({
    url: `${call.settings.apiBase}/locations/${encodeURIComponent(call.extra.locationId)}/customFields`,
    headers: versioned(call.tokens.accessToken),
    schema: customFieldsAnswer,
    timeoutMs: call.timeoutMs,
  });
  return fields.filter((f) => (f.model ?? 'contact') === 'contact');
}

export const gohighlevelCompany: CompanyCrmProvider = {
  id: 'gohighlevel',
  name: 'GoHighLevel',
  hosts: {
    auth: 'https://marketplace.gohighlevel.com',
    token: 'https://services.leadconnectorhq.com',
    api: 'https://services.leadconnectorhq.com',
  },
  pkce: false,
  object: 'contacts',
  defaultMapping: [
    { source: 'firstName', property: 'firstName' },
    { source: 'lastName', property: 'lastName' },
    { source: 'email', property: 'email' },
    { source: 'phoneNumber', property: 'phone' },
    { source: 'company', property: 'companyName' },
  ],
  // About 100 requests per 10 seconds per app and location.
  quota: { maxDispatchesPerSecond: 10, maxConcurrentDispatches: 10 },

  authorizeUrl: (settings, { state }) => chooseLocationUrl(settings, state, SCOPES),

  async exchangeCode(call, { code }) {
    const { tokens, location, extra } = await exchangeForLocation(call, code);
    return { tokens, account: { id: location.id, name: location.name }, extra };
  },

  async refresh(call, tokens) {
    const {
      locationId: _location,
      companyId: _company,
      ...grant
    } = await tokenCall(call, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    return grant;
  },

  async listProperties(call) {
    const custom = (await customFields(call)).map((f) => ({
      name: f.fieldKey,
      label: f.name,
      type: f.dataType,
      custom: true,
      required: false,
    }));
    return [...STANDARD, ...custom];
  },

  async findOwner(call, email) {
    const { users } = await callProvider({
      url: `${call.settings.apiBase}/users/?${new URLSearchParams({ locationId: call.extra.locationId })}`,
      headers: versioned(call.tokens.accessToken),
      schema: usersAnswer,
      timeoutMs: call.timeoutMs,
    });
    const wanted = email.toLowerCase();
    return users.find((u) => u.email?.toLowerCase() === wanted)?.id ?? null;
  },

  async upsert(call, record) {
    const standard: Record<string, string> = {};
    const customByKey: Record<string, string> = {};
    for (const [name, value] of Object.entries(record.properties))
      (STANDARD_NAMES.has(name) ? standard : customByKey)[name] = value;
    // Custom fields are written by id: their keys are looked up only when the mapping uses some.
    const keys = Object.keys(present(customByKey));
    const ids = keys.length ? new Map((await customFields(call)).map((f) => [f.fieldKey, f.id])) : new Map();
    const gone = keys.find((k) => !ids.has(k));
    // A field deleted in GoHighLevel since the mapping was saved: the push fails, saying which.
    if (gone) throw new ProviderError('refused', `GoHighLevel has no custom field ${gone}; update the mapping.`);
    const body = {
      ...present(standard),
      ...(record.email ? { email: record.email } : {}),
      ...(record.ownerId ? { assignedTo: record.ownerId } : {}),
      ...(keys.length ? { customFields: keys.map((k) => ({ id: ids.get(k), field_value: customByKey[k] })) } : {}),
    };
    if (record.remoteId) {
      const updated = await callProvider({
        url: `${call.settings.apiBase}/contacts/${encodeURIComponent(record.remoteId)}`,
        method: 'PUT',
        headers: versioned(call.tokens.accessToken),
        json: body,
        schema: updateAnswer,
        timeoutMs: call.timeoutMs,
      }).catch((error: unknown) => {
        // A record deleted in the CRM meanwhile: matched by email again below.
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      });
      if (updated) return { remoteId: updated.contact.id, created: false };
    }
    const answer = await callProvider({
      url: `${call.settings.apiBase}/contacts/upsert`,
      method: 'POST',
      headers: versioned(call.tokens.accessToken),
      json: { locationId: call.extra.locationId, ...body },
      schema: upsertAnswer,
      timeoutMs: call.timeoutMs,
    });
    return { remoteId: answer.contact.id, created: answer.new ?? false };
  },
};
