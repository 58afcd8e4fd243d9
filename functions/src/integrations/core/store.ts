import type { DocumentReference, Store } from '../../platform/store/types';
import type { BookingOption, ContentItem, IntegrationAccount } from '../../contract/integrations';
import type { ConnectionExtra, HeldTokens, IntegrationProvider } from './types';
import { seal, sealContext, unseal } from './vault';
import { collections } from '../../platform/store/collections';

/**
 * Two documents a connection, written together:
 * - `integrationSecrets/{provider}_{userId}`: the sealed tokens and their expiry. Server-side
 *   only: no route ever answers it, and nothing in it is readable without the token key.
 * - `integrations/{provider}_{userId}`: what the owner sees (account, state, content, where it
 *   shows) and what the public card reads.
 */

export type ConnectionStatus = 'connected' | 'needs_reconnect';

export interface IntegrationSecret {
  provider: string;
  userId: string;
  /** `HeldTokens`, sealed (vault.ts). */
  tokens: string;
  /** When the access token stops working (ISO). */
  expiresAt: string;
  /** When the refresh token itself stops working (TikTok), if the provider says. */
  refreshExpiresAt?: string;
  scope?: string;
  status: ConnectionStatus;
  /** Why the connection needs the user again: the provider's words. */
  reason?: string;
  updatedAt: string;
}

/** A content item with the blob path of our copy of its picture. */
export interface StoredItem extends ContentItem {
  imagePath: string | null;
}

export interface StoredConnection {
  provider: string;
  userId: string;
  status: ConnectionStatus;
  reason: string | null;
  account: IntegrationAccount;
  /** The provider's id of the account, for lookups by it (Instagram's deletion callback). */
  accountId: string;
  extra: ConnectionExtra;
  connectedAt: string;
  lastRefreshAt: string;
  items: StoredItem[];
  contentUpdatedAt: string | null;
  /**
   * When the refresh job next fetches the content (ISO; null for a provider without content). Its
   * query asks for the connections due by this field alone, through an index (firestore.indexes.json).
   */
  contentDueAt: string | null;
  bookingOptions: BookingOption[];
  /** Profiles the owner hid the feed on; it shows on every other profile. */
  hiddenOnProfileIds: string[];
  /** Calendly: profile id → the event type URI its "Book a meeting" opens. */
  bookingByProfile: Record<string, string>;
  updatedAt: string;
}

/** The content's next due time once fetched at `fetchedAt` (ISO): its maximum age later. */
export const contentDueAfter = (provider: Pick<IntegrationProvider, 'content'>, fetchedAt: string): string | null =>
  provider.content ? new Date(Date.parse(fetchedAt) + provider.content.maxAgeMs).toISOString() : null;

const connectionId = (providerId: string, userId: string) => `${providerId}_${userId}`;

export function secretRef(store: Store, providerId: string, userId: string): DocumentReference<IntegrationSecret> {
  return collections({ store }).integrationSecrets.doc(connectionId(providerId, userId));
}

export function connectionRef(store: Store, providerId: string, userId: string): DocumentReference<StoredConnection> {
  return collections({ store }).integrations.doc(connectionId(providerId, userId));
}

export function sealTokens(key: Buffer, providerId: string, userId: string, tokens: HeldTokens): string {
  const held: HeldTokens = {
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
  };
  return seal(key, held, sealContext(providerId, userId));
}

export function openTokens(key: Buffer, secret: Pick<IntegrationSecret, 'provider' | 'userId' | 'tokens'>): HeldTokens {
  return unseal<HeldTokens>(key, secret.tokens, sealContext(secret.provider, secret.userId));
}
