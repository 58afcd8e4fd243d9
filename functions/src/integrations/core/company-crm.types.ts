import type { CompanyCrmId, CrmProperty, CrmSourceField } from '../../contract/company-crm';
import type { TaskRateLimits } from '../../platform/tasks';
import type { ConnectionExtra, HeldTokens, ProviderCall, ResolvedSettings, TokenGrant } from './types';

/**
 * A CRM a company connects once for all its employees (modules/company-crm owns the connection,
 * the mapping and the pushes; each CRM's folder implements this with its official client pointed
 * at `<ID>_API_BASE`). Everything here is Everlink → CRM: nothing is read back but ids.
 */

/** What the push sends: the mapped properties, already strings, and what matches or assigns it. */
export interface CrmRecord {
  /** The CRM's id from an earlier push: update that record (a 404 there falls back to the email match). */
  remoteId: string | null;
  /** Lower-cased; the match key that updates rather than duplicates. Empty when the contact has none. */
  email: string;
  /** CRM property name → value. An empty string is left out, never sent to clear a value. */
  properties: Record<string, string>;
  /** The CRM owner to assign (from `findOwner`), or null to leave the CRM's default. */
  ownerId: string | null;
}

export interface CrmPushResult {
  remoteId: string;
  created: boolean;
}

export interface CompanyCrmConnected {
  tokens: TokenGrant;
  /** The portal, org or location the admin granted. */
  account: { id: string; name: string };
  /** Non-secret facts later calls need (Salesforce's instance_url, GoHighLevel's locationId). */
  extra: ConnectionExtra;
}

/** A connection in use: its settings, its tokens and its facts. */
export interface CrmCall extends ProviderCall {
  tokens: HeldTokens;
  extra: ConnectionExtra;
}

export interface CompanyCrmProvider {
  id: CompanyCrmId;
  name: string;
  /** The CRM's real hosts; `<ID>_AUTH_BASE`, `_TOKEN_BASE`, `_API_BASE` override them (the fakes locally). */
  hosts: { auth: string; token: string; api: string };
  /** Salesforce's web-server flow sends a PKCE challenge; HubSpot's code flow does not need one. */
  pkce: boolean;
  /** The object leads are written to (`contacts`, `Lead`, `contacts`). */
  object: string;
  /** The mapping a new connection starts with: the CRM's standard fields. */
  defaultMapping: { source: CrmSourceField; property: string }[];
  quota: TaskRateLimits;
  authorizeUrl(settings: ResolvedSettings, request: { state: string; codeChallenge?: string }): string;
  exchangeCode(call: ProviderCall, request: { code: string; codeVerifier?: string }): Promise<CompanyCrmConnected>;
  /**
   * Renews the tokens; throws ProviderError (401/400 invalid_grant) when the grant is gone.
   * `extra`, when present, replaces the connection's facts (Salesforce's instance_url can move).
   */
  refresh(
    call: ProviderCall,
    tokens: HeldTokens,
    extra: ConnectionExtra,
  ): Promise<TokenGrant & { extra?: ConnectionExtra }>;
  revoke?(call: CrmCall): Promise<void>;
  /** The writable properties of `object`, standard and custom, for the mapping screen and its check. */
  listProperties(call: CrmCall): Promise<CrmProperty[]>;
  /** The CRM user (owner) with this email, or null. */
  findOwner(call: CrmCall, email: string): Promise<string | null>;
  /**
   * Creates or updates one record: by `remoteId` when set, else the record with this email, else a
   * new one. Throws ProviderError: 401/403 (connection unusable: the push waits for a reconnect),
   * 429/5xx (retried), anything else or a malformed answer (the push fails with the reason).
   */
  upsert(call: CrmCall, record: CrmRecord): Promise<CrmPushResult>;
}
