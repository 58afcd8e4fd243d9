import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ActivateCardBody, CardStatus, CardView, UpdateCardBody } from '@contract/cards';
import type { Profile } from '@contract/profiles';
import { api, ApiError } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { useCardsText, type CardsT } from './i18n';

/** Query keys of the signed-in card screens (GET /v1/cards, GET /v1/cards/{id}). */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => ['cards', 'list'] as const,
  detail: (cardId: string) => ['cards', 'detail', cardId] as const,
};

/** The caller's cards, newest activation first, a page at a time. */
export function useMyCards() {
  return useInfiniteQuery({
    queryKey: cardKeys.list(),
    queryFn: ({ pageParam }) => api.list<CardView>('/v1/cards', { query: { cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCard(cardId: string) {
  return useQuery({
    queryKey: cardKeys.detail(cardId),
    queryFn: () => api.get<CardView>(`/v1/cards/${encodeURIComponent(cardId)}`),
  });
}

/**
 * POST /v1/cards/activate. The form that calls it shows the failure on its fields, so there is
 * no error toast; `invalidates` lets the public card page refresh its own view too.
 */
export function useActivateCard(invalidates: QueryKey[] = []) {
  const { t } = useCardsText();
  return useAppMutation({
    mutationFn: (body: ActivateCardBody) => api.post<CardView>('/v1/cards/activate', body),
    success: t('toast.activated'),
    invalidates: [cardKeys.all, ...invalidates],
    silentError: true,
  });
}

export function useUpdateCard(cardId: string) {
  const { t } = useCardsText();
  return useAppMutation({
    mutationFn: (body: UpdateCardBody) => api.put<CardView>(`/v1/cards/${encodeURIComponent(cardId)}`, body),
    success: t('toast.saved'),
    invalidates: [cardKeys.all],
    silentError: true,
  });
}

/** DELETE /v1/cards/{id}: final; the card's page then says it is no longer active. */
export function useDeactivateCard(cardId: string) {
  const { t } = useCardsText();
  return useAppMutation({
    mutationFn: () => api.delete<CardView>(`/v1/cards/${encodeURIComponent(cardId)}`),
    success: t('toast.deactivated'),
    invalidates: [cardKeys.all],
  });
}

/** A card status's badge colour; its words are `t('status.<status>')`. */
export const CARD_STATUS_BADGES: Record<CardStatus, string> = {
  active: 'badge-success',
  unassigned: 'badge-info',
  deactivated: 'badge-warning',
};

/** How a card is called in lists and headings: its label, else its code. */
export const cardName = (card: Pick<CardView, 'id' | 'label'>, t: CardsT) => card.label || t('name', { id: card.id });

/** A profile as the owner tells them apart: its name, and the person it shows. */
export function profileOptionLabel(profile: Profile): string {
  const person = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return person && person !== profile.name ? `${profile.name} — ${person}` : profile.name;
}

/** The profiles a card may open: the caller's active ones (the API refuses others). */
export const assignableProfiles = (profiles: readonly Profile[] | undefined) =>
  (profiles ?? []).filter((p) => p.status === 'active');

/**
 * Which field of the activation form a failure belongs on: an unknown (404), taken (409) or
 * deactivated (410) card is about the code; the API names the profile field itself.
 */
export function activationErrorField(error: unknown): 'cardId' | 'profileId' | 'root' {
  if (!(error instanceof ApiError)) return 'root';
  if (error.fields?.profileId) return 'profileId';
  if (error.fields?.cardId || [404, 409, 410].includes(error.status)) return 'cardId';
  return 'root';
}
