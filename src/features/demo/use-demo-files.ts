/**
 * The schema files /demo renders: the service's own files fetched lazily, with the analyst's
 * unsaved edits (development only) parsed on top. A file that does not parse keeps its last good
 * version and reports the parse error.
 */
import { useMemo, useState } from 'react';
import type { SchemaFiles } from '@/domain/catalog/files';
import { describeJsonError } from '@/domain/catalog/json-error';
import { serviceFilePaths } from '@/domain/catalog/load-service';
import type { CatalogEntry } from '@/domain/catalog/types';
import { loadServiceFiles } from '@/forms/catalog/schema-files';
import { useLoad } from '@/lib/use-load';

/** The demo's files and editor state. */
export interface DemoFiles {
  files: SchemaFiles | null;
  /** The editable files: path → text on screen. */
  texts: Record<string, string>;
  /** Parse errors by path. */
  errors: Record<string, string>;
  edit: (path: string, text: string) => void;
  loadError: string | null;
}

type FilesLoad = { status: 'ready'; files: SchemaFiles } | { status: 'error'; message: string };

/** Loads the files of `entry` and tracks edits to its three files. */
export function useDemoFiles(entry: CatalogEntry | undefined): DemoFiles {
  const { state } = useLoad<FilesLoad>(
    entry?.id ?? null,
    async () => {
      if (!entry) throw new Error('No service is chosen.'); // not run without one (key null)
      return { status: 'ready', files: await loadServiceFiles(entry) };
    },
    (e) => ({ status: 'error', message: String(e) }),
  );
  const [edits, setEdits] = useState<{ id: string; texts: Record<string, string> }>({
    id: '',
    texts: {},
  });
  return useMemo(() => {
    const files = state.status === 'ready' ? state.files : null;
    const own = entry ? Object.values(serviceFilePaths(entry)) : [];
    const changed = entry && edits.id === entry.id ? edits.texts : {};
    const texts: Record<string, string> = {};
    const errors: Record<string, string> = {};
    const merged: Record<string, unknown> = { ...(files ?? {}) };
    for (const path of own) {
      texts[path] = changed[path] ?? JSON.stringify(files?.[path] ?? {}, null, 2);
      if (changed[path] === undefined) continue;
      try {
        merged[path] = JSON.parse(changed[path]) as unknown;
      } catch (e) {
        errors[path] = describeJsonError(changed[path], e);
      }
    }
    const edit = (path: string, text: string) =>
      setEdits((prev) => ({
        id: entry?.id ?? '',
        texts: { ...(prev.id === entry?.id ? prev.texts : {}), [path]: text },
      }));
    const loadError = state.status === 'error' ? state.message : null;
    return { files: files ? merged : null, texts, errors, edit, loadError };
  }, [state, entry, edits]);
}
