import type { Express } from 'express';
import { scopesAllowing } from '../../platform/access';
import type { KeyRouteHandler } from '../../platform/context';

/**
 * The routes that take an API key, found in the app itself (Express 5's router, as
 * test/security/probe.test-support.ts walks it): those mounted with `ctx.requireAuthOrKey` or
 * `ctx.optionalAuthOrKey`, whose handler carries the right (`keyUse`) a key's scopes must allow.
 */

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: Partial<KeyRouteHandler> }[] };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

export interface KeyRoute {
  method: string;
  path: string;
  right: string;
  scopes: string[];
}

export function keyRoutes(app: Express): KeyRoute[] {
  const found: KeyRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const use = layer.route.stack.find((l) => l.handle.keyUse)?.handle.keyUse;
        if (!use) continue;
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all')
            found.push({
              method: method.toUpperCase(),
              path: prefix + layer.route.path,
              right: `${use.action} ${use.subject}`,
              scopes: scopesAllowing(use.action, use.subject),
            });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

/** The Markdown table of docs/api-keys.md "Routes per scope", one row a route, grouped by scope. */
export function keyRoutesTable(app: Express): string {
  const rows = keyRoutes(app)
    .map((r) => ({ ...r, path: r.path.replace(/:(\w+)/g, '{$1}') }))
    .sort(
      (a, b) =>
        a.scopes.join().localeCompare(b.scopes.join()) ||
        a.path.localeCompare(b.path) ||
        a.method.localeCompare(b.method),
    )
    .map((r) => `| ${r.scopes.map((s) => `\`${s}\``).join(', ')} | \`${r.method} ${r.path}\` | ${r.right} |`);
  return ['| scope | route | right asked |', '|---|---|---|', ...rows].join('\n');
}
