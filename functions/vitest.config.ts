import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suite's longest files, longest first, by a whole run's durations (docs/testing.md). A fresh
 * clone has no record of durations, so vitest starts the largest files first, and these, short
 * in bytes, started late: the conference booth's 100 s then ran on at the end beside idle workers.
 */
const LONGEST_FILES = [
  'test/budgets/route-budgets.test.ts',
  'test/budgets/conference-booth.test.ts',
  'test/security/bad-input.test.ts',
  'test/local/auth-backup.test.ts',
  'src/modules/contacts/lead-budgets.test.ts',
  'src/modules/public/lead-form.test.ts',
  'test/security/authorization-matrix.test.ts',
  'src/modules/scim/scim-scale.test.ts',
  'src/platform/outbox/outbox.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
