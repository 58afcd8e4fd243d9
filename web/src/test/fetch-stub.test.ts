import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from './fetch-stub.test-support';

/** The web tests' one fetch stub answers by the keys its header promises, in their order. */
afterEach(() => vi.unstubAllGlobals());

const answer = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
};

describe('stubFetch', () => {
  it('prefers method and path, then the path, then the longest prefix of the method, then *', async () => {
    stubFetch({
      'PUT /v1/profiles/p1': { body: 'put' },
      '/v1/profiles/p1': { body: 'any' },
      'GET /v1/files/*': { body: 'files' },
      'GET /v1/files/logos/*': { body: 'logos' },
      '*': { status: 500, body: 'other' },
    });
    expect(await answer('/v1/profiles/p1', { method: 'PUT' })).toEqual({ status: 200, body: '"put"' });
    expect(await answer('/v1/profiles/p1?x=1')).toEqual({ status: 200, body: '"any"' });
    expect(await answer('/v1/files/logos/a.png')).toEqual({ status: 200, body: '"logos"' });
    expect(await answer('/v1/files/a.png')).toEqual({ status: 200, body: '"files"' });
    expect(await answer('/v1/files/a.png', { method: 'DELETE' })).toEqual({ status: 500, body: '"other"' });
  });

  it('answers 404 as the API does when no key matches, and reads routes added after stubbing', async () => {
    const routes = {};
    stubFetch(routes);
    expect(await answer('/v1/cards')).toEqual({ status: 404, body: JSON.stringify({ message: 'Not found.' }) });
    Object.assign(routes, { 'GET /v1/cards': { body: { data: [] } } });
    expect(await answer('/v1/cards')).toEqual({ status: 200, body: JSON.stringify({ data: [] }) });
  });

  it('takes a list in turn, repeating the last, and passes the request to a function answer', async () => {
    stubFetch({
      'GET /v1/jobs/j1': [{ body: 'pending' }, { body: 'done' }],
      'POST /v1/echo': ({ body, query }) => ({ status: 201, body: { body, q: query.get('q') } }),
    });
    const turns = [];
    for (let i = 0; i < 3; i++) turns.push((await answer('/v1/jobs/j1')).body);
    expect(turns).toEqual(['"pending"', '"done"', '"done"']);
    expect(await answer('/v1/echo?q=hi', { method: 'POST', body: JSON.stringify({ a: 1 }) })).toEqual({
      status: 201,
      body: JSON.stringify({ body: { a: 1 }, q: 'hi' }),
    });
  });

  it('records every request with its method, path, query and parsed body', async () => {
    const { calls } = stubFetch();
    await fetch('/v1/contacts?limit=2', {
      method: 'post',
      body: JSON.stringify({ firstName: 'Ada' }),
      headers: { Authorization: 'Bearer t' },
    });
    await fetch('/v1/notes', { method: 'POST', body: 'plain text' });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/v1/contacts', body: { firstName: 'Ada' } },
      { method: 'POST', path: '/v1/notes', body: 'plain text' },
    ]);
    expect(calls[0].query.get('limit')).toBe('2');
    expect(calls[0].headers.get('authorization')).toBe('Bearer t');
  });
});
