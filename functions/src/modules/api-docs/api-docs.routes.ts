import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { apiReference } from '@scalar/express-api-reference';
import type { AppContext } from '../../platform/context';
import { openApiDocument } from '../../contract/openapi/document';

/**
 * The API's description (docs/api.md): the OpenAPI document and a reference page reading it.
 * The page's script is Scalar's standalone bundle from node_modules, served here: the page
 * works offline and its CSP lets in this origin and one nonce, no CDN.
 */
const require = createRequire(import.meta.url);
const REFERENCE_SCRIPT = join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
const DOCUMENT_CACHE = 'public, max-age=300';

const referencePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Scalar sets element styles at run time; no script comes in through styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

export function apiDocsRoutes(_ctx: AppContext): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', DOCUMENT_CACHE);
    res.json(openApiDocument());
  });
  router.get('/docs', (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.set('Content-Security-Policy', referencePolicy(nonce));
    res.set('Cache-Control', 'no-store');
    // Scalar's handler reads nothing of the request: its type asks for no parameters.
    apiReference({
      url: '/v1/openapi.json',
      cdn: '/v1/docs/reference.js',
      nonce,
      pageTitle: 'Everlink API reference',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
    })(req as Parameters<ReturnType<typeof apiReference>>[0], res, next);
  });
  router.get('/docs/reference.js', (_req, res) => {
    res.sendFile(REFERENCE_SCRIPT, { maxAge: '1d', headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
  });
  return router;
}
