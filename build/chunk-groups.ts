/**
 * How the browser build groups code into chunks (vite.config.ts, `codeSplitting`). A browser on
 * HTTP/1.1 takes six requests at a time and each costs a round trip: on a phone's network (150 ms
 * and more) a first visit waited on the number of files, not their bytes. So the code a first visit
 * needs comes in a few chunks made for it, below, instead of the dozens of small ones (many under
 * 1 kB) that the pages' sharing would split it into.
 *
 * MUI and emotion come in two chunks for the same reason (not ~50 pieces): the first holds what a
 * service form's code reaches (the page most visits wait on), the second the components only other
 * pages use (tables' pagination, tooltips, drawers, ratings…), so the form does not download and
 * run them. React goes first into a chunk of its own, or the MUI chunk would take it in (as MUI's
 * dependency) and the sign-in page, which has no MUI, would load all of it.
 */
import { resolve } from 'node:path';

/** The module graph as the bundler's chunking pass shows it (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    dynamicImporters?: readonly string[];
    code?: string | null;
  } | null;
}

const react = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const mui = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/;

/**
 * The service form's MUI code: a step with fields to fill in, the stepper screen's parts that use
 * MUI and the service page's (its plot picker, notices, payment), all loaded after or instead of
 * a form's first step, which is drawn without MUI. What they import statically is in the first
 * MUI chunk.
 */
export const formMuiRoots = [
  resolve('src/forms/theme/themed-portal-form.tsx'),
  resolve('src/forms/service-form/mui-parts.tsx'),
  resolve('src/features/service-request/components/mui-parts.tsx'),
];

/** The modules `root` imports statically, directly or not (itself included). */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const reached = new Set([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  return reached;
}

/**
 * The MUI chunk a module goes into: `mui` if the service form's MUI code (`roots`) reaches it,
 * `mui-pages` if only other pages do; null for a module that is not MUI's. The form's closure is
 * computed once per chunking pass (the graph object is the pass's).
 */
export function muiChunkName(roots: readonly string[] = formMuiRoots) {
  const closures = new WeakMap<ModuleGraph, Set<string>>();
  return (id: string, graph: ModuleGraph): string | null => {
    if (!mui.test(id)) return null;
    let reached = closures.get(graph);
    if (!reached) {
      reached = new Set(roots.flatMap((root) => [...staticClosure(graph, root)]));
      closures.set(graph, reached);
    }
    return reached.has(id) ? 'mui' : 'mui-pages';
  };
}

/** The modules a first visit starts from: the entry, the sign-in page and the shell. */
export const firstLoadRoots = {
  entry: resolve('src/main.tsx'),
  signIn: resolve('src/features/auth/components/login-page.tsx'),
  shell: [resolve('src/app/shell-routes.tsx'), resolve('src/i18n/area-loaders.ts')],
};

/** How many of the shell's pages must use a small app module for it to go in the shell's chunk. */
const COMMON_PAGES = 6;
/** The largest such module (characters of code): bigger ones would weigh on every page. */
const COMMON_SIZE = 3000;

/** The chunks of a first visit's code (every visit runs most of it on load). */
export const FIRST_LOAD_CHUNKS = ['start', 'start-shared', 'shell'] as const;
export type FirstLoadChunk = (typeof FIRST_LOAD_CHUNKS)[number];

/**
 * The chunk each module of a first visit goes into:
 * - `start`: what the entry imports (every page's first code) beside React;
 * - `start-shared`: what the sign-in page and the shell both import, beyond that;
 * - `shell`: the rest of the shell's code, and the small app modules most of its pages use (a
 *   page's header, its loading view…), which every signed-in visit has then loaded.
 * A module some code imports dynamically keeps a chunk of its own (the manifest names it, and the
 * server's preloads find pages by it). Computed once per chunking pass.
 */
export function firstLoadPlan(roots = firstLoadRoots) {
  const plans = new WeakMap<ModuleGraph, Map<string, FirstLoadChunk>>();
  return (graph: ModuleGraph): Map<string, FirstLoadChunk> => {
    let plan = plans.get(graph);
    if (plan) return plan;
    plan = new Map();
    // React and MUI have groups of their own; a module imported dynamically keeps its chunk.
    const groupable = (id: string) =>
      !react.test(id) && !mui.test(id) && !graph.getModuleInfo(id)?.dynamicImporters?.length;
    const entry = staticClosure(graph, roots.entry);
    const signIn = staticClosure(graph, roots.signIn);
    const shell = new Set(roots.shell.flatMap((root) => [...staticClosure(graph, root)]));
    for (const id of entry) if (id !== roots.entry && groupable(id)) plan.set(id, 'start');
    for (const id of shell) {
      if (entry.has(id) || !groupable(id)) continue;
      plan.set(id, signIn.has(id) ? 'start-shared' : 'shell');
    }
    for (const id of commonModules(graph, shell, plan, groupable)) plan.set(id, 'shell');
    plans.set(graph, plan);
    return plan;
  };
}

/** Small app modules (no third-party code) that at least COMMON_PAGES of the shell's pages use. */
function commonModules(
  graph: ModuleGraph,
  shell: Set<string>,
  plan: Map<string, string>,
  groupable: (id: string) => boolean,
) {
  const pages = new Set(
    [...shell].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  );
  const users = new Map<string, number>();
  for (const page of pages)
    for (const id of staticClosure(graph, page)) users.set(id, (users.get(id) ?? 0) + 1);
  const common = new Set(
    [...users]
      .filter(([id, count]) => count >= COMMON_PAGES && !plan.has(id) && groupable(id))
      .filter(
        ([id]) =>
          !id.includes('node_modules') &&
          (graph.getModuleInfo(id)?.code?.length ?? Infinity) <= COMMON_SIZE,
      )
      .map(([id]) => id),
  );
  // A module goes with everything it imports (a group takes a module's imports along), so one
  // importing anything else (a library, MUI, a larger module) stays out.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of common) {
      const imports = graph.getModuleInfo(id)?.importedIds ?? [];
      if (imports.every((d) => plan.has(d) || common.has(d) || react.test(d))) continue;
      common.delete(id);
      changed = true;
    }
  }
  return common;
}

const definition = /[\\/]schemas[\\/]([\w-]+)[\\/][\w-]+\.json$/;

/**
 * A service's definition (its schema, UI schema and steps) in one chunk, and the shared parts
 * every service reads in another, instead of a chunk per file fetched as the references are
 * followed. Translations stay a chunk per file and language.
 */
export function definitionChunkName(id: string): string | null {
  const folder = definition.exec(id)?.[1];
  if (!folder) return null;
  return folder === '_shared' ? 'definitions-shared' : `definitions-${folder}`;
}

const catalog = /^\0i18n-catalog:.*[\\/]catalogs[\\/]([a-z]+)[\\/]([\w-]+)\.json\|(plain|pseudo)$/;

/**
 * A language's texts of every area but `core` in one chunk (the shell loads them all at once;
 * `core` is the sign-in page's, in the entry's code for English): `texts-en`, `texts-hi`…, and
 * `texts-pseudo` for the accented test language. The server's preloads find `texts-en` by name.
 */
export function textsChunkName(id: string): string | null {
  const [, language, area, kind] = catalog.exec(id) ?? [];
  if (!language || area === 'core') return null;
  return kind === 'pseudo' ? 'texts-pseudo' : `texts-${language}`;
}

/** The groups for rolldown's `output.codeSplitting.groups`, highest priority first. */
export function chunkGroups() {
  const plan = firstLoadPlan();
  // A group also takes the imports of what it holds: each group here comes after those whose
  // modules its own import (the shell's after the sign-in page's, both after the entry's).
  const firstLoad = (chunk: FirstLoadChunk) => (id: string, graph: ModuleGraph) =>
    plan(graph).get(id) === chunk ? chunk : null;
  return [
    { name: 'react', test: react, priority: 20 },
    { name: firstLoad('start'), debugName: 'start', priority: 15 },
    { name: muiChunkName(), debugName: 'mui', priority: 10 },
    { name: definitionChunkName, debugName: 'definitions', priority: 9 },
    { name: textsChunkName, debugName: 'texts', priority: 9 },
    { name: firstLoad('start-shared'), debugName: 'start-shared', priority: 8 },
    { name: firstLoad('shell'), debugName: 'shell', priority: 7 },
  ];
}
