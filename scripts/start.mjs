// @ts-check
// `npm start`: builds what is out of date, then runs the compiled server in this process.
//
// - The app (dist/) is rebuilt with `npm run build` only when a build input changed: the SHA-256
//   of every file under the input folders and of the root build files is compared with the one
//   the last build through this script recorded in dist/.inputs-sha256 (taken before that build,
//   so an edit made while it ran is seen next time).
// - The server is bundled by esbuild into dist-server/index.mjs (its packages stay in
//   node_modules), again only when one of the files the last bundle was made of, or the lock
//   file, changed (dist-server/inputs.json). A file the server reads by `import.meta.url` is
//   found from the bundle's own place, so the checkout can move.
//
// Plain JavaScript, run by Node itself: a restart pays no TypeScript compiler.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const appStamp = join(root, 'dist', '.inputs-sha256');
const serverDir = join(root, 'dist-server');
const serverBundle = join(serverDir, 'index.mjs');
const serverStamp = join(serverDir, 'inputs.json');

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

/** @returns {boolean} whether the recorded inputs of the last bundle are all unchanged */
function serverBundleCurrent() {
  const recorded = read(serverStamp);
  if (!recorded || !existsSync(serverBundle)) return false;
  /** @type {Record<string, string>} */
  const inputs = JSON.parse(recorded);
  return Object.entries(inputs).every(([file, hash]) => {
    const full = join(root, file);
    return existsSync(full) && sha256(full) === hash;
  });
}

/**
 * esbuild plugin: each source file's `import.meta.url` becomes its original location, reached
 * from the bundle's, so `new URL('./migrations', import.meta.url)` keeps finding its folder.
 * @type {import('esbuild').Plugin}
 */
const originalImportMetaUrl = {
  name: 'original-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(serverDir, args.path).split(sep).join('/');
      const contents = source.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

async function bundleServerIfStale() {
  if (serverBundleCurrent()) return;
  console.log('Compiling the server…');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'server/src/index.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
    plugins: [originalImportMetaUrl],
  });
  /** @type {Record<string, string>} */
  const inputs = {};
  for (const file of [...Object.keys(result.metafile.inputs), 'package-lock.json']) {
    const full = resolve(root, file);
    if (!full.includes(`${sep}node_modules${sep}`)) inputs[relative(root, full)] = sha256(full);
  }
  mkdirSync(dirname(serverStamp), { recursive: true });
  writeFileSync(serverStamp, `${JSON.stringify(inputs, null, 1)}\n`);
}

buildAppIfStale();
await bundleServerIfStale();
await import(pathToFileURL(serverBundle).href);
