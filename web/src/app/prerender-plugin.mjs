// A Vite plugin (build only, loaded by vite.config.ts, runs in Node): after the client bundle
// is written, renders the pages listed in prerender.tsx with the app's own components and writes
// each into a copy of the built index.html. The untouched shell becomes app.html, which Hosting
// and the service worker serve for every other route. It runs before vite-plugin-pwa's
// closeBundle, so the service worker precaches the prerendered files. Plain JavaScript (types in
// prerender-plugin.d.mts) so Vite's native config loader can load it as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import { bootPlan, SESSION_HINT_KEY } from '../session/session-hint.mjs';

export const APP_SHELL = 'app.html';
export const PRERENDER_BOOT = 'prerender-boot.js';

/**
 * A prerendered page needs no JavaScript to show, so it loads the app only when it needs it
 * (`bootPlan`, session-hint.mjs): the entry's preloads go, and its script tag becomes a small boot
 * script. A visitor who never signed in gets no app at all; with a session hint the entry is
 * imported once the page has loaded and painted; with `?redirect=` (a query the page was built
 * without) the prerendered links are cleared and the app starts at once. A form page (its #root
 * marked `data-boot="form"`, the sign-in and sign-up screens) always starts it, after its paint.
 * @param {string} shell the built index.html
 * @returns {{ shell: string, boot: string }}
 */
export function deferEntry(shell) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('The built shell has no module entry script');
  const boot = [
    "const form = document.getElementById('root').dataset.boot === 'form';",
    `const plan = (${bootPlan.toString()})(location.search, () => localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}), form);`,
    `const start = () => import(${JSON.stringify(entry[1])});`,
    "if (plan === 'now') {",
    "  document.getElementById('root').replaceChildren();",
    '  start();',
    "} else if (plan === 'afterPaint') {",
    "  if (document.readyState === 'complete') requestAnimationFrame(() => setTimeout(start));",
    "  else addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });",
    '}',
    '',
  ].join('\n');
  const deferred = shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], () => `<script type="module" src="/${PRERENDER_BOOT}"></script>`);
  return { shell: deferred, boot };
}

/** @returns {import('vite').Plugin} */
export function prerenderPages() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'everlink:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL), shell);
        // A server, not runnerImport: the screens are lazy, imported while the page renders.
        const server = await createServer({
          root: config.root,
          configFile: false,
          logLevel: 'error',
          mode: config.mode,
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
        });
        try {
          /** @type {typeof import('./prerender')} */
          const module = await server.ssrLoadModule('/src/app/prerender.tsx');
          const deferred = deferEntry(shell);
          writeFileSync(join(outDir, PRERENDER_BOOT), deferred.boot);
          for (const page of module.PRERENDERED)
            writeFileSync(
              join(outDir, page.file),
              module.fillShell(deferred.shell, await module.renderPage(page.path), page.boot),
            );
        } finally {
          await server.close();
        }
      },
    },
  };
}
