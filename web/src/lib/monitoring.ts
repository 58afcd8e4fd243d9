/**
 * Error and session monitoring (spec §9), off unless VITE_SENTRY_DSN is set. The SDK is
 * loaded only then, in its own chunk, so a build without a DSN carries none of it.
 */
type Sentry = typeof import('./monitoring-sentry');

const dsn = import.meta.env.VITE_SENTRY_DSN;
let sdk: Promise<Sentry | null> | null = null;

export function startMonitoring(): void {
  if (!dsn || sdk) return;
  sdk = import('./monitoring-sentry')
    .then((m) => {
      m.init(dsn, import.meta.env.VITE_SENTRY_ENVIRONMENT || import.meta.env.MODE);
      return m;
    })
    .catch(() => null);
}

/** A new monitoring view for a path change. */
export function monitorView(path: string): void {
  void sdk?.then((m) => m?.startView(path));
}

export function setMonitoringUser(user: { id: string; email?: string | null } | null): void {
  void sdk?.then((m) => m?.setUser(user));
}

export function reportError(error: unknown): void {
  void sdk?.then((m) => m?.capture(error));
}
