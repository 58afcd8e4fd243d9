import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * What a function instance loads before it can answer (docs/operations.md, "Function sizes"): the
 * deployed bundle, built as `npm run build` builds it, imported in a fresh Node process, then the
 * chunk that function's first request imports. Prints the median milliseconds and the files Node
 * loaded (our chunks and the packages' ES modules and CommonJS files) for `cardPage` and `api`.
 * Run from functions/: `npx tsx scripts/cold-start.ts`.
 */

const FUNCTIONS = resolve(import.meta.dirname, '..');
const ROUNDS = 5;

/** The source whose chunk a function imports on its first request (index.ts's loaders). */
const FIRST_REQUEST: Record<string, string> = { cardPage: 'src/card-page-app.ts', api: 'src/app.ts' };

/** Counts every ES module Node loads, through a loader hook that reports to the main thread. */
const HOOK = `let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { port.postMessage(url); return next(url, context); }`;

const PROBE = `import { register, createRequire } from 'node:module';
const esm = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => esm.add(url));
port1.unref();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOK)}), {
  parentURL: import.meta.url, data: { port: port2 }, transferList: [port2],
});
const [entry, ...chunks] = process.argv.slice(2);
const started = performance.now();
await import(entry);
for (const chunk of chunks) await import(chunk);
const ms = performance.now() - started;
await new Promise((done) => setTimeout(done, 50));
const cjs = Object.keys(createRequire(import.meta.url).cache).length;
process.stdout.write('\\n' + JSON.stringify({ ms, esm: esm.size, cjs }));
process.exit(0);
`;

interface Run {
  ms: number;
  esm: number;
  cjs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  // Inside node_modules, so the bundle finds the packages as lib/ does, and nothing is left to commit.
  const out = mkdtempSync(join(FUNCTIONS, 'node_modules', '.cold-start-'));
  try {
    const { metafile } = await build({
      // As `npm run build`: index.ts require()s functions.ts, an entry of its own.
      entryPoints: [join(FUNCTIONS, 'src/index.ts'), join(FUNCTIONS, 'src/functions.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      splitting: true,
      outdir: out,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.entries(metafile.outputs);
    const chunkOf = (source: string) => {
      const found = outputs.find(([, o]) => o.entryPoint && resolve(o.entryPoint) === resolve(FUNCTIONS, source));
      return found ? pathToFileURL(resolve(found[0])).href : null;
    };
    const probe = join(out, 'probe.mjs');
    writeFileSync(probe, PROBE);
    const entry = pathToFileURL(join(out, 'index.js')).href;
    console.log(`bundle: ${outputs.filter(([file]) => file.endsWith('.js')).length} files`);
    // Before the split every instance loaded the whole bundle: every chunk, for comparison in the same run.
    const everything = outputs
      .filter(([file, o]) => file.endsWith('.js') && o.entryPoint)
      .map(([file]) => pathToFileURL(resolve(file)).href);
    const cases: [string, string, string[]][] = [
      ['every function before the split', 'the whole bundle', everything],
      ...Object.entries(FIRST_REQUEST).map(([fn, source]): [string, string, string[]] => {
        const chunk = chunkOf(source);
        return [fn, chunk ? `the entry, then ${source}'s chunk` : 'the entry', chunk ? [chunk] : []];
      }),
    ];
    for (const [fn, what, chunks] of cases) {
      const runs: Run[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const printed = execFileSync(process.execPath, [probe, entry, ...chunks], {
          cwd: FUNCTIONS,
          env: { ...process.env, GCLOUD_PROJECT: 'demo-everlink', LOG_LEVEL: 'silent' },
        }).toString();
        runs.push(JSON.parse(printed.slice(printed.lastIndexOf('\n') + 1)) as Run);
      }
      console.log(
        `${fn}: ${what}: ${median(runs.map((r) => r.ms)).toFixed(0)} ms, ` +
          `${median(runs.map((r) => r.esm))} ES modules + ${median(runs.map((r) => r.cjs))} CommonJS files`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
