import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function summarise(reports: Record<string, unknown>): string[] {
  dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
  for (const [name, report] of Object.entries(reports)) {
    writeFileSync(join(dir, name), JSON.stringify(report));
  }
  return execFileSync(process.execPath, ['scripts/ci-summary.mjs', dir], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

describe('scripts/ci-summary.mjs: the closing line CI reads', () => {
  it('names each failed test with its first error line just above the totals', () => {
    const lines = summarise({
      'vitest.json': {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        testResults: [
          {
            name: join(process.cwd(), 'server/tests/a.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a passes' },
              {
                status: 'failed',
                fullName: 'a saves a draft',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 500 to be 200\u001b[39m\n    at x',
                ],
              },
            ],
          },
          // A file whose beforeAll failed: no test of it failed, the file did.
          {
            name: join(process.cwd(), 'server/tests/b.test.ts'),
            status: 'failed',
            message: 'Hook timed out',
            assertionResults: [],
          },
        ],
      },
      'playwright.json': {
        stats: { expected: 5, flaky: 1, unexpected: 1, skipped: 0 },
        suites: [
          {
            title: 'drafts.spec.ts',
            specs: [],
            suites: [
              {
                title: 'drafts',
                specs: [
                  {
                    title: 'keeps typed answers',
                    file: 'drafts.spec.ts',
                    line: 12,
                    tests: [
                      {
                        status: 'unexpected',
                        results: [
                          {
                            status: 'failed',
                            error: { message: 'Timeout 30000ms exceeded.\nmore' },
                          },
                        ],
                      },
                    ],
                  },
                  {
                    title: 'retried',
                    file: 'drafts.spec.ts',
                    line: 30,
                    tests: [{ status: 'flaky', results: [] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    // Reports are read in name order: playwright.json before vitest.json.
    expect(lines.slice(-4)).toEqual([
      'failed: drafts.spec.ts:12 › drafts › keeps typed answers: Timeout 30000ms exceeded.',
      'failed: server/tests/a.test.ts › a saves a draft: AssertionError: expected 500 to be 200',
      'failed: server/tests/b.test.ts (the file itself): Hook timed out',
      '9 passed, 3 failed, 1 skipped',
    ]);
  });

  it('reads clean when nothing failed', () => {
    const lines = summarise({
      'vitest.json': { numPassedTests: 2, numFailedTests: 0, numPendingTests: 0, testResults: [] },
    });
    expect(lines.at(-1)).toBe('2 passed, 0 failed, 0 skipped');
    expect(lines.some((line) => line.startsWith('failed:'))).toBe(false);
  });
});
