import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages';
import { ApiError, createApiClient, errorMessage, SSO_REQUIRED } from './api';

/** A small real HTTP server standing in for the API, answering by path. */
let server: Server;
let baseUrl = '';
const seen: { method?: string; url?: string; authorization?: string; body?: string }[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: await bodyOf(req) });
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const path = req.url?.split('?')[0];
    if (path === '/v1/users/u1') return send(200, { data: { userId: 'u1', firstName: 'Jordan' } });
    if (path === '/v1/contacts') return send(200, { data: [{ id: 'c1' }], nextCursor: 'next-1' });
    if (path === '/v1/register')
      return send(409, {
        message: MESSAGES.emailRegistered,
        code: 'email-already-exists',
        fields: { email: MESSAGES.emailRegistered },
      });
    if (path === '/v1/refused') return send(403, { message: 'Use your company account.', code: 'sso-required' });
    if (path === '/v1/crash') return send(500, '<html>proxy error</html>');
    if (path === '/v1/empty') return send(204);
    if (path === '/v1/export') {
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="cards-b1.csv"',
      });
      return res.end('card_id,url\nA,http://x/card/A\n');
    }
    return send(404, { message: 'This endpoint does not exist.', code: 'not-found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (token: string | null = 'id-token-1') => createApiClient({ baseUrl, getToken: async () => token });

describe('api client', () => {
  it('sends the ID token as a bearer and unwraps data', async () => {
    await expect(client().get('/v1/users/u1')).resolves.toEqual({ userId: 'u1', firstName: 'Jordan' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', authorization: 'Bearer id-token-1' });
  });

  it('sends no Authorization header when signed out', async () => {
    await client(null).get('/v1/users/u1');
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('keeps nextCursor for lists and passes query values', async () => {
    await expect(
      client().list('/v1/contacts', { query: { limit: 25, cursor: undefined, search: 'jo' } }),
    ).resolves.toEqual({ data: [{ id: 'c1' }], nextCursor: 'next-1' });
    expect(seen.at(-1)?.url).toBe('/v1/contacts?limit=25&search=jo');
  });

  it('sends JSON bodies', async () => {
    await client()
      .post('/v1/register', { email: 'a@b.co' })
      .catch(() => undefined);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"email":"a@b.co"}' });
  });

  it('turns a server error into its message, status and fields', async () => {
    const error = await client()
      .post('/v1/register', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: MESSAGES.emailRegistered,
      code: 'email-already-exists',
      fields: { email: MESSAGES.emailRegistered },
    });
    expect(errorMessage(error)).toBe(MESSAGES.emailRegistered);
  });

  it('shows every refusal to onRefusal before the caller sees it, and nothing else', async () => {
    const refusals: ApiError[] = [];
    const watched = createApiClient({
      baseUrl,
      getToken: async () => 'id-token-1',
      onRefusal: (e) => refusals.push(e),
    });
    await watched.get('/v1/users/u1');
    expect(refusals).toEqual([]);
    const error = await watched.get('/v1/refused').catch((e: unknown) => e);
    expect(refusals).toEqual([error]);
    expect(error).toMatchObject({ status: 403, code: SSO_REQUIRED, message: 'Use your company account.' });
  });

  it("answers 'Unknown Error' when the server gives no message", async () => {
    const error = await client()
      .get('/v1/crash')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: MESSAGES.unknownError });
  });

  it('answers undefined for an empty 204', async () => {
    await expect(client().delete('/v1/empty')).resolves.toBeUndefined();
  });

  it("downloads a file with the bearer and the server's file name", async () => {
    const file = await client().download('/v1/export');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', authorization: 'Bearer id-token-1' });
    expect(file.filename).toBe('cards-b1.csv');
    expect(await file.blob.text()).toBe('card_id,url\nA,http://x/card/A\n');
    await expect(client().download('/v1/missing')).rejects.toMatchObject({
      status: 404,
      message: 'This endpoint does not exist.',
    });
  });

  it('downloads a file an export answers to a POST with a JSON body', async () => {
    const file = await client().download('/v1/export', { method: 'POST', body: { q: 'ada' } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', authorization: 'Bearer id-token-1', body: '{"q":"ada"}' });
    expect(file.filename).toBe('cards-b1.csv');
  });

  it('reports an unreachable server with the generic message', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: async () => null });
    await expect(offline.get('/v1/users/u1')).rejects.toMatchObject({ status: 0, message: MESSAGES.genericError });
  });
});
