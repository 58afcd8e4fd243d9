import { z } from 'zod';

/**
 * The environment the functions read, checked with zod when the config is loaded (at start-up:
 * buildDeps loads it before the first request is served). A bad value stops the start with
 * one line a variable, naming it and what it must be, instead of a NaN or a malformed URL
 * surfacing later in some request. Blank values count as unset.
 */

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

function urlWith(protocols: string[], value: string): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

const httpUrl = () =>
  z
    .string()
    .trim()
    .refine((v) => !!urlWith(['http:', 'https:'], v), { message: 'must be an http or https URL', abort: true });
/** scheme://host[:port], as browsers send Origin: no path, query or trailing slash beyond the root. */
const origin = () =>
  httpUrl().refine(
    (v) => new URL(v).origin === v.replace(/\/$/, ''),
    'must be an origin such as https://app.example.com (no path)',
  );
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const envSchema = z.object({
  GCLOUD_PROJECT: optional(z.string().regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id')),
  GOOGLE_CLOUD_PROJECT: optional(z.string().regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id')),
  EVERLINK_PUBLIC_URL: optional(origin()),
  EVERLINK_ALLOWED_ORIGINS: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin())),
  ),
  EVERLINK_DATA_DIR: optional(z.string()),
  EVERLINK_STORAGE_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, 'must be a Cloud Storage bucket name'),
  ),
  EVERLINK_TRUSTED_PROXY_HOPS: optional(wholeNumber(0, 10)),
  EVERLINK_LEAD_CHALLENGE_DIFFICULTY: optional(wholeNumber(1, 24)),
  EVERLINK_FAKES_URL: optional(httpUrl()),
  PROVIDER_TIMEOUT_MS: optional(wholeNumber(100, 120_000)),
  ANALYTICS_FLUSH_MS: optional(wholeNumber(0, 600_000)),
  PRINCIPAL_CACHE_MS: optional(wholeNumber(0, 60_000)),
  SCIM_CALLS_PER_MINUTE: optional(wholeNumber(1, 100_000)),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => !!urlWith(['smtp:', 'smtps:'], v), 'must be an smtp:// or smtps:// URL'),
  ),
  MAILDEV_SMTP_PORT: optional(wholeNumber(1, 65_535)),
  MAIL_FROM: optional(z.string().trim().min(3)),
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_… or rk_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
  ),
  STRIPE_API_BASE: optional(httpUrl()),
  EVERLINK_CLOUD_TASKS: optional(z.literal('1', { error: 'must be 1 (enqueue on Cloud Tasks) or unset' })),
  CLOUD_TASKS_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')),
  /** The host Identity Platform's sign-in handler is served on (`<project>.firebaseapp.com` or a custom one). */
  FIREBASE_AUTH_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+$/, 'must be a host name such as app.example.com')),
  /** DNS servers of the domain checks (docs/sso.md), comma-separated `ip` or `ip:port`. */
  DNS_SERVER: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])(:\d{1,5})?$/i, 'must be ip or ip:port'))),
  ),
});

export type EnvSettings = z.infer<typeof envSchema>;

/** The environment's settings, checked; ConfigError names every bad variable at once. */
export function readEnv(env: NodeJS.ProcessEnv): EnvSettings {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const raw = env[name];
    return `${name}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)})`}`;
  });
  throw new ConfigError([...new Set(problems)]);
}
