/**
 * What the harness's engine variants fetch beside the engine's code, as the portal does for a
 * service page whose address names a step past the first (src/app/page-loaders.ts preloads the
 * service and that step's code with the page's code): the schema files of the target, asked for
 * from this small chunk, and the step's later code, MUI's form, the step validators and the
 * stepper's MUI parts (every variant opens on a step with fields, which waits for them; the stepper
 * loads its domain validators after its first frame, as on the portal). engine-form.tsx's `load`
 * and the step then find them fetched (each module is fetched once).
 */
import { RATES_FILE } from '@/domain/fees/rates';
import { prefetchSchemaFiles, prefetchStepValidators } from '@/forms/validation/service-modules';
import { syntheticFolder } from './synthetic';

/** Which service the stepper renders (engine-form.tsx). */
export type EngineTarget = { service: string; step: string | null } | { synthetic: number };

/** The shared files the synthetic service reads beside its own (which are built in code). */
export const SYNTHETIC_SHARED = ['_shared/messages.json', '_shared/uploads.json', RATES_FILE];

/** Starts fetching the target's files and validators; a failure shows when `load` runs. */
export function preloadTarget(target: EngineTarget): void {
  const later = import('@/forms/service-form/later-code');
  if ('synthetic' in target) {
    const folder = syntheticFolder(target.synthetic);
    // Not in the catalogue: by its folder, and all of it (its steps are all fields).
    prefetchStepValidators(folder);
    prefetchSchemaFiles(SYNTHETIC_SHARED);
    later.then((m) => m.laterCode(folder).load()).catch(() => undefined);
    return;
  }
  // The catalogue (services.catalog.json) stays out of this chunk, which the synthetic cases load.
  import('@/forms/catalog/preload-service')
    .then(({ preloadService }) => preloadService(target.service))
    .catch(() => undefined);
  if (target.step) {
    const { service, step } = target;
    later.then((m) => m.preloadLaterCode(service, step)).catch(() => undefined);
  }
}
