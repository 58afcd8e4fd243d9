import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { MESSAGES } from '../contract/messages';
import { StoreError } from './store/types';

/** An answer the client should see, with the status and the error shape of ARCHITECTURE.md §3. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
    /** What the client needs to correct the call (a CRM's property list), beside the message. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, message, 'bad-request', fields);
export const unauthorized = (message: string = MESSAGES.unauthenticated) =>
  new ApiError(401, message, 'unauthenticated');
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message, 'forbidden');
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message, 'not-found');
export const conflict = (message: string, code = 'conflict') => new ApiError(409, message, code);
export const gone = (message: string) => new ApiError(410, message, 'gone');
export const tooLarge = () => new ApiError(413, MESSAGES.fileTooLarge, 'too-large');
export const bodyTooLarge = () => new ApiError(413, 'The request body is too large.', 'too-large');
export const unsupportedType = (message: string = MESSAGES.unsupportedFileType) =>
  new ApiError(415, message, 'unsupported-type');
export const invalidId = () => new ApiError(400, MESSAGES.invalidId, 'invalid-id');
export const tooManyRequests = () => new ApiError(429, MESSAGES.tooManyRequests, 'rate-limited');

/** Field map from a zod error: the first message for each field path. */
export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

interface ErrorLogger {
  error(obj: object, msg: string): void;
}

export function errorHandler(logger: ErrorLogger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const answer = toApiError(err);
    if (answer.status >= 500) logger.error({ err, requestId: res.getHeader('x-request-id') }, 'request failed');
    res.status(answer.status).json({
      message: answer.message,
      code: answer.code,
      ...(answer.fields ? { fields: answer.fields } : {}),
      ...(answer.details ? { details: answer.details } : {}),
    });
  };
}

/** Any thrown value as the answer it stands for (SCIM answers the same in its own shape). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) {
    const fields = fieldsOf(err);
    return badRequest(Object.values(fields)[0] ?? MESSAGES.required, fields);
  }
  if (err instanceof StoreError) {
    if (err.code === 'not-found') return notFound();
    if (err.code === 'already-exists') return conflict('This already exists.', 'already-exists');
    if (err.code === 'aborted') return conflict(MESSAGES.contention, 'aborted');
    // A path the store refuses came from an id or cursor the client sent (the id checks on
    // routes and refuseHostilePathSegments catch the rest first): bad input, not a failure.
    if (err.code === 'invalid-argument') return invalidId();
  }
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return badRequest(MESSAGES.malformedJson);
  if (e?.type === 'entity.too.large') return bodyTooLarge();
  if (e?.status && e.status >= 400 && e.status < 500)
    return new ApiError(e.status, MESSAGES.fallbackError, 'bad-request');
  return new ApiError(500, MESSAGES.fallbackError, 'internal');
}
