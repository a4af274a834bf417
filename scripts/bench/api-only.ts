/**
 * The server half of the bench alone (start-up, API loads, peak memory), without the build and
 * the browser: `npx tsx scripts/bench/api-only.ts`. Prints the figures; writes nothing.
 */
import { embeddedRun, postgresRun } from './api-runs.ts';

const options = {
  port: Number(process.env.BENCH_PORT ?? 8391),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: 50,
};

async function main() {
  const embedded = process.env.BENCH_SKIP_EMBEDDED ? null : await embeddedRun(options);
  if (embedded) console.log('embedded', JSON.stringify(embedded, null, 2));
  if (process.env.DATABASE_URL) {
    const postgres = await postgresRun(process.env.DATABASE_URL, options);
    console.log('postgres', JSON.stringify(postgres, null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
