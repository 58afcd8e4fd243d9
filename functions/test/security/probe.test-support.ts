import type { Express } from 'express';
import type { Response } from 'supertest';
import { DEFAULT_ID_KINDS, routeKey, type Params, type RouteRow } from './route-table.test-support';
import { SAMPLE_FILES, type Actor, type World } from './matrix-world.test-support';

/** How the matrix and the sweep find routes and call them. */

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  /** Express 5 (router 2.x) keeps the path a layer was mounted at. */
  rawPath?: string | string[];
}

/**
 * Every method and path the app registers, found by walking Express 5's router: `app.router.stack`
 * holds route layers (`layer.route`) and mounted routers (`layer.handle.stack`, mounted at
 * `layer.rawPath`; `app.use(router)` without a path mounts at '/'). The /v1 prefix is such a mount.
 */
export function registeredRoutes(app: Express): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all') found.push({ method: method.toUpperCase(), path: prefix + path });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return found;
}

/** Table rows without a registered route, and registered /v1 routes without a row. */
export function tableMismatches(
  app: Express,
  rows: RouteRow[],
): { unlisted: string[]; stale: string[]; duplicated: string[] } {
  const registered = new Set(
    registeredRoutes(app)
      .filter((r) => r.path.startsWith('/v1/'))
      .map(routeKey),
  );
  const keys = rows.map(routeKey);
  const listed = new Set(keys);
  return {
    unlisted: [...registered].filter((key) => !listed.has(key)),
    stale: [...listed].filter((key) => !registered.has(key)),
    duplicated: keys.filter((key, i) => keys.indexOf(key) !== i),
  };
}

/** The parameter names of a path: `:name` and `{*name}`. */
export const pathParams = (path: string) => [...path.matchAll(/:(\w+)|\{\*(\w+)\}/g)].map((m) => m[1] ?? m[2]);

/** The row's ids, from the world's shared objects or (fresh) new ones. */
export async function resolveParams(row: RouteRow, w: World, fresh: boolean): Promise<Params> {
  const params: Params = {};
  const names = [...new Set([...pathParams(row.path), ...Object.keys(row.ids ?? {})])];
  for (const name of names) {
    const source = row.ids?.[name] ?? DEFAULT_ID_KINDS[name];
    if (!source) throw new Error(`${routeKey(row)}: say which fixture fills :${name} (ids)`);
    params[name] = typeof source === 'object' ? source.value : fresh ? await w.fresh[source]() : w.ids[source];
  }
  return params;
}

/** The path with its parameters filled in; `raw` leaves values as given (hostile ids stay encoded as sent). */
export function fillPath(path: string, params: Params, raw = false): string {
  return path.replace(/:(\w+)|\{\*(\w+)\}/g, (_m, name: string | undefined, wildcard: string | undefined) => {
    const value = params[(name ?? wildcard)!];
    return raw || wildcard ? value : encodeURIComponent(value);
  });
}

let address = 0;
/**
 * A client address of its own for every call, written where the trusted proxy would put it, so the
 * per-address limits of public routes (rate-limit.ts) never answer 429 to the matrix.
 */
export function nextClientAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}, 198.51.100.1`;
}

export interface CallOptions {
  params: Params;
  /** Replaces the row's body (undefined: the row's). */
  body?: unknown;
  /** Sent as it is, with content-type application/json. */
  rawJson?: string;
  /** Sent as it is, with its own content type. */
  raw?: { contentType: string; bytes: Buffer };
  query?: Record<string, unknown> | string;
  rawPath?: boolean;
  /** No file even if the row uploads one. */
  noUpload?: boolean;
}

export async function call(w: World, row: RouteRow, actor: Actor, options: CallOptions): Promise<Response> {
  const path = fillPath(row.path, options.params, options.rawPath);
  let req = w.t.api[row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path).set(
    'x-forwarded-for',
    nextClientAddress(),
  );
  // On one's own account the owner is the person the row names (a hostile id names nobody: the owner then).
  const caller =
    actor === 'anonymous'
      ? undefined
      : actor === 'owner' && row.ownerIs
        ? (w.people.get(options.params[row.ownerIs]) ?? w.users.owner)
        : w.users[actor];
  if (caller) req = req.set(caller.headers);
  const query = options.query ?? (typeof row.query === 'function' ? row.query(options.params, w) : row.query);
  if (query) req = req.query(query as Record<string, string>);
  if (options.rawJson !== undefined) return req.set('content-type', 'application/json').send(options.rawJson);
  if (options.raw) return req.set('content-type', options.raw.contentType).send(options.raw.bytes);
  if (row.upload && !options.noUpload)
    return req.attach(
      'file',
      await SAMPLE_FILES[row.upload](),
      `sample.${row.upload === 'document' ? 'pdf' : row.upload}`,
    );
  const body =
    options.body !== undefined ? options.body : typeof row.body === 'function' ? row.body(options.params, w) : row.body;
  return body === undefined || row.method === 'GET' ? req : req.send(body as object);
}

/** Runs `fn` over `items`, at most `width` at a time. */
export async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

/** One line about an answer, for failure lists. */
export const describeAnswer = (res: Response) =>
  `${res.status} ${JSON.stringify(res.body?.message ?? res.text?.slice(0, 80) ?? '')}`;
