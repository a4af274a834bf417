/**
 * What the harness's engine variants fetch beside the engine's code, as the portal does for a
 * service page (src/app/page-loaders.ts starts the service's files and validators with the page's
 * code, not after its first render; main.tsx starts the texts): the schema files and step
 * validators of the target (the stepper loads its domain validators after its first frame, as on
 * the portal), and the texts of every area. engine-form.tsx's `load` then finds them
 * fetched (each module is fetched once).
 */
import { RATES_FILE } from '@/domain/fees/rates';
import { catalogEntry } from '@/config/service-catalog';
import { loadAllAreas } from '@/i18n/i18n';
import { loadSchemaFile, loadServiceFiles } from '@/forms/catalog/schema-files';
import { loadStepValidators } from '@/forms/validation/precompiled';
import { syntheticFolder } from './synthetic';

/** Which service the stepper renders (engine-form.tsx). */
export type EngineTarget = { service: string; step: string | null } | { synthetic: number };

/** The shared files the synthetic service reads beside its own (which are built in code). */
export const SYNTHETIC_SHARED = ['_shared/messages.json', '_shared/uploads.json', RATES_FILE];

/** Starts fetching the target's files and validators; a failure shows when `load` runs. */
export function preloadTarget(target: EngineTarget): void {
  loadAllAreas().catch(() => undefined);
  const pending =
    'synthetic' in target
      ? Promise.all([
          ...SYNTHETIC_SHARED.map(loadSchemaFile),
          loadStepValidators(syntheticFolder(target.synthetic)),
        ])
      : (() => {
          const entry = catalogEntry(target.service);
          return entry ? loadServiceFiles(entry, undefined, 'steps') : Promise.resolve();
        })();
  pending.catch(() => undefined);
}
