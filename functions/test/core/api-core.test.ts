import express from 'express';
import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext, type TestUser } from '../harness.test-support';
import { MESSAGES } from '../../src/contract/messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  user = await signUp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('come from helmet on every answer, and the framework is not advertised', async () => {
    for (const res of [await t.api.get('/v1/health'), await t.api.get('/v1/nope'), await t.api.get('/v1/users/x')]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("are helmet's own, byte for byte and in its order, though worked out once (app-shell.ts)", async () => {
    const bare = express().disable('x-powered-by');
    bare.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
    bare.get('/', (_req, res) => {
      res.end();
    });
    // The header lines as sent (superagent keeps Node's response, untyped, as `res`).
    const lines = (answer: object) => {
      const raw = (answer as { res: IncomingMessage }).res.rawHeaders;
      return raw.flatMap((name, i) => (i % 2 ? [] : [`${name}: ${raw[i + 1]}`]));
    };
    const helmets = lines(await supertest(bare).get('/')).filter(
      (line) => !/^(date|connection|keep-alive|content-length):/i.test(line),
    );
    expect(helmets.length).toBeGreaterThan(10);
    const ours = lines(await t.api.get('/v1/health'));
    const start = ours.indexOf(helmets[0]);
    expect(ours.slice(start, start + helmets.length)).toEqual(helmets);
  });
});

describe('CORS', () => {
  it("answers the app's own origin, exposing the request id", async () => {
    const res = await t.api.get('/v1/health').set('Origin', 'http://127.0.0.1:5000');
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5000');
    expect(res.headers['access-control-expose-headers']).toContain('x-request-id');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the app preflight an authenticated PUT', async () => {
    const res = await t.api
      .options('/v1/users/abc')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
    expect(res.headers['access-control-allow-headers']).toBe('authorization,content-type');
  });

  it('gives an unknown origin no CORS headers', async () => {
    const simple = await t.api.get('/v1/health').set('Origin', 'https://evil.example');
    expect(simple.status).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.api
      .options('/v1/users/abc')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'PUT');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers an unknown route with a JSON 404', async () => {
    for (const path of ['/v1/does-not-exist', '/nothing-here']) {
      const res = await t.api.post(path).send({});
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: MESSAGES.routeNotFound, code: 'not-found' });
    }
  });

  it('answers a malformed JSON body with 400, signed in or not', async () => {
    for (const headers of [user.headers, {}]) {
      const res = await t.api
        .post('/v1/users')
        .set(headers)
        .set('content-type', 'application/json')
        .send('{"firstName": "Ada",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON.', code: 'bad-request' });
    }
    const publicPost = await t.api.post('/v1/auth/register').set('content-type', 'application/json').send('{');
    expect(publicPost.status).toBe(400);
    expect(publicPost.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.api
      .post('/v1/users')
      .set(user.headers)
      .send({ firstName: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('too-large');
  });

  it('answers an internal failure with only the generic message', async () => {
    const broken = await createTestContext();
    try {
      const someone = await signUp();
      // The database goes away under the running app: the next read fails inside the service.
      await broken.store.close();
      const res = await broken.api.get(`/v1/users/${someone.uid}`).set(someone.headers);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong. Please try again', code: 'internal' });
      expect(res.text).not.toMatch(/database|sqlite|stack|Error/i);
      expect(res.headers['x-request-id']).toMatch(UUID);
    } finally {
      await broken.close();
    }
  });
});

describe('request ids', () => {
  it('are on every answer, kept from the caller when sane', async () => {
    const answers = [
      await t.api.get('/v1/health'),
      await t.api.get('/v1/nope'),
      await t.api.get('/v1/users/abc'),
      await t.api.get('/v1/users/abc').set('Authorization', 'Bearer not-a-token'),
      await t.api.get(`/v1/users/${user.uid}`).set(user.headers),
      await t.api.post('/v1/users').set(user.headers).send({}),
      await t.api
        .options('/v1/health')
        .set('Origin', 'http://127.0.0.1:5000')
        .set('Access-Control-Request-Method', 'GET'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 401, 404, 400, 204]);
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(UUID);
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);

    expect((await t.api.get('/v1/health').set('x-request-id', 'trace-0123456789')).headers['x-request-id']).toBe(
      'trace-0123456789',
    );
    expect((await t.api.get('/v1/health').set('x-request-id', 'no spaces or <tags>')).headers['x-request-id']).toMatch(
      UUID,
    );
  });
});

describe('rate limiting', () => {
  it('answers 429 on GET /v1/auth/exist past 30 lookups a minute', async () => {
    const limited = await createTestContext();
    try {
      for (let i = 0; i < 30; i++) {
        const res = await limited.api.get('/v1/auth/exist').query({ email: `nobody-${i}@test.everlink.test` });
        expect(res.status).toBe(200);
      }
      const res = await limited.api.get('/v1/auth/exist').query({ email: 'one-more@test.everlink.test' });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'rate-limited' });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(res.headers['ratelimit-policy']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it('keys on the address our proxies saw, so a forged X-Forwarded-For entry does not reset the count', async () => {
    const limited = await createTestContext();
    try {
      // As it arrives through Hosting: <forged>, <client seen by the CDN>, <CDN seen by Google's front end>.
      const via = (forged: string) => `${forged}, 203.0.113.7, 198.51.100.1`;
      for (let i = 0; i < 30; i++) {
        const res = await limited.api
          .get('/v1/auth/exist')
          .set('x-forwarded-for', via(`10.0.0.${i}`))
          .query({ email: `n-${i}@test.everlink.test` });
        expect(res.status).toBe(200);
      }
      expect(
        (
          await limited.api
            .get('/v1/auth/exist')
            .set('x-forwarded-for', via('10.0.1.1'))
            .query({ email: 'x@test.everlink.test' })
        ).status,
      ).toBe(429);
      // Another client behind the same proxies has its own budget.
      const other = await limited.api
        .get('/v1/auth/exist')
        .set('x-forwarded-for', '203.0.113.8, 198.51.100.1')
        .query({ email: 'y@test.everlink.test' });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
