import type { Router } from 'express';
import type { AppContext } from '../../platform/context';
import type { TaskRateLimits } from '../../platform/tasks';
import type { ProviderError } from './http';
import type {
  BookingOption,
  ContentItem,
  HttpCall,
  IntegrationAccount,
  IntegrationKind,
} from '../../contract/integrations';

/** A provider's settings with every host resolved and the client credentials present. */
export interface ResolvedSettings {
  authBase: string;
  tokenBase: string;
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the app's /integrations screen. */
  redirectUri: string;
}

/** What a provider call needs: the settings and how long the provider may take. */
export interface ProviderCall {
  settings: ResolvedSettings;
  timeoutMs: number;
}

/** Tokens as a provider grants them, in our terms. */
export interface TokenGrant {
  accessToken: string;
  /** Absent when the provider has none (Instagram) or keeps the current one. */
  refreshToken?: string;
  expiresInSeconds: number;
  refreshExpiresInSeconds?: number;
  scope?: string;
}

/** The tokens we hold for a connection (sealed at rest). */
export interface HeldTokens {
  accessToken: string;
  refreshToken?: string;
}

/**
 * Provider facts a connection needs for later calls that are not secret (Calendly's user URI,
 * GoHighLevel's location id, TikTok's open id).
 */
export type ConnectionExtra = Record<string, string>;

export interface NewConnection {
  tokens: TokenGrant;
  account: IntegrationAccount;
  extra: ConnectionExtra;
}

/** A post, tweet or video as the provider lists it: its picture still at the provider's (expiring) URL. */
export interface FetchedItem extends Omit<ContentItem, 'imageUrl'> {
  remoteImageUrl: string | null;
}

/** What a content fetch brings: the feed, booking options, and the account as it is now. */
export interface FetchedContent {
  items?: FetchedItem[];
  bookingOptions?: BookingOption[];
  account?: IntegrationAccount;
}

export interface ConnectionView {
  account: IntegrationAccount;
  extra: ConnectionExtra;
}

/** A contact as a CRM receives it. */
export interface CrmContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
}

/**
 * One third-party provider. Everything provider-specific lives behind this: the service, the
 * routes, the jobs, the config keys and the web's list all come from the registry's objects.
 */
export interface IntegrationProvider {
  /** Stored on documents, in config keys (`<ID>_CLIENT_ID`) and in the web app. */
  id: string;
  /** The name in URLs (`/v1/<slug>`), job names and function names. The spec keeps 'twitter' for X. */
  slug: string;
  name: string;
  description: string;
  kind: IntegrationKind;
  /** The provider's real hosts; `<ID>_AUTH_BASE`, `_TOKEN_BASE`, `_API_BASE` override them. */
  hosts: { auth: string; token: string; api: string };
  /** Send a PKCE challenge with the authorization request (X requires it). */
  pkce: boolean;
  authorizeUrl(settings: ResolvedSettings, request: { state: string; codeChallenge?: string }): string;
  /** The code (already cleaned) for tokens, and the account they belong to. */
  exchangeCode(call: ProviderCall, request: { code: string; codeVerifier?: string }): Promise<NewConnection>;
  /** For tokens that expire: how to renew them, how often the job runs and how early it renews. */
  refresh?: {
    schedule: string;
    /** Tokens expiring within this window are renewed. */
    withinMs: number;
    run(call: ProviderCall, tokens: HeldTokens): Promise<TokenGrant>;
  };
  /** Tells the provider to drop the grant; absent where the provider has no such call (Instagram). */
  revoke?(call: ProviderCall, tokens: HeldTokens): Promise<void>;
  /**
   * How fast the refresh job's queue may call the provider (Cloud Tasks' rateLimits, jobs/refresh-tasks.ts),
   * sized to the provider's quota; docs/operations.md says which quota each figure follows.
   */
  quota: TaskRateLimits;
  /** The latest content, and how old the stored copy may grow before a job fetches it again. */
  content?: {
    maxAgeMs: number;
    fetch(call: ProviderCall, tokens: HeldTokens, connection: ConnectionView): Promise<FetchedContent>;
  };
  /** How the owner disconnects, as the web app calls it (X's path carries the account id). */
  disconnectCall(account: IntegrationAccount): HttpCall | null;
  /** How the owner asks for the latest content now, where the spec has a call for it. */
  refreshCall?: HttpCall;
  /**
   * A CRM: creates or updates the contact in the connected account and answers the CRM's id of
   * it. Leads come here through the outbox (topic `crm:<id>`), which retries failures.
   */
  pushContact?(
    call: ProviderCall,
    tokens: HeldTokens,
    connection: ConnectionView,
    contact: CrmContact,
  ): Promise<{ remoteId: string }>;
  /** The provider's calls beyond the common ones (state, oauth). */
  routes?(ctx: AppContext, provider: IntegrationProvider): Router;
  /** Whether a refusal means the provider no longer honours the tokens (by default: HTTP 401 or 403). */
  rejectsTokens?(error: ProviderError): boolean;
}
