/**
 * The UI the loader cannot know: `declarations` and `documents` are built from steps.json, so the
 * engine adds their UI here — the declarations field, and an upload field per document slot.
 */
import { DECLARATIONS, DOCUMENTS } from '@/domain/catalog/inject';
import { isRecord } from '@/domain/catalog/json';
import type { LoadedService, UiSchema } from '@/domain/catalog/types';

const prepared = new WeakMap<LoadedService, LoadedService>();

/** The service with the engine's UI for declarations and documents merged into its UI schema. */
export function withEngineUi(service: LoadedService): LoadedService {
  const cached = prepared.get(service);
  if (cached) return cached;
  const ui: UiSchema = { ...service.uiSchema };
  const own = (key: string) => (isRecord(ui[key]) ? (ui[key] as UiSchema) : {});
  if (service.declarations.length > 0) {
    ui[DECLARATIONS] = { 'ui:field': 'DeclarationsField', ...own(DECLARATIONS) };
  }
  if (service.uploads.length > 0) {
    const documents: UiSchema = { ...own(DOCUMENTS) };
    for (const rule of service.uploads) {
      documents[rule.key] = {
        'ui:field': 'FileUploadField',
        ...(isRecord(documents[rule.key]) ? (documents[rule.key] as UiSchema) : {}),
        'ui:options': { uploadKey: rule.key },
      };
    }
    ui[DOCUMENTS] = documents;
  }
  const result = { ...service, uiSchema: ui };
  prepared.set(service, result);
  prepared.set(result, result);
  return result;
}
