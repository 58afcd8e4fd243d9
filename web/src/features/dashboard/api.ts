import { useQuery } from '@tanstack/react-query';
import type { AnalyticsDashboard, ServiceClicks } from '@contract/analytics';
import { api } from '../../lib/api';

/**
 * Query keys of the dashboard: the current profile's figures over a range of days
 * (GET /v1/analytics/dashboard/{profileId}, GET /v1/analytics/services/{profileId}).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  analytics: (profileId: string, days: number) => ['dashboard', 'analytics', profileId, days] as const,
  services: (profileId: string, days: number) => ['dashboard', 'services', profileId, days] as const,
};

/** The last `days` UTC days, today included, as the API counts them. */
export function rangeOf(days: number, now = new Date()): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const from = new Date(now);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: day(from), to: day(now) };
}

const analyticsPath = (kind: 'dashboard' | 'services', profileId: string) =>
  `/v1/analytics/${kind}/${encodeURIComponent(profileId)}`;

export function useProfileAnalytics(profileId: string, days: number, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.analytics(profileId, days),
    queryFn: () => api.get<AnalyticsDashboard>(analyticsPath('dashboard', profileId), { query: rangeOf(days) }),
    enabled,
  });
}

/** Clicks on each thing a visitor can act on, over the range (removed ones too). */
export function useServiceClicks(profileId: string, days: number) {
  return useQuery({
    queryKey: dashboardKeys.services(profileId, days),
    queryFn: () =>
      api.get<{ from: string; to: string; services: ServiceClicks[] }>(analyticsPath('services', profileId), {
        query: rangeOf(days),
      }),
  });
}
