/**
 * `npx tsx scripts/check-schemas.ts [root]`: checks schemas/ and services.catalog.json and prints
 * one `file: JSON-path: reason` line per problem; exits 1 when there is an error (warnings are
 * printed but pass).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatIssue, type Issue } from '../src/domain/catalog/issues';
import { CATALOG_FILE } from '../src/domain/catalog/load-catalog';
import { readJsonFile, readSchemaFiles } from '../src/domain/catalog/read-schema-files';
import { checkProject, passes } from '../src/domain/checker/check-project';
import { definitionsDigest, writeCheckedStamp } from '../src/domain/checker/checked-stamp';

/**
 * Checks the project at `root` (the folder holding schemas/ and services.catalog.json); when it
 * passes, stamps the definitions as checked (see checked-stamp.ts).
 */
export function runCheck(root: string): { issues: Issue[]; exitCode: number } {
  const { files, issues: readIssues } = readSchemaFiles(join(root, 'schemas'));
  const catalog = readJsonFile(join(root, CATALOG_FILE), CATALOG_FILE);
  const issues = [...readIssues, ...catalog.issues];
  if (catalog.json !== undefined) issues.push(...checkProject({ files, catalog: catalog.json }));
  const exitCode = passes(issues) ? 0 : 1;
  if (exitCode === 0) writeCheckedStamp(root, definitionsDigest(files, catalog.json));
  return { issues, exitCode };
}

function main(): void {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..'));
  const { issues, exitCode } = runCheck(root);
  for (const issue of issues) console.log(formatIssue(issue));
  const errors = issues.filter((i) => i.severity === 'error').length;
  const summary = `${errors} error(s), ${issues.length - errors} warning(s)`;
  console.log(exitCode === 0 ? `schemas OK (${summary})` : `schemas FAILED: ${summary}`);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
