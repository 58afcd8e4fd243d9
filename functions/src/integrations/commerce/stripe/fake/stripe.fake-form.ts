import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../../../core/fake/http';

/** A parsed Stripe form body: nested maps, with `[0]`, `[1]` … keys as arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };
/** A Stripe object as the fake keeps and answers it. */
export type Json = Record<string, unknown>;

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k])]));
  if (keys.length && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  return converted;
}

/**
 * Stripe's request bodies are form-encoded with bracket keys, as stripe-node writes them:
 * `line_items[0][price]=price_1&metadata[userId]=u1&expand[0]=subscription`.
 */
export function parseStripeForm(body: string): FormObject {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (typeof node[part] !== 'object' || Array.isArray(node[part])) node[part] = {};
        node = node[part] as Record<string, FormValue>;
      }
    });
  }
  return arraysOf(root) as FormObject;
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: FormValue | undefined): FormObject => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
export const arr = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : []);
export const int = (v: FormValue | undefined): number | undefined =>
  typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined;
export const bool = (v: FormValue | undefined): boolean | undefined =>
  v === 'true' ? true : v === 'false' ? false : undefined;
export const metadataOf = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** Stripe-style ids: a prefix and random letters and digits. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(18)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 24)}`;
}

/** An error as Stripe answers one: `{ error: { type, message, code?, param? } }`. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeFakeError(404, `No such ${kind}: '${id}'`, 'invalid_request_error', 'resource_missing', param);
export const missingParam = (param: string) =>
  new StripeFakeError(400, `Missing required param: ${param}.`, 'invalid_request_error', 'parameter_missing', param);
export const invalidParam = (param: string, message: string) =>
  new StripeFakeError(400, message, 'invalid_request_error', 'parameter_invalid', param);

export function sendStripeError(res: ServerResponse, error: StripeFakeError): void {
  sendJson(res, error.status, {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
    },
  });
}
