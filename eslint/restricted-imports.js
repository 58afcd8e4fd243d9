/** The restricted-import blocks the config's rule sets are built from (eslint.config.js). */

export const noInternals = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

/**
 * A server module's `index.ts` is its only door (docs/architecture.md, "Module doors"): another
 * module, a job, an integration, a script, a bench or a test imports `../<m>` (or `../<m>/index`),
 * never `../<m>/<file>`; tests may also take a module's `*.test-support.ts`. `app.ts` alone imports
 * each module's `*.routes` file, to mount it: a door re-exporting routes would close import cycles.
 * A web feature imports another only through its `api.ts` (hooks) or an `index.ts` that names
 * what it shares; tests may take its `*.test-support.ts`.
 * Relative paths mean different folders at different depths, hence one block a depth.
 */
export const DOOR_MESSAGE =
  'Import a module through its index (`../<module>`), not its files (docs/architecture.md, "Module doors").';
/** The import paths, under `prefix` (the folder holding the modules), that go past a module's door. */
export const pastTheDoor = (prefix, own) => [
  `${prefix}*/**`,
  ...(own ? [`!${prefix}${own}/**`] : []),
  `!${prefix}*/index`,
  `!${prefix}*/*.test-support`,
];
export const doorOutside = (prefix) => ({ group: pastTheDoor(prefix), message: DOOR_MESSAGE });
