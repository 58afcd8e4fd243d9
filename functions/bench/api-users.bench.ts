import { generateKeyPairSync, sign, verify } from 'node:crypto';
import express from 'express';
import { createTestContext, createUser } from '../test/harness.test-support';
import { fixed, listen, load, STANDARD_LOAD, table, type Bench, type LoadResult } from './lib';

/** Calls `fn` from `concurrency` loops for `seconds`: calls a second, and mean time a call. */
async function throughput(
  fn: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<{ perSecond: number; meanMs: number }> {
  let calls = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await fn();
        calls++;
      }
    }),
  );
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { perSecond: (calls / elapsedMs) * 1000, meanMs: (elapsedMs * concurrency) / calls };
}

/**
 * What verifyIdToken costs in production per call once Google's public keys are cached: one
 * RS256 signature check of a token-sized payload (firebase-admin skips it against the emulator).
 */
function rs256VerifyMs(calls: number): number {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const payload = Buffer.from('x'.repeat(900));
  const signature = sign('sha256', payload, privateKey);
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) verify('sha256', payload, publicKey, signature);
  return Number(process.hrtime.bigint() - started) / 1e6 / calls;
}

export const apiUsersBench: Bench = {
  name: 'api-users',
  description:
    'authenticated GET /v1/users/{id} through createApp on SQLite, against a bare Express handler answering the same JSON',
  async run() {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run bench` from the repository root (it starts the Auth emulator).',
      );
    }
    // The real app on a temp SQLite file, with a real emulator user; request logs are silenced
    // so stdout carries only the figures.
    const t = await createTestContext();
    const user = await createUser(t, { firstName: 'Bench', lastName: 'User' });
    const path = `/v1/users/${user.uid}`;
    const app = await listen(t.app);
    const bare = express();
    bare.disable('x-powered-by');
    try {
      const first = await fetch(`${app.url}${path}`, { headers: user.headers });
      if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}: ${await first.text()}`);
      const body: unknown = await first.json();
      bare.get('/v1/users/:id', (_req, res) => {
        res.json(body);
      });
      const bareServer = await listen(bare);
      const rows: LoadResult[] = [];
      try {
        rows.push(await load('bare Express, same JSON', `${bareServer.url}${path}`));
        rows.push(await load('createApp GET /v1/health (no auth, no store)', `${app.url}/v1/health`));
        rows.push(
          await load('createApp GET /v1/users/{id} (auth + SQLite)', `${app.url}${path}`, {
            ...STANDARD_LOAD,
            headers: user.headers,
          }),
        );
      } finally {
        await bareServer.close();
      }
      const verifyAlone = await throughput(
        () => t.deps.auth.verifyIdToken(user.idToken),
        STANDARD_LOAD.connections,
        STANDARD_LOAD.durationSeconds,
      );
      const signatureMs = rs256VerifyMs(2000);

      console.log(
        `${STANDARD_LOAD.connections} connections, ${STANDARD_LOAD.durationSeconds} s each after a ${STANDARD_LOAD.warmupSeconds} s warm-up\n`,
      );
      console.log(
        table(
          ['target', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'requests', 'failures'],
          rows.map((r) => [
            r.label,
            fixed(r.requestsPerSecond, 0),
            fixed(r.meanMs, 2),
            fixed(r.p50Ms, 0),
            fixed(r.p99Ms, 0),
            r.requests,
            r.failures,
          ]),
        ),
      );
      const [bareRow, , appRow] = rows;
      console.log(`\nratio bare / app (req/s): ${fixed(bareRow.requestsPerSecond / appRow.requestsPerSecond, 2)}`);
      console.log(
        `verifyIdToken alone, ${STANDARD_LOAD.connections} concurrent callers: ${fixed(verifyAlone.perSecond, 0)} calls/s, ${fixed(verifyAlone.meanMs, 2)} ms a call` +
          ' (against the Auth emulator firebase-admin looks the user up over HTTP on every call)',
      );
      console.log(`RS256 signature check (production verifyIdToken, keys cached): ${fixed(signatureMs, 3)} ms a call`);
      if (rows.some((r) => r.failures > 0))
        throw new Error('Some requests failed: the figures above are not comparable.');
    } finally {
      await app.close();
      await t.close();
    }
  },
};
