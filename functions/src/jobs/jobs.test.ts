import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.test-support';
import {
  INSTAGRAM_LONG_LIVED_SECONDS,
  startProviderFakes,
  TIKTOK_ACCESS_SECONDS,
  TIKTOK_REFRESH_SECONDS,
  X_ACCESS_SECONDS,
  type ProviderFakes,
  type RefreshFailure,
} from '../../test/fakes';
import { jobs } from './registry';
import { runJob } from './refresh.test-support';
import { openTokens, sealTokens, secretRef, type IntegrationSecret } from '../integrations/core/store';
import type { HeldTokens } from '../integrations/core/types';

type TokenProvider = 'instagram' | 'x' | 'tiktok';
/** The job of each provider: named by the provider's slug (the spec keeps 'twitter' for X). */
const JOB: Record<TokenProvider, string> = {
  instagram: 'refresh-instagram',
  x: 'refresh-twitter',
  tiktok: 'refresh-tiktok',
};

const NOW = new Date('2030-01-10T12:00:00.000Z');
const inHours = (hours: number, from = NOW) => new Date(from.getTime() + hours * 3600_000).toISOString();
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

let fakes: ProviderFakes;
let t: TestContext;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url });
  t.clock.set(NOW);
});
afterEach(async () => t.close());

const keyOf = (context: TestContext) => context.deps.config.integrations.tokenKey!;

/** A connection's tokens as the provider's OAuth flow leaves them (sealed), with tokens the fake honours. */
async function connect(
  provider: TokenProvider,
  userId: string,
  options: { expiresAt: string; status?: IntegrationSecret['status']; context?: TestContext },
): Promise<IntegrationSecret & HeldTokens> {
  const context = options.context ?? t;
  const { accessToken, refreshToken } = fakes[provider].grant() as HeldTokens;
  const granted: HeldTokens = refreshToken ? { accessToken, refreshToken } : { accessToken };
  const secret: IntegrationSecret = {
    provider,
    userId,
    tokens: sealTokens(keyOf(context), provider, userId, granted),
    expiresAt: options.expiresAt,
    status: options.status ?? 'connected',
    updatedAt: inHours(-1),
  };
  await secretRef(context.store, provider, userId).set(secret);
  return { ...secret, ...granted };
}

async function secretOf(provider: TokenProvider, userId: string, context = t): Promise<IntegrationSecret | undefined> {
  return (await secretRef(context.store, provider, userId).get()).data();
}

const tokensOf = (secret: IntegrationSecret, context = t) => openTokens(keyOf(context), secret);
const stored = ({ accessToken: _a, refreshToken: _r, ...secret }: IntegrationSecret & HeldTokens): IntegrationSecret =>
  secret;

/** A refresh run's report: `tokens` due tokens enqueued, no content due (each pass reads one page). */
const enqueued = (job: string, tokens: number) => ({
  job,
  checked: tokens,
  failed: 0,
  tokens,
  content: 0,
  unseen: 0,
  enqueued: tokens,
  duplicates: 0,
  pages: 2,
  more: 0,
});

const LIFETIMES: Record<TokenProvider, number> = {
  instagram: INSTAGRAM_LONG_LIVED_SECONDS,
  x: X_ACCESS_SECONDS,
  tiktok: TIKTOK_ACCESS_SECONDS,
};

describe('refresh-<provider> jobs', () => {
  it.each(['instagram', 'x', 'tiktok'] as const)(
    'refresh a due %s token and store its new expiry',
    async (provider) => {
      const before = await connect(provider, 'u1', { expiresAt: inHours(2) });

      const report = await runJob(t, JOB[provider]);

      expect(report).toEqual(enqueued(JOB[provider], 1));
      const after = await secretOf(provider, 'u1');
      expect(after).toMatchObject({
        provider,
        userId: 'u1',
        status: 'connected',
        expiresAt: inSeconds(LIFETIMES[provider]),
        updatedAt: NOW.toISOString(),
      });
      // At rest the tokens are sealed: no token appears in the stored document.
      expect(JSON.stringify(after)).not.toContain(before.accessToken);
      const tokens = tokensOf(after!);
      expect(tokens.accessToken).not.toBe(before.accessToken);
      expect(fakes[provider].tokens.accessTokens.has(tokens.accessToken)).toBe(true);
      if (provider === 'instagram') {
        expect(tokens.refreshToken).toBeUndefined();
      } else {
        // X and TikTok rotate refresh tokens: the stored one must be the new, still-valid one.
        expect(tokens.refreshToken).not.toBe(before.refreshToken);
        expect(fakes[provider].tokens.refreshTokens.has(tokens.refreshToken!)).toBe(true);
      }
      if (provider === 'tiktok') expect(after!.refreshExpiresAt).toBe(inSeconds(TIKTOK_REFRESH_SECONDS));
    },
  );

  it('marks a refused token needs_reconnect and still refreshes the others', async () => {
    const first = await connect('x', 'a', { expiresAt: inHours(0.5) });
    const refused = await connect('x', 'b', { expiresAt: inHours(1) });
    const third = await connect('x', 'c', { expiresAt: inHours(-3) });
    fakes.x.tokens.failRefresh(refused.refreshToken!, 'invalid_grant');

    const report = await runJob(t, 'refresh-twitter');

    expect(report).toEqual(enqueued('refresh-twitter', 3));
    expect(await secretOf('x', 'b')).toEqual({
      ...stored(refused),
      status: 'needs_reconnect',
      reason: 'HTTP 400 invalid_request: Value passed for the token was invalid.',
      updatedAt: NOW.toISOString(),
    });
    for (const [userId, before] of [
      ['a', first],
      ['c', third],
    ] as const) {
      const after = await secretOf('x', userId);
      expect(after).toMatchObject({ status: 'connected', expiresAt: inSeconds(X_ACCESS_SECONDS) });
      expect(tokensOf(after!).accessToken).not.toBe(before.accessToken);
    }
  });

  it.each([
    ['instagram', 'invalid_grant', /^HTTP 400 OAuthException 190 Error validating access token/],
    ['tiktok', 'invalid_grant', /^HTTP 200 invalid_grant: Refresh token is invalid or expired\.$/],
    ['tiktok', 'server_error', /^HTTP 503$/],
    ['x', 'network', /^network: /],
  ] as [TokenProvider, RefreshFailure, RegExp][])(
    'marks a %s token needs_reconnect on %s, with the reason',
    async (provider, failure, reason) => {
      const failing = await connect(provider, 'failing', { expiresAt: inHours(3) });
      await connect(provider, 'fine', { expiresAt: inHours(3) });
      fakes[provider].tokens.failRefresh(failing.refreshToken ?? failing.accessToken, failure);

      const report = await runJob(t, JOB[provider]);

      expect(report).toEqual(enqueued(JOB[provider], 2));
      const after = await secretOf(provider, 'failing');
      expect(after).toMatchObject({ status: 'needs_reconnect', tokens: failing.tokens, expiresAt: failing.expiresAt });
      expect(after!.reason).toMatch(reason);
      expect(await secretOf(provider, 'fine')).toMatchObject({
        status: 'connected',
        expiresAt: inSeconds(LIFETIMES[provider]),
      });
    },
  );

  it('leaves tokens alone that are not due, already need a reconnect, or belong to another provider', async () => {
    // Instagram renews its 60-day tokens in their last week.
    const later = await connect('instagram', 'later', { expiresAt: inHours(8 * 24) });
    const broken = await connect('instagram', 'broken', { expiresAt: inHours(-48), status: 'needs_reconnect' });
    const otherProvider = await connect('tiktok', 'later', { expiresAt: inHours(1) });

    const report = await runJob(t, 'refresh-instagram');

    expect(report).toEqual(enqueued('refresh-instagram', 0));
    expect(await secretOf('instagram', 'later')).toEqual(stored(later));
    expect(await secretOf('instagram', 'broken')).toEqual(stored(broken));
    expect(await secretOf('tiktok', 'later')).toEqual(stored(otherProvider));
    expect(fakes.instagram.tokens.refreshCalls).not.toContain(later.accessToken);
    expect(fakes.instagram.tokens.refreshCalls).not.toContain(broken.accessToken);
  });

  it('fails the run and marks nobody when the provider is not configured', async () => {
    const bare = await createTestContext({ EVERLINK_FAKES_URL: '' });
    try {
      bare.clock.set(NOW);
      const secret = await connect('x', 'u1', { expiresAt: inHours(1), context: bare });
      await expect(runJob(bare, 'refresh-twitter')).rejects.toThrow('x is not configured: set X_CLIENT_ID.');
      expect(await secretOf('x', 'u1', bare)).toEqual(stored(secret));
      expect(await runJob(bare, 'refresh-instagram')).toEqual(enqueued('refresh-instagram', 0));
    } finally {
      await bare.close();
    }
  });
});

describe('npm run jobs -- <name>', () => {
  const functionsDir = fileURLToPath(new URL('../..', import.meta.url));
  const runCli = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/jobs/cli.ts', ...args],
        { cwd: functionsDir, env: { ...process.env, ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('runs a job against the local store and prints its report', async () => {
    const now = new Date();
    const before = await connect('instagram', 'cli-user', { expiresAt: inHours(2, now) });

    const run = await runCli(['refresh-instagram'], {
      EVERLINK_DATA_DIR: t.dir,
      EVERLINK_FAKES_URL: fakes.url,
      GCLOUD_PROJECT: 'demo-everlink',
      LOG_LEVEL: 'silent',
    });

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual(enqueued('refresh-instagram', 1));
    const after = await secretOf('instagram', 'cli-user');
    expect(after!.status).toBe('connected');
    expect(tokensOf(after!).accessToken).not.toBe(before.accessToken);
    expect(Date.parse(after!.expiresAt)).toBeGreaterThan(now.getTime() + 59 * 24 * 3600_000);
  });

  it('lists the known jobs and exits 1 for an unknown name', async () => {
    const run = await runCli(['refresh-myspace'], { EVERLINK_DATA_DIR: t.dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(`Unknown job 'refresh-myspace'. Known jobs: ${Object.keys(jobs).join(', ')}`);
    expect(Object.keys(jobs)).toEqual(
      expect.arrayContaining(['refresh-instagram', 'refresh-twitter', 'refresh-tiktok']),
    );
  });
});
