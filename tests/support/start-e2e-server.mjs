// Starts the reference server for Playwright on a fresh throw-away data folder, so every e2e run
// begins from the same seeded demo data. The SPA must already be built (npm run build). The server
// runs as `npm start` runs it: the compiled bundle (made here when out of date).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServerIfStale, serverBundle } from '../../scripts/server-bundle.mjs';

await bundleServerIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = process.env.PORT ?? '8181';
const child = spawn(process.execPath, [serverBundle], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    DEMO_SEED: '1',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
