/**
 * The New Plot Registration form as the server loads it: the same files the browser renders
 * (schemas/forms/plot-registration/), through the same domain loader, once per process.
 */
import { readSchemaFiles } from '../../../../src/domain/catalog/read-schema-files.ts';
import { CatalogError, loadService } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService } from '../../../../src/domain/service-engine/index.ts';
import { plotRegistrationEntry } from '../../../../src/domain/plot-registration.ts';
import { defaultCatalogLocation } from '../forms/catalog.ts';

let loaded: LoadedService | undefined;

/** The loaded registration form; throws CatalogError when its files are broken. */
export function registrationForm(schemasDir = defaultCatalogLocation.schemasDir): LoadedService {
  if (loaded) return loaded;
  const { files, issues } = readSchemaFiles(schemasDir);
  if (issues.length > 0) throw new CatalogError(issues);
  loaded = loadService(files, plotRegistrationEntry);
  return loaded;
}
