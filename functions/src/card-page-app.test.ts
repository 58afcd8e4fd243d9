import http from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from './contract/profiles';
import { createCardPageApp } from './card-page-app';
import { createTestContext, createUser, type TestContext } from '../test/harness.test-support';

/** The cardPage function's own app (docs/operations.md, "Function sizes"): the pages as the API's app serves them, nothing else. */

let t: TestContext;
let pages: ReturnType<typeof supertest>;
const SLUG = 'light-entry';

beforeAll(async () => {
  t = await createTestContext();
  pages = supertest(createCardPageApp(t.deps));
  const owner = await createUser(t, { firstName: 'Lia', lastName: 'Light' });
  const profile = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  await t.api
    .put(`/v1/profiles/${profile.id}`)
    .set(owner.headers)
    .send({ slug: SLUG, config: { leadCapture: { enabled: true } } })
    .expect(200);
});
afterAll(async () => t.close());

describe('the card page function’s app', () => {
  it('answers a card page and its lead form exactly as the API’s app does', async () => {
    const own = await pages.get(`/card/@${SLUG}?hl=de`).expect(200);
    const api = await t.api.get(`/card/@${SLUG}?hl=de`).expect(200);
    expect(own.text).toBe(api.text);
    expect(own.text).toContain('<h1>Lia Light</h1>');
    for (const header of ['cache-control', 'content-security-policy', 'etag', 'content-language'])
      expect(own.headers[header]).toBe(api.headers[header]);
    const redirect = await pages.get(`/card/@${SLUG}`).set('Accept-Language', 'fr').expect(302);
    expect(redirect.headers.location).toBe(`/card/@${SLUG}?hl=fr`);
    expect((await pages.get(`/card/@${SLUG}/contact?lang=en`)).status).toBe(
      (await t.api.get(`/card/@${SLUG}/contact?lang=en`)).status,
    );
  });

  it('answers the same headers from both apps: the API’s app serves a card before its own middleware', async () => {
    // An allowed origin: the API’s CORS would answer it, the card page never reads it.
    const origin = t.deps.config.allowedOrigins[0];
    const headersOf = (res: supertest.Response) => {
      const { date: _date, 'x-request-id': requestId, ...rest } = res.headers;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      return rest;
    };
    const own = await pages.get(`/card/@${SLUG}?hl=de`).set('Origin', origin).expect(200);
    const api = await t.api.get(`/card/@${SLUG}?hl=de`).set('Origin', origin).expect(200);
    expect(headersOf(api)).toEqual(headersOf(own));
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    expect(api.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(api.headers['content-length'])).toBe(Buffer.byteLength(api.text));

    // The page’s bytes, kept with its cache entry, answer a HEAD and a conditional request alike.
    const head = await t.api.head(`/card/@${SLUG}?hl=de`).expect(200);
    expect([head.headers['content-length'], head.headers.etag]).toEqual([
      api.headers['content-length'],
      api.headers.etag,
    ]);
    const again = await t.api.get(`/card/@${SLUG}?hl=de`).set('If-None-Match', api.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('keeps the language redirect on this host, whatever the request target names', async () => {
    // Sent raw: supertest cannot send a target in absolute form, which a proxy-style client may.
    const server = http.createServer(createCardPageApp(t.deps)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const locationOf = (path: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path, headers: { 'accept-language': 'fr' } }, (res) => {
          res.resume();
          resolve(res.headers.location);
        });
        req.on('error', reject);
      });
    try {
      expect(await locationOf(`http://elsewhere.example/card/@${SLUG}?a=1`)).toBe(`/card/@${SLUG}?a=1&hl=fr`);
      expect(await locationOf('/card/..//elsewhere.example')).toBe('/card/..//elsewhere.example?hl=fr');
    } finally {
      server.close();
    }
  });

  it('serves nothing of the API', async () => {
    const res = await pages.get('/v1/health');
    expect([res.status, res.body.code]).toEqual([404, 'not-found']);
    expect((await pages.get('/v1/public/cards/ZZZZZZZZZZZZ')).status).toBe(404);
  });
});
