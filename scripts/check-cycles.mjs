// The import-cycle check of `npm run lint`, for the web app and the server (docs/architecture.md):
// every cycle is listed, and the check fails on any that is not named in KNOWN_CYCLES below.
// A cycle counts when its imports exist at run time: type-only imports vanish when TypeScript
// compiles, so they close none; `import()` does count (a lazy chunk that imports its loader back
// is still a cycle).
import { parseCircular, parseDependencyTree } from 'dpdm';

const SIDES = [
  { name: 'web', files: 'web/src/**/*.{ts,tsx,mjs}', tsconfig: 'web/tsconfig.json' },
  { name: 'functions', files: 'functions/src/**/*.ts', tsconfig: 'functions/tsconfig.json' },
];

/**
 * Cycles that exist and are being taken apart elsewhere, each by its files in any order. An entry
 * that no longer matches a cycle fails the check too, so this list only shrinks.
 */
const KNOWN_CYCLES = [
  // Issue #20 step 4: a provider takes `esc` from the card page; esc/href/onColor move to platform/html.ts.
  [
    'functions/src/modules/integrations/index.ts',
    'functions/src/modules/integrations/crm.ts',
    'functions/src/integrations/registry.ts',
    'functions/src/integrations/instagram/instagram.provider.ts',
    'functions/src/integrations/instagram/instagram.routes.ts',
    'functions/src/modules/public/card-page.ts',
  ],
  // Found by this check, not named in issue #20: the public view, profiles, company branding, links
  // and integrations reach each other through their index files (step 6, module doors).
  [
    'functions/src/modules/profiles/profiles.service.ts',
    'functions/src/modules/public/public-view.service.ts',
    'functions/src/modules/company/company-branding.service.ts',
    'functions/src/modules/profiles/index.ts',
    'functions/src/modules/profiles/profiles.media.ts',
  ],
  [
    'functions/src/modules/public/public-view.service.ts',
    'functions/src/modules/company/company-branding.service.ts',
    'functions/src/modules/profiles/index.ts',
    'functions/src/modules/profiles/profiles.slug-migration.ts',
    'functions/src/modules/links/links.service.ts',
  ],
  [
    'functions/src/modules/profiles/profiles.service.ts',
    'functions/src/modules/public/public-view.service.ts',
    'functions/src/modules/integrations/index.ts',
    'functions/src/modules/integrations/card-feeds.ts',
    'functions/src/modules/integrations/overview.ts',
  ],
];

const keyOf = (files) => [...files].sort().join(' ');
const known = new Map(KNOWN_CYCLES.map((files) => [keyOf(files), files]));
const seen = new Set();
let failed = false;

for (const side of SIDES) {
  const tree = await parseDependencyTree(side.files, { tsconfig: side.tsconfig, transform: true });
  const cycles = parseCircular(tree);
  const unexpected = cycles.filter((cycle) => !known.has(keyOf(cycle)));
  cycles.forEach((cycle) => seen.add(keyOf(cycle)));
  console.log(`${side.name}: ${cycles.length} import cycle(s), ${unexpected.length} not in KNOWN_CYCLES`);
  for (const cycle of cycles) console.log(`  ${known.has(keyOf(cycle)) ? 'known' : 'NEW  '} ${[...cycle, cycle[0]].join(' -> ')}`);
  if (unexpected.length) failed = true;
}

const stale = [...known].filter(([key]) => !seen.has(key));
for (const [, files] of stale) console.log(`KNOWN_CYCLES names a cycle that is gone, remove it: ${files.join(', ')}`);

if (failed || stale.length) {
  console.log('Import cycles: break each by moving what both sides need into a module they can both import.');
  process.exit(1);
}
