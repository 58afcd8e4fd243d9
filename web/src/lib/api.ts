import { MESSAGES } from '@contract/messages';
import { currentIdToken } from './identity';
import { authErrorCode, authErrorView } from './auth-errors';

/** A failed API call: the server's message (or 'Unknown Error'), its status, code and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A growing list as the API answers it. */
export interface Page<T> {
  data: T[];
  nextCursor?: string;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key` for one attempt of a payment. */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Origin the paths are resolved against; the app uses its own origin (Hosting rewrites /v1). */
  baseUrl?: string;
  getToken: () => Promise<string | null>;
  /** Sees every refusal before the caller does (the app's one place for refusals of the session itself). */
  onRefusal?: (error: ApiError) => void;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { message?: unknown; code?: unknown; fields?: unknown };
  const message = typeof b.message === 'string' && b.message ? b.message : MESSAGES.unknownError;
  const fields = b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : undefined;
  return new ApiError(status, message, typeof b.code === 'string' ? b.code : undefined, fields);
}

export interface DownloadedFile {
  blob: Blob;
  /** The server's file name, else empty. */
  filename: string;
}

/** `attachment; filename="a.csv"`, or the RFC 5987 `filename*=UTF-8''a.csv` that takes precedence. */
function filenameOf(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*=(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? '';
}

export function createApiClient({ baseUrl = '', getToken, onRefusal }: ApiClientOptions) {
  async function respond(
    method: string,
    path: string,
    options: RequestOptions = {},
    accept = 'application/json',
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers, Accept: accept };
    const token = await getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${withQuery(path, options.query)}`, {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      // No answer at all (offline, DNS, refused): nothing from the server to show.
      throw new ApiError(0, MESSAGES.genericError, 'network');
    }
    if (!response.ok) {
      const error = errorFrom(response.status, await readBody(response));
      onRefusal?.(error);
      throw error;
    }
    return response;
  }

  const send = async (method: string, path: string, options?: RequestOptions): Promise<unknown> =>
    readBody(await respond(method, path, options));

  const unwrap = <T>(body: unknown): T =>
    body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : (body as T);

  return {
    get: async <T>(path: string, options?: RequestOptions) => unwrap<T>(await send('GET', path, options)),
    post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap<T>(await send('POST', path, { ...options, body })),
    put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap<T>(await send('PUT', path, { ...options, body })),
    patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap<T>(await send('PATCH', path, { ...options, body })),
    delete: async <T>(path: string, options?: RequestOptions) => unwrap<T>(await send('DELETE', path, options)),
    /** A growing list: the items and the cursor of the next page, if any. */
    list: async <T>(path: string, options?: RequestOptions): Promise<Page<T>> => {
      const body = (await send('GET', path, options)) as { data?: T[]; nextCursor?: string } | undefined;
      return { data: body?.data ?? [], ...(body?.nextCursor ? { nextCursor: body.nextCursor } : {}) };
    },
    /** A file the API sends (a CSV export): its bytes and the name from Content-Disposition. POST for exports that take a body. */
    download: async (path: string, options?: RequestOptions & { method?: 'GET' | 'POST' }): Promise<DownloadedFile> => {
      const response = await respond(options?.method ?? 'GET', path, options, '*/*');
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The code of the API's 403 for a password or email-link session whose company enforces SSO (docs/sso.md). */
export const SSO_REQUIRED = 'sso-required';

type RefusalListener = (error: ApiError) => void;
const refusalListeners = new Set<RefusalListener>();

/** Subscribes to the app client's refusals (session/auth.tsx signs out on `sso-required`); returns the unsubscribe. */
export function onApiRefusal(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
}

/** The app's client: same-origin /v1, the signed-in user's ID token on every call. */
export const api = createApiClient({
  getToken: currentIdToken,
  onRefusal: (error) => refusalListeners.forEach((listener) => listener(error)),
});

/** The text to show for any failure: the server's message, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (authErrorCode(error)) return authErrorView(error)?.message ?? MESSAGES.genericError;
  return MESSAGES.fallbackError;
}
