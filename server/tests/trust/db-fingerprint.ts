/**
 * Did a request change any row? `writeMark` is PostgreSQL's next transaction id, which moves only
 * when some statement wrote (cheap enough to read around every request); `fingerprint` is the row
 * count and an md5 of every row of every table in the public schema, so a moved mark can be checked
 * for changed rows (a rolled-back write moves the mark but changes none).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/types.ts';
import { quoteIdent } from '../support/test-db.ts';

/** Columns a refused request may still write by design: the session's throttled last-seen time. */
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

type Rows<T> = { rows: T[] };

export async function writeMark(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`,
  )) as unknown as Rows<{ mark: string }>;
  return result.rows[0]!.mark;
}

/** Per table, "count:md5 of its rows" (bookkeeping columns left out). */
export type Fingerprint = Record<string, string>;

export async function fingerprint(db: Db): Promise<Fingerprint> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  const parts = tables.rows.map(({ name }) => {
    const skipped = BOOKKEEPING_COLUMNS[name] ?? [];
    const row = skipped.length
      ? `(to_jsonb(t) - array[${skipped.map((c) => `'${c}'`).join(',')}])::text`
      : 't::text';
    return `select '${name}' as name, count(*)::int || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as print from ${quoteIdent(name)} t`;
  });
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as Rows<{
    name: string;
    print: string;
  }>;
  return Object.fromEntries(result.rows.map((r) => [r.name, r.print]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
