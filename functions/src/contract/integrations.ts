import { z } from 'zod';
import { id } from './common';

/**
 * Integrations: the third-party accounts a person connects (Instagram, X, TikTok, Calendly,
 * GoHighLevel). Shared by the API and the web app. No answer here ever carries a token: the
 * API keeps tokens server-side, encrypted, and answers connection state only.
 */

export const INTEGRATION_MESSAGES = {
  providerFailed: 'The provider did not answer as expected.',
  badState: 'This connection attempt has expired or was already used. Please connect again.',
  codeRefused: 'The provider did not accept this sign-in. Please connect again.',
  notConnected: 'Connect this account first.',
  notAvailable: 'This integration is not available right now.',
  needsReconnect: 'The connection has expired. Please connect again.',
  deletionUnknown: 'There is no deletion request with this code.',
  eventTypeUnknown: 'Choose one of your Calendly event types.',
} as const;

/** What a connected account brings to the product. */
export const INTEGRATION_KINDS = ['posts', 'tweets', 'videos', 'booking', 'crm'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** `not_available`: the deployment has no settings for the provider; nobody can connect it. */
export const INTEGRATION_STATUSES = ['not_available', 'not_connected', 'connected', 'needs_reconnect'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** The connected account as the provider names it. */
export interface IntegrationAccount {
  id: string;
  /** The handle, without '@' (a location name for GoHighLevel). */
  username: string;
  name: string;
  avatarUrl: string | null;
  /** The account's public page, where there is one. */
  url: string | null;
}

/** A post, tweet or video, with a picture we host (the provider's own links expire). */
export interface ContentItem {
  id: string;
  /** Caption, tweet text or video title. */
  text: string;
  url: string;
  /** Our copy of the picture (a square thumbnail), or null (tweets, or a picture we could not copy). */
  imageUrl: string | null;
  kind: 'image' | 'video' | 'album' | 'text';
  publishedAt: string | null;
}

/** A Calendly event type the owner can offer on a profile. */
export interface BookingOption {
  uri: string;
  name: string;
  /** Minutes. */
  duration: number | null;
  schedulingUrl: string;
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** One provider on the /integrations screen: GET /v1/integrations answers one a provider. */
export interface IntegrationSummary {
  id: string;
  name: string;
  description: string;
  kind: IntegrationKind;
  status: IntegrationStatus;
  account: IntegrationAccount | null;
  connectedAt: string | null;
  /** The last time a token or the content was refreshed successfully. */
  lastRefreshAt: string | null;
  /** Why it needs a reconnect, in the provider's words. */
  reason: string | null;
  /** The feed (posts, tweets, videos), newest first; empty for booking and CRM. */
  content: ContentItem[];
  contentUpdatedAt: string | null;
  /** Calendly: the event types a profile can offer. */
  bookingOptions: BookingOption[];
  /** Where the feed shows: every profile but these. */
  hiddenOnProfileIds: string[];
  /** Calendly: the event type each profile offers (profile id → event type URI). */
  bookingByProfile: Record<string, string>;
  /** GoHighLevel: pushes of leads still waiting for a retry, and those that gave up. */
  crm: { pending: number; failed: number } | null;
  /** The calls of this provider, so the screen needs no table of paths of its own. */
  calls: {
    state: HttpCall;
    connect: HttpCall;
    complete: HttpCall;
    disconnect: HttpCall | null;
    /** Fetches the latest content now (X tweets, TikTok videos). */
    refresh: HttpCall | null;
  };
}

/** POST /v1/{provider}/oauth: what the provider's redirect brought back to the app. */
export const oauthCallbackBody = z
  .object({
    code: z.string().trim().min(1).max(4096),
    state: z.string().trim().min(1).max(200),
  })
  .strict();
export type OAuthCallbackBody = z.infer<typeof oauthCallbackBody>;

/** GET /v1/{provider}/oauth. */
export interface OAuthStart {
  url: string;
}

/** What a profile shows of the owner's connected accounts. */
export interface ProfileIntegrations {
  profileId: string;
  feeds: {
    provider: string;
    name: string;
    kind: IntegrationKind;
    status: IntegrationStatus;
    account: IntegrationAccount | null;
    shown: boolean;
  }[];
  booking: { status: IntegrationStatus; options: BookingOption[]; selected: string | null };
}

/** PUT /v1/integrations/profiles/{profileId}: feeds shown or hidden, and the event type offered. */
export const profileIntegrationsBody = z
  .object({
    feeds: z.record(z.string().max(40), z.boolean()).optional(),
    bookingEventType: z.string().trim().max(500).nullable().optional(),
  })
  .strict();
export type ProfileIntegrationsBody = z.infer<typeof profileIntegrationsBody>;

export const profileIdParam = z.object({ profileId: id() });

/** GET /v1/instagram/deletion/status?code= */
export const deletionStatusQuery = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export interface DeletionStatus {
  code: string;
  status: 'completed' | 'nothing_held';
  requestedAt: string;
  completedAt: string | null;
  /** The status in words, as the status page shows it. */
  message: string;
}

/** Meta's answer shape for a data-deletion request, also what the owner's own deletion answers. */
export interface DeletionReceipt {
  url: string;
  confirmation_code: string;
}

/** Where a lead's push to the CRM stands: shown on the contact. */
export interface CrmPushState {
  contactId: string;
  provider: string;
  status: 'pending' | 'synced' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  syncedAt: string | null;
  remoteId: string | null;
}
