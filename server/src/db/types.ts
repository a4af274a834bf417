import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * A drizzle database over either driver. A transaction (`tx`) is assignable to it too, so data
 * functions take a `Db` and work both inside and outside a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
