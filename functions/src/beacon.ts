import express, { type Express } from 'express';
import { buildDeps } from './platform/runtime';
import { createContext } from './platform/context';
import { ApiError, errorHandler } from './platform/errors';
import { MESSAGES } from './contract/messages';
import { beaconRoutes, flushOnShutdown } from './modules/analytics';

/**
 * The beacon function's app: the page's beacon and nothing else (the app, app.ts, mounts the same
 * routes for local runs and tests). No request log line: at a viral card's rate it would be most
 * of the log bill, and a refused or failed beacon is logged where it happens.
 */
export async function createBeaconApp(): Promise<Express> {
  const deps = await buildDeps();
  const ctx = createContext(deps);
  const app = express();
  app.disable('x-powered-by');
  // Rate limiting by address: only the proxies in front are believed (as in app.ts).
  app.set('trust proxy', deps.config.trustedProxyHops);
  app.use(express.json({ limit: '4kb' }));
  app.use('/v1', beaconRoutes(ctx));
  app.use((_req, _res, next) => next(new ApiError(404, MESSAGES.routeNotFound, 'not-found')));
  app.use(errorHandler(ctx.logger));
  flushOnShutdown(ctx);
  return app;
}
