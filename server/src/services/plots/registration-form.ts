/**
 * The New Plot Registration form as the server loads it: the same files the browser renders
 * (schemas/forms/plot-registration/), through the same domain loader, from the schema files the
 * catalogue has already read (once per catalogue).
 */
import { loadService } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService } from '../../../../src/domain/service-engine/index.ts';
import { plotRegistrationEntry } from '../../../../src/domain/plot-registration.ts';
import { getCatalog, type Catalog } from '../forms/catalog.ts';

const loaded = new WeakMap<Catalog['files'], LoadedService>();

/** The loaded registration form; throws CatalogError when its files are broken. */
export function registrationForm(catalog: Pick<Catalog, 'files'> = getCatalog()): LoadedService {
  let form = loaded.get(catalog.files);
  if (!form) {
    form = loadService(catalog.files, plotRegistrationEntry);
    loaded.set(catalog.files, form);
  }
  return form;
}
