import type { DocumentReference, Store } from '../platform/store/types';

/** The providers whose access tokens expire and are refreshed by a scheduled job. */
export const TOKEN_PROVIDERS = ['instagram', 'twitter', 'tiktok'] as const;
export type TokenProvider = (typeof TOKEN_PROVIDERS)[number];

export type ConnectionStatus = 'connected' | 'needs_reconnect';

/**
 * A provider connection's credentials, server-side only: `integrationSecrets/{provider}_{userId}`.
 * No route ever answers this document; the integrations show `status` (and `reason` to the
 * owner) and never a token. The OAuth flows write it; the refresh jobs keep it fresh.
 */
export interface IntegrationSecret {
  provider: TokenProvider;
  userId: string;
  accessToken: string;
  /** X and TikTok rotate it on every refresh; Instagram has none (the long-lived token refreshes itself). */
  refreshToken?: string;
  /** When the access token stops working (ISO). */
  expiresAt: string;
  /** TikTok only: when the refresh token itself stops working (ISO). */
  refreshExpiresAt?: string;
  scope?: string;
  status: ConnectionStatus;
  /** Why the connection needs the user to reconnect: the provider's error, in its words. */
  reason?: string;
  updatedAt: string;
}

export const integrationSecretId = (provider: TokenProvider, userId: string) => `${provider}_${userId}`;

export function integrationSecretRef(store: Store, provider: TokenProvider, userId: string): DocumentReference<IntegrationSecret> {
  return store.collection<IntegrationSecret>('integrationSecrets').doc(integrationSecretId(provider, userId));
}
