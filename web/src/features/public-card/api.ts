import { useQuery } from '@tanstack/react-query';
import type { PublicCardStatus } from '@contract/cards';
import type { PageEventBody } from '@contract/analytics';
import { api } from '../../lib/api';

/** Query keys of the public card view (anyone, no sign-in). */
export const publicCardKeys = {
  all: ['public-card'] as const,
  detail: (cardId: string) => ['public-card', cardId] as const,
};

/**
 * GET /v1/public/cards/{cardId}: the card's state and the profile it opens. Waits for the
 * sign-in to settle (`enabled`), so the owner's request carries the token that says so.
 */
export function usePublicCard(cardId: string, enabled: boolean) {
  return useQuery({
    queryKey: publicCardKeys.detail(cardId),
    queryFn: () => api.get<PublicCardStatus>(`/v1/public/cards/${encodeURIComponent(cardId)}`),
    enabled,
  });
}

/** "Save contact": the profile's vCard, counted where it is served. */
export const vcardPath = (profileId: string) => `/v1/public/profiles/${encodeURIComponent(profileId)}/vcard`;

/**
 * The server-rendered page's analytics beacon (a view, a click on a service), sent the same way:
 * navigator.sendBeacon posts text/plain without a preflight and survives leaving the page, so
 * a visitor's click is never delayed. Where the browser cannot send one, nothing is counted.
 */
export function sendPageEvent(event: PageEventBody): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon('/v1/public/events', JSON.stringify(event));
  } catch {
    // Counting must never break the page.
  }
}
