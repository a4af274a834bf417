/**
 * Background jobs that run once across all server processes sharing one database (payment
 * re-check, purges, outbox workers). Two guards:
 *
 * - A round is claimed in one statement on `job_runs` (its `due_at` moved a period on only when it
 *   has passed), so of processes ticking at any offsets exactly one runs each round. A process
 *   that dies mid-run leaves the round claimed; the next round, on any process, runs the job again,
 *   so jobs must be idempotent (resume where the last run stopped).
 * - On PostgreSQL the run holds a transaction-level advisory lock on a connection of its own, so a
 *   run that outlasts its period never overlaps the next one; PostgreSQL releases the lock of a
 *   session that died. PGlite is one process, where an in-process flag does the same.
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { LockClass, tryLockUntilCommit } from '../db/locks.ts';
import { jobRuns } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export interface JobDefinition {
  /** Unique per job; also the key of its advisory lock and of its `job_runs` row. */
  name: string;
  /** One round per this many milliseconds across all processes. */
  periodMs: number;
}

export type JobOutcome<T> =
  { ran: true; result: T } | { ran: false; reason: 'running' | 'not-due' };

/** This process in `job_runs.last_run_by`. */
export const JOB_RUNNER = `${hostname()}:${process.pid}`;

const runningHere = new WeakMap<Db, Set<string>>();

/** True when the database is a PostgreSQL pool that other processes may share. */
function isSharedDatabase(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * Runs `work` if this round of the job is due and no process is running it; `db` must be the
 * outer database (the work runs its own statements and transactions on it).
 */
export async function runJobOnce<T>(
  db: Db,
  job: JobDefinition,
  work: () => Promise<T>,
): Promise<JobOutcome<T>> {
  let running = runningHere.get(db);
  if (!running) runningHere.set(db, (running = new Set()));
  if (running.has(job.name)) return { ran: false, reason: 'running' };
  running.add(job.name);
  try {
    if (!isSharedDatabase(db)) return await claimAndRun(db, job, work);
    return await db.transaction(async (lockTx) => {
      if (!(await tryLockUntilCommit(lockTx, LockClass.job, job.name)))
        return { ran: false, reason: 'running' } as const;
      return claimAndRun(db, job, work);
    });
  } finally {
    running.delete(job.name);
  }
}

async function claimAndRun<T>(
  db: Db,
  job: JobDefinition,
  work: () => Promise<T>,
): Promise<JobOutcome<T>> {
  // A timer fires a little early or late: a twentieth of the period of slack keeps one process's
  // own next tick from finding the round not yet due.
  const claimFor = Math.max(1, Math.round(job.periodMs * 0.95));
  const claimed = (await db.execute(sql`
    insert into job_runs (name, due_at, runs, last_started_at, last_run_by)
    values (${job.name}, now() + make_interval(secs => ${claimFor / 1000}), 1, now(), ${JOB_RUNNER})
    on conflict (name) do update
      set due_at = excluded.due_at, runs = job_runs.runs + 1,
          last_started_at = excluded.last_started_at, last_run_by = excluded.last_run_by
      where job_runs.due_at <= now()
    returning runs`)) as unknown as { rows: { runs: number }[] };
  if (claimed.rows.length === 0) return { ran: false, reason: 'not-due' };
  const result = await work();
  await db
    .update(jobRuns)
    .set({ lastFinishedAt: sql`now()` })
    .where(eq(jobRuns.name, job.name));
  return { ran: true, result };
}

/**
 * Runs the job now and then every period (each tick tries to claim the round); the timer is
 * unref'd so it never holds the process open. Answers a function that stops it.
 */
export function scheduleJob<T>(
  db: Db,
  job: JobDefinition,
  work: () => Promise<T>,
  report: { ran: (result: T) => void; failed: (error: unknown) => void },
): () => void {
  const tick = () =>
    runJobOnce(db, job, work).then((outcome) => {
      if (outcome.ran) report.ran(outcome.result);
    }, report.failed);
  void tick();
  const timer = setInterval(() => void tick(), job.periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
