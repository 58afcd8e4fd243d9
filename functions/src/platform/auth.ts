import type { RequestHandler, Request, Response } from 'express';
import { ApiError, unauthorized } from './errors';
import { MESSAGES } from '../contract/messages';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiScope } from '../contract/api-keys';

/** A call made with an API key: which key, and the scopes its rights are cut down to (platform/access). */
export interface KeyGrant {
  id: string;
  scopes: readonly ApiScope[];
}

/** What the API knows of a verified caller. */
export interface AuthUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  name?: string;
  picture?: string;
  /** When the person last signed in to get this token (its `auth_time`), in ms; absent for callers made in code. */
  authTime?: number;
  /** Set when the call came with an API key: the caller is the key's creator, within the key's scopes. */
  apiKey?: KeyGrant;
  /** How this session signed in (`firebase.sign_in_provider`: password, emailLink, google.com, oidc.acme…). */
  signInProvider?: string;
  /** The federated ids of the account by provider (`firebase.identities`), e.g. an OIDC provider's `sub`. */
  identities?: Record<string, unknown[]>;
  /** A SAML sign-in's attributes (`firebase.sign_in_attributes`). */
  signInAttributes?: Record<string, unknown>;
}

/**
 * Refuses a verified caller the way they signed in (single sign-on a company enforces), by
 * throwing. Provided by modules/sso; runs on every signed-in call with an ID token.
 */
export type SignInGuard = (user: AuthUser) => Promise<void>;

/**
 * Turns an API key's secret into its caller (its creator, with `apiKey` set), or refuses it by
 * throwing (401 unknown or revoked, 429 over its rate). Provided by modules/api-keys.
 */
export type KeyAuthenticator = (req: Request, res: Response, secret: string) => Promise<AuthUser>;

/** The part of firebase-admin's Auth the API needs; always the real one (emulator locally). */
export interface IdTokenVerifier {
  verifyIdToken(
    token: string,
    checkRevoked?: boolean,
  ): Promise<{
    uid: string;
    email?: string;
    email_verified?: boolean;
    phone_number?: string;
    name?: string;
    picture?: string;
    auth_time: number;
    firebase?: {
      sign_in_provider?: string;
      identities?: Record<string, unknown[]>;
      sign_in_attributes?: Record<string, unknown>;
    };
  }>;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
    rawBody?: Buffer;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function bearerOf(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

/** firebase-admin's refusal, as the client should see it: a disabled account is 403, anything else a new sign-in. */
function refusalOf(error: unknown): ApiError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'auth/user-disabled') return new ApiError(403, MESSAGES.userDisabled, 'user-disabled');
  return unauthorized(SESSION_EXPIRED);
}

export interface AuthenticateOptions {
  /** Without a token: 401 (true), or on as an anonymous caller (false). */
  required: boolean;
  /**
   * Ask Firebase Auth whether the account is disabled or its sessions were revoked (a password
   * change, a superadmin's disable). Costs a lookup a call, so it is for sensitive calls only:
   * elsewhere a revoked token works until it expires (at most an hour).
   */
  checkRevoked?: boolean;
  /** Runs for a verified caller before the route; refuses by throwing (a disabled account's 403). */
  accountCheck?: (user: AuthUser) => Promise<void>;
  /**
   * Accepts API keys as well as ID tokens. Without it a key answers 403: routes take keys only
   * where their service decides through the access check, which cuts a key's rights to its scopes.
   */
  keys?: KeyAuthenticator;
}

/**
 * Sets req.user when a valid bearer ID token comes with the request. With `required`, a
 * missing or bad token answers 401; otherwise the request goes on anonymous (public routes
 * that act differently for a signed-in caller). A disabled account answers 403 'User has been
 * disabled.' wherever Auth reports it (on every call against the emulator, and on calls that
 * check revocation in production).
 */
export function authenticate(verifier: IdTokenVerifier, options: AuthenticateOptions): RequestHandler {
  return async (req, res, next) => {
    const token = bearerOf(req);
    if (!token) {
      if (options.required) throw unauthorized();
      return next();
    }
    // An answer to a signed-in request may be that person's own view (an owner's profile): no
    // shared cache keeps it, and no browser answers an anonymous request with it, unless its route
    // says otherwise.
    res.set('Cache-Control', 'private, no-store');
    res.vary('Authorization');
    if (token.startsWith(API_KEY_PREFIX)) {
      if (!options.keys) throw new ApiError(403, API_KEY_MESSAGES.keyNotAllowed, 'api-key-not-allowed');
      req.user = await options.keys(req, res, token);
      await options.accountCheck?.(req.user);
      return next();
    }
    let decoded: Awaited<ReturnType<IdTokenVerifier['verifyIdToken']>>;
    try {
      decoded = await verifier.verifyIdToken(token, options.checkRevoked ?? false);
    } catch (error) {
      throw refusalOf(error);
    }
    req.user = {
      uid: decoded.uid,
      email: decoded.email,
      emailVerified: !!decoded.email_verified,
      phoneNumber: decoded.phone_number,
      name: decoded.name,
      picture: decoded.picture,
      authTime: decoded.auth_time * 1000,
      signInProvider: decoded.firebase?.sign_in_provider,
      identities: decoded.firebase?.identities,
      signInAttributes: decoded.firebase?.sign_in_attributes,
    };
    await options.accountCheck?.(req.user);
    next();
  };
}

/** The signed-in caller, for handlers behind `requireAuth`. */
export function callerOf(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** Firebase's own rule for changing credentials or deleting the account: a sign-in within the last five minutes. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * The caller signed in (entered their password, or another provider's sign-in) within the last
 * five minutes, by their token's `auth_time`: the moment this session began, not the account's
 * last sign-in anywhere, so an older stolen token cannot ride on the owner's fresh sign-in.
 */
export function assertRecentSignIn(caller: AuthUser, now: Date): void {
  if (caller.authTime === undefined || !(now.getTime() - caller.authTime <= RECENT_SIGN_IN_MS)) {
    throw new ApiError(403, MESSAGES.recentLoginRequired, 'requires-recent-login');
  }
}
