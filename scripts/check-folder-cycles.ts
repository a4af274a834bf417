/**
 * Fails when folders import each other in a circle, which ESLint's import-x/no-cycle (files only)
 * cannot see: a.ts in one folder importing b.ts in another while some other file there imports
 * back. A folder is a directory, except that a feature, an entity and the app are each one unit
 * (their components/ and routes/ are organisation, not a boundary). Tests are left out: a test may
 * use any folder's test support. `npx tsx scripts/check-folder-cycles.ts [roots…]` (default: src
 * build scripts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mjs)$/;
const RESOLVE = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '__tests__'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) codeFiles(path, out);
    else if (CODE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The project file an import names (relative or `@/`), or null for packages and non-code. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return null;
  for (const suffix of RESOLVE) {
    const path = base + suffix;
    if (CODE.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  if (base.endsWith('.js')) return resolveImport(from, specifier.slice(0, -3));
  return null;
}

/** The folder unit a file belongs to. */
export function unitOf(file: string): string {
  const parts = file.split(sep);
  if (parts[0] === 'src' && (parts[1] === 'features' || parts[1] === 'entities')) {
    return parts.slice(0, 3).join('/');
  }
  if (parts[0] === 'src' && parts[1] === 'app') return 'src/app';
  return parts.slice(0, -1).join('/');
}

/** Folder → folders it imports, with one file pair per edge to show. */
export function folderGraph(files: readonly string[]) {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target) continue;
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan). */
export function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Folder cycles known and left for later, with why; any other one fails the check. */
const KNOWN: Record<string, string> = {};

if (process.argv[1] && relative(process.cwd(), process.argv[1]).startsWith('scripts')) {
  const roots = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['src', 'server/src', 'build', 'scripts'];
  const graph = folderGraph(roots.filter((root) => existsSync(root)).flatMap((r) => codeFiles(r)));
  const found = cycles(graph).filter((group) => {
    const known = KNOWN[group.join(', ')];
    if (known) console.warn(`Known folder cycle, left for later: ${group.join(', ')}: ${known}.`);
    return !known;
  });
  for (const group of found) {
    console.error(`Folders importing each other: ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (group.includes(to)) console.error(`  ${from} → ${to} (e.g. ${example})`);
      }
    }
  }
  if (found.length) process.exit(1);
  console.log(`No import cycle between the folders of ${roots.join(', ')}.`);
}
