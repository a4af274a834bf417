/**
 * `npm run bench`: performance figures measured in one run, reported as ratios against a
 * reference from the same run (shared machines are noisy). Prints a table and writes
 * bench/results.json. Nothing here passes or fails; targets are printed beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { embeddedRun, postgresRun } from './api-runs.ts';
import { measureBundles } from './bundle.ts';
import { measureForms } from './forms.ts';
import { lighthouseRows, measureLighthouse } from './lighthouse.ts';
import { benchPostgres } from './postgres-cluster.ts';
import { measureStartUp, startUpRows } from './start-up.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 8391);

const kb = (n: number | null | undefined) => (n == null ? 'n/a' : `${(n / 1024).toFixed(1)} kB`);
const num = (n: number | null | undefined, digits = 2) => (n == null ? 'n/a' : n.toFixed(digits));

async function main() {
  // The cold start builds the app (production) for everything after it.
  const startUp = await measureStartUp(PORT);
  const bundles = measureBundles();
  console.log('Lighthouse: three pages, mobile and desktop…');
  const lighthouse = await measureLighthouse(PORT);
  const forms = await measureForms();
  console.log('Embedded database: start-up and API loads…');
  const runOptions = { port: PORT, seconds: SECONDS, connections: CONNECTIONS };
  const embedded = await embeddedRun(runOptions);
  // PostgreSQL: DATABASE_URL's server, else a throw-away cluster of Debian's binaries.
  const cluster = await benchPostgres(PORT + 1);
  const postgres = cluster
    ? await postgresRun(cluster.url, runOptions).finally(cluster.stop)
    : null;

  const results = {
    at: new Date().toISOString(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    startUp,
    bundles,
    lighthouse,
    forms,
    embedded,
    postgres,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

  const rows: [string, string, string][] = [
    ...startUpRows(startUp),
    ...lighthouseRows(lighthouse),
    [
      'login route JS gzip',
      bundles.loginJsGzip == null ? 'n/a' : `${bundles.loginJsGzip} bytes`,
      '≤ 100,000 bytes',
    ],
    [
      'login route JS+CSS gzip',
      bundles.loginGzip == null ? 'n/a' : `${bundles.loginGzip} bytes`,
      '',
    ],
    ['dashboard route gzip', kb(bundles.dashboardGzip), ''],
    ['service form route gzip', kb(bundles.serviceFormGzip), ''],
    ['service form beyond login', kb(bundles.serviceFormBeyondLoginGzip), '≤ 250 kB'],
    ...forms.rows,
    ['start-up, empty data folder', `${num(embedded.startup.firstRunMs, 0)} ms`, ''],
    ['start-up, restart', `${num(embedded.startup.restartMs, 0)} ms`, ''],
    ...(['signIn', 'draft', 'draftAnswers'] as const).map((route): [string, string, string] => {
      const f = embedded.stall[route];
      return [
        `embedded: /api/health while a 1 MiB body of unknown fields is refused or dropped (${route})`,
        `p50 ${num(f.healthP50Ms, 1)} ms, max ${num(f.healthMaxMs, 1)} ms, ${f.healthSamples} ` +
          `probes (${f.healthFailures} failed); answered ${f.refusedStatus} in ${num(f.refusedMs, 0)} ms`,
        '',
      ];
    }),
  ];
  for (const [label, run] of [
    ['embedded', embedded],
    ['postgres', postgres],
  ] as const) {
    if (!run) continue;
    const { ceiling, dashboard, saveDraft, formFiles } = run.api;
    const target = label === 'embedded' ? '≥ 0.30' : '≥ 0.50';
    rows.push(
      [
        `${label}: ceiling /api/ping`,
        `${num(ceiling.reqPerSec, 0)} req/s, p50 ${ceiling.p50Ms} ms, p99 ${ceiling.p99Ms} ms`,
        '',
      ],
      [
        `${label}: dashboard`,
        `${num(dashboard.reqPerSec, 0)} req/s, p50 ${dashboard.p50Ms} ms, p99 ${dashboard.p99Ms} ms, non-2xx ${dashboard.non2xx}`,
        'p99 ≤ 25 ms',
      ],
      [`${label}: dashboard / ceiling`, num(dashboard.ratioToCeiling), target],
      [
        `${label}: save-draft`,
        saveDraft
          ? `${num(saveDraft.reqPerSec, 0)} req/s, p50 ${saveDraft.p50Ms} ms, p99 ${saveDraft.p99Ms} ms, non-2xx ${saveDraft.non2xx}`
          : 'n/a',
        '',
      ],
      [`${label}: save-draft / ceiling`, num(saveDraft?.ratioToCeiling), ''],
      [
        `${label}: a service form's files`,
        formFiles
          ? `${formFiles.files} files: ${num(formFiles.reqPerSec, 0)} req/s, p50 ${formFiles.p50Ms} ms, p99 ${formFiles.p99Ms} ms, non-2xx ${formFiles.non2xx}`
          : 'n/a (no build)',
        '',
      ],
      [`${label}: server peak RSS`, `${num(run.peakRssMiB, 0)} MiB`, ''],
    );
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nfigure'.padEnd(width + 3) + 'value  (target)');
  for (const [label, value, target] of rows) {
    console.log(`${label.padEnd(width + 2)}${value}${target ? `  (${target})` : ''}`);
  }
  console.log('\nwritten: bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
