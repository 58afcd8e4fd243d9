// The import-cycle check of `npm run lint`, for the web app and the server (docs/architecture.md):
// every cycle is listed and any one fails the check. A cycle counts when its imports exist at run
// time: type-only imports vanish when TypeScript compiles, so they close none; `import()` does
// count (a lazy chunk that imports its loader back is still a cycle).
import { parseCircular, parseDependencyTree } from 'dpdm';

// `node scripts/check-cycles.mjs <files> <tsconfig>` checks those files instead (the check's own test).
const [files, tsconfig] = process.argv.slice(2);
const SIDES = files
  ? [{ name: files, files, tsconfig }]
  : [
      { name: 'web', files: 'web/src/**/*.{ts,tsx,mjs}', tsconfig: 'web/tsconfig.json' },
      { name: 'functions', files: 'functions/src/**/*.ts', tsconfig: 'functions/tsconfig.json' },
    ];

let failed = false;
for (const side of SIDES) {
  const tree = await parseDependencyTree(side.files, { tsconfig: side.tsconfig, transform: true });
  const cycles = parseCircular(tree);
  console.log(`${side.name}: ${cycles.length} import cycle(s)`);
  for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  if (cycles.length) failed = true;
}

if (failed) {
  console.log('Import cycles: break each by moving what both sides need into a module they can both import.');
  process.exit(1);
}
