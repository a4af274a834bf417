/**
 * The harness's synthetic services as forms for the validator build step (node only): the
 * benchmark's stepper runs precompiled validators, as the app does.
 */
import { loadService } from '../../../src/domain/catalog/load-service.ts';
import { readSchemaFiles } from '../../../src/domain/catalog/read-schema-files.ts';
import type { FormSource } from '../../../build/validators/build-validators.ts';
import { SYNTHETIC_SIZES, syntheticService } from './synthetic.ts';

/** Every synthetic service the harness renders. */
export function benchSyntheticForms(root = '.'): FormSource[] {
  // The shared files (messages, uploads, rates) the harness loads beside the synthetic ones.
  const shared = readSchemaFiles(`${root}/schemas`).files;
  return SYNTHETIC_SIZES.map((n) => {
    const { entry, files } = syntheticService(n);
    return { folder: entry.folder, service: loadService({ ...shared, ...files }, entry) };
  });
}
