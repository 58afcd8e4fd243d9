import * as Sentry from '@sentry/react';

/** Spec §9's sampling rates. */
const MONITORING_RATES = {
  /** Sessions (and their errors) sampled: 100 %. */
  sessionSampleRate: 1.0,
  /** Sessions recorded for replay: 20 %. */
  replaySampleRate: 0.2,
  /** Page loads and navigations traced: 100 %. */
  tracesSampleRate: 1.0,
} as const;

export function init(dsn: string, environment: string): void {
  Sentry.init({
    dsn,
    environment,
    sampleRate: MONITORING_RATES.sessionSampleRate,
    tracesSampleRate: MONITORING_RATES.tracesSampleRate,
    replaysSessionSampleRate: MONITORING_RATES.replaySampleRate,
    replaysOnErrorSampleRate: 1.0,
    // Navigations are started by the router (startView), one for each path change.
    integrations: [Sentry.browserTracingIntegration({ instrumentNavigation: false }), Sentry.replayIntegration()],
    tracePropagationTargets: [/^\/v1\//],
  });
}

export function startView(path: string): void {
  const client = Sentry.getClient();
  if (client)
    Sentry.startBrowserTracingNavigationSpan(client, {
      name: path,
      op: 'navigation',
      attributes: { 'sentry.source': 'url' },
    });
}

export function setUser(user: { id: string; email?: string | null } | null): void {
  Sentry.setUser(user ? { id: user.id, ...(user.email ? { email: user.email } : {}) } : null);
}

export function capture(error: unknown): void {
  Sentry.captureException(error);
}
