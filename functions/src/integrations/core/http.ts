import type { z } from 'zod';

/**
 * Every call to a provider goes through here: a time limit, the answer read as JSON and checked
 * with a zod schema before anything uses it. Failures come out as ProviderError, in three kinds:
 * - `refused`: the provider said no in its own words (4xx, or an OAuth error in a 200 body);
 * - `unavailable`: no answer in time, a dropped connection, a 5xx or a 429;
 * - `misfit`: an answer that is not the shape the provider documents.
 */

export type ProviderFailure = 'refused' | 'unavailable' | 'misfit';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    /** For our logs and the connection's reason: the status and the provider's words, never a token. */
    readonly detail: string,
    readonly status?: number,
  ) {
    super(detail);
    this.name = 'ProviderError';
  }
}

/** Answers larger than this are not what any provider documents for the calls we make. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const MAX_DETAIL_LENGTH = 300;

/**
 * The error words in the shapes providers use: OAuth's `{error, error_description}`, Meta's
 * `{error: {message, type, code}}` and `{error_type, error_message}`, TikTok's envelope
 * `{error: {code, message}}` (code 'ok' on success), X's `{title, detail}`, Calendly's
 * `{title, message}` and GoHighLevel's `{statusCode, message}`.
 */
function errorWordsOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const { error } = b;
  if (typeof error === 'string')
    return typeof b.error_description === 'string' && b.error_description ? `${error}: ${b.error_description}` : error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; type?: unknown; code?: unknown };
    if (e.code === 'ok') return undefined;
    return [e.type, e.code, e.message].filter((part) => part !== undefined && part !== '').join(' ');
  }
  if (typeof b.error_type === 'string') return [b.error_type, b.error_message].filter(Boolean).join(': ');
  if (typeof b.title === 'string')
    return [b.title, b.detail ?? b.message].filter((part) => typeof part === 'string' && part).join(': ');
  if (typeof b.statusCode === 'number' && b.message !== undefined)
    return `${b.statusCode} ${Array.isArray(b.message) ? b.message.join(', ') : String(b.message)}`;
  return undefined;
}

export interface ProviderRequest<S extends z.ZodType> {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | undefined>;
  /** Sent as application/json. */
  json?: unknown;
  schema: S;
  timeoutMs: number;
  /** TikTok and others can answer 200 with an error body: check the body for error words whatever the status. */
  errorsInBody?: boolean;
}

async function readText(res: Response): Promise<string> {
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_ANSWER_BYTES)
    throw new ProviderError('misfit', `HTTP ${res.status}: answer of ${length} bytes`, res.status);
  const text = await res.text();
  if (text.length > MAX_ANSWER_BYTES)
    throw new ProviderError('misfit', `HTTP ${res.status}: answer of ${text.length} characters`, res.status);
  return text;
}

const clip = (text: string) => text.slice(0, MAX_DETAIL_LENGTH);

export async function callProvider<S extends z.ZodType>(request: ProviderRequest<S>): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields = Object.entries(request.form).filter((entry): entry is [string, string] => entry[1] !== undefined);
    body = new URLSearchParams(fields).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }

  let res: Response;
  let text: string;
  try {
    res = await fetch(request.url, {
      method: request.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await readText(res);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const e = error as { name?: string; cause?: { code?: string }; message?: string };
    if (e.name === 'TimeoutError') throw new ProviderError('unavailable', `no answer within ${request.timeoutMs} ms`);
    throw new ProviderError('unavailable', `network: ${e.cause?.code ?? e.message ?? 'failed'}`);
  }

  let parsedBody: unknown;
  try {
    parsedBody = text ? JSON.parse(text) : undefined;
  } catch {
    parsedBody = undefined;
  }
  const words = errorWordsOf(parsedBody);
  if (res.status >= 500 || res.status === 429)
    throw new ProviderError('unavailable', clip(`HTTP ${res.status}${words ? ` ${words}` : ''}`), res.status);
  if (!res.ok) throw new ProviderError('refused', clip(`HTTP ${res.status}${words ? ` ${words}` : ''}`), res.status);
  if (request.errorsInBody && words)
    throw new ProviderError('refused', clip(`HTTP ${res.status} ${words}`), res.status);

  const checked = request.schema.safeParse(parsedBody);
  if (!checked.success) {
    const where = checked.error.issues[0]?.path.join('.') || 'answer';
    throw new ProviderError('misfit', clip(`HTTP ${res.status}: unexpected ${where}`), res.status);
  }
  return checked.data;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
export const basicAuth = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
});
