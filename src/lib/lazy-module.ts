/**
 * Code loaded on demand: a module loaded once and remembered, and React.lazy over one of its named
 * exports that does not suspend once the module is in.
 */
import { lazy, type ComponentType } from 'react';

// React.lazy's own constraint; the component's real props type is kept through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** The modules that loaders made by moduleLoader have loaded, by loader. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module's loader that loads it once and remembers it, so that a lazy page made from it (or one
 * preloaded with it) renders without suspending once it is in. A failed load may be tried again.
 */
export function moduleLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  const loader = () =>
    (loading ??= load().then(
      (module) => {
        loadedModules.set(loader, module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return loader;
}

/** The module `loader` (a moduleLoader) has loaded, or undefined while it is not in. */
export function loadedModule<M>(loader: () => Promise<M>): M | undefined {
  return loadedModules.get(loader) as M | undefined;
}

/**
 * React.lazy for a module's named export (the codebase uses named exports only). When `load` is a
 * moduleLoader whose module is already in, the component is handed over at once: React.lazy takes
 * a thenable that calls back synchronously, so nothing suspends. A fallback shown even for a moment
 * holds the next reveal back by React's Suspense throttle (300 ms), which would push a first visit's
 * first paint back by that much.
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => {
    const loaded = loadedModules.get(load) as M | undefined;
    if (loaded) return fulfilled({ default: loaded[name] });
    return load().then((module) => ({ default: module[name] }));
  });
}

/** A thenable that calls back at once: what React.lazy reads as already resolved. */
function fulfilled<T>(value: T): Promise<T> {
  const now = { then: (onFulfilled: (v: T) => unknown) => void onFulfilled(value) };
  return now as unknown as Promise<T>;
}
