import type { AccountDeletion } from '@contract/privacy';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';

/** GET /v1/users/{id}/export: the archive of everything the person owns, saved as a download. */
export function useDownloadMyData(userId: string) {
  return useAppMutation({
    mutationFn: async () => saveFile(await api.download(`/v1/users/${encodeURIComponent(userId)}/export`), 'everlink-data.zip'),
    success: 'Your data is downloading.',
    silentError: true,
  });
}

/** DELETE /v1/users/{id}: the account and everything in it; wants a sign-in within five minutes. */
export function useDeleteAccount(userId: string) {
  return useAppMutation({
    mutationFn: () => api.delete<AccountDeletion>(`/v1/users/${encodeURIComponent(userId)}`),
    success: 'Your account was deleted.',
    silentError: true,
  });
}
