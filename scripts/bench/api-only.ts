/**
 * The server half of the bench alone (start-up, API loads, peak memory), without the build and
 * the browser: `npx tsx scripts/bench/api-only.ts`. Prints the figures; with BENCH_WRITE=1 it also
 * replaces the `embedded` and `postgres` sections of bench/results.json, leaving the rest as is.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { embeddedRun, postgresRun } from './api-runs.ts';

const RESULTS = 'bench/results.json';
const options = {
  port: Number(process.env.BENCH_PORT ?? 8391),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: 50,
};

async function main() {
  const embedded = await embeddedRun(options);
  console.log('embedded', JSON.stringify(embedded, null, 2));
  const postgres = process.env.DATABASE_URL
    ? await postgresRun(process.env.DATABASE_URL, options)
    : null;
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
