/**
 * Vite plugin of the precompiled validators (build-validators.ts), for the app and the benchmark
 * harness: runs the build step before every build and dev server start, again in development when
 * a definition changes (then reloads the page, so /demo and the forms show the edit), and in a
 * build swaps the domain's ajv module for the browser's stand-in (src/forms/validation/browser-ajv.ts),
 * so no schema compiler ships and no code is generated in the browser (the CSP has no 'unsafe-eval').
 */
import { execFile, execFileSync } from 'node:child_process';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = fileURLToPath(new URL('./build-validators.ts', import.meta.url));
const domainAjv = resolve(root, 'src/domain/validation/ajv.ts');
const browserAjv = resolve(root, 'src/forms/validation/browser-ajv.ts');
const standIn = resolve(root, 'src/forms/validation');

/** A service definition: a file under schemas/, or the catalogue. */
function isDefinition(file: string): boolean {
  return (
    file.startsWith(resolve(root, 'schemas') + sep) ||
    file === resolve(root, 'services.catalog.json')
  );
}

/**
 * `extraForms`: the path of a module whose `extraForms()` lists more forms to precompile (the
 * benchmark harness's synthetic services), so the build knows nothing of its callers.
 */
export function precompiledValidators(options: { extraForms?: string } = {}): Plugin[] {
  const args = [
    '--import',
    'tsx',
    script,
    ...(options.extraForms ? [`--extra-forms=${options.extraForms}`] : []),
  ];
  return [
    {
      name: 'precompiled-validators:build-step',
      buildStart() {
        execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
      },
      // An edited definition is not hot-updated: the pages keep loaded services in React state,
      // so a new module alone would show nothing. The page reloads once its validators are rebuilt.
      handleHotUpdate({ file }) {
        return isDefinition(file) ? [] : undefined;
      },
      configureServer(server) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const rebuild = (file: string) => {
          if (!isDefinition(file)) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            execFile(process.execPath, args, { cwd: root }, (error, stdout, stderr) => {
              if (error)
                server.config.logger.error(`precompiled validators: ${stderr || error.message}`);
              else server.config.logger.info(stdout.trim());
              server.ws.send({ type: 'full-reload' });
            });
          }, 300);
        };
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, rebuild);
      },
    },
    {
      name: 'precompiled-validators:browser-ajv',
      apply: 'build',
      enforce: 'pre',
      async resolveId(source, importer, resolveOptions) {
        if (!importer || !/(^|\/)ajv(\.ts)?$/.test(source) || importer.startsWith(standIn)) {
          return null;
        }
        const resolved = await this.resolve(source, importer, {
          ...resolveOptions,
          skipSelf: true,
        });
        return resolved?.id === domainAjv ? browserAjv : null;
      },
    },
  ];
}
