import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.test-support.ts'],
    setupFiles: ['test/worker-setup.test-support.ts'],
    // The files spend much of their time waiting on the Auth emulator and the store, so vitest's
    // default of one worker fewer than the cores left a 2-core runner on one: 770 s there, 415 s
    // with two; with three, 448 → 315 s, and four gained only 16 s more (docs/testing.md).
    maxWorkers: Math.max(3, availableParallelism()),
    // Each file builds its own app, store and blob folder (test/harness.test-support.ts), so a
    // worker need not import the app anew for every file: importing took 462 of 669 s with it.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
