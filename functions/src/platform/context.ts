import type { RequestHandler, Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Store } from './store/types';
import type { BlobStore } from './blobs/types';
import type { Config } from './config';
import type { Mailer } from './mail/types';
import { authenticate, type AuthUser, type KeyAuthenticator, type SignInGuard } from './auth';
import { keyAllows, principalOfCaller } from './access';
import { forbidden } from './errors';
import { API_KEY_MESSAGES } from '../contract/api-keys';
import type { Action, Subject } from '../contract/roles';
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
  /**
   * requireAuth that also takes an API key (docs/api-keys.md), for routes whose service decides
   * every object through the access check, which holds a key to its scopes. The route names the
   * right it uses (`action` on `subject`): a key whose scopes do not allow it is refused (403)
   * before the route runs, so nothing is read or written; docs/api-keys.md's table of routes per
   * scope is made from these. `fresh`: requireFreshAuth's revocation check for a person's token.
   * Other routes answer a key with 403.
   */
  requireAuthOrKey: (action: Action, subject: Subject, options?: { fresh?: boolean }) => KeyRouteHandler;
  /** optionalAuth that also takes an API key, for public routes a key may call signed in (POST /v1/contacts). */
  optionalAuthOrKey: (action: Action, subject: Subject) => KeyRouteHandler;
}

/** A route's authentication that takes keys, marked with the right the route needs of a key. */
export type KeyRouteHandler = RequestHandler & { keyUse: { action: Action; subject: Subject } };

export interface ContextOptions {
  /** How API keys are checked (modules/api-keys); without it, requireAuthOrKey refuses keys as requireAuth does. */
  keys?: (ctx: AppContext) => KeyAuthenticator;
  /** How a session's sign-in is judged (modules/sso: single sign-on a company enforces); without it, any sign-in goes. */
  signInGuard?: (ctx: AppContext) => SignInGuard;
}

export type RouteModule = (ctx: AppContext) => Router;

/** The context services run in; also used outside HTTP (seed, jobs). */
export function createContext(deps: AppDeps, options: ContextOptions = {}): AppContext {
  // Each signed-in call resolves its caller for the access check up front (once a request, reused by
  // every check), which refuses an account a superadmin disabled even while its token still verifies.
  // Public routes (optionalAuth) skip it: they show anyone the same page, and where a signed-in
  // caller changes the answer the access check refuses a disabled account there.
  // The sign-in guard judges how a person's session began (a key's calls began with no sign-in).
  // Public routes run it too: where a caller is signed in, they see and write as themselves.
  const sessionCheck = async (user: AuthUser) => {
    if (!user.apiKey) await signInGuard?.(user);
  };
  const accountCheck = async (user: AuthUser) => {
    await sessionCheck(user);
    await principalOfCaller(ctx, user);
  };
  const ctx: AppContext = {
    ...deps,
    logger: deps.logger ?? createLogger(),
    requireAuth: authenticate(deps.auth, { required: true, accountCheck }),
    requireFreshAuth: authenticate(deps.auth, { required: true, checkRevoked: true, accountCheck }),
    optionalAuth: authenticate(deps.auth, { required: false, accountCheck: sessionCheck }),
    requireAuthOrKey: (action, subject, { fresh = false } = {}) =>
      keyRoute(fresh ? freshKeyedAuth : keyedAuth, action, subject),
    optionalAuthOrKey: (action, subject) => keyRoute(optionalKeyedAuth, action, subject),
  };
  const keys = options.keys?.(ctx);
  const signInGuard = options.signInGuard?.(ctx);
  const keyedAuth = authenticate(deps.auth, { required: true, accountCheck, keys });
  const freshKeyedAuth = authenticate(deps.auth, { required: true, checkRevoked: true, accountCheck, keys });
  const optionalKeyedAuth = keys
    ? authenticate(deps.auth, {
        required: false,
        accountCheck: async (user) => (user.apiKey ? accountCheck(user) : sessionCheck(user)),
        keys,
      })
    : ctx.optionalAuth;
  return ctx;
}

function keyRoute(auth: RequestHandler, action: Action, subject: Subject): KeyRouteHandler {
  const handler: RequestHandler = (req, res, next) =>
    auth(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      if (req.user?.apiKey && !keyAllows(req.user, action, subject))
        return next(forbidden(API_KEY_MESSAGES.scopeMissing));
      next();
    });
  return Object.assign(handler, { keyUse: { action, subject } });
}
