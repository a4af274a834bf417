/**
 * The reference convention: any object `{ "$ref": "<relative file>#<JSON pointer>" }` in a schema,
 * UI or steps file is replaced by the value it points at, recursively, so the result holds no
 * `$ref` at all (RJSF and ajv get a self-contained document). A `$ref` without a file part
 * ('#/definitions/x') points into the same file. Keys written next to `$ref` override the keys of
 * the referenced object (e.g. a different `title`). Cycles and dangling references are reported.
 */
import { getAtPointer, isRecord, parsePointer, toJsonPath } from './json';
import { resolvePath, type SchemaFiles } from './files';

/** A problem found while resolving references: the file and JSONPath of the `$ref`, and why. */
export interface RefProblem {
  file: string;
  path: string;
  message: string;
}

/** The result of resolving one file: the self-contained value and any problems. */
export interface Resolved {
  value: unknown;
  problems: RefProblem[];
}

/**
 * Where the walk is. `stack` (the references being expanded, for cycles) and `path` (where in
 * `file` the current node sits, for reports) are pushed and popped as the walk goes down and up:
 * copying them per node made resolving the catalogue about twice as slow.
 */
interface Context {
  file: string;
  stack: string[];
  path: (string | number)[];
  problems: RefProblem[];
  files: SchemaFiles;
}

/** Resolves every `$ref` in `file` (a key of `files`) into a self-contained value. */
export function resolveRefs(files: SchemaFiles, file: string): Resolved {
  const problems: RefProblem[] = [];
  if (!Object.hasOwn(files, file)) {
    return { value: undefined, problems: [{ file, path: '$', message: 'file not found' }] };
  }
  const value = resolveNode(files[file], { file, stack: [`${file}#`], path: [], problems, files });
  return { value, problems };
}

/** Resolves `node`, which sits at `key` below the current path. */
function resolveChild(node: unknown, key: string | number, ctx: Context): unknown {
  ctx.path.push(key);
  const value = resolveNode(node, ctx);
  ctx.path.pop();
  return value;
}

function resolveNode(node: unknown, ctx: Context): unknown {
  if (Array.isArray(node)) return node.map((item, i) => resolveChild(item, i, ctx));
  if (!isRecord(node)) return node;
  if (typeof node.$ref === 'string') return resolveRef(node, node.$ref, ctx);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(node)) out[key] = resolveChild(node[key], key, ctx);
  return out;
}

function resolveRef(node: Record<string, unknown>, ref: string, ctx: Context): unknown {
  const report = (message: string): undefined => {
    ctx.problems.push({ file: ctx.file, path: toJsonPath([...ctx.path, '$ref']), message });
    return undefined;
  };
  const hash = ref.indexOf('#');
  const filePart = hash >= 0 ? ref.slice(0, hash) : ref;
  const pointer = hash >= 0 ? ref.slice(hash + 1) : '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(filePart)) {
    return report(`only relative file references are supported, not "${ref}"`);
  }
  const target = filePart ? resolvePath(ctx.file, filePart) : ctx.file;
  const key = `${target}#${pointer}`;
  if (!Object.hasOwn(ctx.files, target)) return report(`"${ref}": file ${target} not found`);
  if (ctx.stack.includes(key)) return report(`"${ref}": circular reference`);
  const found = getAtPointer(ctx.files[target], pointer);
  if (found === undefined) return report(`"${ref}": nothing at #${pointer} in ${target}`);
  // The referenced value is walked as part of its own file, at its own place.
  const { file, path } = ctx;
  ctx.file = target;
  ctx.path = parsePointer(pointer);
  ctx.stack.push(key);
  const resolved = resolveNode(found, ctx);
  ctx.stack.pop();
  ctx.file = file;
  ctx.path = path;
  const siblings = Object.keys(node).filter((k) => k !== '$ref');
  if (siblings.length === 0) return resolved;
  if (!isRecord(resolved)) return report(`"${ref}": keys beside $ref need an object to override`);
  const out: Record<string, unknown> = { ...resolved };
  for (const k of siblings) out[k] = resolveChild(node[k], k, ctx);
  return out;
}
