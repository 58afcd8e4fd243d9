import type { Request, Response, Router } from 'express';
import { languageAddress } from './card-text';
import { LEAD_WORKER_PATH } from './lead-form-script';
import { LANGUAGE_REDIRECT_CACHE } from './public.service';

/**
 * The language into the address, answered without reading the store, so no cached page varies by
 * Accept-Language (docs/operations.md, "Card pages and the CDN"). True when it answered.
 */
export function redirectedToLanguage(req: Request, res: Response): boolean {
  const address = languageAddress(req);
  if (!address) return false;
  res.set('Cache-Control', LANGUAGE_REDIRECT_CACHE);
  res.vary('Accept-Language');
  res.redirect(302, address);
  return true;
}

/**
 * Before the other pages under /card (the lead form and the catch-all; the card page asks
 * `redirectedToLanguage` itself, ahead of them). The lead form's worker script is the same in
 * every language and is left alone.
 */
export function languageRedirect(router: Router): void {
  router.get(['/card', '/card/{*rest}'], (req, res, next) => {
    if (req.path === LEAD_WORKER_PATH || !redirectedToLanguage(req, res)) next();
  });
}
