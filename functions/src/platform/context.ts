import type { RequestHandler, Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Store } from './store/types';
import type { BlobStore } from './blobs/types';
import type { Config } from './config';
import type { Mailer } from './mail/types';
import { authenticate } from './auth';
import { createLogger, type Logger } from './logging';

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
  /** Outgoing mail: SMTP through nodemailer (maildev locally). */
  mail: Mailer;
  logger?: Logger;
}

/** What every feature's routes receive: the dependencies plus the shared middleware. */
export interface AppContext extends AppDeps {
  logger: Logger;
  requireAuth: RequestHandler;
  /**
   * requireAuth that also asks Firebase Auth whether the account was disabled or its sessions
   * revoked: for sensitive calls (credential changes, account deletion, exports, superadmin).
   */
  requireFreshAuth: RequestHandler;
  optionalAuth: RequestHandler;
}

export type RouteModule = (ctx: AppContext) => Router;

/** The context services run in; also used outside HTTP (seed, jobs). */
export function createContext(deps: AppDeps): AppContext {
  return {
    ...deps,
    logger: deps.logger ?? createLogger(),
    requireAuth: authenticate(deps.auth, { required: true }),
    requireFreshAuth: authenticate(deps.auth, { required: true, checkRevoked: true }),
    optionalAuth: authenticate(deps.auth, { required: false }),
  };
}
