import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PRODUCT_NAME } from '../components/ui';
import { AppProviders } from './App';
import { ROUTES } from '../session/paths';
import { routes } from './router';
import { AuthEntryProviders, authRoutes } from './auth-entry';
import authText from '../features/auth/i18n/en';

/**
 * How a prerendered page starts (session-hint.mjs): `session`, the app, only where a session may
 * exist; `form`, the sign-in entry (auth-entry.tsx), which the page is rendered from.
 */
export type PrerenderBoot = 'session' | 'form';

interface PrerenderedPage {
  path: string;
  file: string;
  boot: PrerenderBoot;
  /** What the screen's usePageTitle sets (an effect, which a prerender does not run); else its heading. */
  title?: string;
}

/**
 * The pages written as static HTML at build time (the `prerenderPages` Vite plugin): readable
 * without JavaScript, then hydrated by the same app. The file is where Hosting finds it
 * (firebase.json); the SPA's own shell moves to app.html. The sign-in and sign-up forms arrive
 * disabled; the boot script enables them and starts the sign-in entry as they are used.
 */
export const PRERENDERED: readonly PrerenderedPage[] = [
  { path: ROUTES.landing, file: 'index.html', boot: 'session' },
  { path: ROUTES.terms, file: 'terms-of-service.html', boot: 'session' },
  { path: ROUTES.privacy, file: 'privacy-policy.html', boot: 'session' },
  { path: ROUTES.auth, file: 'auth.html', boot: 'form', title: authText.signUpPage.title },
  { path: ROUTES.signIn, file: 'sign-in.html', boot: 'form', title: authText.signInPage.title },
];

/** The signed-out, loading-free render of one route, as the browser's first render will see it. */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const page = PRERENDERED.find((p) => p.path === path);
  // A form page is hydrated by the sign-in entry: rendered from its routes, in its providers.
  const form = page?.boot === 'form';
  const handler = createStaticHandler(form ? authRoutes : routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const Providers = form ? AuthEntryProviders : AppProviders;
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // usePageTitle runs in an effect: the title a page sets is its heading, the landing's the product's.
  const own = page?.title;
  const heading = path === ROUTES.landing ? null : (own ?? /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]);
  return { html, title: heading ? `${heading} · ${PRODUCT_NAME}` : PRODUCT_NAME };
}

/** The built shell (index.html) with a prerendered page in its root, the page's title, and how it boots. */
export function fillShell(
  shell: string,
  { html, title }: { html: string; title: string },
  boot: PrerenderBoot = 'session',
): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error('The shell has no empty #root to fill');
  const root = boot === 'form' ? '<div id="root" data-boot="form">' : '<div id="root">';
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('<div id="root"></div>', () => `${root}${html}</div>`);
}
