// @ts-check
// The compiled server: server/src/index.ts bundled by esbuild into dist-server/index.cjs, with
// its JavaScript packages, so a start loads one file instead of resolving and reading some nine
// hundred (about a third of a restart's CPU went to Node's module loader). Rebuilt only when one
// of the files the last bundle was made of, the lock file or this script changed
// (dist-server/inputs.json).
//
// CommonJS, so that `npm start` can run it through a V8 code cache (dist-server/index.cjs.v8cache):
// Node 20 caches no ES module's compiled code, and parsing and compiling the bundle's functions
// was a fifth of a restart. The cache is written after the first start of a new bundle and
// carries the SHA-256 of the source it was made from; V8 itself refuses one from another Node.
//
// Kept out of the bundle: PGlite (it loads its WebAssembly and data files from its own folder),
// @node-rs/argon2 (a native addon) and pg's optional native binding. A file our sources read by
// `import.meta.url` is found from the bundle's own place, so the checkout can move.
//
// Used by `npm start` (scripts/start.mjs) and by the e2e server (tests/support), so the suite
// runs the server as it ships.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'dist-server');
export const serverBundle = join(serverDir, 'index.cjs');
const codeCache = `${serverBundle}.v8cache`;
const serverStamp = join(serverDir, 'inputs.json');
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'];

/** @param {string} file */
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** @returns {boolean} whether the recorded inputs of the last bundle are all unchanged */
function serverBundleCurrent() {
  if (!existsSync(serverStamp) || !existsSync(serverBundle)) return false;
  /** @type {Record<string, string>} */
  const inputs = JSON.parse(readFileSync(serverStamp, 'utf8'));
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

/** Writes `text` to `file` by renaming a sibling: two e2e servers may bundle at the same time. */
function writeAtomically(/** @type {string} */ file, /** @type {string | Uint8Array} */ text) {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** Bundles the server when its inputs changed; says so on the console. */
export async function bundleServerIfStale() {
  if (serverBundleCurrent()) return;
  console.log('Compiling the server…');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'server/src/index.ts')],
    outfile: serverBundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL,
    // `import.meta` of the ES modules, from the bundle's place.
    define: { 'import.meta.url': '__bundleUrl', 'import.meta.resolve': '__bundleResolve' },
    banner: {
      js: [
        "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;",
        "const __bundleResolve = (specifier) => require('node:url').pathToFileURL(require.resolve(specifier)).href;",
      ].join('\n'),
    },
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
    plugins: [originalImportMetaUrl],
  });
  /** @type {Record<string, string>} */
  const inputs = {};
  for (const file of [
    ...Object.keys(result.metafile.inputs),
    'package-lock.json',
    'scripts/server-bundle.mjs',
  ]) {
    const full = resolve(root, file);
    if (!full.includes(`${sep}node_modules${sep}`)) inputs[relative(root, full)] = sha256(full);
  }
  mkdirSync(serverDir, { recursive: true });
  writeAtomically(serverBundle, result.outputFiles[0].contents);
  writeAtomically(serverStamp, `${JSON.stringify(inputs, null, 1)}\n`);
}

/**
 * Runs a CommonJS file in this process as Node would run it, with V8's compiled code from
 * `cacheFile` when that was made from exactly this source. When there was none (or V8 refused
 * it), the cache is written once the file's exported `started` promise settles, so that it holds
 * the functions compiled until then.
 * @param {string} file
 * @param {string} cacheFile
 * @returns {Promise<unknown>} the file's `module.exports`, once any cache is written
 */
export async function runWithCodeCache(file, cacheFile) {
  const source = readFileSync(file);
  const digest = createHash('sha256').update(source).digest();
  const cache = existsSync(cacheFile) ? readFileSync(cacheFile) : null;
  const current = cache !== null && cache.subarray(0, digest.length).equals(digest);
  const cachedData = current ? cache.subarray(digest.length) : undefined;
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`;
  const script = new Script(wrapper, { filename: file, cachedData });
  const module = { exports: /** @type {{ started?: Promise<unknown> }} */ ({}) };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  if (!cachedData || script.cachedDataRejected) {
    await module.exports.started;
    // Only a faster next start is lost if the folder cannot be written (a read-only install).
    try {
      writeAtomically(cacheFile, Buffer.concat([digest, script.createCachedData()]));
    } catch (error) {
      console.warn(`The code cache ${cacheFile} could not be written:`, error);
    }
  }
  return module.exports;
}

/** Runs the server bundle (bundleServerIfStale) with its code cache. */
export const runServerBundle = () => runWithCodeCache(serverBundle, codeCache);
