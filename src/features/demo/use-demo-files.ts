/**
 * The schema files /demo renders: the service's own files fetched lazily, with the analyst's
 * unsaved edits (development only) parsed on top. A file that does not parse keeps its last good
 * version and reports the parse error.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SchemaFiles } from '@/domain/catalog/files';
import { serviceFilePaths } from '@/domain/catalog/load-service';
import type { CatalogEntry } from '@/domain/catalog/types';
import { loadServiceFiles } from '@/forms/catalog/schema-files';

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

/** Loads the files of `entry` and tracks edits to its three files. */
export function useDemoFiles(entry: CatalogEntry | undefined): DemoFiles {
  const [base, setBase] = useState<{ id: string; files: SchemaFiles } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [edits, setEdits] = useState<{ id: string; texts: Record<string, string> }>({
    id: '',
    texts: {},
  });
  useEffect(() => {
    if (!entry) return undefined;
    let live = true;
    loadServiceFiles(entry).then(
      (files) => live && setBase({ id: entry.id, files }),
      (e: unknown) => live && setLoadError(String(e)),
    );
    return () => {
      live = false;
    };
  }, [entry]);

  return useMemo(() => {
    const files = base && entry && base.id === entry.id ? base.files : null;
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
        errors[path] = (e as Error).message;
      }
    }
    const edit = (path: string, text: string) =>
      setEdits((prev) => ({
        id: entry?.id ?? '',
        texts: { ...(prev.id === entry?.id ? prev.texts : {}), [path]: text },
      }));
    return { files: files ? merged : null, texts, errors, edit, loadError };
  }, [base, entry, edits, loadError]);
}
