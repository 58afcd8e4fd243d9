// What failed in a Playwright run, printed last: the stack's logs come before it, and CI shows
// only the end of the output.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

function* testsOf(suite, titles = []) {
  for (const child of suite.suites ?? []) yield* testsOf(child, suite.title ? [...titles, suite.title] : titles);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      yield { title: [...titles, suite.title, spec.title].filter(Boolean).join(' › '), spec, test };
}

/** Prints the failed and the flaky (passed on a retry) journeys with their first error lines. */
export function printE2eSummary(resultsFile) {
  if (!existsSync(resultsFile)) return;
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const failed = [];
  const flaky = [];
  for (const suite of report.suites ?? []) {
    for (const { title, spec, test } of testsOf(suite)) {
      const where = `${spec.file}:${spec.line}`;
      const errors = test.results
        .flatMap((result) => result.errors ?? [])
        .map((error) => stripVTControlCharacters(error.message ?? ''));
      if (test.status === 'unexpected') failed.push({ title, where, errors });
      else if (test.status === 'flaky') flaky.push({ title, where, errors });
    }
  }
  const { expected = 0, unexpected = 0, flaky: flakyCount = 0, skipped = 0 } = report.stats ?? {};
  console.log(
    `\nJourneys: ${expected} passed, ${unexpected} failed, ${flakyCount} flaky (passed on retry), ${skipped} skipped`,
  );
  for (const [label, list] of [
    ['FAILED', failed],
    ['FLAKY', flaky],
  ]) {
    for (const { title, where, errors } of list) {
      console.log(`\n${label} ${title} (${where})`);
      for (const error of errors.slice(0, 2)) console.log(error.split('\n').slice(0, 12).join('\n'));
    }
  }
}
