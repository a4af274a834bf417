/**
 * An in-process cache of one kind of database read, for hot paths (the session check of every
 * request, the dashboard). An entry is dropped as soon as this process writes one of the tables it
 * was read from (db/write-tracker.ts), and after `ttlMs` whatever happens, which bounds how long a
 * write by ANOTHER process (several API instances on one PostgreSQL) can go unseen. A read that
 * overlaps a write is returned but not kept. Without a tracker for the Db nothing is cached.
 */
import type { Db } from './types.ts';
import type { WriteKey } from './write-tracker.ts';
import { writeTrackerOf } from './write-tracker.ts';

export interface ReadCacheOptions {
  /** Write keys the cached reads depend on (`table` for update/delete, `table:insert`). */
  tables: readonly WriteKey[];
  ttlMs: number;
  /** Beyond this many keys the oldest entry goes. */
  maxEntries: number;
  /**
   * Never answer what another process's write may have made stale (a revoked session must be
   * refused by every process at once): when other processes may write the database, nothing is
   * cached, and the TTL applies only to this process's own view.
   */
  exactAcrossProcesses?: boolean;
}

export interface ReadCache<T> {
  /** The cached value for the key, or `load()`'s (kept unless undefined or overlapped by a write). */
  get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
}

/** Map.set that first drops the oldest entries beyond `max` (a Map iterates in insertion order). */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  for (const oldest of map.keys()) {
    if (map.size < max) break;
    map.delete(oldest);
  }
  map.set(key, value);
}

interface Entry<T> {
  value: Promise<T | undefined>;
  stamp: number;
  at: number;
}

export function createReadCache<T>(db: Db, options: ReadCacheOptions): ReadCache<T> {
  const tracker = writeTrackerOf(db);
  if (!tracker || (options.exactAcrossProcesses && !tracker.seesEveryWrite))
    return { get: (_key, load) => load() };
  const { tables, ttlMs, maxEntries } = options;
  const entries = new Map<string, Entry<T>>();

  return {
    get(key, load) {
      const now = Date.now();
      const stamp = tracker.stamp(tables);
      const hit = entries.get(key);
      // A pending load with the same stamp is shared: a burst of misses costs one read.
      if (hit && hit.stamp === stamp && now - hit.at < ttlMs) return hit.value;
      const value = load();
      const entry = { value, stamp, at: now };
      setBounded(entries, key, entry, maxEntries);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((loaded) => {
        if (loaded === undefined || tracker.stamp(tables) !== stamp) forget();
      }, forget);
      return value;
    },
  };
}
