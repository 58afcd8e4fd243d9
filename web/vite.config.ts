import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { scannerOcrAssets } from './src/features/scanner/ocr/assets-plugin.mjs';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL, AUTH_ENTRY, prerenderPages } from './src/app/prerender-plugin.mjs';

const contract = fileURLToPath(new URL('../functions/src/contract/', import.meta.url));
const api = 'http://127.0.0.1:5000';
/**
 * Firebase products the app never uses (its data goes through the API): reactfire imports them
 * all, and their modules register themselves with Firebase on load, so they came into the
 * signed-in start and were evaluated there (docs/web.md, "The first second"). The Realtime
 * Database's listeners are referenced by reactfire's own top-level code, so that one is replaced.
 */
const UNUSED_FIREBASE_PRODUCTS =
  /node_modules\/(@firebase\/(firestore|storage|remote-config|functions|installations|webchannel-wrapper)|firebase\/(firestore|storage|remote-config|functions))\//;
/** Module tests that read or drive the page (the DOM, local or session storage): jsdom's. */
const MODULE_TESTS_WITH_A_PAGE = [
  'src/app/form-takeover.test.ts',
  'src/session/session-hint.test.ts',
  'src/features/auth/account-record.test.ts',
];
const NO_REALTIME_DATABASE = fileURLToPath(new URL('src/lib/no-realtime-database.ts', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // The card scanner's OCR engine and English model, served from our own build (docs/scanner.md).
    scannerOcrAssets(),
    // The landing and legal pages as static HTML, hydrated by the app (docs/web.md).
    prerenderPages(),
    // Event mode (docs/event-mode.md): the app installs and its shell opens offline.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Everlink',
        short_name: 'Everlink',
        description: 'Digital business cards, profiles and contacts for you and your team.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f6feb',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every screen's chunk, so any screen opened offline loads; the paper-card scanner's OCR
        // model is fetched on its screen only and is not worth precaching for everyone.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.traineddata*', '**/tesseract*/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // index.html is the prerendered landing; every other route opens the app's shell.
        navigateFallback: APP_SHELL,
        // The API and the server-rendered public card must always reach the network.
        navigateFallbackDenylist: [/^\/v1\//, /^\/card\//, /^\/__\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: [
      // `@contract` is the whole shared contract; `@contract/<file>` one file of it, so the
      // landing's entry chunk can take the message texts without every zod schema.
      { find: /^@contract$/, replacement: `${contract}index.ts` },
      { find: /^@contract\/(.*)$/, replacement: `${contract}$1` },
      { find: /^firebase\/database$/, replacement: NO_REALTIME_DATABASE },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `^/card/` (a RegExp key), not the prefix '/card', which would also catch /cards.
    proxy: { '/v1': api, '^/card/': api },
  },
  build: {
    // The app (index.html) and the sign-in entry the prerendered sign-in and sign-up pages start.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        auth: fileURLToPath(new URL(AUTH_ENTRY, import.meta.url)),
      },
      treeshake: { moduleSideEffects: [{ test: UNUSED_FIREBASE_PRODUCTS, sideEffects: false }] },
    },
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  test: {
    // A module's test (`*.test.ts`) runs in Node; a component's (`*.test.tsx`), and a module test
    // that uses the page, in jsdom. The 50 module files took 94 s of CPU in jsdom, most of it
    // jsdom's set-up and the testing library's, and 42 s in Node (docs/testing.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: './src/test/jsdom-environment.test-support.ts',
          setupFiles: ['./src/test/setup.test-support.ts'],
          include: ['src/**/*.test.tsx', ...MODULE_TESTS_WITH_A_PAGE],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MODULE_TESTS_WITH_A_PAGE],
        },
      },
    ],
    css: false,
    // userEvent types key by key: on a loaded 2-core runner a long form took over vitest's 5 s default.
    testTimeout: 20_000,
    // vitest's default (one worker fewer than the cores) ran a 2-core CI runner's files one at a
    // time, with nothing else running beside them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
