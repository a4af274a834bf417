/**
 * PGlite's `query` parses and plans every statement again and talks to its WebAssembly backend in
 * six round trips (parse, describe, bind, describe, execute, sync). Here each distinct statement
 * text is parsed once as a named prepared statement, as node-postgres does for a named query;
 * a run is then ONE round trip (bind, describe, execute, sync), and PostgreSQL may reuse the plan.
 * Results are parsed by PGlite's own parser with the same options, so callers (drizzle) see no
 * difference. Statements inside `transaction()` still take PGlite's own path.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** At most this many statements stay prepared (least recently used closed first). */
export const MAX_NAMED_STATEMENTS = 200;

/** PostgreSQL's "prepared statement does not exist" (e.g. after DEALLOCATE ALL). */
const INVALID_STATEMENT_NAME = '26000';

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Replaces `client.query` with one that runs every statement as a named prepared statement. */
export function useNamedStatements(client: PGlite, max = MAX_NAMED_STATEMENTS): void {
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;
  const run = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Map order is the recency order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `pglite_s${counter}`;
    const described = await run(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > max) {
      const [oldText, oldest] = statements.entries().next().value!;
      statements.delete(oldText);
      await run(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }

  async function execute(text: string, params: unknown[], options: QueryOptions | undefined) {
    const { name, paramTypes } = await prepare(text, options);
    // The same serialisation as PGlite's query: by the parameter's type, else its text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    return run(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
  }

  client.query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    // COPY's blob device needs PGlite's own handling.
    if (options?.blob) return plainQuery<T>(text, params, options);
    // As in PGlite's query: after any open transaction, one statement at a time.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        // PGlite answers synchronously, so queued statements would run back to back in one
        // stretch of microtasks while new requests wait unread; a turn of the event loop before
        // each lets Node read them, and their statements queue behind this one in arrival order.
        await nextTurn();
        let messages;
        try {
          messages = await execute(text, params, options);
        } catch (error) {
          if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error;
          statements.clear();
          messages = await execute(text, params, options);
        }
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  };
}
