/**
 * The `Link` preload header sent with index.html: the code of the page an address opens first
 * (the sign-in page at /; the shell, its English texts and, for the pages most often opened first,
 * the page itself elsewhere), read from the build's manifest (dist/.vite/manifest.json). The browser then fetches
 * it beside the entry's code instead of after the entry has run and asked for it; index.html
 * itself can only name what every address needs (the entry's own imports), so those are left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of a Vite manifest entry read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// The shell's code, and the loaders of its texts (main.tsx fetches the texts as soon as it runs).
const SHELL = ['src/app/shell-routes.tsx', 'src/i18n/area-loaders.ts'];

/**
 * The shell's texts in English, one chunk of every area but `core` (which is in the entry's code;
 * build/chunk-groups.ts names the chunk): the shell draws nothing before they are in. English is
 * what a first visit renders in; a language chosen in this browser is kept in localStorage, which
 * no request carries, so a Hindi or Marathi reader fetches these too (once per build: the files are
 * immutable) beside their own.
 */
const ENGLISH_TEXTS = /^_texts-en-[\w-]+\.js$/;

/**
 * The settings every page's first render waits for (main.tsx): named first, ahead of the code, so
 * that on a slow connection it is not queued behind the page's files. index.html preloads it
 * too, in the same mode (fetch, anonymous), so both are one request.
 */
const SETTINGS = '</config.json>; rel=preload; as=fetch; crossorigin';

/**
 * The client's modules each first page renders with, by address (matched without regard to case,
 * as the client's router matches: src/config/paths.ts, src/app/page-loaders.ts); any other address
 * but an API one opens the shell.
 */
const FIRST_PAGES: { pattern: RegExp; shell: boolean; modules: string[] }[] = [
  { pattern: /^\/$/, shell: false, modules: ['src/features/auth/components/login-page.tsx'] },
  { pattern: /^\/dashboard\/?$/i, shell: true, modules: ['src/app/routes/dashboard-page.tsx'] },
  {
    pattern: /^\/plotservice\/raiseservicerequest\/?$/i,
    shell: true,
    modules: ['src/features/services/service-list.tsx'],
  },
  {
    pattern: /^\/plotservice\/raiseservicerequest\/[^/]+\/?$/i,
    shell: true,
    modules: ['src/features/service-request/service-request-page.tsx'],
  },
];

/** Chunk keys reachable from `keys` by static imports. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * One `Link` header value: the settings, then the entry's files (index.html names them too, but a browser
 * speaking HTTP/1.1 to us opens six connections and takes preloads in order, so the entry goes
 * ahead of the rest), then the other files `modules` need, scripts before stylesheets.
 */
function linkValue(manifest: Manifest, modules: string[]): string | undefined {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const entryChunks = closure(manifest, entries);
  const pageChunks = [...closure(manifest, modules)].filter((k) => !entryChunks.has(k));
  if (pageChunks.length === 0) return undefined;
  const links = (chunks: string[]) => [
    ...chunks.map((k) => `</${manifest[k]!.file}>; rel=modulepreload`),
    // The page adds its stylesheets with crossorigin (index.html, Vite's preload helper): the same
    // mode here, or the preload is not used.
    ...[...new Set(chunks.flatMap((k) => manifest[k]!.css ?? []))].map(
      (file) => `</${file}>; rel=preload; as=style; crossorigin`,
    ),
  ];
  return [SETTINGS, ...links([...entryChunks]), ...links(pageChunks)].join(', ');
}

/** Link header values by address, from the build in `staticDir`; none without a manifest. */
export function spaPreloads(staticDir: string): (pathname: string) => string | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return () => undefined; // a build without a manifest: index.html alone, as before
  }
  const shell = [...SHELL, ...Object.keys(manifest).filter((k) => ENGLISH_TEXTS.test(k))];
  const pages = FIRST_PAGES.map((p) => ({
    ...p,
    link: linkValue(manifest, p.shell ? [...shell, ...p.modules] : p.modules),
  }));
  const elsewhere = linkValue(manifest, shell);
  return (pathname) => (pages.find((p) => p.pattern.test(pathname)) ?? { link: elsewhere }).link;
}
