// @ts-check
// The compiled server: server/src/index.ts bundled by esbuild into dist-server/index.mjs, with
// its JavaScript packages, so a start loads one file instead of resolving and reading some nine
// hundred (about a third of a restart's CPU went to Node's module loader). Rebuilt only when one
// of the files the last bundle was made of, the lock file or this script changed
// (dist-server/inputs.json).
//
// Kept out of the bundle: PGlite (it loads its WebAssembly and data files from its own folder),
// @node-rs/argon2 (a native addon) and pg's optional native binding. A file our sources read by
// `import.meta.url` is found from the bundle's own place, so the checkout can move.
//
// Used by `npm start` (scripts/start.mjs) and by the e2e server (tests/support), so the suite
// runs the server as it ships.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'dist-server');
export const serverBundle = join(serverDir, 'index.mjs');
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
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // The CommonJS packages inside an ES module bundle still call `require` for Node's modules.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module';\nconst require = bundleRequire(import.meta.url);",
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
