/**
 * Trust: a kill -9 under load loses no acknowledged write and leaves nothing half-written.
 *
 * Simulated applicants (the demo investor and more) sign in, open the service, autosave a draft,
 * upload its documents and submit, against a real server process (`npx tsx server/src/index.ts`)
 * on its own data: PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database when
 * DATABASE_URL is set. Mid-load the server gets SIGKILL; it is restarted on the same data. Every
 * write the clients saw acknowledged must be there exactly once, the stored rows must be whole,
 * and the applicants carry on. The figures are printed for the CI report.
 */
import { afterAll, expect, it } from 'vitest';
import type { Applicant, WriteKind } from './crash-applicant.ts';
import { runApplicant } from './crash-applicant.ts';
import { checkStoredState, totals, verifyAcknowledged } from './crash-checks.ts';
import type { Tally } from './crash-checks.ts';
import { createCrashData, freePort, startServer } from './crash-server.ts';
import type { CrashData, ServerProcess } from './crash-server.ts';
import { seedCrashData } from './crash-seed.ts';

const INVESTORS = 6; // concurrent applicants
const PLOTS_EACH = 3; // one application each; at most 2 before the kill, the rest after
const PLOTS_BEFORE_KILL = 2;
const KILL_AFTER_ACKS = 80; // writes acknowledged before the SIGKILL
const LOAD_CAP_MS = 60_000; // the kill comes at the latest then
const START_WITHIN_MS = 90_000;

let data: CrashData | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.kill9().catch(() => undefined);
  await data?.remove();
});

const describeTally = (tally: Tally) =>
  (Object.entries(tally) as [WriteKind, Tally[WriteKind]][])
    .map(([kind, t]) => `${kind} ${t.found}/${t.acked}`)
    .join(', ');

/** Runs every applicant at once until each stops (plots used up, or no answer). */
function runAll(
  applicants: Applicant[],
  baseUrl: string,
  onAck: (k: WriteKind) => void,
  plots: number,
) {
  return Promise.all(
    applicants.map((applicant, i) =>
      runApplicant(applicant, {
        baseUrl,
        // 2 to 5 saves of each draft (the first creates it), so the applicants fall out of step.
        savesPerDraft: 2 + (i % 4),
        onAck,
        mayStartPlot: () => applicant.nextPlot < plots,
      }),
    ),
  );
}

it(
  'keeps every acknowledged write, exactly once and whole, across a kill -9',
  { timeout: 300_000 },
  async () => {
    const started = Date.now();
    const phases: string[] = [];
    const phase = (name: string) =>
      phases.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)}s`);
    data = await createCrashData();
    const database = data.databaseUrl ? 'PostgreSQL' : 'PGlite';
    const applicants = await seedCrashData(data, { investors: INVESTORS, plotsEach: PLOTS_EACH });
    phase('seeded');
    const port = await freePort();

    // Load, and SIGKILL once enough writes were acknowledged (or at the cap).
    const first = await startServer(data, port, START_WITHIN_MS);
    phase('started');
    servers.push(first);
    let acked = 0;
    let kill: Promise<void> | undefined;
    const killNow = () => (kill ??= first.kill9());
    const cap = setTimeout(killNow, LOAD_CAP_MS);
    await runAll(
      applicants,
      first.baseUrl,
      () => {
        acked += 1;
        if (acked === KILL_AFTER_ACKS) void killNow();
      },
      PLOTS_BEFORE_KILL,
    );
    clearTimeout(cap);
    await killNow();
    phase('killed');
    const inFlight = applicants.filter((a) => a.unknown).map((a) => a.unknown!.kind);

    // Restart on the same data: it starts cleanly and has every acknowledged write.
    const second = await startServer(data, port, START_WITHIN_MS);
    phase('restarted');
    servers.push(second);
    const startProblems = second
      .output()
      .split('\n')
      .filter((line) => /error|panic|fatal|corrupt/i.test(line));
    expect(startProblems).toEqual([]);
    const beforeKill = await verifyAcknowledged(
      second.baseUrl,
      applicants,
      () => true,
      (a) => a.sessions,
    );
    expect(beforeKill.problems).toEqual([]);
    phase('verified');

    // The applicants carry on after the restart, and those writes hold too.
    const earlier = new Set(applicants.flatMap((a) => a.cycles));
    const sessionsBefore = new Map(applicants.map((a) => [a, a.sessions.length]));
    for (const applicant of applicants) applicant.unknown = undefined;
    await runAll(applicants, second.baseUrl, () => undefined, PLOTS_EACH);
    expect(applicants.filter((a) => a.unknown)).toEqual([]);
    const afterRestart = await verifyAcknowledged(
      second.baseUrl,
      applicants,
      (cycle) => !earlier.has(cycle),
      (a) => a.sessions.slice(sessionsBefore.get(a)),
    );
    expect(afterRestart.problems).toEqual([]);
    phase('carried on');
    expect(await second.stop()).toBe(true);

    // Nothing half-written: every row, acknowledged or not, is whole.
    const handle = await data.open();
    const stored = await checkStoredState(
      handle.db,
      applicants.flatMap((a) => a.plots),
    ).finally(() => handle.close());
    expect(stored.problems).toEqual([]);

    const before = totals(beforeKill.tally);
    const after = totals(afterRestart.tally);
    console.log(
      `[crash] ${database}: ${INVESTORS} applicants; acknowledged before kill -9: ${before.acked}, ` +
        `found after restart: ${before.found} (${describeTally(beforeKill.tally)}); ` +
        `in flight at the kill: ${inFlight.length} (${inFlight.join(', ') || 'none'}); ` +
        `acknowledged after restart: ${after.acked}, found: ${after.found}; stored: ` +
        `${stored.applications} applications, ${stored.events} events, ${stored.uploadRows} upload ` +
        `rows, ${stored.orphanFiles} upload files without a row; timeline: ${phases.join(', ')}`,
    );
    expect(before.found).toBe(before.acked);
    expect(inFlight.length, 'the kill came with requests under way').toBeGreaterThan(0);
    expect(after.found).toBe(after.acked);
  },
);
