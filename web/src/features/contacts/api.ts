/** Query keys of the contact screens (GET /v1/contacts and its sub-resources). */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (filters: Record<string, unknown> = {}) => ['contacts', 'list', filters] as const,
  detail: (contactId: string) => ['contacts', 'detail', contactId] as const,
  merge: () => ['contacts', 'merge'] as const,
  recentlyAdded: () => ['contacts', 'recently-added'] as const,
};
