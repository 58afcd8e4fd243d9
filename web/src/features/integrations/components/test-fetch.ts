import { vi } from 'vitest';

/** The API's answers in web tests, by `METHOD /path`; every request is recorded. */
export type Answer = { status?: number; body?: unknown };

export function stubApi(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not found.' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
