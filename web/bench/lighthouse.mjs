// `npm run bench -w web` (after the bundle sizes): Lighthouse's mobile performance (default
// simulated throttling) on the pages in lighthouse/pages.mjs, three runs each, median, with each
// page's budget beside its figures. Boots its own stack (like scripts/e2e.mjs, on ports of its
// own), signs the demo user in for the signed-in pages, and uses Debian's Chromium.
// Figures only: a figure over its budget is marked, and the run exits non-zero.
//   --runs <n>    runs per page (default 3)
//   --url <base>  measure a running stack instead (e.g. http://127.0.0.1:5000 with `npm start`),
//                 whose Auth emulator is at --auth-host (default 127.0.0.1:9099)
//   --web <dir>   serve this already-built web app instead of building one (to compare builds; it
//                 must be built with VITE_FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9399 and have app.html)
//   --page <name> measure only the pages whose name contains this (e.g. --page Dashboard)
//   --breakdown   also print, for each page's median-TBT run, where the main thread's time went
//                 (Lighthouse's mainthread-work-breakdown, bootup-time and long-tasks)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { root } from '../../scripts/lib/stack.mjs';
import { PAGES } from './lighthouse/pages.mjs';
import { bootStack, DEBUG_PORT, demoIds, signIn, startChromium } from './lighthouse/browser-stack.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 3);
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

async function measure(url, { signedIn }) {
  const { lhr } = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A signed-in page keeps the session (and so what the sign-in had already loaded).
    disableStorageReset: !!signedIn,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    lhr,
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    kb: lhr.audits['total-byte-weight'].numericValue / 1024,
  };
}

/** A run Lighthouse itself could not trace (NO_NAVSTART and the like on a busy machine) is run once more. */
async function measureOnce(url, page) {
  try {
    return await measure(url, page);
  } catch (error) {
    console.warn(`retrying ${url}: ${error.message.split('\n')[0]}`);
    return measure(url, page);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const within = (key, value, budget) => (key === 'performance' ? value >= budget : value <= budget);
const FORMAT = {
  performance: (v) => String(v),
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  kb: (v) => `${v.toFixed(1)} KB`,
};
const LIMIT = { performance: '≥', lcpMs: '<', tbtMs: '≤', kb: '≤' };

const external = option('--url');
const stack = external
  ? { baseUrl: external, authHost: option('--auth-host') ?? '127.0.0.1:9099', stop: async () => undefined }
  : await bootStack({ prebuilt: option('--web') });
const browser = await startChromium();
const rows = [];
try {
  const only = option('--page');
  const chosen = PAGES.filter((p) => !only || p.name.includes(only));
  const publicPages = chosen.filter((p) => !p.signedIn);
  const signedInPages = chosen.filter((p) => p.signedIn);
  // Public pages first, each from an empty browser (Lighthouse resets storage); then the demo
  // user signs in and the signed-in pages keep that session.
  const demo = await demoIds(stack);
  for (const page of [...publicPages, ...signedInPages]) {
    const url = `${stack.baseUrl}${page.path(demo)}`;
    try {
      if (page === signedInPages[0]) await signIn(stack.baseUrl);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(url, page));
      const figures = Object.fromEntries(Object.keys(FORMAT).map((key) => [key, median(runs.map((r) => r[key]))]));
      const medianRun = runs.find((r) => r.tbtMs === figures.tbtMs);
      rows.push({ page, path: page.path(demo), figures, lhr: medianRun.lhr });
    } catch (error) {
      // One page that cannot be measured is reported in its row; the others still are.
      rows.push({ page, path: page.path(demo), error: error.message.split('\n')[0] });
    }
  }
} finally {
  await browser.stop().catch((error) => console.error(error));
  await stack.stop();
}

console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION} mobile performance, simulated throttling; median of ${RUNS} runs per page (budget in brackets)\n`,
);
const cell = (key, figures, budget) => {
  const ok = within(key, figures[key], budget[key]);
  return `${FORMAT[key](figures[key])} (${LIMIT[key]} ${FORMAT[key](budget[key])})${ok ? '' : ' OVER'}`;
};
const header = ['Page', 'Path', 'Performance', 'LCP', 'TBT', 'Bytes'];
const table = rows.map(({ page, path, figures, error }) => [
  page.name,
  path.replace(/[A-Za-z0-9_-]{16,}/, '…'),
  ...Object.keys(FORMAT).map((key) => (error ? `FAILED: ${error}` : cell(key, figures, page.budget))),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.map(line)].join('\n'));
if (table.some((r) => r.some((c) => c.endsWith('OVER') || c.startsWith('FAILED')))) process.exitCode = 1;
if (args.includes('--breakdown')) for (const row of rows) if (row.lhr) printBreakdown(row);

/** Where one run's main-thread time went: by kind of work, by script, and its long tasks. */
function printBreakdown({ page, figures, lhr }) {
  const ms = (v) => `${Math.round(v)} ms`;
  const short = (url) => url.replace(stack.baseUrl, '').replace(/^.*\/assets\//, '');
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  console.log(`\n${page.name}, the run with the median TBT (${FORMAT.tbtMs(figures.tbtMs)}):`);
  const metric = (id) => `${lhr.audits[id].displayValue} (score ${lhr.audits[id].score})`;
  console.log(
    `  metrics: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, SI ${metric('speed-index')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  );
  console.log(
    `  main thread: ${items('mainthread-work-breakdown')
      .map((i) => `${i.groupLabel} ${ms(i.duration)}`)
      .join(', ')}`,
  );
  console.log('  scripts (total / scripting / parse+compile):');
  for (const i of items('bootup-time').slice(0, 12))
    console.log(`    ${short(i.url)}: ${ms(i.total)} / ${ms(i.scripting)} / ${ms(i.scriptParseCompile)}`);
  const lcpElement = items('lcp-breakdown-insight').find((i) => i.type === 'node');
  console.log(`  LCP element: ${lcpElement?.selector ?? '?'} ${lcpElement?.snippet ?? ''}`);
  console.log('  layout shifts (score, element):');
  for (const i of items('layout-shifts').slice(0, 8))
    console.log(`    ${i.score.toFixed(3)} ${i.node?.selector ?? i.node?.snippet ?? '(unattributed)'}`);
  console.log('  long tasks (start, duration, script):');
  for (const i of items('long-tasks').slice(0, 12))
    console.log(`    ${ms(i.startTime)} ${ms(i.duration)} ${short(i.url)}`);
}
