/**
 * Starts the reference server: open the database, migrate, seed demo data (when the seeds changed
 * since the last seed on this database; switch off with DEMO_SEED=0), build the app, listen, then
 * start the background jobs. Prints the demo accounts and the URL.
 */
import { CatalogError } from '../../src/domain/service-engine/index.ts';
import { buildApp } from './app.ts';
import { BACKGROUND_JOBS_DELAY_MS, startBackgroundJobs } from './background-jobs.ts';
import { configWarnings, exposureWarning, loadConfig } from './config/config.ts';
import { compileEmbeddedDatabase, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo.ts';
import { seedMasterData } from './seed/master.ts';
import { seedFingerprint, seedOnce } from './seed/once.ts';
import { seedPaymentMaster } from './seed/payments.ts';
import { isLoopbackHost } from './lib/local-only.ts';
import { createStorage } from './lib/storage.ts';
import { defaultCatalogLocation, getCatalog } from './services/forms/catalog.ts';

async function main() {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`WARNING: ${warning}`);
  const exposed = exposureWarning(config);
  if (exposed) console.warn(`\n${'!'.repeat(78)}\nWARNING: ${exposed}\n${'!'.repeat(78)}\n`);

  // The catalogue loads first, through the schema checker: a service definition it refuses stops
  // the start with its report (file: JSON path: reason), since `npm run serve` skips the build.
  const compiled = config.databaseUrl ? undefined : compileEmbeddedDatabase();
  const catalog = getCatalog({ ...defaultCatalogLocation, ...config.definitions }, { check: true });
  const database = await openDatabase(config, compiled);
  await runMigrations(database);
  const storage = createStorage(config, database.db);
  // The demo seed brings the master data too. A restart on unchanged seeds skips them.
  const fingerprint = seedFingerprint(catalog);
  if (config.demoSeed)
    await seedOnce(database.db, 'demo', fingerprint, () =>
      seedDemoData(database.db, { password: config.demoPassword, storage, catalog }),
    );
  else
    await seedOnce(database.db, 'master', fingerprint, async () => {
      await seedMasterData(database.db, catalog);
      await seedPaymentMaster(database.db);
    });

  const app = await buildApp({ db: database.db, config, catalog, storage });
  let stopJobs = async () => {};
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The first rounds wait a moment, so that a start answers its first requests (a load balancer's
  // health probe) before background rounds queue on the database: PGlite has one connection.
  const jobsStart = setTimeout(() => {
    stopJobs = startBackgroundJobs(
      { db: database.db, config, catalog, storage, gateway: app.paymentGateway },
      app.log,
    );
  }, BACKGROUND_JOBS_DELAY_MS);
  stopJobs = async () => clearTimeout(jobsStart);

  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nPortal API listening on ${config.publicUrl} (database: ${where})`);
  if (!config.hostExplicit && isLoopbackHost(config.host))
    console.log('Reachable from this machine only while developer sandboxes are on (see HOST).');
  if (config.demoSeed) {
    console.log(`Demo accounts (password ${config.demoPassword}):`);
    for (const a of Object.values(DEMO_ACCOUNTS))
      console.log(`  ${a.email.padEnd(22)} ${a.description}`);
  }
  if (config.devOutbox) console.log(`Developer outbox: ${config.publicUrl}/dev/outbox`);
  if (config.devSandboxes) console.log(`Single-window sandbox: ${config.publicUrl}/dev/maitri`);
  console.log(`OpenAPI: ${config.publicUrl}/openapi.json\n`);
}

/** Settles once the server listens (or the start failed); `npm start` then writes its code cache. */
export const started = main().catch((error: unknown) => {
  if (error instanceof CatalogError) {
    console.error(
      `The service definitions have errors; the server does not start:\n${error.message}`,
    );
  } else console.error(error);
  process.exit(1);
});
