/**
 * Node only (the server and scripts; never imported by the browser): reads every *.json under a
 * schemas folder into SchemaFiles, reporting files that are not valid JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SchemaFiles } from './files';
import { error, type Issue } from './issues';

/** Reads and parses all JSON files below `dir`, keyed by their path relative to `dir`. */
export function readSchemaFiles(dir: string): { files: SchemaFiles; issues: Issue[] } {
  const files: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const path of listJson(dir)) {
    const key = relative(dir, path).split(sep).join('/');
    try {
      files[key] = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      issues.push(error(key, '$', `not valid JSON: ${(e as Error).message}`));
    }
  }
  return { files, issues };
}

/** Reads and parses one JSON file, or returns the issue. */
export function readJsonFile(path: string, name: string): { json?: unknown; issues: Issue[] } {
  try {
    return { json: JSON.parse(readFileSync(path, 'utf8')), issues: [] };
  } catch (e) {
    return { issues: [error(name, '$', `cannot read: ${(e as Error).message}`)] };
  }
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
