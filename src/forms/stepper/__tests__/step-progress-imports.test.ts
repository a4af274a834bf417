// @vitest-environment node
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Import queries (`?catalog`) are the build's own plugins' business: left outside the bundle. */
const queries: Plugin = {
  name: 'queries',
  setup(b) {
    b.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** A module that reaches MUI only through another module, to show the check sees that far. */
const indirect: Plugin = {
  name: 'indirect',
  setup(b) {
    b.onResolve({ filter: /^virtual:via-mui$/ }, () => ({ path: 'via-mui', namespace: 'v' }));
    b.onLoad({ filter: /.*/, namespace: 'v' }, () => ({
      contents: "export { default } from '@mui/material/Box';",
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/** Every package the module imports, directly or through the portal's own modules, as bundled. */
async function packagesOf(entry: { file: string } | { source: string }): Promise<string[]> {
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.source, resolveDir: root, loader: 'tsx' } }),
    absWorkingDir: root,
    bundle: true,
    // Nothing is written: the output directory only lets the CSS modules be bundled.
    write: false,
    outdir: 'out',
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    alias: { '@': `${root}src` },
    loader: { '.css': 'local-css' },
    logLevel: 'silent',
    plugins: [queries, indirect],
  });
  const imports = Object.values(result.metafile.inputs).flatMap((i) => i.imports);
  return [...new Set(imports.filter((i) => i.external).map((i) => i.path))];
}

const muiOrEmotion = (p: string) => /^@(mui|emotion)\//.test(p);

// Every service opens on a step drawn without MUI, and the step list is on it: the list must not
// bring MUI or emotion into the form's first paint (bench/README.md, issue 19).
describe('the step list without MUI', () => {
  it('imports nothing of MUI or emotion, directly or through another module', async () => {
    const packages = await packagesOf({ file: 'src/forms/stepper/step-progress.tsx' });
    expect(packages).toContain('react');
    expect(packages.filter(muiOrEmotion)).toEqual([]);
  });

  it('would see MUI reached through another module', async () => {
    const packages = await packagesOf({ source: "export { default } from 'virtual:via-mui';" });
    expect(packages.filter(muiOrEmotion)).toEqual(['@mui/material/Box']);
  });
});
