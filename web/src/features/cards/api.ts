/** Query keys of the signed-in card screens (GET /v1/cards, GET /v1/cards/{id}). */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => ['cards', 'list'] as const,
  detail: (cardId: string) => ['cards', 'detail', cardId] as const,
};
