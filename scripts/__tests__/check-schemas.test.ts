import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/domain/catalog/issues';
import { readSchemaFiles } from '../../src/domain/catalog/read-schema-files';
import { definitionsDigest, isStamped } from '../../src/domain/checker/checked-stamp';
import { runCheck } from '../check-schemas';
import { copyProject, repoRoot } from './project-copy';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project() {
  const copy = copyProject();
  cleanup = copy.remove;
  return copy.root;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are edited freely
type Json = any;

function edit(root: string, path: string, change: (json: Json) => void) {
  const file = join(root, path);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json));
}

describe('scripts/check-schemas.ts', () => {
  // One checker run on an unchanged copy of the repository serves the first two tests: a run
  // costs seconds of CPU (every schema compiled), and they both start from that run.
  let pristine = { root: '', remove: () => {} };
  let pristineRun: ReturnType<typeof runCheck>;
  beforeAll(() => {
    pristine = copyProject();
    pristineRun = runCheck(pristine.root);
  }, 90_000);
  afterAll(() => pristine.remove());

  it('passes the repository as it is', () => {
    const { issues, exitCode } = pristineRun;
    expect(issues.map(formatIssue)).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('fails with file: JSON-path: reason lines on a broken service', () => {
    const root = project();
    edit(root, 'schemas/tree-felling/steps.json', (s) => {
      s.sample.expectedFee = 1;
      s.steps[0].fields.push('nothing');
    });
    const { issues, exitCode } = runCheck(root);
    expect(exitCode).toBe(1);
    expect(issues.map(formatIssue)).toEqual([
      'tree-felling/steps.json: $.sample.expectedFee: expected 1 but the rule gives 10000',
      'tree-felling/steps.json: $.steps[0].fields[3]: no top-level property "nothing" in the schema',
    ]);
  });

  it('stamps the definitions it passed, and only those', () => {
    const { root } = pristine;
    expect(pristineRun.exitCode).toBe(0);
    const digest = () => {
      const { files } = readSchemaFiles(join(root, 'schemas'));
      return definitionsDigest(
        files,
        JSON.parse(readFileSync(join(root, 'services.catalog.json'), 'utf8')),
      );
    };
    expect(isStamped(root, digest())).toBe(true);
    edit(root, 'schemas/sub-lettee/ui.json', (ui) => (ui.sublettees['ui:widget'] = 'grid'));
    expect(isStamped(root, digest())).toBe(false);
    expect(runCheck(root).exitCode).toBe(1);
    expect(isStamped(root, digest())).toBe(false);
  }, 90_000); // a full checker run

  const waits = '(the other checks of what depends on this file wait until it is fixed)';

  it('reports a file that is not JSON once, at its line and column', () => {
    const root = project();
    writeFileSync(join(root, 'schemas/sub-lettee/ui.json'), '{ "oops": ');
    expect(runCheck(root).issues.map(formatIssue)).toEqual([
      `sub-lettee/ui.json: $: not valid JSON: line 1, column 11: the file ends too early (a missing } or ] or ") ${waits}`,
    ]);
  }, 90_000); // a full checker run

  it('checks nothing that depends on a broken steps.json (its translations are not stale)', () => {
    const root = project();
    const file = join(root, 'schemas/tree-felling/steps.json');
    const text = readFileSync(file, 'utf8');
    // A comma forgotten after the "title" line, as an analyst would.
    const broken = text.replace(/("title": "[^"]*"),\n/, '$1\n');
    expect(broken).not.toBe(text);
    writeFileSync(file, broken);
    const line = broken.slice(0, broken.search(/"title": "[^"]*"\n/)).split('\n').length + 1;
    const { issues, exitCode } = runCheck(root);
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        new RegExp(`^tree-felling/steps\\.json: \\$: not valid JSON: line ${line}, column \\d+: `),
      ),
    ]);
    expect(exitCode).toBe(1);
  }, 90_000); // a full checker run

  it('reports a broken catalogue at its line and column, and nothing else', () => {
    const root = project();
    const file = join(root, 'services.catalog.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"version": 1,', '"version": 1,,'));
    const lines = runCheck(root).issues.map(formatIssue);
    expect(lines).toEqual([
      expect.stringMatching(
        /^services\.catalog\.json: \$: not valid JSON: line 11, column 20: Expected double-quoted property name/,
      ),
    ]);
  });

  it('warns about a folder the catalogue does not list, but passes', () => {
    const root = project();
    let dropped = '';
    edit(root, 'services.catalog.json', (c) => (dropped = c.services.pop().folder));
    // Translations of a folder outside the catalogue are refused (errors of their own).
    rmSync(join(root, 'schemas', dropped, 'translations'), { recursive: true, force: true });
    const { issues, exitCode } = runCheck(root);
    expect(issues.map(formatIssue)).toEqual([
      `${dropped}/: $: warning: folder is not listed in services.catalog.json`,
    ]);
    expect(exitCode).toBe(0);
  }, 90_000); // a full checker run

  it('warns about a charge with no note for applicants, but passes', () => {
    const root = project();
    edit(root, 'schemas/tree-felling/steps.json', (s) => delete s.fee.applicantNote);
    // A removed text's translations go with it (a stale key is an error).
    for (const language of ['mr', 'hi'])
      edit(root, `schemas/tree-felling/translations/${language}.json`, (t) => {
        delete t['steps.json#/fee/applicantNote'];
      });
    const { issues, exitCode } = runCheck(root);
    expect(issues.map(formatIssue)).toEqual([
      'tree-felling/steps.json: $.fee: warning: no applicantNote: the cost panel will not tell the applicant what the charge is for',
    ]);
    expect(exitCode).toBe(0);
  }, 90_000); // a full checker run

  it('runs on its own with npx tsx and exits 1 on problems', () => {
    const root = project();
    edit(root, 'services.catalog.json', (c) => (c.services[0].serviceMasterId = 9));
    const run = () =>
      execFileSync(
        join(repoRoot, 'node_modules/.bin/tsx'),
        [join(repoRoot, 'scripts/check-schemas.ts'), root],
        {
          encoding: 'utf8',
        },
      );
    let status = 0;
    let out = '';
    try {
      out = run();
    } catch (e) {
      const failure = e as { status: number; stdout: string };
      status = failure.status;
      out = failure.stdout;
    }
    expect(status).toBe(1);
    expect(out).toContain(
      'services.catalog.json: $.services[0].serviceMasterId: unknown serviceMasterId 9; one of 0, 1, 2, 3, 4, 6, 7',
    );
    expect(out).toContain('schemas FAILED: 1 error(s), 0 warning(s)');
  }, 120_000); // a full checker run in its own process
});
