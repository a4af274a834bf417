/**
 * The health-during-stall figure alone (see stall.ts), on a server started on an empty data
 * folder: `npx tsx scripts/bench/stall-only.ts` (BENCH_PORT, BENCH_STALL_ROUNDS). Prints JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer } from './server-process.ts';
import { measureHealthDuringStall } from './stall.ts';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-stall-'));
  const port = Number(process.env.BENCH_PORT ?? 8391);
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
    try {
      const rounds = Number(process.env.BENCH_STALL_ROUNDS ?? 3);
      console.log(JSON.stringify(await measureHealthDuringStall(server.url, rounds), null, 2));
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
