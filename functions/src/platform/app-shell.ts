import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { ServerResponse } from 'node:http';
import type { AppDeps } from './context';
import { errorHandler, ApiError } from './errors';
import { requestLogging, type Logger } from './logging';
import { MESSAGES } from '../contract/messages';

/**
 * What every Express app of the functions starts and ends with: the API (app.ts) and the card
 * pages' own light app (card-page-app.ts) are built between these two.
 */
export function appShell(deps: AppDeps, logger: Logger, first: RequestHandler): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies we sit behind (Hosting's CDN and Google's front end) are believed, so a
  // client can't pick its own address for rate limiting by sending X-Forwarded-For.
  app.set('trust proxy', deps.config.trustedProxyHops);
  // What answers before the shell's own middleware (the card pages' fast path), or passes on.
  app.use(first);
  app.use(requestLogging(logger));
  app.use(setSecurityHeaders());
  return app;
}

/** Helmet's headers as every answer carries them, in its order, and the ones it removes. */
export interface SecurityHeaders {
  headers: Map<string, string>;
  removed: readonly string[];
}

/**
 * Helmet's headers, worked out once: with these options (no per-request directive) every answer
 * gets the same ones, so they are recorded from one run of helmet and set in one call a request,
 * in helmet's order, instead of helmet's dozen middlewares each validating its header again. The
 * card pages' fast path writes the same list (modules/public/card-fast-path.ts).
 */
export function securityHeaders(): SecurityHeaders {
  return (recorded ??= recordHelmet());
}
let recorded: SecurityHeaders | undefined;

function recordHelmet(): SecurityHeaders {
  const headers = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  let failed: unknown = null;
  helmet({ crossOriginResourcePolicy: { policy: 'same-site' } })(
    {} as express.Request,
    recorder as express.Response,
    (error?: unknown) => {
      failed = error ?? null;
    },
  );
  if (failed) throw failed;
  return { headers, removed };
}

function setSecurityHeaders(): RequestHandler {
  const { headers, removed } = securityHeaders();
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    res.setHeaders(headers);
    next();
  };
}

/** After every route: the API's 404 and the one error handler. */
export function closeApp(app: express.Express, logger: Logger): express.Express {
  app.use((_req, _res, next) => next(new ApiError(404, MESSAGES.routeNotFound, 'not-found')));
  app.use(errorHandler(logger));
  return app;
}
