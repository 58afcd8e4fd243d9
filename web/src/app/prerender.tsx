import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PRODUCT_NAME } from '../components/ui';
import { AppProviders } from './App';
import { ROUTES } from '../session/paths';
import { routes } from './router';

/**
 * The pages written as static HTML at build time (the `prerenderPages` Vite plugin): readable
 * without JavaScript, then hydrated by the same app. The file is where Hosting finds it
 * (firebase.json); the SPA's own shell moves to app.html.
 */
export const PRERENDERED = [
  { path: ROUTES.landing, file: 'index.html' },
  { path: ROUTES.terms, file: 'terms-of-service.html' },
  { path: ROUTES.privacy, file: 'privacy-policy.html' },
] as const;

/** The signed-out, loading-free render of one route, as the browser's first render will see it. */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // usePageTitle runs in an effect: the title a page sets is its heading, the landing's the product's.
  const heading = path === ROUTES.landing ? null : /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  return { html, title: heading ? `${heading} · ${PRODUCT_NAME}` : PRODUCT_NAME };
}

/** The built shell (index.html) with a prerendered page in its root and the page's title. */
export function fillShell(shell: string, { html, title }: { html: string; title: string }): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error('The shell has no empty #root to fill');
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}
