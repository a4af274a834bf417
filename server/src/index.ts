/**
 * Starts the reference server: open the database, migrate, seed demo data (first start; switch off
 * with DEMO_SEED=0), build the app and listen. Prints the demo accounts and the URL.
 */
import { CatalogError } from '../../src/domain/service-engine.ts';
import { buildApp } from './app.ts';
import { configWarnings, exposureWarning, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed.ts';
import { seedMasterData } from './db/seed-master.ts';
import { seedPaymentMaster } from './db/seed-payments.ts';
import { recheckPendingPayments } from './services/payments/recheck.ts';
import { MAITRI_RETENTION_PERIOD_MS, purgeMaitriRecords } from './services/maitri/retention.ts';
import { purgeOrphanUploads, UPLOAD_PURGE_PERIOD_MS } from './services/uploads/purge.ts';
import { isLoopbackHost } from './lib/local-only.ts';
import { createLocalStorage } from './lib/storage.ts';
import { defaultCatalogLocation, getCatalog } from './services/forms/catalog.ts';

async function main() {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`WARNING: ${warning}`);
  const exposed = exposureWarning(config);
  if (exposed) console.warn(`\n${'!'.repeat(78)}\nWARNING: ${exposed}\n${'!'.repeat(78)}\n`);

  // The catalogue loads first, through the schema checker: a service definition it refuses stops
  // the start with its report (file: JSON path: reason), since `npm run serve` skips the build.
  const catalog = getCatalog({ ...defaultCatalogLocation, ...config.definitions }, { check: true });
  const storage = createLocalStorage(config.uploadDir);
  const database = await openDatabase(config);
  await runMigrations(database);
  await seedMasterData(database.db, catalog);
  await seedPaymentMaster(database.db);
  if (config.demoSeed)
    await seedDemoData(database.db, { password: config.demoPassword, storage, catalog });

  const app = await buildApp({ db: database.db, config, catalog, storage });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  // Payments the gateway never called back about are asked for; unref'd so it never holds exit.
  const deps = { db: database.db, gateway: app.paymentGateway, catalog };
  setInterval(() => {
    recheckPendingPayments(deps, config.paymentRecheckMinutes).catch((e) =>
      app.log.error(e, 'payment recheck failed'),
    );
  }, 60_000).unref();

  // Retention of the single-window audit and used-token rows: once now, then periodically.
  const purgeMaitri = () =>
    purgeMaitriRecords(database.db).then(
      (purged) => app.log.info(purged, 'MAITRI retention purge'),
      (e: unknown) => app.log.error(e, 'MAITRI retention purge failed'),
    );
  void purgeMaitri();
  setInterval(() => void purgeMaitri(), MAITRI_RETENTION_PERIOD_MS).unref();

  // Uploads nobody uses, older than UPLOAD_ORPHAN_HOURS: once now, then hourly (one process runs).
  const purgeUploads = () =>
    purgeOrphanUploads({ db: database.db, storage }, config.orphanUploadHours).then(
      (purged) => app.log.info(purged, 'orphan upload purge'),
      (e: unknown) => app.log.error(e, 'orphan upload purge failed'),
    );
  void purgeUploads();
  setInterval(() => void purgeUploads(), UPLOAD_PURGE_PERIOD_MS).unref();

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

main().catch((error: unknown) => {
  if (error instanceof CatalogError) {
    console.error(
      `The service definitions have errors; the server does not start:\n${error.message}`,
    );
  } else console.error(error);
  process.exit(1);
});
