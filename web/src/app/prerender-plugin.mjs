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
import { bootPlan, formBootPlan, SESSION_HINT_KEY, SIGN_IN_NOTICE_KEY } from '../session/session-hint.mjs';
import { holdForm } from './form-boot.mjs';

export const APP_SHELL = 'app.html';
export const PRERENDER_BOOT = 'prerender-boot.js';
/** The sign-in entry, a second input of the build (vite.config.ts): what the form pages start. */
export const AUTH_ENTRY = 'src/auth-main.tsx';

/**
 * The sign-in entry's file and every chunk it imports statically, from Vite's manifest, as the
 * page addresses them: the boot script preloads them together rather than one import after another.
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest
 * @returns {{ file: string, preload: string[] }}
 */
export function authEntryOf(manifest) {
  const entry = manifest[AUTH_ENTRY];
  if (!entry) throw new Error(`The build has no ${AUTH_ENTRY} entry`);
  // Its stylesheet is the page's own (the shell's): a stylesheet of its own would arrive unlinked.
  if (entry.css?.length) throw new Error(`${AUTH_ENTRY} must not import CSS of its own`);
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    for (const next of manifest[key].imports ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
  };
  visit(AUTH_ENTRY);
  return { file: `/${entry.file}`, preload: [...seen].map((key) => `/${manifest[key].file}`) };
}

/**
 * A prerendered page needs no JavaScript to show, so it loads its script only when it needs it:
 * the entry's preloads go, and its script tag becomes a small boot script. On the landing and
 * legal pages (`bootPlan`, session-hint.mjs) a visitor who never signed in gets no app at all;
 * with a session hint the entry is imported once the page has loaded and painted; with
 * `?redirect=` (a query the page was built without) the prerendered links are cleared and the app
 * starts at once. A form page (its #root marked `data-boot="form"`: sign-in, sign-up) starts the
 * sign-in entry instead (`formBootPlan`, then `holdForm` of form-boot.mjs): on first use of the
 * form, after the first paint where a session or a notice may be waiting, at once with a query;
 * and the whole app at once for `?redirect=` or an invitation link.
 * @param {string} shell the built index.html
 * @param {{ file: string, preload: string[] }} auth the sign-in entry (authEntryOf)
 * @returns {{ shell: string, boot: string }}
 */
export function deferEntry(shell, auth) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('The built shell has no module entry script');
  const boot = [
    "const root = document.getElementById('root');",
    'const afterPaint = (start) => {',
    "  if (document.readyState === 'complete') requestAnimationFrame(() => setTimeout(start));",
    "  else addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });",
    '};',
    `const startApp = () => import(${JSON.stringify(entry[1])});`,
    "if (root.dataset.boot === 'form') {",
    `  const plan = (${formBootPlan.toString()})(location.search, (key) => localStorage.getItem(key), (key) => sessionStorage.getItem(key), ${JSON.stringify(SESSION_HINT_KEY)}, ${JSON.stringify(SIGN_IN_NOTICE_KEY)});`,
    '  const startAuth = () => {',
    `    for (const href of ${JSON.stringify(auth.preload)}) {`,
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    `    return import(${JSON.stringify(auth.file)});`,
    '  };',
    "  if (plan === 'app') {",
    '    root.replaceChildren();',
    '    startApp();',
    "  } else if (plan === 'now') startAuth();",
    `  else (${holdForm.toString()})(root, startAuth, plan === 'afterPaint' ? afterPaint : null);`,
    '} else {',
    `  const plan = (${bootPlan.toString()})(location.search, () => localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}));`,
    "  if (plan === 'now') {",
    '    root.replaceChildren();',
    '    startApp();',
    "  } else if (plan === 'afterPaint') afterPaint(startApp);",
    '}',
    '',
  ].join('\n');
  const deferred = shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], () => `<script type="module" crossorigin src="/${PRERENDER_BOOT}"></script>`);
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
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
          const deferred = deferEntry(shell, authEntryOf(manifest));
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
