import type { RequestHandler, Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Store } from './store/types';
import type { BlobStore } from './blobs/types';
import type { Config } from './config';
import type { Mailer } from './mail/types';
import { authenticate, type AuthUser } from './auth';
import { principalOfCaller } from './access';
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
  // Each signed-in call resolves its caller for the access check up front (once a request, reused by
  // every check), which refuses an account a superadmin disabled even while its token still verifies.
  // Public routes (optionalAuth) skip it: they show anyone the same page, and where a signed-in
  // caller changes the answer the access check refuses a disabled account there.
  const accountCheck = async (user: AuthUser) => {
    await principalOfCaller(ctx, user);
  };
  const ctx: AppContext = {
    ...deps,
    logger: deps.logger ?? createLogger(),
    requireAuth: authenticate(deps.auth, { required: true, accountCheck }),
    requireFreshAuth: authenticate(deps.auth, { required: true, checkRevoked: true, accountCheck }),
    optionalAuth: authenticate(deps.auth, { required: false }),
  };
  return ctx;
}
