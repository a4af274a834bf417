/**
 * Loads a catalogue service in the browser: fetches its schema files lazily and runs the domain
 * loader. A broken definition becomes an `error` state with every issue, never a blank screen.
 */
import type { SchemaFiles } from '@/domain/catalog/files';
import { CatalogError, error as issue, type Issue } from '@/domain/catalog/issues';
import { tryLoadService } from '@/domain/catalog/load-service';
import type { CatalogEntry, LoadedService } from '@/domain/catalog/types';
import { catalogEntry } from '@/config/service-catalog';
import { useLoad } from '@/lib/use-load';
import { withEngineUi } from './engine-ui';
import { loadServiceFiles } from './schema-files';

/** Where loading a service stands. */
export type ServiceLoad =
  | { status: 'loading' }
  | { status: 'ready'; service: LoadedService; files: SchemaFiles }
  | { status: 'error'; issues: Issue[]; entry?: CatalogEntry };

/** A finished load: the service, or why it could not be loaded. */
export type LoadedOrFailed = Exclude<ServiceLoad, { status: 'loading' }>;

/** Runs the loader over files already fetched; the engine UI is merged in. */
export function loadFromFiles(files: SchemaFiles, entry: CatalogEntry): LoadedOrFailed {
  try {
    const { service, issues } = tryLoadService(files, entry);
    const errors = issues.filter((i) => i.severity === 'error');
    if (!service || errors.length > 0) return { status: 'error', issues: errors, entry };
    return { status: 'ready', service: withEngineUi(service), files };
  } catch (e) {
    const issues = e instanceof CatalogError ? e.issues : [issue(entry.folder, '$', String(e))];
    return { status: 'error', issues, entry };
  }
}

/** Loads the service with this route segment (undefined id: stays loading). */
export function useService(serviceId: string | undefined): ServiceLoad {
  const entry = catalogEntry(serviceId);
  // Keyed by the service, so a change of service shows 'loading' at once.
  const { state } = useLoad<LoadedOrFailed>(
    entry ? entry.id : null,
    () => loadServiceFiles(entry!).then((files) => loadFromFiles(files, entry!)),
    (e) => ({ status: 'error', issues: [issue(entry!.folder, '$', String(e))], entry }),
  );
  if (!entry) {
    const message = `"${serviceId ?? ''}" is not in services.catalog.json`;
    return { status: 'error', issues: [issue('services.catalog.json', '$.services', message)] };
  }
  return state;
}
