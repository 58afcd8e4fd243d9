import { useQuery } from '@tanstack/react-query';
import type { LinkMeta, Occupation } from '@contract/tools';
import { api } from '../../lib/api';

/** Query keys of the tools (GET /v1/tools/...). */
export const toolKeys = {
  occupations: (q: string) => ['tools', 'occupations', q] as const,
};

/** GET /v1/tools/meta: a pasted link's title and picture, for the link editor to fill in. */
export const fetchLinkMeta = (url: string, signal?: AbortSignal) =>
  api.get<LinkMeta>('/v1/tools/meta', { query: { url }, signal });

/** Job-title suggestions for what is typed: the person's own titles first, then the standard list. */
export function useOccupationSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: toolKeys.occupations(query),
    queryFn: ({ signal }) => api.get<Occupation[]>('/v1/tools/occupations', { query: { q: query, limit: 10 }, signal }),
    enabled: query.length >= 2,
  });
}

/** POST /v1/tools/occupations: a title of the person's own, suggested to them from then on. */
export const rememberOccupation = (title: string) => api.post<Occupation>('/v1/tools/occupations', { title });
