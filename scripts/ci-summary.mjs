// Sums the JSON reports of vitest and Playwright in a folder into one closing line that CI reads:
// "N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if ('numPassedTests' in report) {
    // vitest (jest-compatible JSON)
    passed += report.numPassedTests;
    // A file that fails before its tests run (an import or a beforeAll) fails none of its tests
    // and skips them all: count the file itself as one failure so the line cannot read clean.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    failed += report.numFailedTests + brokenFiles;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  console.log(`${name}: read`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
