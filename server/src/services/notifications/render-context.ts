/** How this server renders messages: its PUBLIC_URL and its catalogue's service titles. */
import type { Catalog } from '../forms/catalog.ts';
import type { RenderContext } from './templates.ts';

export function renderContextOf(publicUrl: string, catalog: Catalog): RenderContext {
  return {
    publicUrl,
    serviceTitle: (id) => catalog.services.get(id)?.title ?? id,
  };
}
