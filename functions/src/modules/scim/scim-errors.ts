import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { ApiError, toApiError } from '../../platform/errors';
import { SCIM_MESSAGES, SCIM_SCHEMAS, type ScimErrorType } from '../../contract/scim';

/**
 * SCIM's own error shape (RFC 7644 §3.12) for every refusal under /scim/v2: the directory reads
 * `status` (a string) and `scimType`, never this API's `{ message, code }`.
 */

/** A refusal with its SCIM type. */
export class ScimFail extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly scimType?: ScimErrorType,
  ) {
    super(status, message, scimType ?? 'scim');
  }
}

export const invalidFilter = (detail = SCIM_MESSAGES.unsupportedFilter) => new ScimFail(400, detail, 'invalidFilter');
export const invalidSyntax = (detail: string) => new ScimFail(400, detail, 'invalidSyntax');
export const invalidPath = (detail: string) => new ScimFail(400, detail, 'invalidPath');
export const invalidValue = (detail: string) => new ScimFail(400, detail, 'invalidValue');
export const uniqueness = (detail: string) => new ScimFail(409, detail, 'uniqueness');
export const scimNotFound = () => new ScimFail(404, SCIM_MESSAGES.userNotFound);

/** What the company's services answer, in SCIM's words: a conflict is a uniqueness, bad input an invalid value. */
function scimTypeOf(error: ApiError, original: unknown): ScimErrorType | undefined {
  if (error instanceof ScimFail) return error.scimType;
  if (original instanceof ZodError) return 'invalidValue';
  if (error.status === 409) return 'uniqueness';
  if (error.status === 400)
    return (original as { type?: string })?.type === 'entity.parse.failed' ? 'invalidSyntax' : 'invalidValue';
  return undefined;
}

export const SCIM_MEDIA_TYPE = 'application/scim+json';

export function scimErrorBody(status: number, detail: string, scimType?: ScimErrorType) {
  return { schemas: [SCIM_SCHEMAS.error], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

export function scimErrorHandler(logger: { error(obj: object, msg: string): void }): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const error = toApiError(err);
    if (error.status >= 500) logger.error({ err }, 'SCIM request failed');
    const detail =
      err instanceof ZodError ? `${error.message} (${Object.keys(error.fields ?? {}).join(', ')})` : error.message;
    res
      .status(error.status)
      .type(SCIM_MEDIA_TYPE)
      .send(JSON.stringify(scimErrorBody(error.status, detail, scimTypeOf(error, err))));
  };
}

/** Anything under /scim/v2 no route takes: SCIM's 404. */
export const scimNoRoute: RequestHandler = (_req, _res, next) => next(scimNotFound());
