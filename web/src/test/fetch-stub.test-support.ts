import { vi } from 'vitest';

/**
 * The one fetch stub of the web tests: the API's answers keyed by route, every request recorded.
 *
 * Keys, tried in this order: `'PUT /v1/profiles/p1'` (method and path), `'/v1/profiles/p1'` (any
 * method), `'GET /v1/profiles/p1/backgrounds/*'` or `'/v1/files/*'` (a path prefix, the longest
 * first), `'*'` (any other request). A request no key matches answers 404 `{ message: 'Not found.' }`,
 * as the API does. The routes object is read at each request, so a test may add or replace
 * answers after stubbing.
 *
 * An answer is `{ status, body, headers }` (the body sent as JSON; 200 and no body by default), a
 * `Response` for anything else (HTML, bytes), a function of the request giving either (it may
 * wait), or a list of them taken in turn, the last one repeating.
 */

export interface StubRequest {
  method: string;
  /** The URL as the app passed it (relative to the app's origin for API calls). */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The request body: parsed when it is JSON, else as sent. */
  body: unknown;
  headers: Headers;
}

export type Reply = Response | { status?: number; body?: unknown; headers?: Record<string, string> };
type Answer = Reply | ((request: StubRequest) => Reply | Promise<Reply>);
export type Route = Answer | Answer[];
export type Routes = Record<string, Route>;

const NOT_FOUND: Reply = { status: 404, body: { message: 'Not found.' } };

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function routeFor(routes: Routes, method: string, path: string): string | undefined {
  const exact = [`${method} ${path}`, path].find((key) => key in routes);
  if (exact) return exact;
  const prefixes = Object.keys(routes)
    .filter((key) => key.endsWith('/*'))
    .filter((key) => {
      const [keyMethod, keyPath] = key.includes(' ') ? key.split(' ') : [method, key];
      return keyMethod === method && path.startsWith(keyPath.slice(0, -1));
    })
    .sort((a, b) => b.length - a.length);
  return prefixes[0] ?? ('*' in routes ? '*' : undefined);
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  const body = reply.body === undefined ? null : JSON.stringify(reply.body);
  return new Response(body, {
    status: reply.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
}

/** Replaces `fetch` with the routes' answers until `vi.unstubAllGlobals()`. */
export function stubFetch(routes: Routes = {}) {
  const calls: StubRequest[] = [];
  const taken = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubRequest = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: parseBody(init.body),
      headers: new Headers(init.headers),
    };
    calls.push(request);
    const key = routeFor(routes, method, parsed.pathname);
    let answer: Answer = NOT_FOUND;
    if (key !== undefined) {
      const route = routes[key];
      if (Array.isArray(route)) {
        const turn = taken.get(key) ?? 0;
        taken.set(key, turn + 1);
        answer = route[Math.min(turn, route.length - 1)];
      } else {
        answer = route;
      }
    }
    return toResponse(typeof answer === 'function' ? await answer(request) : answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
