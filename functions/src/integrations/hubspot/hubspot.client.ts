import type { Client } from '@hubspot/api-client';
import type { z } from 'zod';
import { ProviderError } from '../core/http';
import type { ProviderCall } from '../core/types';

/**
 * Every HubSpot call goes through @hubspot/api-client and comes out of here: within the call's
 * time limit, its answer checked with a zod schema, its failures as ProviderError the way
 * integrations/core/http.ts sorts them (401/403 refused: the connection is unusable; 429 and 5xx
 * unavailable: retried; other 4xx refused; an answer of another shape misfit), keeping HubSpot's
 * category and message in the detail.
 */

/**
 * The same options for every client. The SDK's retry and limiter decorators are one per process:
 * each `new Client` installs its own for every client, so differing options would leak into each
 * other's calls. No SDK retries: the outbox retries a push with its own backoff, and the SDK's
 * retry of a 429 waits 10 s per attempt, longer than a push may take.
 */
const CLIENT_OPTIONS = { numberOfApiCallRetries: 0 } as const;

const MAX_DETAIL_LENGTH = 300;

/** What the SDK attaches to an ApiException (each generated API has its own class of it). */
interface SdkApiException {
  code: number;
  body: unknown;
}

const isApiException = (error: unknown): error is SdkApiException =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'number' &&
  'body' in error;

/** HubSpot's words in an error body: `{category, message}` (CRM) or `{status, message}` (OAuth). */
function wordsOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as { category?: unknown; status?: unknown; message?: unknown };
  const tag = typeof b.category === 'string' ? b.category : typeof b.status === 'string' ? b.status : '';
  const message = typeof b.message === 'string' ? b.message : '';
  return [tag, message].filter(Boolean).join(': ');
}

const clip = (text: string) => text.slice(0, MAX_DETAIL_LENGTH);

/** The ProviderError for what the SDK threw; `status` is the HTTP status the client last saw. */
function providerErrorOf(error: unknown, status: number | undefined): ProviderError {
  if (error instanceof ProviderError) return error;
  if (isApiException(error)) {
    const words = wordsOf(error.body);
    const detail = clip(`HTTP ${error.code}${words ? ` ${words}` : ''}`);
    if (error.code >= 500 || error.code === 429) return new ProviderError('unavailable', detail, error.code);
    return new ProviderError('refused', detail, error.code);
  }
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  // A fetch that never got an answer: the SDK lets the TypeError through.
  if (e.name === 'TypeError' && e.message === 'fetch failed')
    return new ProviderError('unavailable', `network: ${e.cause?.code ?? 'failed'}`);
  // An answer the SDK could not read (no or another content type, broken JSON): a proxy's error
  // page is an outage, anything else a misfit.
  if (status !== undefined && (status >= 500 || status === 429))
    return new ProviderError('unavailable', clip(`HTTP ${status}: unreadable answer`), status);
  return new ProviderError(
    'misfit',
    clip(`HTTP ${status ?? '?'}: unreadable answer (${e.message ?? 'unknown'})`),
    status,
  );
}

/**
 * Runs `work` with a client for `basePath` (the API host, or the token host for OAuth calls),
 * within the call's time limit, and checks its answer. The SDK takes no abort signal, so a late
 * answer is dropped rather than cancelled.
 */
export async function hubspotCall<S extends z.ZodType>(
  call: ProviderCall,
  target: { basePath: string; accessToken?: string },
  schema: S,
  work: (client: Client) => Promise<unknown>,
): Promise<z.infer<S>> {
  let status: number | undefined;
  // Loaded on the first HubSpot call: wiring.ts reaches this file from every function's entry,
  // and the SDK's ~100 CommonJS files would otherwise load on each cold start (docs/operations.md).
  const { Client: HubspotClient } = await import('@hubspot/api-client');
  const client = new HubspotClient({
    ...CLIENT_OPTIONS,
    basePath: target.basePath,
    ...(target.accessToken ? { accessToken: target.accessToken } : {}),
    middleware: [
      {
        pre: (context: unknown) => context,
        post: (context: unknown) => {
          status = (context as { httpStatusCode?: number }).httpStatusCode;
          return context;
        },
      },
    ],
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError('unavailable', `no answer within ${call.timeoutMs} ms`)),
      call.timeoutMs,
    );
  });
  let answer: unknown;
  try {
    answer = await Promise.race([work(client), timeout]);
  } catch (error) {
    throw providerErrorOf(error, status);
  } finally {
    clearTimeout(timer);
  }
  const checked = schema.safeParse(answer);
  if (!checked.success) {
    const where = checked.error.issues[0]?.path.join('.') || 'answer';
    throw new ProviderError('misfit', clip(`HTTP ${status ?? 200}: unexpected ${where}`), status);
  }
  return checked.data;
}
