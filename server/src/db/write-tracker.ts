/**
 * Which tables this process has written, as counters that only go up, so an in-process read
 * cache (db/read-cache.ts) can tell that what it holds may be out of date. The database drivers
 * report every statement (db/client.ts); nothing has to remember to call an invalidation hook,
 * including writes in files and tests that know nothing about caches.
 *
 * A write is counted before it runs and again when it settles, and a transaction's tables once more
 * when it commits or rolls back: a read that overlapped any of these moments is not cached.
 * Statements this module cannot read (data-modifying CTEs, several statements in one string, DDL)
 * count as a write to every table. Only this process's writes are seen: on PostgreSQL with several
 * API processes, a cache must also expire by time (see read-cache.ts).
 */
import type { Db } from './types.ts';

/** `t` for an update or delete of table t; `t:insert` for an insert (it changes no cached row). */
export type WriteKey = string;

export type StatementEffect =
  | { kind: 'read' }
  | { kind: 'begin' }
  | { kind: 'write'; keys: WriteKey[] }
  | { kind: 'end' }
  | { kind: 'unknown' };

const BEGIN = /^(begin|start\s+transaction)\b/;
const READ = /^(select|show|explain|savepoint|release|rollback\s+to|set|values)\b/;
const END = /^(commit|rollback|end|abort)\b/;
const WRITE = /^(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/;

/** What one SQL string does, as far as caches care. */
export function classifyStatement(text: string | undefined): StatementEffect {
  if (typeof text !== 'string') return { kind: 'unknown' };
  const sql = text.trim().toLowerCase();
  // A second statement in the same string could be anything.
  if (/;\s*\S/.test(sql)) return { kind: 'unknown' };
  if (BEGIN.test(sql)) return { kind: 'begin' };
  if (READ.test(sql)) return { kind: 'read' };
  if (END.test(sql)) return { kind: 'end' };
  const write = WRITE.exec(sql);
  if (write)
    return { kind: 'write', keys: [write[1] === 'insert into' ? `${write[2]}:insert` : write[2]!] };
  return { kind: 'unknown' };
}

export interface WriteTracker {
  /** A number that changes whenever one of these keys (or anything unknown) is written. */
  stamp(keys: readonly WriteKey[]): number;
  /** Counts a write to these keys; `null` = every table. */
  bump(keys: readonly WriteKey[] | null): void;
  /**
   * Whether this process is the only writer of the database (the embedded PGlite, which one
   * process holds), so that the tracker sees every write. False on PostgreSQL, which other API
   * processes may share.
   */
  readonly seesEveryWrite: boolean;
}

export function createWriteTracker(opts: { seesEveryWrite: boolean }): WriteTracker {
  const counters = new Map<WriteKey, number>();
  let everything = 0;
  return {
    seesEveryWrite: opts.seesEveryWrite,
    stamp(keys) {
      let sum = everything;
      for (const key of keys) sum += counters.get(key) ?? 0;
      return sum;
    },
    bump(keys) {
      if (keys === null) everything += 1;
      else for (const key of keys) counters.set(key, (counters.get(key) ?? 0) + 1);
    },
  };
}

/**
 * The statement hook of one connection (or one PGlite transaction): `statement` returns what to
 * call once the statement has settled. Tables written inside a transaction are counted again at
 * its end, because other connections only see them from then on.
 */
export function connectionObserver(tracker: WriteTracker) {
  // Keys written since BEGIN; null = something unknown was; undefined = no transaction open.
  let written: Set<WriteKey> | null | undefined;
  const none = () => {};
  const end = () => {
    const keys = written;
    written = undefined;
    if (keys !== undefined) tracker.bump(keys && [...keys]);
  };
  return {
    begin(): void {
      written = new Set();
    },
    /** Ends the open transaction (PGlite issues its own COMMIT, which we do not see). */
    end,
    statement(text: string | undefined): () => void {
      const effect = classifyStatement(text);
      if (effect.kind === 'begin') {
        written = new Set();
        return none;
      }
      if (effect.kind === 'read') return none;
      if (effect.kind === 'end') return end;
      const keys = effect.kind === 'write' ? effect.keys : null;
      if (written) for (const key of keys ?? []) written.add(key);
      if (keys === null && written !== undefined) written = null;
      tracker.bump(keys);
      return () => tracker.bump(keys);
    },
  };
}

const trackers = new WeakMap<Db, WriteTracker>();

/** Registers the tracker of a Db (db/client.ts does, for both drivers). */
export function attachWriteTracker(db: Db, tracker: WriteTracker): void {
  trackers.set(db, tracker);
}

/** The tracker of a Db, or undefined when its driver is not observed (then nothing is cached). */
export function writeTrackerOf(db: Db): WriteTracker | undefined {
  return trackers.get(db);
}
