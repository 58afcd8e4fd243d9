import { LEAD_CHALLENGE } from '../contract/challenge';
import { SCIM_LIMITS } from '../contract/scim';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineSecret } from 'firebase-functions/params';
import { ConfigError, readEnv, type EnvSettings } from './config-env';
import { loadWalletConfig, type WalletConfig } from './wallet-config';

/** Base URLs and keys of a third-party provider; tests and the local demo point them at fakes. */
export interface ProviderConfig {
  /** Base URL of the provider's API (and, where different, its OAuth host). */
  apiBase: string;
  authBase?: string;
  clientId?: string;
  clientSecret?: string;
}

/**
 * An integration provider's settings, read from `<ID>_AUTH_BASE`, `<ID>_TOKEN_BASE`,
 * `<ID>_API_BASE`, `<ID>_CLIENT_ID` and the secret `<ID>_CLIENT_SECRET` (ID: the provider's id in
 * capitals, e.g. X_CLIENT_ID). Unset bases fall back to the provider's real hosts; without a
 * client id and secret the provider is "not available".
 */
export interface IntegrationSettings {
  authBase?: string;
  tokenBase?: string;
  apiBase?: string;
  clientId?: string;
  clientSecret?: string;
}

export interface IntegrationsConfig {
  settingsOf(providerId: string): IntegrationSettings;
  /** The key that seals provider tokens at rest (AES-256-GCM); null when the deployment has none. */
  tokenKey: Buffer | null;
  /** How long a provider call may take before it counts as not answered. */
  timeoutMs: number;
}

/** Secret Manager name of the token key: 32 random bytes, base64 (`openssl rand -base64 32`). */
export const TOKEN_KEY_SECRET = 'INTEGRATIONS_TOKEN_KEY';

export interface Config {
  projectId: string;
  /** Origin of the app as people reach it: card links, QR codes and vCards point here. */
  publicUrl: string;
  /** CORS: the public URL, the project's Hosting domains, EVERLINK_ALLOWED_ORIGINS, and in local runs only the local servers. */
  allowedOrigins: string[];
  /** Local runs only: where the SQLite file and blobs live. */
  dataDir: string;
  storageBucket: string;
  /** How many proxies in front of the app append to X-Forwarded-For (Hosting's CDN, Google's front end). */
  trustedProxyHops: number;
  /** Zero bits a lead form ticket's proof of work needs (contract/challenge.ts): raised under attack, lowered by tests that send hundreds of leads. */
  leadChallengeDifficulty: number;
  providers: Record<string, ProviderConfig>;
  integrations: IntegrationsConfig;
  /**
   * Stripe's secret key and webhook signing secret (Secret Manager in production, bound with
   * defineSecret); undefined when not set outside local runs, which the functions refuse to start
   * with (integrations/stripe/stripe.secrets.ts). `apiBase` points stripe-node at the local fake.
   */
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  /** SMTP relay (maildev on 127.0.0.1:1025 locally) and the sender address. */
  mail: { url: string; from: string };
  /**
   * Whether the outbox's messages are delivered in this process once written (local runs and tests);
   * in production the `outboxDelivery` trigger does it, since an instance may be throttled after answering.
   */
  outbox: { drainInProcess: boolean };
  /** Whether task queues (platform/tasks) run their handlers in this process (local runs and tests) or enqueue on Cloud Tasks. */
  tasks: { runInProcess: boolean };
  /**
   * Link previews (modules/tools). `loopbackPorts`: ports on 127.0.0.1 the previewer may fetch,
   * so tests can serve pages locally. Empty outside tests: see testPreviewPorts.
   */
  linkPreview: { loopbackPorts: number[] };
  /**
   * Outgoing webhooks (modules/webhooks). `allowLoopback`: endpoints on 127.0.0.1 (http or https)
   * are accepted and delivered to, so a local receiver works. Local runs only, and
   * EVERLINK_WEBHOOK_LOOPBACK=0 gives a local run production's rule (the tests of that rule).
   */
  webhooks: { allowLoopback: boolean };
  /**
   * Single sign-on (docs/sso.md). `emulatedProviders`: the Auth emulator answers 501 to provider
   * configuration, so while FIREBASE_AUTH_EMULATOR_HOST is set the configs are kept in the store
   * (integrations/identity-platform). `callbackUrl`: what a company registers at its identity
   * provider. `dnsServers`: DNS_SERVER, the domain checks' resolvers (empty: the system's).
   * `allowLoopbackIssuer`: OIDC issuers on 127.0.0.1 (local providers, tests' fakes), local runs only.
   * `localOidc`: the stand-in for Identity Platform's OIDC handler (`/v1/sso/oidc/*`), only while
   * the Auth emulator is used in a local run.
   */
  sso: {
    emulatedProviders: boolean;
    callbackUrl: string;
    dnsServers: string[];
    allowLoopbackIssuer: boolean;
    localOidc: boolean;
  };
  /** Wallet pass signing (share kit): secrets in production, `.local/wallet` files locally (wallet-config.ts). */
  wallet: WalletConfig;
  /**
   * How long an instance keeps the page's counts in memory before writing them (modules/analytics,
   * docs/operations.md): a minute in production, so a viral card's document takes about one write
   * a minute per instance; 0 in local runs and tests, where a figure is read right after the visit.
   */
  analytics: { flushIntervalMs: number };
  /**
   * How long an instance keeps a caller's principal (platform/access/principal-cache.ts), at most
   * a minute; each use still checks it against the access versions, so this bounds memory, not
   * staleness. 0 turns the cache off.
   */
  access: { principalCacheMs: number };
  /** Calls a SCIM token may make a minute (modules/scim/scim-auth.ts); lowered only by the test of its refusal. */
  scim: { callsPerMinute: number };
}

/** The repository root (where firebase.json is), from the sources or from the bundle in lib/. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'firebase.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/**
 * The token key: from the secret, or in a `demo-` project (the emulator, tests, scripts: no
 * production data can exist there) a fixed development key. A malformed secret stops start-up.
 */
function tokenKeyOf(env: NodeJS.ProcessEnv, projectId: string): Buffer | null {
  const raw = env[TOKEN_KEY_SECRET]?.trim();
  if (raw) {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error(`${TOKEN_KEY_SECRET} must be 32 bytes, base64-encoded.`);
    return key;
  }
  return projectId.startsWith('demo-')
    ? createHash('sha256').update('everlink-local-development-token-key').digest()
    : null;
}

function integrationSettings(env: NodeJS.ProcessEnv, fakes: string | undefined) {
  return (providerId: string): IntegrationSettings => {
    const prefix = providerId.toUpperCase();
    const fake = fakes ? `${fakes}/${providerId}` : undefined;
    return {
      authBase: env[`${prefix}_AUTH_BASE`] || fake,
      tokenBase: env[`${prefix}_TOKEN_BASE`] || fake,
      apiBase: env[`${prefix}_API_BASE`] || fake,
      clientId: env[`${prefix}_CLIENT_ID`] || (fakes ? `${providerId}-demo-client` : undefined),
      clientSecret: env[`${prefix}_CLIENT_SECRET`] || (fakes ? `${providerId}-demo-secret` : undefined),
    };
  };
}

/**
 * The secrets to bind to the functions that call providers: the token key and each configured
 * provider's client secret (a provider is configured by its `<ID>_CLIENT_ID` setting). Bound
 * secrets reach the code as environment variables of the same name. None in the emulator,
 * which would look them up in Secret Manager: there the fakes' demo credentials stand in.
 */
export function integrationSecrets(providerIds: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  if (env.FUNCTIONS_EMULATOR === 'true') return [];
  const configured = providerIds.filter((id) => env[`${id.toUpperCase()}_CLIENT_ID`]);
  if (!configured.length) return [];
  return [TOKEN_KEY_SECRET, ...configured.map((id) => `${id.toUpperCase()}_CLIENT_SECRET`)].map((name) =>
    defineSecret(name),
  );
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The emulator, local scripts and tests: the only runs where demo keys stand in for missing secrets. */
export function isLocalRun(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || env.EVERLINK_LOCAL === '1' || env.VITEST === 'true';
}

/**
 * EVERLINK_TEST_PREVIEW_PORTS (comma-separated ports) counts only under vitest in a `demo-`
 * project: a deployed function always runs in a real project, so no setting there can open the
 * previewer to the function's own loopback.
 */
function testPreviewPorts(env: NodeJS.ProcessEnv, projectId: string): number[] {
  if (env.VITEST !== 'true' || !projectId.startsWith('demo-')) return [];
  return list(env.EVERLINK_TEST_PREVIEW_PORTS)
    .map(Number)
    .filter((port) => Number.isInteger(port) && port > 0 && port < 65536);
}

/** The emulator's Hosting and Vite's dev server: origins of local runs only, never of a deployment. */
const LOCAL_ORIGINS = [
  'http://127.0.0.1:5000',
  'http://localhost:5000',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/**
 * A local run queues tasks in this process, unless EVERLINK_CLOUD_TASKS=1 sends them down the
 * production path to a Cloud Tasks emulator (the fake of the production-path tests): never to the
 * real Cloud Tasks from a local run, so it needs CLOUD_TASKS_EMULATOR_HOST, which firebase-admin reads.
 */
function taskRunner(settings: EnvSettings, local: boolean): boolean {
  if (!local) return false;
  if (!settings.EVERLINK_CLOUD_TASKS) return true;
  if (!settings.CLOUD_TASKS_EMULATOR_HOST)
    throw new ConfigError([
      'EVERLINK_CLOUD_TASKS: a local run enqueues on an emulator only; set CLOUD_TASKS_EMULATOR_HOST',
    ]);
  return false;
}

/** The settings of this run, from the environment checked by readEnv (config-env.ts): a bad value throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = readEnv(env);
  const local = isLocalRun(env);
  const projectId = settings.GCLOUD_PROJECT ?? settings.GOOGLE_CLOUD_PROJECT ?? 'demo-everlink';
  const publicUrl = (
    settings.EVERLINK_PUBLIC_URL ?? (local ? 'http://127.0.0.1:5000' : `https://${projectId}.web.app`)
  ).replace(/\/$/, '');
  const fakes = env.EVERLINK_FAKES_URL;
  const provider = (name: string): ProviderConfig => ({
    apiBase: env[`${name.toUpperCase()}_API_BASE`] ?? (fakes ? `${fakes}/${name}` : ''),
    authBase: env[`${name.toUpperCase()}_AUTH_BASE`] ?? (fakes ? `${fakes}/${name}` : undefined),
    clientId: env[`${name.toUpperCase()}_CLIENT_ID`] ?? (fakes ? `${name}-demo-client` : undefined),
    clientSecret: env[`${name.toUpperCase()}_CLIENT_SECRET`] ?? (fakes ? `${name}-demo-secret` : undefined),
  });
  return {
    projectId,
    publicUrl,
    allowedOrigins: [
      ...new Set([
        publicUrl,
        `https://${projectId}.web.app`,
        `https://${projectId}.firebaseapp.com`,
        ...(settings.EVERLINK_ALLOWED_ORIGINS ?? []).map((o) => o.replace(/\/$/, '')),
        ...(local ? LOCAL_ORIGINS : []),
      ]),
    ],
    dataDir: settings.EVERLINK_DATA_DIR ?? resolve(repoRoot(), '.local', 'data'),
    storageBucket: settings.EVERLINK_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    // Production has two proxies in front (Hosting's CDN, Google's front end); the emulator's Hosting
    // is the one proxy locally, so the address it appends is the one counted, as in production (review S20).
    trustedProxyHops: settings.EVERLINK_TRUSTED_PROXY_HOPS ?? (env.FUNCTIONS_EMULATOR === 'true' ? 1 : 2),
    leadChallengeDifficulty: settings.EVERLINK_LEAD_CHALLENGE_DIFFICULTY ?? LEAD_CHALLENGE.difficulty,
    providers: Object.fromEntries(['woocommerce'].map((name) => [name, provider(name)])),
    integrations: {
      settingsOf: integrationSettings(env, fakes),
      tokenKey: tokenKeyOf(env, projectId),
      timeoutMs: settings.PROVIDER_TIMEOUT_MS ?? 10_000,
    },
    mail: {
      url: settings.SMTP_URL ?? `smtp://127.0.0.1:${settings.MAILDEV_SMTP_PORT ?? 1025}`,
      from: settings.MAIL_FROM ?? 'Everlink <no-reply@everlink.test>',
    },
    outbox: { drainInProcess: local },
    tasks: { runInProcess: taskRunner(settings, local) },
    linkPreview: { loopbackPorts: testPreviewPorts(env, projectId) },
    webhooks: { allowLoopback: local && env.EVERLINK_WEBHOOK_LOOPBACK !== '0' },
    sso: {
      emulatedProviders: !!settings.FIREBASE_AUTH_EMULATOR_HOST,
      // The emulator serves its own sign-in handler (its IdP widget) where Identity Platform serves /__/auth/handler.
      callbackUrl: settings.FIREBASE_AUTH_EMULATOR_HOST
        ? `http://${settings.FIREBASE_AUTH_EMULATOR_HOST}/emulator/auth/handler`
        : `https://${settings.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`}/__/auth/handler`,
      dnsServers: settings.DNS_SERVER ?? [],
      allowLoopbackIssuer: local,
      localOidc: local && !!settings.FIREBASE_AUTH_EMULATOR_HOST,
    },
    wallet: loadWalletConfig(env, { local, defaultDir: resolve(repoRoot(), '.local', 'wallet') }),
    analytics: { flushIntervalMs: settings.ANALYTICS_FLUSH_MS ?? (local ? 0 : 60_000) },
    access: { principalCacheMs: settings.PRINCIPAL_CACHE_MS ?? 60_000 },
    scim: { callsPerMinute: settings.SCIM_CALLS_PER_MINUTE ?? SCIM_LIMITS.callsPerMinute },
    stripe: {
      // Never a test key in production: the fallback is for local runs only.
      secretKey: env.STRIPE_SECRET_KEY || (isLocalRun(env) ? 'sk_test_local' : undefined),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || (isLocalRun(env) ? 'whsec_local' : undefined),
      apiBase: env.STRIPE_API_BASE ?? (fakes ? `${fakes}/stripe` : undefined),
    },
  };
}
