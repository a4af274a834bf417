/**
 * The amount the server charges: the service's fee rule (src/domain, the same evaluator as the
 * browser's live tentative cost) over the stored answers, the server's plot facts and the rate
 * table in the database — never a figure the browser sent.
 */
import { isAsked } from '../../../../src/domain/drafts/asked.ts';
import { evaluateFee, FeeRuleError } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService, Rates } from '../../../../src/domain/service-engine/index.ts';
import { rates } from '../../db/schema-engine.ts';
import type { StoredFeeLine } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { createReadCache } from '../../db/read-cache.ts';
import type { ReadCache } from '../../db/read-cache.ts';

/** The rate table (key → value) as fee rules read it. */
export async function loadRates(db: Db): Promise<Rates> {
  const rows = await db.select({ key: rates.key, value: rates.value }).from(rates);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * How long a process may price drafts from its copy of the rate table. A rate written through this
 * process is seen at once; one written through another API process on the same PostgreSQL within
 * this time. A submission, which fixes what is charged, always reads the table itself.
 */
export const DRAFT_RATES_TTL_MS = 60 * 1000;

const draftRateCaches = new WeakMap<Db, ReadCache<Rates>>();

/**
 * The rate table for a draft's tentative cost, from this process's cache, so a save does not read the
 * whole table. `db` must be the outer database, not a transaction.
 */
export async function draftRates(db: Db): Promise<Rates> {
  let cache = draftRateCaches.get(db);
  if (!cache) {
    cache = createReadCache<Rates>(db, {
      tables: ['rates', 'rates:insert'],
      ttlMs: DRAFT_RATES_TTL_MS,
      maxEntries: 1,
    });
    draftRateCaches.set(db, cache);
  }
  return (await cache.get('rates', () => loadRates(db))) ?? {};
}

/** The computed fee: the total (null while an input is missing), the lines, what is missing. */
export interface ServerFee {
  total: number | null;
  lines: StoredFeeLine[];
  missing: string[];
}

/**
 * The fee the server charges (and stores as the application's TentativeCost), to the paisa; the
 * browser's tentativeFee (src/forms/fees) only shows an estimate. A rule that cannot run (an
 * unset rate, a result that is not an amount) is a definition or master-data problem: a draft is
 * still saved without a cost (`lenient`), a submission fails loudly rather than charging a wrong
 * amount.
 */
export function chargedFee(
  service: LoadedService,
  data: unknown,
  facts: Readonly<Record<string, unknown>>,
  rateTable: Rates,
  options: { lenient?: boolean } = {},
): ServerFee {
  let result;
  try {
    result = evaluateFee(service.fee, {
      data,
      plot: facts,
      rates: rateTable,
      asked: (at) => isAsked(service.schema, data, at),
    });
  } catch (error) {
    if (options.lenient && error instanceof FeeRuleError)
      return { total: null, lines: [], missing: [] };
    throw error;
  }
  return {
    total: result.total,
    lines: result.lines.map((l) => ({ id: l.id, label: l.label, amount: l.amount })),
    missing: result.missing,
  };
}
