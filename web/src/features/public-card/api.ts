/** Query keys of the public card view (anyone, no sign-in). */
export const publicCardKeys = {
  all: ['public-card'] as const,
  detail: (cardId: string) => ['public-card', cardId] as const,
};
