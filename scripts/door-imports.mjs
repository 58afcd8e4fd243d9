// The figures of docs/architecture.md "Module doors": the server's imports into another module's
// folder (src, test, bench, scripts), by what they open — its door (index), a routes file (app.ts
// mounting it), test support, or another of its files. `node scripts/door-imports.mjs [functions dir]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';

const root = process.argv[2] ?? 'functions';
const modules = join(root, 'src', 'modules');
const IMPORT = /(?:import|export)\s+(?:type\s+)?[^;]*?\s+from\s+'([^']+)'|import\('([^']+)'\)/gs;

const kindOf = (file) => {
  if (file === 'index') return 'door (index)';
  if (file.endsWith('.routes')) return 'routes file';
  if (file.endsWith('.test-support')) return 'test support';
  return `another file (${file.includes('.') ? `*.${file.split('.').pop()}` : file})`;
};

const counts = new Map();
for (const base of ['src', 'test', 'bench', 'scripts']) {
  for (const entry of readdirSync(join(root, base), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const dir = entry.parentPath;
    const own = relative(modules, dir).split(sep)[0];
    for (const match of readFileSync(join(dir, entry.name), 'utf8').matchAll(IMPORT)) {
      const from = match[1] ?? match[2];
      if (!from.startsWith('.')) continue;
      const target = relative(modules, normalize(join(dir, from)));
      if (target.startsWith('..')) continue;
      const [module, file = 'index'] = target.split(sep);
      if (module === own) continue;
      const kind = kindOf(file);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  }
}
for (const [kind, count] of [...counts].sort((a, b) => b[1] - a[1]))
  console.log(`${String(count).padStart(5)} ${kind}`);
console.log(`${String([...counts.values()].reduce((a, b) => a + b, 0)).padStart(5)} in all`);
