import http, { type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createApp } from '../../app';
import { createCardPageApp } from '../../card-page-app';
import type { AppDeps } from '../../platform/context';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { CountingStore } from '../../../test/counting-store.test-support';

/**
 * The card fast path (card-fast-path.ts): a cached card page answered without Express carries
 * Express's answer byte for byte, and everything else still reaches Express. Each app here is
 * over a store of its own (a counting wrapper), so its render cache starts empty: a page's first
 * request is drawn and answered by Express, the next ones by the fast path.
 */

let t: TestContext;
let owner: TestUser;
let profile: Profile;
let cardId: string;
const SLUG = 'fast-fern';
/** Sent by every request here, so both paths carry the same id (a sane caller's id is kept). */
const REQUEST_ID = 'fast-path-test-0001';

beforeAll(async () => {
  t = await createTestContext();
  const admin = await createUser(t, { superadmin: true });
  owner = await createUser(t, { firstName: 'Fern', lastName: 'Fast' });
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  profile = (
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({ slug: SLUG, headline: 'Quick to answer', indexable: true })
      .expect(200)
  ).body.data;
  cardId = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds[0];
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  /** The header lines as sent, `Date` left out (the clock's). */
  lines: string[];
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether Express answered (else the fast path). */
  viaExpress: boolean;
}

interface Served {
  ask(path: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  close(): Promise<void>;
}

/** An app on a port of its own, each answer marked with who wrote it. */
async function serve(app: RequestListener): Promise<Served> {
  let viaExpress = false;
  const server = http.createServer((req, res) => {
    // The fast path hands Node its header lines in one array; Express sets them one by one and
    // lets Node write the head when the body is sent.
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: unknown) => typeof res;
    viaExpress = true;
    res.writeHead = ((status: number, headers?: unknown) => {
      if (Array.isArray(headers)) viaExpress = false;
      return writeHead(status, headers);
    }) as typeof res.writeHead;
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ask: (path, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path, method, headers: { 'x-request-id': REQUEST_ID, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const raw = res.rawHeaders;
              const lines = raw.flatMap((name, i) => (i % 2 || /^date$/i.test(name) ? [] : [`${name}: ${raw[i + 1]}`]));
              resolve({
                status: res.statusCode!,
                lines,
                headers: res.headers,
                body: Buffer.concat(chunks),
                viaExpress,
              });
            });
          },
        );
        req.on('error', reject);
        req.end();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Both apps that serve the card pages (the cardPage function's and the API's), each over a cold render cache. */
const APPS: Array<[string, (deps: AppDeps) => RequestListener]> = [
  ['the cardPage function’s app', createCardPageApp],
  ['the API’s app', createApp],
];
const coldDeps = (): AppDeps => ({ ...t.deps, store: new CountingStore(t.store) });

/** Asks twice: the first answer drawn and sent by Express, the second from the cache by the fast path. */
async function expressThenFast(served: Served, path: string, headers?: Record<string, string>, method?: string) {
  const express = await served.ask(path, headers, method);
  const fast = await served.ask(path, headers, method);
  expect([express.viaExpress, fast.viaExpress]).toEqual([true, false]);
  return { express, fast };
}

describe.each(APPS)('the card fast path in %s', (_name, makeApp) => {
  it('answers a cached card with Express’s status, header lines in order, and body, byte for byte', async () => {
    const served = await serve(makeApp(coldDeps()));
    try {
      // A profile's own page, a card's (noindex: X-Robots-Tag), one whose language followed the
      // missing Accept-Language (Vary), and one the visitor chose.
      for (const path of [
        `/card/@${SLUG}?hl=de`,
        `/card/${cardId}?hl=fr`,
        `/card/@${SLUG}`,
        `/card/%40${SLUG}?lang=pt`,
      ]) {
        const { express, fast } = await expressThenFast(served, path);
        expect(express.status).toBe(200);
        expect(fast.lines).toEqual(express.lines);
        expect(fast.body.equals(express.body)).toBe(true);
      }
      const { fast } = await expressThenFast(served, `/card/${cardId}?hl=es`);
      expect(fast.lines[0]).toBe(`x-request-id: ${REQUEST_ID}`);
      expect(fast.headers['x-robots-tag']).toBe('noindex');
      expect(fast.headers['content-language']).toBe('es');
      expect(fast.body.toString()).toContain('Quick to answer');
      const varied = await served.ask(`/card/@${SLUG}`);
      expect([varied.viaExpress, varied.headers.vary]).toEqual([false, 'Accept-Language']);
    } finally {
      await served.close();
    }
  });

  it('answers a conditional request 304 and a HEAD without a body, as Express does', async () => {
    const path = `/card/@${SLUG}?hl=en`;
    const { etag } = (await served200(makeApp, path)).headers;
    const served = await serve(makeApp(coldDeps()));
    try {
      const notModified = await expressThenFast(served, path, { 'If-None-Match': etag as string });
      expect([notModified.express.status, notModified.fast.status]).toEqual([304, 304]);
      expect(notModified.fast.lines).toEqual(notModified.express.lines);
      expect(notModified.fast.headers['content-length']).toBeUndefined();
      expect(notModified.fast.body.length).toBe(0);
      // Express's freshness rules: another ETag, a list naming it, or the request's no-cache.
      expect((await served.ask(path, { 'If-None-Match': '"other"' })).status).toBe(200);
      expect((await served.ask(path, { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
      expect((await served.ask(path, { 'If-None-Match': etag as string, 'Cache-Control': 'no-cache' })).status).toBe(
        200,
      );
    } finally {
      await served.close();
    }
    const headServed = await serve(makeApp(coldDeps()));
    try {
      const head = await expressThenFast(headServed, path, {}, 'HEAD');
      expect(head.fast.lines).toEqual(head.express.lines);
      expect(head.fast.body.length).toBe(0);
      expect(Number(head.fast.headers['content-length'])).toBeGreaterThan(1000);
    } finally {
      await headServed.close();
    }
  });

  it('leaves everything but a cached page to Express', async () => {
    const served = await serve(makeApp(coldDeps()));
    try {
      await served.ask(`/card/@${SLUG}?hl=de`);
      const cases: Array<[string, Record<string, string>, string, number]> = [
        [`/card/@${SLUG}`, { 'Accept-Language': 'fr' }, 'GET', 302],
        ['/card/ZZZZZZZZZZZZ?hl=de', {}, 'GET', 404],
        [`/card/@${SLUG}/?hl=de`, {}, 'GET', 200],
        [`/CARD/@${SLUG}?hl=de`, {}, 'GET', 200],
        [`/card/@${SLUG}?hl=de`, {}, 'POST', 404],
      ];
      for (const [path, headers, method, status] of cases) {
        const answer = await served.ask(path, headers, method);
        expect([path, method, answer.status, answer.viaExpress]).toEqual([path, method, status, true]);
      }
      // A malformed escape: Express's router refuses it (its own answer, unchanged here).
      expect((await served.ask('/card/%E0%A4%A?hl=de')).viaExpress).toBe(true);
    } finally {
      await served.close();
    }
  });
});

/** A page's answer from a fresh app (its ETag is the page's, whichever instance drew it). */
async function served200(makeApp: (deps: AppDeps) => RequestListener, path: string): Promise<Answer> {
  const served = await serve(makeApp(coldDeps()));
  try {
    return await served.ask(path);
  } finally {
    await served.close();
  }
}

describe('the card fast path', () => {
  it('shows an edit at once: the new version is drawn, then answered fast', async () => {
    const served = await serve(createCardPageApp(coldDeps()));
    try {
      const path = `/card/@${SLUG}?hl=en`;
      await expressThenFast(served, path);
      await t.api
        .put(`/v1/profiles/${profile.id}`)
        .set(owner.headers)
        .send({ headline: 'Edited just now' })
        .expect(200);
      const { express, fast } = await expressThenFast(served, path);
      expect(express.body.toString()).toContain('Edited just now');
      expect(fast.body.equals(express.body)).toBe(true);
      await t.api.put(`/v1/profiles/${profile.id}/deactivate`).set(owner.headers).send({}).expect(200);
      const gone = await served.ask(path);
      expect([gone.status, gone.viaExpress]).toEqual([410, true]);
      await t.api
        .put(`/v1/profiles/${profile.id}/deactivate`)
        .set(owner.headers)
        .send({ deactivated: false })
        .expect(200);
    } finally {
      await served.close();
    }
  });

  it('stops answering a deleted profile’s page at once: Express answers its 404', async () => {
    const side = (
      await t.api
        .post('/v1/profiles')
        .set(owner.headers)
        .send({ name: 'Side', firstName: 'Fern', slug: 'fast-fern-side' })
        .expect(201)
    ).body.data as Profile;
    const served = await serve(createCardPageApp(coldDeps()));
    try {
      const path = '/card/@fast-fern-side?hl=en';
      const { fast } = await expressThenFast(served, path);
      expect(fast.status).toBe(200);
      await t.api.put(`/v1/profiles/${side.id}/delete`).set(owner.headers).expect(200);
      const gone = await served.ask(path);
      expect([gone.status, gone.viaExpress]).toEqual([404, true]);
    } finally {
      await served.close();
    }
  });

  it('writes the request log line with the fields Express’s middleware writes', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logger = pino({ messageKey: 'message', base: undefined, timestamp: false }, sink);
    const served = await serve(createCardPageApp({ ...coldDeps(), logger }));
    try {
      await expressThenFast(served, `/card/@${SLUG}?hl=de`);
      await served.ask(`/card/@${SLUG}?hl=de`, { 'If-None-Match': '*' });
      await new Promise((resolve) => setImmediate(resolve));
      const requests = lines.filter((line) => line.message === 'request');
      expect(requests.map(({ ms, ...rest }) => [typeof ms, rest])).toEqual(
        [200, 200, 304].map((status) => [
          'number',
          { level: 30, requestId: REQUEST_ID, method: 'GET', path: `/card/@${SLUG}`, status, message: 'request' },
        ]),
      );
    } finally {
      await served.close();
    }
  });

  it('answers the same behind the functions framework, which hands over an Express request', async () => {
    const app = createCardPageApp(coldDeps());
    // As the functions framework calls the function: its own Express app (X-Powered-By on) in front.
    const framework = express();
    framework.all('/{*path}', (req, res) => app(req, res));
    const served = await serve(framework);
    try {
      const { express: first, fast } = await expressThenFast(served, `/card/@${SLUG}?hl=de`);
      expect(fast.lines).toEqual(first.lines);
      expect(fast.headers['x-powered-by']).toBeUndefined();
      expect(fast.body.equals(first.body)).toBe(true);
    } finally {
      await served.close();
    }
  });
});
