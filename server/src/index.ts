/**
 * Starts the reference server: open the database, migrate, seed demo data (first start; switch off
 * with DEMO_SEED=0), build the app and listen. Prints the demo accounts and the URL.
 */
import { CatalogError } from '../../src/domain/service-engine/index.ts';
import { buildApp } from './app.ts';
import { configWarnings, exposureWarning, loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo.ts';
import { seedMasterData } from './seed/master.ts';
import { seedPaymentMaster } from './seed/payments.ts';
import { recheckPendingPayments } from './services/payments/recheck.ts';
import { MAITRI_RETENTION_PERIOD_MS, purgeMaitriRecords } from './services/maitri/retention.ts';
import { purgeOrphanUploads, UPLOAD_PURGE_PERIOD_MS } from './services/uploads/purge.ts';
import { scheduleJob } from './lib/jobs.ts';
import { isLoopbackHost } from './lib/local-only.ts';
import { createStorage } from './lib/storage.ts';
import { startNotificationJobs } from './services/notifications/jobs.ts';
import { defaultCatalogLocation, getCatalog } from './services/forms/catalog.ts';

async function main() {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`WARNING: ${warning}`);
  const exposed = exposureWarning(config);
  if (exposed) console.warn(`\n${'!'.repeat(78)}\nWARNING: ${exposed}\n${'!'.repeat(78)}\n`);

  // The catalogue loads first, through the schema checker: a service definition it refuses stops
  // the start with its report (file: JSON path: reason), since `npm run serve` skips the build.
  const catalog = getCatalog({ ...defaultCatalogLocation, ...config.definitions }, { check: true });
  const database = await openDatabase(config);
  await runMigrations(database);
  const storage = createStorage(config, database.db);
  // The demo seed brings the master data too.
  if (config.demoSeed)
    await seedDemoData(database.db, { password: config.demoPassword, storage, catalog });
  else {
    await seedMasterData(database.db, catalog);
    await seedPaymentMaster(database.db);
  }

  const app = await buildApp({ db: database.db, config, catalog, storage });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await stopNotifications();
    await app.close();
    await database.close();
    process.exit(0);
  };
  const stopNotifications = startNotificationJobs({ db: database.db, config, catalog }, app.log);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  // Background jobs: each round runs on one process of those sharing the database (lib/jobs.ts).
  const deps = { db: database.db, gateway: app.paymentGateway, catalog };
  const failed = (job: string) => (e: unknown) => app.log.error(e, `${job} failed`);
  // Payments the gateway never called back about are asked for.
  scheduleJob(
    database.db,
    { name: 'payment-recheck', periodMs: config.paymentRecheckEverySeconds * 1000 },
    () => recheckPendingPayments(deps, config.paymentRecheckMinutes),
    {
      ran: (count) => app.log.info({ count }, 'payment recheck'),
      failed: failed('payment recheck'),
    },
  );
  // Retention of the single-window audit and used-token rows.
  scheduleJob(
    database.db,
    { name: 'maitri-retention', periodMs: MAITRI_RETENTION_PERIOD_MS },
    () => purgeMaitriRecords(database.db),
    {
      ran: (purged) => app.log.info(purged, 'MAITRI retention purge'),
      failed: failed('MAITRI retention purge'),
    },
  );
  // Uploads nobody uses, older than UPLOAD_ORPHAN_HOURS.
  scheduleJob(
    database.db,
    { name: 'upload-purge', periodMs: UPLOAD_PURGE_PERIOD_MS },
    () => purgeOrphanUploads({ db: database.db, storage }, config.orphanUploadHours),
    {
      ran: (purged) => app.log.info(purged, 'orphan upload purge'),
      failed: failed('orphan upload purge'),
    },
  );

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
