import { useQuery } from '@tanstack/react-query';
import type { CreateUserBody, UpdateAuthBody, User } from '@contract/users';
import type { Role } from '@contract/roles';
import { api } from '../../lib/api';

/** The user record as the API answers it: `roleIds` are named `roles` there. */
export type UserRecord = Omit<User, 'roleIds'> & { roles: string[] };

export const userKeys = {
  all: ['users'] as const,
  detail: (uid: string) => ['users', uid] as const,
};

export const roleKeys = {
  all: ['roles'] as const,
  mine: (uid: string) => ['roles', 'mine', uid] as const,
};

export const authApi = {
  exist: (query: { email?: string; phoneNumber?: string }) =>
    api.get<{ email?: boolean; phoneNumber?: boolean }>('/v1/auth/exist', { query }),
  updateCredentials: (body: UpdateAuthBody) =>
    api.put<{ uid: string; email: string | null; phoneNumber: string | null; emailVerified: boolean }>(
      '/v1/auth',
      body,
    ),
  createUserRecord: (body: CreateUserBody) => api.post<UserRecord>('/v1/users', body),
};

export function useUserRecord(uid: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(uid ?? ''),
    queryFn: () => api.get<UserRecord>(`/v1/users/${encodeURIComponent(uid!)}`),
    enabled: !!uid,
  });
}

export function useMyRoles(uid: string | undefined) {
  return useQuery({ queryKey: roleKeys.mine(uid ?? ''), queryFn: () => api.get<Role[]>('/v1/roles/'), enabled: !!uid });
}
