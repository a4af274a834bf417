/**
 * Schema files as plain data: a map from a path relative to `schemas/` ('_shared/plot.json',
 * 'tree-felling/steps.json') to the parsed JSON. The browser builds it with `import.meta.glob`,
 * Node reads the folder (read-files.node.ts); everything else in the catalogue is pure.
 */

/** Parsed schema files keyed by their path relative to the `schemas/` folder. */
export type SchemaFiles = Readonly<Record<string, unknown>>;

/** Normalises a relative POSIX path: 'a/b/../c/./d.json' → 'a/c/d.json'. */
export function normalisePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** Resolves `relative` against the folder of the file `from` ('a/schema.json' + '../_shared/x.json'). */
export function resolvePath(from: string, relative: string): string {
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  return normalisePath(folder ? `${folder}/${relative}` : relative);
}

/**
 * Turns an `import.meta.glob('/schemas/**\/*.json', { eager: true, import: 'default' })` result (keys
 * like '/schemas/_shared/plot.json') into SchemaFiles keyed relative to `schemas/`.
 */
export function filesFromGlob(
  glob: Readonly<Record<string, unknown>>,
  prefix = '/schemas/',
): SchemaFiles {
  const files: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(glob)) {
    const at = key.indexOf(prefix);
    const relative = at >= 0 ? key.slice(at + prefix.length) : key;
    const json = isModule(value) ? value.default : value;
    files[normalisePath(relative)] = json;
  }
  return files;
}

function isModule(value: unknown): value is { default: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'default' in value &&
    Object.prototype.toString.call(value) === '[object Module]'
  );
}
