import express from 'express';
import { serveToParent } from './server-process';

/** The card bench's baseline in its own process (card-page.bench.ts): bare Express sending one page. */
serveToParent<{ html: string }, null>(async ({ html }) => {
  const app = express();
  app.get('/static', (_req, res) => {
    res.type('html').send(html);
  });
  return { handler: app, info: null };
});
