import express, { type RequestHandler, type Router } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import type { Auth } from 'firebase-admin/auth';
import type { Store } from './platform/store/types';
import type { BlobStore } from './platform/blobs/types';
import type { Config } from './platform/config';
import { authenticate } from './platform/auth';
import { errorHandler, ApiError } from './platform/errors';
import { createLogger, requestLogging, type Logger } from './platform/logging';
import { MESSAGES } from './contract/messages';
import { healthRoutes } from './modules/health/health.routes';
import { usersRoutes } from './modules/users/users.routes';
import { rolesRoutes } from './modules/roles/roles.routes';

export interface Clock {
  now(): Date;
}

export interface AppDeps {
  store: Store;
  blobs: BlobStore;
  /** firebase-admin Auth: the Auth emulator locally and in tests, Firebase Auth in production. */
  auth: Auth;
  clock: Clock;
  config: Config;
  logger?: Logger;
}

/** What every feature's routes receive: the dependencies plus the shared middleware. */
export interface AppContext extends AppDeps {
  logger: Logger;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
}

export type RouteModule = (ctx: AppContext) => Router;

/** Each feature adds its routes here, once. */
const modules: RouteModule[] = [healthRoutes, usersRoutes, rolesRoutes];

export function createApp(deps: AppDeps): express.Express {
  const logger = deps.logger ?? createLogger();
  const ctx: AppContext = {
    ...deps,
    logger,
    requireAuth: authenticate(deps.auth, true),
    optionalAuth: authenticate(deps.auth, false),
  };

  const app = express();
  app.disable('x-powered-by');
  // Behind Firebase Hosting and Google's front end: the client address is the first hop.
  app.set('trust proxy', true);
  app.use(requestLogging(logger));
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  app.use(
    cors({
      origin: (origin, done) => done(null, !origin || deps.config.allowedOrigins.includes(origin)),
      credentials: false,
      exposedHeaders: ['x-request-id', 'content-disposition'],
    }),
  );
  // In Cloud Functions the body is already parsed (req.body, req.rawBody); these parsers then skip.
  app.use(
    express.json({
      limit: '1mb',
      verify: (req, _res, buf) => {
        (req as express.Request).rawBody = buf;
      },
    }),
  );

  const v1 = express.Router();
  for (const module of modules) v1.use(module(ctx));
  app.use('/v1', v1);

  app.use((_req, _res, next) => next(new ApiError(404, MESSAGES.routeNotFound, 'not-found')));
  app.use(errorHandler(logger));
  return app;
}
