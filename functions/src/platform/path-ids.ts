import type { RequestHandler } from 'express';
import { invalidId } from './errors';

/**
 * Path parameters become document ids (`users/${id}`): a segment that decodes to a slash would
 * turn the id into a path of its own (`/v1/users/a%2Fprivate%2Fb` reads `users/a/private/b`),
 * and a dot segment or backslash is never an id either. Every such path is refused here,
 * before any route runs, whatever the route and whoever calls.
 */
export function refuseHostilePathSegments(): RequestHandler {
  return (req, _res, next) => {
    for (const raw of req.path.split('/')) {
      if (!raw.includes('%') && raw !== '.' && raw !== '..') continue;
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return next(invalidId());
      }
      if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return next(invalidId());
    }
    next();
  };
}
