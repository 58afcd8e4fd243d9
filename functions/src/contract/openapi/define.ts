import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { id } from '../common';

/**
 * One /v1 route of the OpenAPI description (docs/api.md): what it takes and what it answers, in
 * the contract's own schemas. The route files of this folder list every route Express registers;
 * openapi.test.ts fails when one is missing or a real answer does not match.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As Express registers it, under /v1: `/contacts/:contactId`, `/files/{*path}`. */
  path: string;
  tag: string;
  summary: string;
  /** token: a Firebase ID token is required; optional: it changes the answer; public: none is read. */
  auth: 'token' | 'optional' | 'public';
  /** Path parameters that are not plain ids (the route's own schema); the others are `id()`. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, or `upload` for a multipart file in field `file`. */
  body?: z.ZodType | 'upload';
  /** Also answers an HTML page to a browser that asks for one (Accept). */
  alsoHtml?: boolean;
  /** The success status (200, or 204 for `empty`, unless said); several when it tells created from found. */
  status?: number | number[];
  answer: Answer;
}

/** What a route answers with on success. */
export type Answer =
  | { kind: 'data'; schema: z.ZodType }
  | { kind: 'page'; schema: z.ZodType }
  | { kind: 'json'; schema: z.ZodType }
  | { kind: 'file'; mediaTypes: string[] }
  | { kind: 'empty' };

/** `{ data: … }`, the answer of most routes. */
export const data = (schema: z.ZodType): Answer => ({ kind: 'data', schema });
/** A page of a growing list: `{ data: […], nextCursor? }`. */
export const page = (schema: z.ZodType): Answer => ({ kind: 'page', schema });
/** A JSON answer not wrapped in `data` (a provider's callback answers as the provider wants). */
export const json = (schema: z.ZodType): Answer => ({ kind: 'json', schema });
/** Bytes of a file (CSV, PNG, vCard, HTML, ZIP, pass), in one of these media types. */
export const file = (...mediaTypes: string[]): Answer => ({ kind: 'file', mediaTypes });
export const empty: Answer = { kind: 'empty' };

/** The one error shape of every 4xx and 5xx (platform/errors.ts). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ApiError', description: 'The error shape of every refused call (docs/architecture.md).' });

export const SECURITY_SCHEME = 'firebaseIdToken';

/** Express's `:name` and `{*name}` become OpenAPI's `{name}`. */
export const openApiPath = (expressPath: string) =>
  `/v1${expressPath.replace(/\{\*(\w+)\}/g, '{$1}').replace(/:(\w+)/g, '{$1}')}`;

const pathParamNames = (expressPath: string) =>
  [...expressPath.matchAll(/:(\w+)|\{\*(\w+)\}/g)].map((m) => m[1] ?? m[2]) as string[];

function successBody(answer: Answer, alsoHtml = false): ZodOpenApiResponseObject {
  const html = alsoHtml ? { 'text/html': { schema: { type: 'string' as const } } } : {};
  const jsonOf = (schema: z.ZodType) => ({ content: { 'application/json': { schema }, ...html } });
  switch (answer.kind) {
    case 'data':
      return { description: 'Done.', ...jsonOf(z.object({ data: answer.schema })) };
    case 'page':
      return {
        description: 'A page of the list; `nextCursor` asks for the next.',
        ...jsonOf(z.object({ data: z.array(answer.schema), nextCursor: z.string().optional() })),
      };
    case 'json':
      return { description: 'Done.', ...jsonOf(answer.schema) };
    case 'file':
      return {
        description: 'The file.',
        content: Object.fromEntries(
          answer.mediaTypes.map((media) => [media, { schema: { type: 'string', contentEncoding: 'binary' } }]),
        ),
      };
    case 'empty':
      return { description: 'Done; no body.' };
  }
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

export const successStatuses = (route: ApiRoute): number[] =>
  [route.status ?? (route.answer.kind === 'empty' ? 204 : 200)].flat();

/** The OpenAPI operation of a route. */
export function operationOf(route: ApiRoute): ZodOpenApiOperationObject {
  const names = pathParamNames(route.path);
  const path = names.length
    ? z.object(Object.fromEntries(names.map((name) => [name, route.params?.shape[name] ?? id()])))
    : undefined;
  const security: Record<string, string[]>[] =
    route.auth === 'token'
      ? [{ [SECURITY_SCHEME]: [] }]
      : route.auth === 'optional'
        ? [{}, { [SECURITY_SCHEME]: [] }]
        : [];
  const requestBody =
    route.body === undefined
      ? undefined
      : route.body === 'upload'
        ? {
            content: {
              'multipart/form-data': {
                schema: z.object({ file: z.string().meta({ contentEncoding: 'binary' }) }),
              },
            },
          }
        : { content: { 'application/json': { schema: route.body } } };
  return {
    operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    security,
    ...(path || route.query
      ? { requestParams: { ...(path ? { path } : {}), ...(route.query ? { query: route.query } : {}) } }
      : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...Object.fromEntries(
        successStatuses(route).map((status) => [String(status), successBody(route.answer, route.alsoHtml)]),
      ),
      ...(route.auth === 'token' ? { '401': errorResponse('No valid ID token.') } : {}),
      '4XX': errorResponse(
        'Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls.',
      ),
    },
  };
}
