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

export const APP_SHELL = 'app.html';

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
          for (const page of module.PRERENDERED) writeFileSync(join(outDir, page.file), module.fillShell(shell, await module.renderPage(page.path)));
        } finally {
          await server.close();
        }
      },
    },
  };
}
