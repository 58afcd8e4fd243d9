/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { scannerOcrAssets } from './src/features/scanner/ocr/assets-plugin.mjs';

const contract = fileURLToPath(new URL('../functions/src/contract/', import.meta.url));
const api = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [
    react(),
    // The card scanner's OCR engine and English model, served from our own build (docs/scanner.md).
    scannerOcrAssets(),
  ],
  resolve: {
    alias: [
      // `@contract` is the whole shared contract; `@contract/<file>` one file of it, so the
      // landing's entry chunk can take the message texts without every zod schema.
      { find: /^@contract$/, replacement: `${contract}index.ts` },
      { find: /^@contract\/(.*)$/, replacement: `${contract}$1` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `^/card/` (a RegExp key), not the prefix '/card', which would also catch /cards.
    proxy: { '/v1': api, '^/card/': api },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  test: {
    environment: './src/test/jsdom-environment.ts',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
