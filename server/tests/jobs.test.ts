/**
 * Background jobs run once per round across every process on one database (lib/jobs.ts). On
 * PostgreSQL a second pool stands for a second server process: its own connections and sessions.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPool } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { runJobOnce } from '../src/lib/jobs.ts';
import { openTestDatabase } from './support/test-db.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;
let jobCounter = 0;
const newJob = (periodMs = HOUR) => ({ name: `test-job-${(jobCounter += 1)}`, periodMs });

async function runsOf(name: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select runs from job_runs where name = ${name}`,
  )) as unknown as { rows: { runs: number }[] };
  return result.rows[0]?.runs ?? 0;
}

describe('a job round', () => {
  it('runs once, and not again before its period is over', async () => {
    const job = newJob();
    const first = await runJobOnce(database.db, job, async () => 'done');
    expect(first).toEqual({ ran: true, result: 'done' });
    expect(await runJobOnce(database.db, job, async () => 'again')).toEqual({
      ran: false,
      reason: 'not-due',
    });
    expect(await runsOf(job.name)).toBe(1);
  });

  it('runs again once the period is over', async () => {
    const job = newJob(200);
    expect((await runJobOnce(database.db, job, async () => 1)).ran).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runJobOnce(database.db, job, async () => 2)).ran).toBe(true);
    expect(await runsOf(job.name)).toBe(2);
  });

  it('is run by one of several ticks that come together in one process', async () => {
    const job = newJob();
    let ran = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        runJobOnce(database.db, job, async () => {
          ran += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
    );
    expect(ran).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
  });

  it('fails without claiming the next round: the error reaches the caller', async () => {
    const job = newJob();
    await expect(
      runJobOnce(database.db, job, async () => {
        throw new Error('gateway down');
      }),
    ).rejects.toThrow('gateway down');
    // The round was claimed when it started; the next one runs it again (jobs are idempotent).
    expect(await runsOf(job.name)).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('two processes on one PostgreSQL', () => {
  let other: DatabaseHandle;
  let url: string;
  beforeAll(() => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = (database.pool.options as { connectionString: string }).connectionString;
    other = fromPool(new pg.Pool({ connectionString: url, max: 3 }));
  });
  afterAll(() => other.close());

  it('runs a round on one process only when both tick at once', async () => {
    const job = newJob();
    let ran = 0;
    const work = async () => {
      ran += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const outcomes = await Promise.all([
      runJobOnce(database.db, job, work),
      runJobOnce(other.db, job, work),
      runJobOnce(database.db, job, work),
      runJobOnce(other.db, job, work),
    ]);
    expect(ran).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(await runsOf(job.name)).toBe(1);
  });

  it('skips while a run holds the lock, and runs once that session has died', async () => {
    const job = newJob(100);
    // A process in the middle of a run: its session holds the job's lock, then it is killed.
    const dying = new pg.Client({ connectionString: url });
    await dying.connect();
    dying.on('error', () => undefined);
    await dying.query('begin');
    const pid = (await dying.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await dying.query('select pg_advisory_xact_lock(72150050, hashtext($1))', [job.name]);

    expect(await runJobOnce(other.db, job, async () => 'blocked')).toEqual({
      ran: false,
      reason: 'running',
    });
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await dying.end().catch(() => undefined);
    expect(await runJobOnce(other.db, job, async () => 'resumed')).toEqual({
      ran: true,
      result: 'resumed',
    });
  });
});
