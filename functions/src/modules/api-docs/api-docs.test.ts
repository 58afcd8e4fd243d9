import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Express } from 'express';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { registeredRoutes } from '../../../test/security/probe.test-support';
import { z } from 'zod';
import { checkAnswer, undescribedAnswers } from '../../../test/openapi.test-support';
import { API_ROUTES } from '../../contract/openapi/document';
import { data, empty, file, json, page, type ApiRoute } from '../../contract/openapi/define';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Registered /v1 routes the description lacks, and described routes Express does not have. */
function coverage(app: Express) {
  const registered = registeredRoutes(app)
    .filter((r) => r.path.startsWith('/v1/'))
    .map((r) => `${r.method} ${r.path}`);
  const described = API_ROUTES.map((r) => `${r.method.toUpperCase()} /v1${r.path}`);
  return {
    registered,
    described,
    missing: registered.filter((key) => !described.includes(key)),
    stale: described.filter((key) => !registered.includes(key)),
    duplicated: described.filter((key, i) => described.indexOf(key) !== i),
  };
}

describe('the OpenAPI description', () => {
  it('is served at /v1/openapi.json, public and cached, and is a valid OpenAPI 3.1 document', async () => {
    const res = await t.api.get('/v1/openapi.json').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.openapi).toBe('3.1.0');
    const api = await SwaggerParser.validate(structuredClone(res.body));
    expect(Object.keys(api.paths ?? {}).length).toBeGreaterThan(100);
  });

  it('has every /v1 route Express registers, and no other', () => {
    const { registered, missing, stale, duplicated } = coverage(t.app);
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(registered.length).toBe(API_ROUTES.length);
  });

  it('notices a route added to Express and not described', async () => {
    const other = await createTestContext();
    try {
      other.app.get('/v1/undescribed-route', (_req, res) => {
        res.json({ data: {} });
      });
      expect(coverage(other.app).missing).toEqual(['GET /v1/undescribed-route']);
    } finally {
      await other.close();
    }
  });

  it('describes the success answer of every route: its JSON schema, its file type, or no body', () => {
    expect(undescribedAnswers()).toEqual([]);
  });

  it("notices an answer left undescribed: its data, a page's items, a field inside, or unwrapped", () => {
    const route = (path: string, answer: ApiRoute['answer']): ApiRoute => ({
      method: 'get',
      path,
      tag: 'Test',
      summary: path,
      auth: 'public',
      answer,
    });
    const routes = [
      route('/open', data(z.unknown())),
      route('/open-list', data(z.array(z.unknown()))),
      route('/open-page', page(z.unknown())),
      route('/open-json', json(z.any())),
      route('/open-union', data(z.union([z.object({ a: z.string() }), z.unknown()]))),
      route('/open-field', json(z.object({ data: z.array(z.object({ a: z.string(), b: z.unknown() })) }))),
      route('/map', data(z.record(z.string(), z.unknown()))),
      route('/typed', data(z.object({ a: z.string() }))),
      route('/typed-page', page(z.object({ a: z.string() }))),
      route('/nullable', data(z.object({ a: z.string() }).nullable())),
      route('/file', file('text/csv')),
      route('/none', empty),
    ];
    expect(undescribedAnswers(routes)).toEqual([
      'GET /v1/open',
      'GET /v1/open-list',
      'GET /v1/open-page',
      'GET /v1/open-json',
      'GET /v1/open-union',
      'GET /v1/open-field',
    ]);
  });

  it('says every signed-in route takes a Firebase ID token and answers refusals in the error shape', async () => {
    const res = await t.api.get('/v1/openapi.json').expect(200);
    const getContacts = res.body.paths['/v1/contacts'].get;
    expect(getContacts.security).toEqual([{ firebaseIdToken: [] }]);
    expect(getContacts.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(res.body.components.securitySchemes.firebaseIdToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(res.body.paths['/v1/health'].get.security).toEqual([]);
  });
});

describe('the response check of the API tests', () => {
  const contact = { id: 'c1', firstName: 'Ada' };
  it('refuses an answer that does not match its schema', () => {
    expect(() =>
      checkAnswer('GET', '/v1/contacts/c1', {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { data: contact },
      }),
    ).toThrow(/does not match its OpenAPI schema/);
  });
  it('refuses a status, a media type or a route the description does not have', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(() =>
      checkAnswer('GET', '/v1/health', { status: 201, headers: json, body: { data: { status: 'ok' } } }),
    ).toThrow(/the description says 200/);
    expect(() =>
      checkAnswer('GET', '/v1/health', { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' }),
    ).toThrow(/says application\/json/);
    expect(() => checkAnswer('GET', '/v1/nowhere', { status: 200, headers: json, body: {} })).toThrow(/does not have/);
  });
  it('takes a matching answer, and the literal route before a parameter', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(() =>
      checkAnswer('GET', '/v1/contacts/count?q=a', { status: 200, headers: json, body: { data: { count: 3 } } }),
    ).not.toThrow();
    expect(() =>
      checkAnswer('GET', '/v1/health', { status: 200, headers: json, body: { data: { status: 'ok' } } }),
    ).not.toThrow();
  });
});

describe('the reference page at /v1/docs', () => {
  it('loads its script from this server with a nonce the CSP allows, and nothing from a CDN', async () => {
    const res = await t.api.get('/v1/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(res.text).toContain(`<script src="/v1/docs/reference.js" nonce="${nonce}">`);
    expect(res.text).toContain('/v1/openapi.json');
    expect(res.text).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\//i);
  });

  it("serves Scalar's standalone script, cached", async () => {
    const res = await t.api.get('/v1/docs/reference.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.length ?? res.text.length).toBeGreaterThan(100_000);
  });
});
