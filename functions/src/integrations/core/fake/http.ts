import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake provider answers the requests under its own path prefix (`/instagram/...`). */
export interface FakeProvider {
  readonly name: string;
  /** `path` is without the provider prefix; `false` when the fake has no such endpoint. */
  handle(req: FakeRequest, res: ServerResponse): Promise<boolean> | boolean;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The raw body as text (form or JSON, as the provider's protocol has it). */
  body: string;
  raw: IncomingMessage;
}

export interface FakeServer {
  /** The origin, to use as EVERLINK_FAKES_URL: each provider lives at `${url}/${name}`. */
  url: string;
  baseOf(name: string): string;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The form fields of an application/x-www-form-urlencoded body; empty for any other type. */
export function formOf(req: FakeRequest): URLSearchParams {
  const type = req.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(req.body) : new URLSearchParams();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Real HTTP on 127.0.0.1 (an ephemeral port unless one is given), serving each fake under `/${name}`. */
export async function startFakeServer(providers: FakeProvider[], port = 0): Promise<FakeServer> {
  const byName = new Map(providers.map((p) => [p.name, p]));
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, name, ...rest] = url.pathname.split('/');
      const provider = byName.get(name);
      const fakeReq: FakeRequest = {
        method: req.method ?? 'GET',
        path: `/${rest.join('/')}`,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
        raw: req,
      };
      if (!provider || !(await provider.handle(fakeReq, res)))
        sendJson(res, 404, { error: 'not_found', error_description: `No fake for ${req.method} ${url.pathname}` });
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: 'fake_crashed', error_description: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseOf: (name) => `${url}/${name}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
