// @ts-check
// `npm start`: builds what is out of date, then runs the compiled server in this process.
//
// - The app (dist/) is rebuilt with `npm run build` only when a build input changed: the SHA-256
//   of every file under the input folders and of the root build files is compared with the one
//   the last build through this script recorded in dist/.inputs-sha256 (taken before that build,
//   so an edit made while it ran is seen next time).
// - The server is bundled by esbuild into dist-server/index.cjs, again only when one of the files
//   the last bundle was made of, or the lock file, changed, and run with V8's code cache
//   (scripts/server-bundle.mjs).
//
// Plain JavaScript, run by Node itself: a restart pays no TypeScript compiler.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServerIfStale, runServerBundle } from './server-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const appStamp = join(root, 'dist', '.inputs-sha256');

/** What the app build reads: these folders (tests aside) and files. */
const APP_INPUT_DIRS = ['src', 'schemas', 'public', 'build'];
const APP_INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'services.catalog.json',
  'package-lock.json',
  'tsconfig.json',
];
/** Not read by the build. */
const isTest = (/** @type {string} */ name) =>
  name === '__tests__' || /\.test\.[cm]?tsx?$/.test(name);

/** @param {string} file */
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => !isTest(e.name))
    .flatMap((e) => {
      const full = join(dir, e.name);
      return e.isDirectory() ? filesUnder(full) : e.isFile() ? [full] : [];
    });
}

function appInputsHash() {
  const files = [
    ...APP_INPUT_DIRS.flatMap((d) => filesUnder(join(root, d))),
    ...APP_INPUT_FILES.map((f) => join(root, f)).filter((f) => existsSync(f)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${relative(root, file)}\0${sha256(file)}\0`);
  return hash.digest('hex');
}

const read = (/** @type {string} */ file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

function buildAppIfStale() {
  const inputs = appInputsHash();
  if (existsSync(join(root, 'dist', 'index.html')) && read(appStamp) === inputs) return;
  console.log('Building the app (its sources changed since the last build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  writeFileSync(appStamp, inputs);
}

buildAppIfStale();
await bundleServerIfStale();
await runServerBundle();
