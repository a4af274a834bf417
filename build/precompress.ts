/**
 * Pre-compression of the production build: next to every text file worth compressing, a brotli
 * (`.br`) and a gzip (`.gz`) copy, made once at build time, so the server
 * (server/src/routes/spa.ts, `preCompressed`) sends the one the browser accepts without
 * compressing anything per request.
 *
 * Brotli's best level costs about ten times the CPU of level 9 for some 7 % fewer bytes. The build
 * holds about 15 MB of JavaScript, most of it precompiled validators of which a page loads one, so
 * the best level goes to what every first visit loads (the entry, the chunks it imports
 * statically, their CSS and index.html) and level 9 to the rest; gzip is cheap at its best level.
 *
 * `config.json` is left alone: operators may edit it in the deployed folder, and a stale
 * compressed copy beside it would be served instead of their edit.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
]);
/** Below this a response fits in one packet either way. */
const MIN_BYTES = 1024;
/** Served as-is, never from a compressed copy (see above). */
const EDITED_IN_PLACE = new Set(['config.json']);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json and the like are never served
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `dir` that they make smaller; `critical`
 * (paths relative to `dir`) get brotli's best level, the rest level 9.
 */
export async function precompress(
  dir: string,
  critical: ReadonlySet<string> = new Set(),
): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    const name = relative(dir, file);
    if (!COMPRESSIBLE.has(extname(file)) || EDITED_IN_PLACE.has(name)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: critical.has(name)
                ? constants.BROTLI_MAX_QUALITY
                : 9,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // A copy no smaller than the file would only cost the browser a decode.
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        result.files += 1;
        result.bytes += content.length;
        result.brotliBytes += Math.min(br.length, content.length);
        result.gzipBytes += Math.min(gz.length, content.length);
      })(),
    );
  }
  await Promise.all(work);
  return result;
}

/** The entry chunks, the chunks they import statically, their CSS, and the HTML pages. */
function firstVisitFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (!output || files.has(fileName)) return;
    files.add(fileName);
    if (output.type !== 'chunk') return;
    for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
    output.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' ? output.isEntry : output.fileName.endsWith('.html')) {
      visit(output.fileName);
    }
  }
  return files;
}

/** Vite plugin: pre-compresses the build's output folder once everything is written. */
export function precompressed(): Plugin {
  let config: ResolvedConfig;
  let critical = new Set<string>();
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      critical = firstVisitFiles(bundle);
    },
    // After writeBundle: the public folder's files are in the output folder by then.
    async closeBundle(error?: Error) {
      if (error) return;
      const started = performance.now();
      const outDir = resolve(config.root, config.build.outDir);
      const r = await precompress(outDir, critical);
      const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
      config.logger.info(
        `pre-compressed ${r.files} files (${mb(r.bytes)}): brotli ${mb(r.brotliBytes)}, ` +
          `gzip ${mb(r.gzipBytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
