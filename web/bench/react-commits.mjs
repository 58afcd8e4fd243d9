// `node bench/react-commits.mjs`: what React does while the signed-in dashboard loads, counted
// rather than timed, so the figures hold on a busy machine. Boots the Lighthouse bench's stack
// (an unminified build, so components keep their names), signs the demo user in, then opens
// /dashboard in a fresh tab several times with the CPU slowed down as Lighthouse's mobile run does
// and prints, per load: each React commit (when, how many components rendered, which components
// started the render), the API answers beside them, and the main thread's busiest functions.
//   --runs <n>    loads (default 3; figures from the last, the others warm the caches)
//   --web <dir>   serve this already-built web app (build it with --minify false to read names)
//   --cpu <rate>  CPU slowdown (default 4, Lighthouse's)
//   --path <p>    the page (default /dashboard)
import { chromium } from '@playwright/test';
import { bootStack, DEBUG_PORT, signIn, startChromium } from './lighthouse/browser-stack.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 3);
const CPU = Number(option('--cpu') ?? 4);
const PATH = option('--path') ?? '/dashboard';
/** The load is over once no API call is out and nothing has committed or answered for this long. */
const QUIET_MS = 3000;

/**
 * Installed before the app runs: React reports each commit to the DevTools hook, also in a
 * production build. A component rendered in a commit if it mounted or did work (React's
 * PerformedWork flag); a subtree React skipped keeps its old child fibers, so it is not walked.
 */
function installCommitHook() {
  const commits = [];
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    return type?.displayName ?? type?.name ?? 'Anonymous';
  };
  const rendered = (fiber) =>
    COMPONENT_TAGS.has(fiber.tag) && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0);
  const walk = (fiber, parentRendered, out) => {
    for (let child = fiber; child; child = child.sibling) {
      const did = rendered(child);
      if (did) out.count++;
      if (did && !parentRendered) out.starts.add(nameOf(child));
      if (did && child.alternate === null) out.mounted++;
      const skipped = child.alternate !== null && child.child === child.alternate.child;
      if (child.child && !skipped) walk(child.child, COMPONENT_TAGS.has(child.tag) ? did : parentRendered, out);
    }
  };
  globalThis.__reactCommits = commits;
  globalThis.__longTasks = [];
  // The API's answers as the app receives them (the headers: the body is read by the caller).
  globalThis.__apiAnswers = [];
  const fetch = globalThis.fetch;
  globalThis.__apiPending = 0;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
    if (!url.pathname.startsWith('/v1/')) return fetch(input, init);
    const sent = performance.now();
    globalThis.__apiPending++;
    try {
      return await fetch(input, init);
    } finally {
      globalThis.__apiPending--;
      globalThis.__apiAnswers.push({ sent, at: performance.now(), path: `${init?.method ?? 'GET'} ${url.pathname}` });
    }
  };

  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) globalThis.__longTasks.push({ at: task.startTime, ms: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      const out = { count: 0, mounted: 0, starts: new Set() };
      walk(root.current.child, false, out);
      commits.push({ at: performance.now(), count: out.count, mounted: out.mounted, starts: [...out.starts] });
    },
  };
}

/** One load of the page: commits, API answers and the CPU profile's busiest functions. */
async function load(context, url) {
  const page = await context.newPage();
  await page.addInitScript(installCommitHook);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  let last = '';
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS;) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(
      () => `${globalThis.__reactCommits.length}/${globalThis.__apiAnswers.length}/${globalThis.__apiPending}`,
    );
    // An API call still out (a slow emulator) is not quiet.
    if (now !== last || !now.endsWith('/0')) [last, quietSince] = [now, Date.now()];
  }
  const { profile } = await cdp.send('Profiler.stop');
  const { commits, longTasks, answers } = await page.evaluate(() => ({
    commits: globalThis.__reactCommits,
    longTasks: globalThis.__longTasks,
    answers: globalThis.__apiAnswers,
  }));
  await page.close();
  return { commits, longTasks, answers, hot: busiest(profile) };
}

/** Self time by function (name and file), in ms of the slowed-down CPU, busiest first. */
function busiest(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const byFile = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (!url) return;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/assets\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
    const file = url.replace(/^.*\/assets\//, '');
    byFile.set(file, (byFile.get(file) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const first = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { total, top: first(self, 25), files: first(byFile, 10), tasks: busyStretches(profile, byId) };
}

/**
 * The profile's long busy stretches (samples with no idle one between them, 50 ms or more): when
 * each started after the profile did (≈ the navigation) and the functions with the most time in
 * it, callees included, named by function only (several chunks' code runs inside React's).
 */
function busyStretches(profile, byId) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stretches = [];
  let current = null;
  let time = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] / 1000;
    const name = byId.get(id).callFrame.functionName;
    if (name === '(idle)' || name === '(program)') {
      if (current && current.ms >= 50) stretches.push(current);
      current = null;
      return;
    }
    current ??= { at: time, ms: 0, inclusive: new Map() };
    current.ms += profile.timeDeltas[i] / 1000;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node).callFrame;
      if (!frame.url || seen.has(frame.functionName)) continue;
      seen.add(frame.functionName);
      current.inclusive.set(
        frame.functionName,
        (current.inclusive.get(frame.functionName) ?? 0) + profile.timeDeltas[i] / 1000,
      );
    }
  });
  if (current && current.ms >= 50) stretches.push(current);
  return stretches.map(({ at, ms, inclusive }) => ({
    at,
    ms,
    top: [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14),
  }));
}

const prebuilt = option('--web');
const stack = await bootStack({ prebuilt, viteArgs: ['--minify', 'false'] });
const browser = await startChromium();
const results = [];
try {
  await signIn(stack.baseUrl);
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const context = connected.contexts()[0];
  for (let i = 0; i < RUNS; i++) results.push(await load(context, `${stack.baseUrl}${PATH}`));
  await connected.close();
} finally {
  await browser.stop().catch((error) => console.error(error));
  await stack.stop();
}

const ms = (v) => `${Math.round(v)} ms`;
console.log(`\n${PATH}, signed in, CPU slowed ${CPU}×: React commits per load`);
console.log(
  `  commits: ${results.map((r) => r.commits.length).join(', ')}; components rendered: ${results
    .map((r) => r.commits.reduce((a, c) => a + c.count, 0))
    .join(', ')}; script self time: ${results.map((r) => ms(r.hot.total)).join(', ')}`,
);
const last = results.at(-1);
console.log(`\nThe last load, in time order (commits: components rendered, mounted, where the render started):`);
const events = [
  ...last.commits.map((c) => ({
    at: c.at,
    text: `commit  ${c.count} rendered, ${c.mounted} mounted: ${c.starts.join(', ')}`,
  })),
  ...last.answers.map((a) => ({ at: a.at, text: `answer  ${a.path} (asked at ${ms(a.sent)})` })),
  ...last.longTasks.map((t) => ({ at: t.at, text: `long task  ${ms(t.ms)}` })),
].sort((a, b) => a.at - b.at);
for (const e of events) console.log(`  ${ms(e.at).padStart(8)}  ${e.text}`);
console.log(`\nThe last load's long busy stretches in the CPU profile (from the profile's start; callees included):`);
for (const task of last.hot.tasks)
  console.log(
    `  ${ms(task.at).padStart(8)} ${ms(task.ms).padStart(7)}: ${task.top.map(([name, time]) => `${name || '(anonymous)'} ${Math.round(time)}`).join(', ')}`,
  );
console.log(`\nThe last load's script self time by file (at ${CPU}×):`);
for (const [file, time] of last.hot.files) console.log(`  ${ms(time).padStart(7)}  ${file}`);
console.log(`\nThe last load's busiest functions (self time at ${CPU}×, of ${ms(last.hot.total)}):`);
for (const [key, time] of last.hot.top) console.log(`  ${ms(time).padStart(7)}  ${key}`);
