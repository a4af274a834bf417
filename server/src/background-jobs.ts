/**
 * The background work of a server process: notification delivery and reminders, the payment
 * re-check, the MAITRI retention purge and the orphan upload purge. Each round runs on one
 * process of those sharing the database (lib/jobs.ts, services/notifications/jobs.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/types.ts';
import { scheduleJob } from './lib/jobs.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Catalog } from './services/forms/catalog.ts';
import { MAITRI_RETENTION_PERIOD_MS, purgeMaitriRecords } from './services/maitri/retention.ts';
import { startNotificationJobs } from './services/notifications/jobs.ts';
import type { PaymentGateway } from './services/payments/gateway.ts';
import { recheckPendingPayments } from './services/payments/recheck.ts';
import { purgeOrphanUploads, UPLOAD_PURGE_PERIOD_MS } from './services/uploads/purge.ts';

/** How long after `listen` the first rounds start. */
export const BACKGROUND_JOBS_DELAY_MS = 1000;

export interface BackgroundDeps {
  db: Db;
  config: Config;
  catalog: Catalog;
  storage: FileStorage;
  gateway: PaymentGateway;
}

/** Starts every job; the answer stops them (and waits for a delivery round in flight). */
export function startBackgroundJobs(
  { db, config, catalog, storage, gateway }: BackgroundDeps,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const stopNotifications = startNotificationJobs({ db, config, catalog }, log);
  const failed = (job: string) => (e: unknown) => log.error(e, `${job} failed`);
  const stops = [
    // Payments the gateway never called back about are asked for.
    scheduleJob(
      db,
      { name: 'payment-recheck', periodMs: config.paymentRecheckEverySeconds * 1000 },
      () => recheckPendingPayments({ db, gateway, catalog }, config.paymentRecheckMinutes),
      {
        ran: (count) => log.info({ count }, 'payment recheck'),
        failed: failed('payment recheck'),
      },
    ),
    // Retention of the single-window audit and used-token rows.
    scheduleJob(
      db,
      { name: 'maitri-retention', periodMs: MAITRI_RETENTION_PERIOD_MS },
      () => purgeMaitriRecords(db),
      {
        ran: (purged) => log.info(purged, 'MAITRI retention purge'),
        failed: failed('MAITRI retention purge'),
      },
    ),
    // Uploads nobody uses, older than UPLOAD_ORPHAN_HOURS.
    scheduleJob(
      db,
      { name: 'upload-purge', periodMs: UPLOAD_PURGE_PERIOD_MS },
      () => purgeOrphanUploads({ db, storage }, config.orphanUploadHours),
      {
        ran: (purged) => log.info(purged, 'orphan upload purge'),
        failed: failed('orphan upload purge'),
      },
    ),
  ];
  return async () => {
    for (const stop of stops) stop();
    await stopNotifications();
  };
}
