/**
 * The notification jobs a server process runs: the delivery worker (every NOTIFY_POLL_MS) and
 * the water-bill reminder (hourly). Both are safe with several processes on one database: the
 * worker's claims and the reminder's advisory lock keep each message to one sender.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/types.ts';
import type { Catalog } from '../forms/catalog.ts';
import { startDeliveryWorker } from './delivery.ts';
import { noticeOfBillsDue } from './payment-notices.ts';
import { renderContextOf } from './render-context.ts';
import { transportsFor } from './transports.ts';

const BILL_REMINDER_PERIOD_MS = 60 * 60 * 1000;

export function startNotificationJobs(
  deps: { db: Db; config: Config; catalog: Catalog },
  log: FastifyBaseLogger,
): () => Promise<void> {
  const { db, config, catalog } = deps;
  const stopWorker = startDeliveryWorker(
    {
      db,
      transports: transportsFor(config),
      render: renderContextOf(config.publicUrl, catalog),
      options: { retryBaseMs: config.notifyRetryBaseMs },
    },
    config.notifyPollMs,
    (e) => log.error(e, 'notification delivery round failed'),
  );
  const remind = () =>
    noticeOfBillsDue(db).then(
      (told) => log.info({ told }, 'water bills due told'),
      (e: unknown) => log.error(e, 'water bill reminder failed'),
    );
  void remind();
  const timer = setInterval(() => void remind(), BILL_REMINDER_PERIOD_MS).unref();
  return async () => {
    clearInterval(timer);
    await stopWorker();
  };
}
