import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadDay } from '@contract/contacts';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { useEventModeText } from './i18n';
import { formatNumber } from '../../i18n/format';

/** GET/PUT /v1/contacts/lead-day/{profileId}: the form's lead budget today, and an event's lift of it. */
const leadDayKey = (profileId: string) => ['contacts', 'lead-day', profileId] as const;
const leadDayPath = (profileId: string) => `/v1/contacts/lead-day/${encodeURIComponent(profileId)}`;

export function useLeadDay(profileId: string | undefined) {
  return useQuery({
    queryKey: leadDayKey(profileId ?? ''),
    queryFn: () => api.get<LeadDay>(leadDayPath(profileId!)),
    enabled: !!profileId,
  });
}

export function useLiftLeadDay(profileId: string) {
  const queryClient = useQueryClient();
  const { t } = useEventModeText();
  return useAppMutation({
    mutationFn: (lifted: boolean) => api.put<LeadDay>(leadDayPath(profileId), { lifted }),
    success: (day) =>
      day.lifted ? t('leadDay.liftedToast', { limit: formatNumber(day.limit) }) : t('leadDay.restoredToast'),
    // The PUT answers the whole day, so the panel needs no second request for it.
    onSuccess: (day) => {
      queryClient.setQueryData(leadDayKey(profileId), day);
    },
  });
}
