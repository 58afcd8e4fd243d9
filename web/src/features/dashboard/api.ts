/**
 * Query keys of the dashboard. Its first version reads only the session (user record,
 * roles, profiles); analytics (GET /v1/analytics/dashboard/{profileId}) key here.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  analytics: (profileId: string) => ['dashboard', 'analytics', profileId] as const,
};
