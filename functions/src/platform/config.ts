import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Base URLs and keys of a third-party provider; tests and the local demo point them at fakes. */
export interface ProviderConfig {
  /** Base URL of the provider's API (and, where different, its OAuth host). */
  apiBase: string;
  authBase?: string;
  clientId?: string;
  clientSecret?: string;
}

export interface Config {
  projectId: string;
  /** Origin of the app as people reach it: card links, QR codes and vCards point here. */
  publicUrl: string;
  allowedOrigins: string[];
  /** Local runs only: where the SQLite file and blobs live. */
  dataDir: string;
  storageBucket: string;
  /** How many proxies in front of the app append to X-Forwarded-For (Hosting's CDN, Google's front end). */
  trustedProxyHops: number;
  providers: Record<string, ProviderConfig>;
  /**
   * Stripe's secret key and webhook signing secret (Secret Manager in production, bound with
   * defineSecret); undefined when not set outside local runs, which the functions refuse to start
   * with (integrations/stripe/stripe.secrets.ts). `apiBase` points stripe-node at the local fake.
   */
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  /** SMTP relay (maildev on 127.0.0.1:1025 locally) and the sender address. */
  mail: { url: string; from: string };
  /**
   * Link previews (modules/tools). `loopbackPorts`: ports on 127.0.0.1 the previewer may fetch,
   * so tests can serve pages locally. Empty outside tests: see testPreviewPorts.
   */
  linkPreview: { loopbackPorts: number[] };
}

/** The repository root (where firebase.json is), from the sources or from the bundle in lib/. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'firebase.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
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
  return list(env.EVERLINK_TEST_PREVIEW_PORTS).map(Number).filter((port) => Number.isInteger(port) && port > 0 && port < 65536);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-everlink';
  const publicUrl = (env.EVERLINK_PUBLIC_URL ?? 'http://127.0.0.1:5000').replace(/\/$/, '');
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
      publicUrl,
      'http://127.0.0.1:5000',
      'http://localhost:5000',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      `https://${projectId}.web.app`,
      `https://${projectId}.firebaseapp.com`,
      ...list(env.EVERLINK_ALLOWED_ORIGINS),
    ],
    dataDir: env.EVERLINK_DATA_DIR ?? resolve(repoRoot(), '.local', 'data'),
    storageBucket: env.EVERLINK_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    trustedProxyHops: Number(env.EVERLINK_TRUSTED_PROXY_HOPS ?? 2),
    providers: Object.fromEntries(
      ['instagram', 'twitter', 'tiktok', 'calendly', 'gohighlevel', 'woocommerce'].map((name) => [name, provider(name)]),
    ),
    mail: {
      url: env.SMTP_URL ?? `smtp://127.0.0.1:${env.MAILDEV_SMTP_PORT ?? 1025}`,
      from: env.MAIL_FROM ?? 'Everlink <no-reply@everlink.test>',
    },
    linkPreview: { loopbackPorts: testPreviewPorts(env, projectId) },
    stripe: {
      // Never a test key in production: the fallback is for local runs only.
      secretKey: env.STRIPE_SECRET_KEY || (isLocalRun(env) ? 'sk_test_local' : undefined),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || (isLocalRun(env) ? 'whsec_local' : undefined),
      apiBase: env.STRIPE_API_BASE ?? (fakes ? `${fakes}/stripe` : undefined),
    },
  };
}
