import type express from 'express';
import { createContext, type AppDeps } from './platform/context';
import { appShell, closeApp } from './platform/app-shell';
import { pages } from './modules/public/pages.routes';
import { cardFastPath } from './modules/public';
import { wire } from './wiring';

/**
 * The cardPage function's app (Hosting rewrites /card/** to it): the card pages and their lead
 * form from the public module's routes file (pages.routes.ts), and nothing of the API: no /v1 routes, no back office, no
 * Stripe, so a cold instance answers sooner (docs/operations.md, "Function sizes";
 * `npx tsx scripts/cold-start.ts` measures it). Local runs and tests reach the same pages
 * through the API's app.
 */
export function createCardPageApp(deps: AppDeps): express.Express {
  // A lead sent from the form is an event: its mail and CRM push are wired as everywhere.
  wire();
  const ctx = createContext(deps);
  const app = appShell(deps, ctx.logger, cardFastPath(ctx));
  app.use(pages(ctx));
  return closeApp(app, ctx.logger);
}
