/**
 * PGlite statements run as named prepared statements (db/pglite-statements.ts) answer exactly as
 * PGlite's own query does, and the prepared statements stay bounded and recover when dropped.
 * On an in-memory PGlite of its own, whatever the suite's database.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNamedStatements } from '../src/db/pglite-statements.ts';

let named: PGlite;
/** PGlite's own query on the same database, for comparison. */
let plainQuery: PGlite['query'];

// A fresh PGlite runs initdb: slow on a loaded machine.
beforeAll(async () => {
  named = await PGlite.create();
  plainQuery = named.query.bind(named);
  useNamedStatements(named, 3);
  await named.exec(`create table t (id int primary key, doc jsonb, at timestamptz, n numeric)`);
}, 180_000);

afterAll(() => named.close());

const prepared = async () =>
  (await named.query<{ statement: string }>('select statement from pg_prepared_statements')).rows;

describe('named statements on PGlite', () => {
  it('answers as PGlite query does: rows, array rows, types, null and JSON parameters', async () => {
    const insert = 'insert into t values ($1, $2, $3, $4) returning *';
    const at = new Date('2026-01-02T03:04:05Z');
    const inserted = await named.query(insert, [1, JSON.stringify({ a: [1, 'x'] }), at, 12.5]);
    expect(inserted.rows).toEqual([{ id: 1, doc: { a: [1, 'x'] }, at, n: '12.5' }]);
    expect(inserted.affectedRows).toBe(1);
    const select = 'select id, doc, at, n, $2::text as echo from t where id = $1';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const a = await plainQuery(select, [1, null], options);
      const b = await named.query(select, [1, null], options);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
      expect(b.affectedRows).toEqual(a.affectedRows);
    }
    expect((await named.query<{ doc: unknown }>('select doc from t')).rows[0]!.doc).toEqual({
      a: [1, 'x'],
    });
  });

  it('parses a statement once and runs it again by name', async () => {
    const text = 'select count(*)::int as c from t where id > $1';
    await named.query(text, [0]);
    await named.query(text, [0]);
    const count = (await prepared()).filter((p) => p.statement === text).length;
    expect(count).toBe(1);
  });

  it('keeps at most its limit prepared, closing the least recently used', async () => {
    for (let i = 0; i < 6; i += 1) await named.query(`select ${i} as v where $1::int = 1`, [1]);
    const statements = (await prepared()).map((p) => p.statement);
    expect(statements).toHaveLength(3);
    expect(statements).toContain('select 5 as v where $1::int = 1');
    expect(statements).not.toContain('select 0 as v where $1::int = 1');
  });

  it('reports errors with their code and stays usable', async () => {
    const insert = 'insert into t (id) values ($1)';
    await expect(named.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select from nowhere where x = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    await named.query(insert, [2]);
    expect((await named.query('select id from t order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it('prepares again when the statements were deallocated', async () => {
    const text = 'select id from t where id = $1';
    await named.query(text, [1]);
    await named.exec('deallocate all');
    expect((await named.query(text, [1])).rows).toEqual([{ id: 1 }]);
  });

  it('waits for an open transaction, as PGlite query does', async () => {
    const count = 'select count(*)::int as c from t where id = $1';
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await named
      .transaction(async (tx) => {
        await tx.query('insert into t (id) values ($1)', [3]);
        // Inside the transaction it would see the row; waiting for the rollback, it does not.
        outside = named.query(count, [3]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await outside!).rows).toEqual([{ c: 0 }]);
  });

  it('lets Node handle other events between queued statements', async () => {
    const order: string[] = [];
    const queries = [1, 2, 3].map((i) =>
      named.query('select $1::int as v', [i]).then(() => order.push(`statement ${i}`)),
    );
    // Stands for a request that arrives while the three are queued.
    setImmediate(() => order.push('other event'));
    await Promise.all(queries);
    expect(order.slice(0, order.indexOf('statement 3'))).toContain('other event');
  });
});
