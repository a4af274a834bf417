/**
 * What the harness's engine variants fetch beside the engine's code, as the portal does for a
 * service page opened on a later step (src/app/page-loaders.ts preloads the service with the
 * page's code): the schema files of the target, asked for from this small chunk, its step
 * validators and MUI's form (the variants open a step with fields, which on the portal waits for
 * both; the stepper loads its domain validators after its first frame, as on the portal).
 * engine-form.tsx's `load` and the step then find them fetched (each module is fetched once).
 */
import { RATES_FILE } from '@/domain/fees/rates';
import { loadPortalForm } from '@/forms/theme/portal-form-loader';
import { prefetchSchemaFiles, prefetchStepValidators } from '@/forms/validation/service-modules';
import { syntheticFolder } from './synthetic';

/** Which service the stepper renders (engine-form.tsx). */
export type EngineTarget = { service: string; step: string | null } | { synthetic: number };

/** The shared files the synthetic service reads beside its own (which are built in code). */
export const SYNTHETIC_SHARED = ['_shared/messages.json', '_shared/uploads.json', RATES_FILE];

/** Starts fetching the target's files and validators; a failure shows when `load` runs. */
export function preloadTarget(target: EngineTarget): void {
  if ('synthetic' in target) {
    prefetchStepValidators(syntheticFolder(target.synthetic));
    prefetchSchemaFiles(SYNTHETIC_SHARED);
    loadPortalForm().catch(() => undefined);
    return;
  }
  // The catalogue (services.catalog.json) stays out of this chunk, which the synthetic cases load.
  import('@/forms/catalog/preload-service')
    .then(({ preloadService }) => preloadService(target.service, { laterStep: true }))
    .catch(() => undefined);
}
