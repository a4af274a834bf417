/**
 * Statements of a hot path prepared once per database: drizzle builds their SQL once, and
 * PostgreSQL parses them once per connection (named statements) and may then reuse their plan.
 */
import type { Db } from './types.ts';

/** `build(db)` for each database, made on first use and kept as long as that database lives. */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (statements === undefined) made.set(db, (statements = build(db)));
    return statements;
  };
}
