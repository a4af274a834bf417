/**
 * How the browser build groups third-party code into chunks (vite.config.ts, `codeSplitting`).
 *
 * MUI and emotion come in two chunks, not the ~50 pieces (many under 1 kB) that the pages' sharing
 * would split them into: a browser on HTTP/1.1 takes six requests at a time, so a service form
 * waited on round trips, not bytes. The first chunk holds what a service form's code reaches (the
 * page most visits wait on), the second the components only other pages use (tables' pagination,
 * tooltips, drawers, ratings…), so the form does not download and run them. React goes first into
 * a chunk of its own, or the MUI chunk would take it in (as MUI's dependency) and the sign-in page,
 * which has no MUI, would load all of it.
 */
import { resolve } from 'node:path';

/** The module graph as the bundler's chunking pass shows it (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const react = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const mui = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/;

/** The service form's code: what it imports statically is in the first MUI chunk. */
export const formRoot = resolve('src/features/service-request/service-request-body.tsx');

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
 * The MUI chunk a module goes into: `mui` if the service form reaches it, `mui-pages` if only other
 * pages do; null for a module that is not MUI's. The form's closure is computed once per chunking
 * pass (the graph object is the pass's).
 */
export function muiChunkName(root = formRoot) {
  const closures = new WeakMap<ModuleGraph, Set<string>>();
  return (id: string, graph: ModuleGraph): string | null => {
    if (!mui.test(id)) return null;
    let reached = closures.get(graph);
    if (!reached) {
      reached = staticClosure(graph, root);
      closures.set(graph, reached);
    }
    return reached.has(id) ? 'mui' : 'mui-pages';
  };
}

/** The groups for rolldown's `output.codeSplitting.groups`. */
export function chunkGroups() {
  return [
    { name: 'react', test: react, priority: 20 },
    { name: muiChunkName(), priority: 10 },
  ];
}
