import type { RequestHandler, Request } from 'express';
import { unauthorized } from './errors';

/** What the API knows of a verified caller. */
export interface AuthUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  name?: string;
  picture?: string;
}

/** The part of firebase-admin's Auth the API needs; always the real one (emulator locally). */
export interface IdTokenVerifier {
  verifyIdToken(token: string): Promise<{
    uid: string;
    email?: string;
    email_verified?: boolean;
    phone_number?: string;
    name?: string;
    picture?: string;
  }>;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
    rawBody?: Buffer;
  }
}

function bearerOf(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

/**
 * Sets req.user when a valid bearer ID token comes with the request. With `required`, a
 * missing or bad token answers 401; otherwise the request goes on anonymous (public routes
 * that act differently for a signed-in caller).
 */
export function authenticate(verifier: IdTokenVerifier, required: boolean): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerOf(req);
    if (!token) {
      if (required) throw unauthorized();
      return next();
    }
    try {
      const decoded = await verifier.verifyIdToken(token);
      req.user = {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: !!decoded.email_verified,
        phoneNumber: decoded.phone_number,
        name: decoded.name,
        picture: decoded.picture,
      };
    } catch {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    next();
  };
}

/** The signed-in caller, for handlers behind `requireAuth`. */
export function callerOf(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
