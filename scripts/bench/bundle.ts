/**
 * Bundle figures from the Vite build's manifest: the gzip size of the JavaScript and CSS a browser
 * loads for a route, found by following each chunk's static imports from the route's modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a route needs: the modules that render it, besides the entry. */
export const routeModules: Record<string, string[]> = {
  login: ['src/features/auth/components/login-page.tsx'],
  dashboard: ['src/app/shell-routes.tsx', 'src/app/routes/dashboard-page.tsx'],
  serviceForm: [
    'src/app/shell-routes.tsx',
    'src/features/service-request/service-request-page.tsx',
    // The form itself (the stepper, its first step drawn without MUI): a lazy chunk the page
    // requests beside its own. MUI comes after the first step (themed-portal-form, mui-parts).
    'src/features/service-request/service-request-body.tsx',
  ],
};

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/** Files (JS and CSS) the browser loads for the given route modules plus the entry. */
export function routeFiles(manifest: Manifest, modules: string[]): Set<string> | null {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const missing = modules.filter((m) => !manifest[m]);
  if (!entry || missing.length) return null;
  const files = new Set<string>();
  for (const key of closure(manifest, [entry, ...modules])) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const gzipCache = new Map<string, number>();
function gzipBytes(dist: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Gzip bytes per route (JS+CSS, and JS alone), and the service form's bytes beyond the login route. */
export function measureBundles(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sets: Record<string, Set<string> | null> = {};
  const result: Record<string, number | null> = {};
  for (const [route, modules] of Object.entries(routeModules)) {
    const files = routeFiles(manifest, modules);
    sets[route] = files;
    result[`${route}Gzip`] = files ? [...files].reduce((n, f) => n + gzipBytes(dist, f), 0) : null;
    // The budgets are on JavaScript; CSS is reported within the total.
    result[`${route}JsGzip`] = files
      ? [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipBytes(dist, f), 0)
      : null;
  }
  const login = sets.login;
  const form = sets.serviceForm;
  result.serviceFormBeyondLoginGzip =
    login && form
      ? [...form].filter((f) => !login.has(f)).reduce((n, f) => n + gzipBytes(dist, f), 0)
      : null;
  return result;
}
