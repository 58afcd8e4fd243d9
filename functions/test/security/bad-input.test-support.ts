import type { CallOptions } from './probe.test-support';
import { pathParams } from './probe.test-support';
import type { Params, RouteRow } from './route-table.test-support';
import type { World } from './matrix-world.test-support';

/**
 * The junk the bad-input sweep sends every route (docs/security.md): malformed JSON, bodies of the
 * wrong shape and types, 100 KB strings, unknown and prototype-polluting fields, hostile path ids
 * and hostile cursors. Each probe is a change to the row's ordinary call.
 */

export interface Probe {
  label: string;
  /** A hostile path id: it names no object, so the answer must be a 4xx. */
  hostileId?: true;
  options: Omit<CallOptions, 'params'> & { params?: Params };
}

const KB100 = 'x'.repeat(100 * 1024);
/** Query strings go in the request line; Node refuses headers over 16 KB (431) before any app code. */
const KB4 = 'q'.repeat(4 * 1024);

/** Path ids, as they go on the wire: encoded slashes, dot segments, very long, unicode, prototype keys, bad escapes. */
/** Put in fields no route takes: it must never reach the store. */
export const MASS_ASSIGNED = 'MASS-ASSIGNED';

/**
 * A file part whose closing boundary never comes (review 2026-11, S3: about 150 bytes that once
 * ended the process). Sent to every route that takes a body, upload routes above all.
 */
export const TRUNCATED_MULTIPART = {
  contentType: 'multipart/form-data; boundary=XXcutXX',
  bytes: Buffer.from(
    '--XXcutXX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA-and-then-nothing',
  ),
};

export const HOSTILE_IDS = [
  '%2F',
  '..',
  '%2E%2E',
  'x'.repeat(2000),
  '%C3%BC%E2%98%83%F0%9F%92%A5',
  '__proto__',
  'constructor',
  '%00',
  '%E0%A4%A',
];

/** Cursors: junk, too long, a store path in base64url, prototype keys and operators in JSON, a prototype key. */
const HOSTILE_CURSORS = [
  'not-a-cursor',
  'c'.repeat(600),
  Buffer.from('users/a/b').toString('base64url'),
  Buffer.from(JSON.stringify(['__proto__', { $gt: '' }])).toString('base64url'),
  Buffer.from(JSON.stringify({ id: '../../x', constructor: { prototype: { polluted: true } } })).toString('base64url'),
  '__proto__',
];

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'a list' };
  if (value && typeof value === 'object') return ['not', 'an', 'object'];
  return { unexpected: true };
}

const mapValues = (body: Record<string, unknown>, fn: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fn(v)]));

/** Strings made 100 KB, also inside nested objects and lists. */
function oversized(value: unknown): unknown {
  if (typeof value === 'string') return KB100;
  if (Array.isArray(value)) return value.length ? value.map(oversized) : [KB100];
  if (value && typeof value === 'object') return mapValues(value as Record<string, unknown>, oversized);
  return value;
}

/** The row's body for these params, or a plausible one for routes that take none. */
function baseBody(row: RouteRow, params: Params, w: World): Record<string, unknown> {
  const body = typeof row.body === 'function' ? row.body(params, w) : row.body;
  if (body && !Array.isArray(body) && Object.keys(body).length) return body;
  return {
    name: 'Name',
    title: 'Title',
    email: 'someone@example.com',
    url: 'example.com',
    id: 'abc',
    ids: ['abc'],
    count: 1,
  };
}

/** JSON bodies; upload routes get them instead of their file. */
function bodyProbes(row: RouteRow, params: Params, w: World): Probe[] {
  const body = baseBody(row, params, w);
  const withProto = `{"__proto__":{"polluted":"${MASS_ASSIGNED}"},"constructor":{"prototype":{"polluted":"${MASS_ASSIGNED}"}},${JSON.stringify(body).slice(1)}`;
  return [
    { label: 'malformed JSON', options: { rawJson: '{"name": "unterminated' } },
    { label: 'JSON that is not an object', options: { rawJson: '"just a string"' } },
    { label: 'a list for a body', options: { body: [body] } },
    { label: 'every field of the wrong type', options: { body: mapValues(body, wrongType) } },
    { label: 'null fields', options: { body: mapValues(body, () => null) } },
    { label: '100 KB strings', options: { body: oversized(body) } },
    {
      label: 'unknown fields',
      options: {
        body: {
          ...body,
          unknownField: MASS_ASSIGNED,
          isAdmin: true,
          userId: MASS_ASSIGNED,
          companyId: MASS_ASSIGNED,
          roleIds: [MASS_ASSIGNED],
        },
      },
    },
    { label: 'prototype keys', options: { rawJson: withProto } },
    { label: 'deeply nested', options: { body: { ...body, nested: JSON.parse('['.repeat(2000) + ']'.repeat(2000)) } } },
    { label: 'a multipart body cut before its end', options: { raw: TRUNCATED_MULTIPART } },
  ];
}

function queryProbes(row: RouteRow, params: Params, w: World): Probe[] {
  const query = (typeof row.query === 'function' ? row.query(params, w) : row.query) ?? {};
  const junk = { limit: 'many', cursor: 'x', search: KB4, q: KB4 };
  const known = new URLSearchParams(query).toString();
  return [
    { label: 'malformed JSON', options: { rawJson: '{"name": "unterminated' } },
    {
      label: 'query values repeated (lists)',
      options: { query: { ...mapValues(query, (v) => [v, v]), limit: ['1', '2'], cursor: ['a', 'b'] } },
    },
    {
      label: 'query of the wrong types',
      options: { query: { ...mapValues(query, () => ''), limit: '-1', from: 'yesterday', to: '2020-13-45' } },
    },
    { label: '4 KB query values', options: { query: { ...mapValues(query, () => KB4), ...junk } } },
    {
      label: 'unknown and prototype query keys',
      options: { query: `${known}&unknownParam=1&__proto__=x&constructor=y&toString=z&__proto__%5Bpolluted%5D=yes` },
    },
    ...HOSTILE_CURSORS.map((cursor) => ({
      label: `cursor ${cursor.slice(0, 24)}`,
      options: { query: { ...query, cursor } },
    })),
  ];
}

function idProbes(row: RouteRow, params: Params): Probe[] {
  // Each parameter in turn; the others keep their ordinary (URL-encoded) values.
  const encoded = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, k === 'path' ? v : encodeURIComponent(v)]),
  );
  return pathParams(row.path).flatMap((name) =>
    HOSTILE_IDS.map((id) => ({
      label: `:${name} = ${id.slice(0, 24)}`,
      hostileId: true as const,
      options: { rawPath: true, params: { ...encoded, [name]: id } },
    })),
  );
}

/**
 * The probes of a row in two groups: what it sends (body or query), and which ids (path). Ids are
 * nearly always refused before anything runs; bodies are sometimes taken (unknown fields dropped).
 */
export function probesFor(row: RouteRow, params: Params, w: World): Probe[][] {
  const content =
    row.method === 'GET'
      ? queryProbes(row, params, w)
      : bodyProbes(row, params, w).map((p) => ({ ...p, options: { ...p.options, noUpload: true } }));
  return [content, idProbes(row, params)];
}
