import type { AccountDeletion } from '@contract/privacy';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import { usePrivacyText } from './i18n';

/** GET /v1/users/{id}/export: the archive of everything the person owns, saved as a download. */
export function useDownloadMyData(userId: string) {
  const { t } = usePrivacyText();
  return useAppMutation({
    mutationFn: async () =>
      saveFile(await api.download(`/v1/users/${encodeURIComponent(userId)}/export`), 'everlink-data.zip'),
    success: t('accountData.downloading'),
    silentError: true,
  });
}

/** DELETE /v1/users/{id}: the account and everything in it; wants a sign-in within five minutes. */
export function useDeleteAccount(userId: string) {
  const { t } = usePrivacyText();
  return useAppMutation({
    mutationFn: () => api.delete<AccountDeletion>(`/v1/users/${encodeURIComponent(userId)}`),
    success: t('accountData.deleted'),
    silentError: true,
  });
}
