// Sums the JSON reports of vitest and Playwright in a folder into one closing line that CI reads:
// "N passed, N failed, N skipped". The failed tests are named just above that line, with the first
// line of their error, because CI keeps only the tail of its log.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** The first meaningful line of an error text, without terminal colours, cut to one screen line. */
function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what it removes
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

function readVitest(report) {
  passed += report.numPassedTests;
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name ?? '');
    const tests = file.assertionResults ?? [];
    for (const test of tests.filter((t) => t.status === 'failed')) {
      failures.push(
        `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    // A file that fails before its tests run (an import or a beforeAll) fails none of its tests
    // and skips them all: count the file itself as one failure so the line cannot read clean.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed += 1;
      failures.push(`${name} (the file itself): ${firstLine(file.message)}`);
    }
  }
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function readPlaywright(report) {
  // Flaky tests passed on retry.
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const where = `${spec.file}:${spec.line}`;
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        failures.push(`${where} › ${title}: ${firstLine(last?.error?.message ?? last?.status)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if ('numPassedTests' in report) readVitest(report);
  else if (report.stats) readPlaywright(report);
  console.log(`${name}: read`);
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
