/**
 * Node only (the server and scripts; never imported by the browser): reads every *.json under a
 * schemas folder into SchemaFiles, reporting files that are not valid JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SchemaFiles } from './files';
import { error, type Issue } from './issues';
import { describeJsonError } from './json-error';

/** Reads and parses all JSON files below `dir`, keyed by their path relative to `dir`. */
export function readSchemaFiles(dir: string): { files: SchemaFiles; issues: Issue[] } {
  const files: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const path of listJson(dir)) {
    const key = relative(dir, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    try {
      files[key] = JSON.parse(text);
    } catch (e) {
      issues.push(error(key, '$', notJson(text, e)));
    }
  }
  return { files, issues };
}

/** Reads and parses one JSON file, or returns the issue. */
export function readJsonFile(path: string, name: string): { json?: unknown; issues: Issue[] } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { issues: [error(name, '$', `cannot read: ${(e as Error).message}`)] };
  }
  try {
    return { json: JSON.parse(text), issues: [] };
  } catch (e) {
    return { issues: [error(name, '$', notJson(text, e))] };
  }
}

/** The message of a file that does not parse, with the line and column to look at. */
function notJson(text: string, e: unknown): string {
  return `not valid JSON: ${describeJsonError(text, e)} (the other checks of what depends on this file wait until it is fixed)`;
}

/** The files of `issues` that could not be parsed (the checker leaves out what depends on them). */
export function unreadableFiles(issues: readonly Issue[]): string[] {
  return issues.filter((i) => i.message.startsWith('not valid JSON')).map((i) => i.file);
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => {
      const path = join(dir, d.name);
      if (d.isDirectory()) return listJson(path);
      return d.isFile() && d.name.endsWith('.json') ? [path] : [];
    });
}
