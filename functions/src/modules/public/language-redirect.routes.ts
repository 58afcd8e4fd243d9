import type { Router } from 'express';
import { languageAddress } from './card-text';
import { LEAD_WORKER_PATH } from './lead-form-script';
import { LANGUAGE_REDIRECT_CACHE } from './public.service';

/**
 * Before any page under /card (the card and its lead form alike): the language into the address,
 * answered without reading the store, so no cached page varies by Accept-Language
 * (docs/operations.md, "Card pages and the CDN"). The lead form's worker script is the same in
 * every language and is left alone.
 */
export function languageRedirect(router: Router): void {
  router.get(['/card', '/card/{*rest}'], (req, res, next) => {
    const address = req.path === LEAD_WORKER_PATH ? null : languageAddress(req);
    if (!address) return next();
    res.set('Cache-Control', LANGUAGE_REDIRECT_CACHE);
    res.vary('Accept-Language');
    res.redirect(302, address);
  });
}
