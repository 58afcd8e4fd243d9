import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { DiskBlobStore } from '../../platform/blobs/disk-blob-store';
import { openFile } from './files.service';

/**
 * Local runs only: serves the disk store's objects at the URLs it hands out
 * (/v1/files/<path>?token=…). In production Cloud Storage serves its own download URLs,
 * so nothing is mounted there.
 */
export function filesRoutes(ctx: AppContext): Router {
  const router = Router();
  const blobs = ctx.blobs;
  if (!(blobs instanceof DiskBlobStore)) return router;

  // GET also answers HEAD (Express runs GET handlers for HEAD and sends no body).
  router.get('/files/{*path}', async (req, res) => {
    // Any other shape of token is simply a wrong token: 404, as for a wrong one.
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const raw: unknown = req.params.path;
    const segments = Array.isArray(raw) ? raw.map(String) : [String(raw ?? '')];
    const file = await openFile(blobs, segments, token);
    if (file.disposition === 'attachment') res.attachment(file.filename);
    else res.set('Content-Disposition', 'inline');
    // setHeader, not res.set: the type goes out exactly as stored (as Storage does), no charset added.
    res.setHeader('Content-Type', file.contentType);
    res.set({ 'Cache-Control': file.cacheControl, 'X-Content-Type-Options': 'nosniff' });
    res.send(file.bytes);
  });
  return router;
}
