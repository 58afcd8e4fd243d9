import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { UserRecord } from '../auth/api';

export const superadminKeys = {
  all: ['superadmin'] as const,
  users: (search: string) => ['superadmin', 'users', search] as const,
  roles: () => ['superadmin', 'roles'] as const,
  divisions: () => ['superadmin', 'divisions'] as const,
};

/** GET /v1/users: every user by email, a page at a time; `search` is an email prefix. */
export function useAllUsers(search: string) {
  return useInfiniteQuery({
    queryKey: superadminKeys.users(search),
    queryFn: ({ pageParam }) => api.list<UserRecord>('/v1/users', { query: { search, cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
