import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.test-support.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
