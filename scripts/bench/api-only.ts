/**
 * The server half of the bench alone (start-up, API loads, peak memory), without the build and
 * the browser: `npx tsx scripts/bench/api-only.ts`. Prints the figures; with BENCH_WRITE=1 it also
 * replaces the `embedded` and `postgres` sections of bench/results.json, leaving the rest as is.
 * PostgreSQL: DATABASE_URL's server, else a throw-away cluster (postgres-cluster.ts).
 * BENCH_ONLY=postgres skips the embedded database.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { embeddedRun, postgresRun } from './api-runs.ts';
import { benchPostgres } from './postgres-cluster.ts';

const RESULTS = 'bench/results.json';
const options = {
  port: Number(process.env.BENCH_PORT ?? 8391),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: 50,
};

async function main() {
  const embedded = process.env.BENCH_ONLY === 'postgres' ? null : await embeddedRun(options);
  if (embedded) console.log('embedded', JSON.stringify(embedded, null, 2));
  const cluster = await benchPostgres(options.port + 1);
  const postgres = cluster ? await postgresRun(cluster.url, options).finally(cluster.stop) : null;
  if (postgres) console.log('postgres', JSON.stringify(postgres, null, 2));
  if (process.env.BENCH_WRITE === '1') {
    const previous = existsSync(RESULTS)
      ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
      : {};
    const server = { at: new Date().toISOString(), ...options };
    const results = { ...previous, server, embedded, postgres };
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`written: ${RESULTS} (embedded and postgres sections)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
