/**
 * `npx tsx scripts/check-schemas.ts [root] [--verbose]`: checks schemas/ and services.catalog.json
 * and prints one `file: JSON-path: reason` line per problem; exits 1 when there is an error
 * (warnings are printed but pass). Then it lists, per language, the texts of each service that have
 * no translation yet (shown in English: a warning); `--verbose` names each one's key.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatIssue, type Issue } from '../src/domain/catalog/issues';
import { CATALOG_FILE } from '../src/domain/catalog/load-catalog';
import {
  readJsonFile,
  readSchemaFiles,
  unreadableFiles,
} from '../src/domain/catalog/read-schema-files';
import { translationPath } from '../src/domain/catalog/translate';
import { catalogEntries } from '../src/domain/checker/check-catalog';
import { checkProject, passes } from '../src/domain/checker/check-project';
import {
  checkServiceTranslations,
  type Untranslated,
} from '../src/domain/checker/check-service-translations';
import { definitionsDigest, writeCheckedStamp } from '../src/domain/checker/checked-stamp';

/**
 * Checks the project at `root` (the folder holding schemas/ and services.catalog.json); when it
 * passes, stamps the definitions as checked (see checked-stamp.ts). `untranslated` lists the
 * texts without a translation, per folder and language.
 */
export function runCheck(root: string): {
  issues: Issue[];
  exitCode: number;
  untranslated: Untranslated[];
} {
  const { files, issues: readIssues } = readSchemaFiles(join(root, 'schemas'));
  const catalog = readJsonFile(join(root, CATALOG_FILE), CATALOG_FILE);
  const issues = [...readIssues, ...catalog.issues];
  if (catalog.json !== undefined) {
    const unreadable = unreadableFiles(readIssues);
    issues.push(...checkProject({ files, catalog: catalog.json, unreadable }));
  }
  const exitCode = passes(issues) ? 0 : 1;
  if (exitCode === 0) writeCheckedStamp(root, definitionsDigest(files, catalog.json));
  const untranslated =
    catalog.json === undefined
      ? []
      : checkServiceTranslations(files, catalogEntries(catalog.json)).untranslated;
  return { issues, exitCode, untranslated };
}

/** The untranslated texts as the checker prints them: a count per folder, keys when verbose. */
export function untranslatedReport(list: readonly Untranslated[], verbose: boolean): string[] {
  if (list.length === 0) return [];
  const lines = [
    'Service texts without a translation (shown in English; list them for a translator with',
    '`npx tsx scripts/service-translations.ts <folder|_shared> <mr|hi>`):',
  ];
  for (const language of [...new Set(list.map((u) => u.language))]) {
    const mine = list.filter((u) => u.language === language);
    const count = mine.reduce((n, u) => n + u.missing.length, 0);
    lines.push(`  ${language}: ${count} text(s) in ${mine.length} folder(s)`);
    for (const u of mine) {
      const file = translationPath(u.folder, u.language);
      lines.push(`    warning: ${file}: ${u.missing.length} of ${u.total} not translated`);
      if (verbose) for (const t of u.missing) lines.push(`      ${t.key}  "${t.en}"`);
    }
  }
  return lines;
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const rootArg = args.find((a) => !a.startsWith('--'));
  const root = resolve(rootArg ?? join(fileURLToPath(import.meta.url), '..', '..'));
  const { issues, exitCode, untranslated } = runCheck(root);
  for (const issue of issues) console.log(formatIssue(issue));
  for (const line of untranslatedReport(untranslated, verbose)) console.log(line);
  const errors = issues.filter((i) => i.severity === 'error').length;
  const missing = untranslated.reduce((n, u) => n + u.missing.length, 0);
  const summary = `${errors} error(s), ${issues.length - errors} warning(s), ${missing} untranslated text(s)`;
  console.log(exitCode === 0 ? `schemas OK (${summary})` : `schemas FAILED: ${summary}`);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
